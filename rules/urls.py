from django.urls import path

from rules import views

urlpatterns = [
    path("", views.game_list, name="playtest-list"),
    path("new/", views.game_new, name="playtest-new"),
    path("<int:pk>/", views.game_table, name="playtest-table"),
    path("<int:pk>/act/", views.game_act, name="playtest-act"),
    path("<int:pk>/undo/", views.game_undo, name="playtest-undo"),
    path("<int:pk>/auto/", views.game_auto, name="playtest-auto"),
    path("<int:pk>/restart/", views.game_restart, name="playtest-restart"),
    path("<int:pk>/truncate/", views.game_truncate, name="playtest-truncate"),
    path("<int:pk>/delete/", views.game_delete, name="playtest-delete"),
]
