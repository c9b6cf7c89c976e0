from rest_framework.routers import SimpleRouter

from l5rdb.catalogue.api import views

router = SimpleRouter()
router.register("cards", views.CardViewSet, basename="api-card")
router.register("sets", views.SetViewSet, basename="api-set")
router.register("formats", views.FormatViewSet, basename="api-format")
router.register("clans", views.ClanViewSet, basename="api-clan")

urlpatterns = router.urls
