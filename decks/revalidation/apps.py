from django.apps import AppConfig


class RevalidationConfig(AppConfig):
    name = "decks.revalidation"
    label = "deck_revalidation"
    verbose_name = "Deck revalidation"

    def ready(self) -> None:
        from django.db.models.signals import m2m_changed

        from decks.revalidation.checks import formats_changed
        from l5rdb.catalogue.models import Card

        m2m_changed.connect(formats_changed, sender=Card.formats.through)
