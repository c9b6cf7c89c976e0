from django.db import models

from decks.models import Deck


class DeckLegality(models.Model):
    """A deck's legality when the card data last changed: its errors, and since when the
    deck has new ones (`flagged`), which its owner sees on the deck list until the deck is
    legal again or he edits it."""

    deck = models.OneToOneField(
        Deck, primary_key=True, on_delete=models.CASCADE, related_name="legality"
    )
    legal = models.BooleanField()
    problems = models.JSONField(default=list, help_text="Every error's message, as checked.")
    new_problems = models.JSONField(default=list, help_text="The errors the change brought.")
    checked = models.DateTimeField()
    flagged = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name_plural = "deck legalities"

    def __str__(self) -> str:
        return f"{self.deck}: {'legal' if self.legal else 'not legal'}"
