"""Saved decks: a name, a format, an owner, the cards by section, and the lines that did not
resolve to a card (kept so that importing a list never loses a line)."""

import secrets
from typing import TYPE_CHECKING, Any

from django.conf import settings
from django.db import models, transaction

from decks.decklist import DeckList, Section
from l5rdb.catalogue.formats import DEFAULT_FORMAT, FORMATS
from l5rdb.catalogue.models import Card

if TYPE_CHECKING:
    from django.contrib.auth.base_user import AbstractBaseUser

FORMAT_CHOICES = [(spec.slug, spec.name) for spec in FORMATS]
COPY_PREFIX = "Copy of "


def new_share_key() -> str:
    return secrets.token_urlsafe(16)


class Visibility(models.TextChoices):
    PRIVATE = "private", "Private"
    LINK = "link", "Shared by link"
    PUBLIC = "public", "Published"


class DeckQuerySet(models.QuerySet):
    def readable_by(self, user: Any, key: str = "") -> "DeckQuerySet":
        """Decks `user` may read: their own, published ones, decks loaded by an administrator
        (no owner), and a deck shared by link when `key` is its share key."""
        rule = models.Q(visibility=Visibility.PUBLIC) | models.Q(owner=None)
        if user is not None and user.is_authenticated:
            rule |= models.Q(owner=user)
        if key:
            rule |= models.Q(visibility=Visibility.LINK, share_key=key[:64])
        return self.filter(rule)

    def published(self) -> "DeckQuerySet":
        return self.filter(models.Q(visibility=Visibility.PUBLIC) | models.Q(owner=None))

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
    visibility = models.CharField(
        max_length=8,
        choices=Visibility.choices,
        default=Visibility.PRIVATE,
        help_text="Private: the owner only. Shared by link: anyone with the link (with its"
        " share key), unlisted. Published: listed on the deck list with its author.",
    )
    share_key = models.CharField(max_length=32, default=new_share_key, db_index=True)
    # One of the decks that ship with the game (load_starter_decks), offered to every player.
    is_starter = models.BooleanField(default=False, db_index=True)
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    objects = DeckQuerySet.as_manager()

    class Meta:
        ordering = ["-updated", "-id"]

    def __str__(self) -> str:
        return self.name

    def is_owned_by(self, user: Any) -> bool:
        return user is not None and user.is_authenticated and self.owner_id == user.pk

    def can_read(self, user: Any, key: str = "") -> bool:
        if self.owner_id is None or self.visibility == Visibility.PUBLIC:
            return True
        if self.is_owned_by(user):
            return True
        return (
            self.visibility == Visibility.LINK
            and bool(key)
            and secrets.compare_digest(self.share_key, key[:64])
        )

    def share(self, visibility: str, new_key: bool = False) -> None:
        """Make the deck private, shared by link or published; `new_key` makes a new share
        link, so the old one stops working."""
        if visibility not in Visibility.values:
            raise ValueError(f"unknown visibility {visibility!r}")
        self.visibility = visibility
        fields = ["visibility"]
        if new_key:
            self.share_key = new_share_key()
            fields.append("share_key")
        # Sharing is not an edit: the deck's `updated` stays.
        Deck.objects.filter(pk=self.pk).update(**{name: getattr(self, name) for name in fields})

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


class DeckVersion(models.Model):
    """One save of a deck: its name, format and contents as they were then (see
    decks.versions for how they are made and compared)."""

    deck = models.ForeignKey(Deck, on_delete=models.CASCADE, related_name="versions")
    number = models.PositiveIntegerField()
    created = models.DateTimeField(auto_now_add=True)
    name = models.CharField(max_length=200)
    format = models.CharField(max_length=32)
    # {"cards": [[card id, title, count, section], ...], "unresolved": [[name, count, section]]}
    contents = models.JSONField(default=dict)

    class Meta:
        ordering = ["deck", "-number"]
        constraints = [
            models.UniqueConstraint(fields=["deck", "number"], name="one_version_number_per_deck")
        ]

    def __str__(self) -> str:
        return f"{self.deck} v{self.number}"

    def card_count(self) -> int:
        return sum(row[2] for row in self.contents.get("cards", []))
