from django.apps import AppConfig


class CatalogueConfig(AppConfig):
    name = "l5rdb.catalogue"
    label = "catalogue"
    verbose_name = "Card catalogue"

    def ready(self) -> None:
        from l5rdb.catalogue import revision  # noqa: F401  (connects its signal receivers)
