from django.apps import AppConfig


class CatalogueConfig(AppConfig):
    name = "l5rdb.catalogue"
    label = "catalogue"
    verbose_name = "Card catalogue"
