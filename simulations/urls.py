from django.urls import path

from simulations import views

urlpatterns = [
    path("decks/<int:pk>/simulate/", views.simulation_new, name="simulation-new"),
    path("simulations/compare/", views.simulation_compare, name="simulation-compare"),
    path("simulations/<int:pk>/", views.simulation_detail, name="simulation-detail"),
    path("simulations/<int:pk>/cancel/", views.simulation_cancel, name="simulation-cancel"),
    path("simulations/<int:pk>/open/", views.simulation_open_game, name="simulation-open"),
]
