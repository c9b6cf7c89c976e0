from django.apps import AppConfig


class SimulationsConfig(AppConfig):
    name = "simulations"
    verbose_name = "Deck simulations"
