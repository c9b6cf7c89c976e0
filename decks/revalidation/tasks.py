from celery import shared_task

from decks.revalidation.checks import revalidate_decks


@shared_task(name="decks.revalidate")
def revalidate_decks_task() -> dict[str, int]:
    """Validate every saved deck again (after a card import or a format's card list changed)."""
    return revalidate_decks()
