from django.urls import path
from rest_framework.routers import SimpleRouter

from decks.api import DeckViewSet, ValidateDeckView

router = SimpleRouter()
router.register("", DeckViewSet, basename="api-deck")

urlpatterns = [
    path("validate/", ValidateDeckView.as_view(), name="api-deck-validate"),
    *router.urls,
]
