from django.urls import path

from simulations import api

urlpatterns = [
    path("", api.SimulationListView.as_view(), name="api-simulation-list"),
    path("compare/", api.SimulationCompareView.as_view(), name="api-simulation-compare"),
    path("<int:pk>/", api.SimulationDetailView.as_view(), name="api-simulation-detail"),
    path("<int:pk>/games/", api.SimulationGamesView.as_view(), name="api-simulation-games"),
    path("<int:pk>/cancel/", api.SimulationCancelView.as_view(), name="api-simulation-cancel"),
]
