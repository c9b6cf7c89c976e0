"""Deck versions: every save of a deck is kept (`record_version`), and two versions compare
as the cards added and removed in each section (`compare`).

A version stores each card's title as it was, so a version still reads after the catalogue
changes; cards are matched by id between versions, lines naming no card by their name."""

from dataclasses import dataclass, field

from django.db import transaction
from django.db.models import Max

from decks.decklist import Section
from decks.models import Deck, DeckVersion


def snapshot(deck: Deck) -> dict:
    entries = deck.entries.select_related("card").order_by("position", "id")
    lines = deck.unresolved_lines.order_by("position", "id")
    return {
        "cards": [
            [entry.card_id, entry.card.display_title, entry.count, entry.section]
            for entry in entries
        ],
        "unresolved": [[line.name, line.count, line.section] for line in lines],
    }


@transaction.atomic
def record_version(deck: Deck) -> DeckVersion | None:
    """Keep the deck as it is now as its next version; None when nothing changed since the
    last one (saving twice without a change makes one version)."""
    Deck.objects.select_for_update().filter(pk=deck.pk).first()
    contents = snapshot(deck)
    latest = deck.versions.order_by("-number").first()
    if (
        latest is not None
        and latest.contents == contents
        and latest.name == deck.name
        and latest.format == deck.format
    ):
        return None
    number = (deck.versions.aggregate(top=Max("number"))["top"] or 0) + 1
    return DeckVersion.objects.create(
        deck=deck, number=number, name=deck.name, format=deck.format, contents=contents
    )


@dataclass
class Change:
    title: str
    count: int
    card_id: int | None = None


@dataclass
class SectionChanges:
    key: str
    label: str
    added: list[Change] = field(default_factory=list)
    removed: list[Change] = field(default_factory=list)


@dataclass
class Comparison:
    older: DeckVersion
    newer: DeckVersion
    sections: list[SectionChanges]
    renamed: bool
    format_changed: bool

    @property
    def unchanged(self) -> bool:
        return not (
            self.renamed
            or self.format_changed
            or any(section.added or section.removed for section in self.sections)
        )


def _counts(contents: dict) -> dict[tuple[str, object], tuple[str, int, int | None]]:
    """(section, card id or unresolved name) -> (title, count, card id)."""
    counts: dict[tuple[str, object], tuple[str, int, int | None]] = {}
    for card_id, title, count, section in contents.get("cards", []):
        key = (section, card_id)
        previous = counts.get(key, (title, 0, card_id))[1]
        counts[key] = (title, previous + count, card_id)
    for name, count, section in contents.get("unresolved", []):
        key = (section or "", f"name:{name}")
        previous = counts.get(key, (name, 0, None))[1]
        counts[key] = (name, previous + count, None)
    return counts


def compare(older: DeckVersion, newer: DeckVersion) -> Comparison:
    before, after = _counts(older.contents), _counts(newer.contents)
    labels = [*Section.choices, ("", "No section")]
    sections = {key: SectionChanges(key, label) for key, label in labels}
    for key in sorted(before.keys() | after.keys(), key=str):
        title, old, card_id = before.get(key, (None, 0, None))
        new_title, new, new_id = after.get(key, (title, 0, card_id))
        target = sections.get(key[0]) or sections[""]
        if new > old:
            target.added.append(Change(new_title or title, new - old, new_id))
        elif old > new:
            target.removed.append(Change(title or new_title, old - new, card_id))
    for section in sections.values():
        section.added.sort(key=lambda change: change.title.casefold())
        section.removed.sort(key=lambda change: change.title.casefold())
    return Comparison(
        older=older,
        newer=newer,
        sections=[section for section in sections.values() if section.added or section.removed],
        renamed=older.name != newer.name,
        format_changed=older.format != newer.format,
    )
