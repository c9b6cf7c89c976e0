from django.apps import AppConfig


class CatalogueConfig(AppConfig):
    name = "l5rdb.catalogue"
    label = "catalogue"
    verbose_name = "Card catalogue"

    def ready(self) -> None:
        from django.db.models.signals import pre_migrate

        from l5rdb.catalogue import revision  # noqa: F401  (connects its signal receivers)

        pre_migrate.connect(_restore_indexes, sender=self)


def _restore_indexes(using: str, **kwargs: object) -> None:
    """Indexes an import that died left suspended are built before migrating: migrations
    expect the schema they left."""
    from l5rdb.catalogue.importing.indexes import restore_indexes

    restore_indexes(using)
