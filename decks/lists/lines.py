"""The pieces the text readers share: card lines, header labels, and the running collector
that knows the current section and checks the counts headers state."""

import re

from decks.cardindex import section_for_type
from decks.decklist import MAX_LINE_COUNT, DeckListError, Section
from decks.lists.base import DeclaredCount, ParsedDeck, ParsedLine
from decks.report import Problem
from l5rdb.catalogue.models import CardType

_COUNT_FIRST = re.compile(r"^(\d+)\s*[x×]?\s+(\S.*)$", re.IGNORECASE)
_X_COUNT_FIRST = re.compile(r"^[x×]\s*(\d+)\s+(\S.*)$", re.IGNORECASE)
_COUNT_LAST = re.compile(r"^(\S.*?)\s+[x×]\s*(\d+)$", re.IGNORECASE)
# "Dynasty (40)", "Holdings (18 cards)", "Fate deck: 40"
_HEADER = re.compile(
    r"^([a-z][a-z' -]*)(?:\(\s*(\d+)(?:\s*cards?)?\s*\)|:\s*(\d+)(?:\s*cards?)?)?\s*:?\s*$",
    re.IGNORECASE,
)

SECTION_LABELS = {
    "pre-game": Section.PREGAME,
    "pregame": Section.PREGAME,
    "pre game": Section.PREGAME,
    "dynasty": Section.DYNASTY,
    "fate": Section.FATE,
}
TYPE_LABELS = {card_type.value.lower(): card_type.value for card_type in CardType}
TYPE_LABELS.update({"kiho": CardType.STRATEGY.value, "action": CardType.STRATEGY.value})
# How a header names each type, as Egg of P'an Ku writes them.
TYPE_HEADERS = {
    CardType.STRONGHOLD: "Stronghold",
    CardType.SENSEI: "Sensei",
    CardType.WIND: "Wind",
    CardType.HOLDING: "Holdings",
    CardType.PERSONALITY: "Personalities",
    CardType.EVENT: "Events",
    CardType.REGION: "Regions",
    CardType.CELESTIAL: "Celestials",
    CardType.FOLLOWER: "Followers",
    CardType.ITEM: "Items",
    CardType.RING: "Rings",
    CardType.SPELL: "Spells",
    CardType.STRATEGY: "Strategy",
    CardType.ANCESTOR: "Ancestors",
}
SECTION_HEADERS = {Section.PREGAME: "Pre-Game", Section.DYNASTY: "Dynasty", Section.FATE: "Fate"}


def _singular(word: str) -> str:
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def header_label(label: str) -> tuple[str | None, str | None]:
    """(section, type) a header label names: "Dynasty deck" -> ("dynasty", None),
    "Personalities" -> (None, "Personality"), anything else -> (None, None)."""
    words = label.strip().lower()
    if words.endswith(" deck"):
        words = words[: -len(" deck")].strip()
    if words in SECTION_LABELS:
        return str(SECTION_LABELS[words]), None
    card_type = TYPE_LABELS.get(words) or TYPE_LABELS.get(_singular(words))
    return None, card_type


def match_header(text: str) -> tuple[str, int | None] | None:
    """A header line's label and stated count, or None when the line is no header."""
    match = _HEADER.match(text.strip())
    if not match:
        return None
    stated = match.group(2) or match.group(3)
    return match.group(1).strip(), int(stated) if stated is not None else None


def split_count(text: str, line_no: int) -> tuple[int, str]:
    """ "3 Title", "3x Title", "x3 Title", "Title x3" -> (3, "Title"); "Title" -> (1, "Title")."""
    text = text.strip()
    for pattern, count_group, name_group in (
        (_COUNT_FIRST, 1, 2),
        (_X_COUNT_FIRST, 1, 2),
        (_COUNT_LAST, 2, 1),
    ):
        match = pattern.match(text)
        if match:
            count = int(match.group(count_group))
            if count > MAX_LINE_COUNT:
                raise DeckListError(
                    f"line {line_no}: {count} copies of {match.group(name_group).strip()!r} is"
                    f" more than the {MAX_LINE_COUNT} one line may hold"
                )
            return count, match.group(name_group).strip()
    return 1, text


class Collector:
    """Builds a ParsedDeck line by line, tracking the section and type the headers set and
    the counts they state."""

    def __init__(self, source_format: str) -> None:
        self.deck = ParsedDeck(source_format=source_format)
        self.section: str | None = None
        self.type_hint: str | None = None
        self._open_section: DeclaredCount | None = None
        self._open_group: DeclaredCount | None = None

    def start_section(self, section: str, label: str, stated: int | None, line_no: int) -> None:
        self._close_group()
        self._close_section()
        self.section = section
        self.type_hint = None
        if stated is not None:
            self._open_section = DeclaredCount(label, stated, 0, line_no, section=section)

    def start_group(
        self, type_hint: str | None, label: str, stated: int | None, line_no: int
    ) -> None:
        self._close_group()
        self.type_hint = type_hint
        if self.section is None and type_hint:
            self.section = section_for_type(type_hint)
        if stated is not None:
            self._open_group = DeclaredCount(
                label, stated, 0, line_no, section=self.section, type_hint=type_hint
            )

    def add(
        self,
        count: int,
        name: str,
        line_no: int,
        *,
        section: str | None = None,
        type_hint: str | None = None,
    ) -> None:
        if count == 0:
            message = f"Line {line_no}: 0 copies of {name!r}; the line was skipped."
            self.deck.notes.append(Problem("empty_line", message, line=line_no))
            return
        self.deck.lines.append(
            ParsedLine(
                count=count,
                name=name,
                section=section or self.section,
                type_hint=type_hint or self.type_hint,
                line=line_no,
            )
        )
        for declared in (self._open_section, self._open_group):
            if declared is not None:
                declared.actual += count

    def _close_section(self) -> None:
        if self._open_section is not None:
            self.deck.declared_counts.append(self._open_section)
            self._open_section = None

    def _close_group(self) -> None:
        if self._open_group is not None:
            self.deck.declared_counts.append(self._open_group)
            self._open_group = None

    def finish(self) -> ParsedDeck:
        self._close_group()
        self._close_section()
        self.deck.declared_counts.sort(key=lambda declared: declared.line)
        for declared in self.deck.declared_counts:
            if declared.stated != declared.actual:
                self.deck.notes.append(
                    Problem(
                        "count_mismatch",
                        f"Line {declared.line}: the header {declared.label!r} states"
                        f" {declared.stated} cards, but {declared.actual} follow it.",
                        line=declared.line,
                    )
                )
        return self.deck
