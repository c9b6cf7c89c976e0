from django.urls import path

from rules import api

urlpatterns = [
    path("", api.GameListView.as_view(), name="api-playtest-list"),
    path("<int:pk>/", api.GameDetailView.as_view(), name="api-playtest-detail"),
    path("<int:pk>/act/", api.GameActView.as_view(), name="api-playtest-act"),
    path("<int:pk>/undo/", api.GameUndoView.as_view(), name="api-playtest-undo"),
]
