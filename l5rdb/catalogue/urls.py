from django.urls import path

from l5rdb.catalogue import views

urlpatterns = [
    path("", views.home, name="home"),
    path("cards/", views.card_list, name="card-list"),
    path("cards/<str:slug>/", views.card_detail, name="card-detail"),
    path("sets/", views.set_list, name="set-list"),
    path("sets/<str:slug>/", views.set_detail, name="set-detail"),
]
