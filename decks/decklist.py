"""A deck in memory: resolved cards by section, plus the lines that named no card.

`validate_deck()` and the list writers take a DeckList. Build one from a saved Deck
(`DeckList.from_deck`), from parsed text (`decks.resolve.resolve_deck`), or from the API's
`[{"card": id, "count": n, "section": ...}]` (`DeckList.from_cards`).
"""

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from django.db import models

from decks.cardindex import CardIndex, CardInfo, get_card_index, invalidate_card_index
from decks.report import Problem

if TYPE_CHECKING:
    from decks.models import Deck

# One line may hold at most this many copies; more is a typo, not a deck.
MAX_LINE_COUNT = 99
# The work one list may cause: a deck is under a hundred lines, so these are typos or abuse.
MAX_LIST_LINES = 500
# A line naming no card is kept as written, up to this length (the API's `unresolved` items
# take as much); the longest title in the pool is under 70 characters.
MAX_NAME_LENGTH = 1000
# Longer unknown names get no suggestions: no title comes close, and the fuzzy match costs.
MAX_SUGGESTED_NAME = 200


class Section(models.TextChoices):
    PREGAME = "pregame", "Pre-Game"
    DYNASTY = "dynasty", "Dynasty"
    FATE = "fate", "Fate"


SECTIONS: tuple[str, ...] = tuple(Section.values)
_SECTION_ALIASES = {
    "pregame": Section.PREGAME,
    "pre-game": Section.PREGAME,
    "pre game": Section.PREGAME,
    "pre_game": Section.PREGAME,
    "dynasty": Section.DYNASTY,
    "fate": Section.FATE,
}


class DeckListError(ValueError):
    """Input that cannot become a deck at all (a broken file, a card id that does not exist)."""


def normalize_section(value: str | None) -> str | None:
    """ "Dynasty", "dynasty", "Pre-Game", "pregame" -> a Section value; None/"" -> None."""
    if value is None or not str(value).strip():
        return None
    section = _SECTION_ALIASES.get(str(value).strip().lower())
    if section is None:
        raise DeckListError(
            f"unknown section {value!r}: use one of {', '.join(SECTIONS)} (or leave it out)"
        )
    return str(section)


@dataclass(slots=True)
class Entry:
    card: CardInfo
    count: int
    section: str
    line: int | None = None

    def as_dict(self) -> dict[str, Any]:
        """The entry as deck JSON (the API and the "json" list format) gives it."""
        return {
            "card": self.card.id,
            "title": self.card.display_title,
            "type": self.card.type,
            "count": self.count,
            "section": self.section,
        }


@dataclass(slots=True)
class UnknownLine:
    """A line naming no card in the pool, kept as written with the closest cards."""

    name: str
    count: int
    section: str | None = None
    type_hint: str | None = None
    line: int | None = None
    suggestions: list[CardInfo] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        """The line as the "json" list format keeps it (the API adds line and suggestions)."""
        return {
            "name": self.name,
            "count": self.count,
            "section": self.section,
            "type": self.type_hint,
        }


@dataclass
class DeckList:
    entries: list[Entry] = field(default_factory=list)
    unknown: list[UnknownLine] = field(default_factory=list)
    name: str = ""
    description: str = ""
    # The format the list itself declares ("Legality:" header, JSON "format"), as a slug.
    declared_format: str | None = None
    # Problems found while reading the list (a header count that does not add up, ...).
    notes: list[Problem] = field(default_factory=list)
    _where: dict[tuple[int, str], Entry] = field(default_factory=dict, repr=False, compare=False)

    def add(self, card: CardInfo, count: int, section: str, line: int | None = None) -> None:
        """Add copies of a card to a section, merging with an entry already there."""
        if len(self._where) != len(self.entries):
            self._where = {(entry.card.id, entry.section): entry for entry in self.entries}
        entry = self._where.get((card.id, section))
        if entry is not None:
            entry.count += count
            return
        entry = self._where[card.id, section] = Entry(card, count, section, line)
        self.entries.append(entry)

    def __iter__(self) -> Iterator[Entry]:
        return iter(self.entries)

    def section_entries(self, section: str) -> list[Entry]:
        return [entry for entry in self.entries if entry.section == section]

    def section_counts(self) -> dict[str, int]:
        """Cards per section, unknown lines included where their section is known."""
        counts = dict.fromkeys(SECTIONS, 0)
        for entry in self.entries:
            counts[entry.section] += entry.count
        for line in self.unknown:
            if line.section:
                counts[line.section] += line.count
        return counts

    def card_ids(self) -> list[int]:
        return [entry.card.id for entry in self.entries]

    @classmethod
    def from_deck(cls, deck: "Deck") -> "DeckList":
        """A saved deck's list: one query for its entries, one for its unresolved lines, or
        none when they were prefetched (`Deck.objects.with_contents()`)."""
        prefetched = getattr(deck, "_prefetched_objects_cache", {})
        if "entries" in prefetched:
            rows = [(entry.card_id, entry.count, entry.section) for entry in deck.entries.all()]
        else:
            entries = deck.entries.order_by("position", "id")
            rows = list(entries.values_list("card_id", "count", "section"))
        if "unresolved_lines" in prefetched:
            lines = [
                (line.name, line.count, line.section, line.type_hint)
                for line in deck.unresolved_lines.all()
            ]
        else:
            lines = list(
                deck.unresolved_lines.order_by("position", "id").values_list(
                    "name", "count", "section", "type_hint"
                )
            )
        index = _index_holding(card_id for card_id, _count, _section in rows)
        deck_list = cls(name=deck.name, description=deck.description)
        for card_id, count, section in rows:
            deck_list.add(index.by_id[card_id], count, section)
        for name, count, section, type_hint in lines:
            deck_list.unknown.append(UnknownLine(name, count, section or None, type_hint or None))
        return deck_list

    @classmethod
    def from_cards(cls, items: Iterable[Mapping[str, Any]], **fields: Any) -> "DeckList":
        """From `[{"card": id, "count": n, "section": ...}]`; `section` defaults to the deck the
        card's type belongs to. Raises DeckListError naming the first bad item."""
        items = list(items)
        parsed: list[tuple[int, int, str | None]] = []
        for position, item in enumerate(items, start=1):
            card_id = item.get("card")
            count = item.get("count", 1)
            if isinstance(card_id, bool) or not isinstance(card_id, int):
                raise DeckListError(f"item {position}: 'card' must be a card id, got {card_id!r}")
            if isinstance(count, bool) or not isinstance(count, int) or count < 1:
                raise DeckListError(
                    f"item {position}: 'count' must be a whole number from 1, got {count!r}"
                )
            if count > MAX_LINE_COUNT:
                raise DeckListError(
                    f"item {position}: {count} copies is more than the {MAX_LINE_COUNT} "
                    "one line may hold"
                )
            parsed.append((card_id, count, normalize_section(item.get("section"))))
        index = _index_holding(card_id for card_id, _count, _section in parsed)
        deck_list = cls(**fields)
        for position, (card_id, count, section) in enumerate(parsed, start=1):
            card = index.get(card_id)
            if card is None:
                raise DeckListError(f"item {position}: there is no card with id {card_id}")
            deck_list.add(card, count, section or card.home_section or Section.PREGAME)
        return deck_list


def _index_holding(card_ids: Iterable[int]) -> CardIndex:
    """The card index, reloaded once if it misses a card (one created since it was loaded)."""
    index = get_card_index()
    if any(card_id not in index.by_id for card_id in card_ids):
        invalidate_card_index()
        index = get_card_index()
    return index
