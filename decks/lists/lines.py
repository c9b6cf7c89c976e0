"""The pieces the text readers share: card lines, header labels, and the running collector
that knows the current section and checks the counts headers state."""

import re

from decks.cardindex import section_for_type
from decks.decklist import (
    MAX_LINE_COUNT,
    MAX_LIST_LINES,
    MAX_NAME_LENGTH,
    DeckListError,
    Section,
)
from decks.lists.base import DeclaredCount, ParsedDeck, ParsedLine
from decks.report import Problem
from l5rdb.catalogue.models import CardType

# Every pattern here reads user text and runs in linear time: no two repeats that can match
# the same characters sit side by side. Counts and headers are split with plain string
# methods around them.
_DIGITS = re.compile(r"[0-9]+")
_LABEL = re.compile(r"[a-z][a-z' -]*", re.IGNORECASE)
_TIMES = ("x", "X", "×")
# A count or a header's number longer than this is no count at all.
MAX_NUMBER_DIGITS = 6

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


def _shown(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _number(digits: str, what: str, line_no: int | None) -> int:
    if len(digits) > MAX_NUMBER_DIGITS:
        where = f"line {line_no}: " if line_no is not None else ""
        raise DeckListError(f"{where}{what} {_shown(digits, 12)} has {len(digits)} digits")
    return int(digits)


def _stated_count(text: str) -> str | None:
    """ "18", "18 cards", "1 card" -> the digits; anything else -> None."""
    text = text.strip()
    for word in ("cards", "card"):
        if text.lower().endswith(word):
            text = text[: -len(word)].rstrip()
            break
    return text if _DIGITS.fullmatch(text) else None


def match_header(text: str, line_no: int | None = None) -> tuple[str, int | None] | None:
    """A header line's label and stated count ("Dynasty (40)", "Holdings (18 cards)",
    "Fate deck: 40", "Personalities:"), or None when the line is no header."""
    text = text.strip()
    if text.endswith(":"):
        text = text[:-1].rstrip()
    label, digits = text, None
    if text.endswith(")") and "(" in text:
        before, _, inside = text[:-1].rpartition("(")
        digits = _stated_count(inside)
        if digits is None:
            return None
        label = before
    elif ":" in text:
        before, _, after = text.rpartition(":")
        digits = _stated_count(after)
        if digits is None:
            return None
        label = before
    if not _LABEL.fullmatch(label):
        return None
    stated = _number(digits, "the header's count", line_no) if digits is not None else None
    return label.strip(), stated


def _count_first(text: str) -> tuple[str, str] | None:
    """ "3 Title", "3x Title", "3 x Title" -> ("3", "Title")."""
    digits = _DIGITS.match(text)
    if digits is None:
        return None
    rest = text[digits.end() :]
    after_spaces = rest.lstrip()
    if after_spaces[:1] in _TIMES:
        name = after_spaces[1:]
        if name[:1].isspace() and name.strip():
            return digits.group(), name.strip()
    if rest[:1].isspace() and after_spaces:
        return digits.group(), after_spaces
    return None


def _x_count_first(text: str) -> tuple[str, str] | None:
    """ "x3 Title" -> ("3", "Title")."""
    if text[:1] not in _TIMES:
        return None
    rest = text[1:].lstrip()
    digits = _DIGITS.match(rest)
    if digits is None:
        return None
    name = rest[digits.end() :]
    if name[:1].isspace() and name.strip():
        return digits.group(), name.strip()
    return None


def _count_last(text: str) -> tuple[str, str] | None:
    """ "Title x3", "Title x 3" -> ("3", "Title")."""
    before_digits = text.rstrip("0123456789")
    digits = text[len(before_digits) :]
    if not digits:
        return None
    before = before_digits.rstrip()
    if before[-1:] not in _TIMES:
        return None
    name = before[:-1]
    if name[-1:].isspace() and name.strip():
        return digits, name.strip()
    return None


def split_count(text: str, line_no: int) -> tuple[int, str]:
    """ "3 Title", "3x Title", "x3 Title", "Title x3" -> (3, "Title"); "Title" -> (1, "Title")."""
    text = text.strip()
    for split in (_count_first, _x_count_first, _count_last):
        found = split(text)
        if found:
            digits, name = found
            if len(digits) > MAX_NUMBER_DIGITS or int(digits) > MAX_LINE_COUNT:
                raise DeckListError(
                    f"line {line_no}: {_shown(digits, 12)} copies of {_shown(name)!r} is"
                    f" more than the {MAX_LINE_COUNT} one line may hold"
                )
            return int(digits), name
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
        self._added = 0

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
        self._added += 1
        if self._added > MAX_LIST_LINES:
            raise DeckListError(
                f"line {line_no}: a deck list holds at most {MAX_LIST_LINES} card lines"
            )
        if len(name) > MAX_NAME_LENGTH:
            raise DeckListError(
                f"line {line_no}: {_shown(name)!r} is {len(name):,} characters long; a card"
                f" name is at most {MAX_NAME_LENGTH}"
            )
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
