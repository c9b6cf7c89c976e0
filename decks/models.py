"""Saved decks: a name, a format, an owner, the cards by section, and the lines that did not
resolve to a card (kept so that importing a list never loses a line)."""

from typing import TYPE_CHECKING

from django.conf import settings
from django.db import models, transaction

from decks.decklist import DeckList, Section
from l5rdb.catalogue.formats import DEFAULT_FORMAT, FORMATS
from l5rdb.catalogue.models import Card

if TYPE_CHECKING:
    from django.contrib.auth.base_user import AbstractBaseUser

FORMAT_CHOICES = [(spec.slug, spec.name) for spec in FORMATS]
COPY_PREFIX = "Copy of "


class DeckQuerySet(models.QuerySet):
    def with_contents(self) -> "DeckQuerySet":
        """Decks with their owners, entries and unresolved lines fetched in three queries in
        all, however many decks: `deck.deck_list()` then runs no query of its own."""
        return self.select_related("owner").prefetch_related(
            models.Prefetch(
                "entries",
                queryset=DeckEntry.objects.only("deck_id", "card_id", "count", "section"),
            ),
            models.Prefetch(
                "unresolved_lines",
                queryset=UnresolvedLine.objects.only(
                    "deck_id", "name", "count", "section", "type_hint"
                ),
            ),
        )


class Deck(models.Model):
    name = models.CharField(max_length=200)
    description = models.TextField(blank=True)
    format = models.CharField(max_length=32, choices=FORMAT_CHOICES, default=DEFAULT_FORMAT)
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="decks",
        help_text="Empty for decks loaded from files by an administrator.",
    )
    # One of the decks that ship with the game (load_starter_decks), offered to every player.
    is_starter = models.BooleanField(default=False, db_index=True)
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    objects = DeckQuerySet.as_manager()

    class Meta:
        ordering = ["-updated", "-id"]

    def __str__(self) -> str:
        return self.name

    def deck_list(self) -> DeckList:
        """The deck as an in-memory DeckList (two queries: entries and unresolved lines, none
        for a deck from `Deck.objects.with_contents()`)."""
        return DeckList.from_deck(self)

    def copy_name(self) -> str:
        """ "Copy of <name>", cut to the length a name may have."""
        return f"{COPY_PREFIX}{self.name}"[: Deck._meta.get_field("name").max_length]

    @transaction.atomic
    def copy_for(self, owner: "AbstractBaseUser") -> "Deck":
        """A new deck owned by `owner` with this deck's format, description, entries and
        unresolved lines, named `copy_name()`."""
        copy = Deck.objects.create(
            name=self.copy_name(),
            description=self.description,
            format=self.format,
            owner=owner,
        )
        DeckEntry.objects.bulk_create(
            DeckEntry(
                deck=copy,
                card_id=entry.card_id,
                count=entry.count,
                section=entry.section,
                position=entry.position,
            )
            for entry in self.entries.all()
        )
        UnresolvedLine.objects.bulk_create(
            UnresolvedLine(
                deck=copy,
                name=line.name,
                count=line.count,
                section=line.section,
                type_hint=line.type_hint,
                position=line.position,
            )
            for line in self.unresolved_lines.all()
        )
        return copy

    @transaction.atomic
    def replace_contents(self, deck_list: DeckList) -> None:
        """Make the saved entries and unresolved lines those of `deck_list` (a DeckList)."""
        self.entries.all().delete()
        self.unresolved_lines.all().delete()
        DeckEntry.objects.bulk_create(
            DeckEntry(
                deck=self,
                card_id=entry.card.id,
                count=entry.count,
                section=entry.section,
                position=position,
            )
            for position, entry in enumerate(deck_list.entries)
        )
        UnresolvedLine.objects.bulk_create(
            UnresolvedLine(
                deck=self,
                name=line.name,
                count=line.count,
                section=line.section or "",
                type_hint=line.type_hint or "",
                position=position,
            )
            for position, line in enumerate(deck_list.unknown)
        )


class DeckEntry(models.Model):
    deck = models.ForeignKey(Deck, on_delete=models.CASCADE, related_name="entries")
    # PROTECT: a catalogue change must never silently drop a card out of someone's deck.
    card = models.ForeignKey(Card, on_delete=models.PROTECT, related_name="deck_entries")
    count = models.PositiveSmallIntegerField()
    section = models.CharField(max_length=16, choices=Section.choices)
    position = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["deck", "position", "id"]
        constraints = [
            models.UniqueConstraint(
                fields=["deck", "card", "section"], name="one_entry_per_card_and_section"
            ),
            models.CheckConstraint(condition=models.Q(count__gte=1), name="entry_count_positive"),
        ]

    def __str__(self) -> str:
        return f"{self.count} {self.card} ({self.section})"


class UnresolvedLine(models.Model):
    """A line of an imported list that names no card in the pool, kept as written."""

    deck = models.ForeignKey(Deck, on_delete=models.CASCADE, related_name="unresolved_lines")
    name = models.TextField(help_text="The name exactly as the list wrote it.")
    count = models.PositiveSmallIntegerField(default=1)
    section = models.CharField(max_length=16, choices=Section.choices, blank=True)
    type_hint = models.CharField(
        max_length=16, blank=True, help_text="The card type the list's header gave the line."
    )
    position = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["deck", "position", "id"]

    def __str__(self) -> str:
        return f"{self.count} {self.name} (unresolved)"
