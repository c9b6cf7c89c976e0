"""Deck validation: is a deck legal under the Gold Edition rules and in a format, and why not.

`validate_deck(deck, format)` is the one function pages, the API, the `validate_deck`
command and tasks call. It reads only the DeckList it is given (cards come from the
in-memory card index), so it runs no query at all.

The rules, from "Подготовка к игре" and the card-type sections of the Gold Edition rulebook:

1. exactly one Stronghold;
2. at most one Sensei, whose clans include the Stronghold's (or "All Clans");
3. at most one Wind; Wind and Sensei are in neither deck;
4. a Dynasty deck and a Fate deck of at least 40 cards each;
5. every card in the deck its type belongs to;
6. at most 3 copies of a card, counted by deck-construction identity ("Soul of X" and
   "considered X for deck construction" count with X; experience levels are different
   cards; Unique and non-Unique cards do not count together);
7. at most 1 copy of any Event, Ring or Unique card (Ancestors and Experienced cards are
   Unique);
8. a card that counts as X for the Unique restriction shares no deck with a Unique X;
9. every card legal in the format and not banned in it; proxies are legal in none.
"""

from collections import defaultdict
from functools import lru_cache

from decks.cardindex import CardInfo
from decks.decklist import SECTIONS, DeckList, Section
from decks.lists import parse_deck_text
from decks.names import fold, play_format_slug
from decks.report import CardRef, Problem, ValidationReport
from decks.resolve import resolve_deck, suggest_unknown
from l5rdb.catalogue.formats import DEFAULT_FORMAT, FORMAT_SLUGS, FORMATS
from l5rdb.catalogue.models import CardType

MIN_DECK_SIZE = 40
MAX_COPIES = 3
ALL_CLANS = "all clans"

# Where each rule is written in the rulebook (../shared/rules/gold-edition-rules.ru.txt),
# cited to players by the English section names (../shared/rules/sections.md). The Russian
# headings: «Ваша Крепость», «Сенсей (sensei)», «Наследник (wind)» and «Подготовка к игре»
# (= Setup), «Типы карт (детальное описание)» (= Card Types in Detail), «Ввод карт в игру»
# (= Bringing Cards into Play).
RULE_STRONGHOLD = "Setup: you play with one Stronghold"
RULE_SENSEI = "Card Types in Detail, Sensei: one Sensei, only for a faction listed on it"
RULE_WIND = "Card Types in Detail, Wind: one Wind, part of neither deck"
RULE_SIZE = "Setup: a Dynasty and a Fate deck of at least 40 cards each"
RULE_DECKS = "Setup: Dynasty cards and Fate cards make separate decks"
RULE_COPIES = "Setup: no more than three copies of the same card"
RULE_SINGLE = "Setup: one copy of any Event, Ring or Unique card"
RULE_CONFLICT = (
    "Bringing Cards into Play: a card counted as X for uniqueness stands for every Unique"
    " version of X"
)
SECTION_NAMES = dict(Section.choices)


class UnknownFormat(ValueError):
    """A format name that is none of FORMATS."""


@lru_cache(maxsize=256)
def normalize_play_format(value: str | None) -> str:
    """A format slug from any way of writing it; None or "" gives the default (gold)."""
    if value is None or not str(value).strip():
        return DEFAULT_FORMAT
    slug = play_format_slug(str(value))
    if slug is None:
        raise UnknownFormat(f"unknown format {value!r}: use one of {', '.join(FORMAT_SLUGS)}")
    return slug


def _ref(card: CardInfo) -> CardRef:
    return CardRef(card.id, card.display_title)


def _names(cards: list[CardInfo]) -> str:
    return ", ".join(card.display_title for card in cards)


def _format_name(slug: str) -> str:
    return next(spec.name for spec in FORMATS if spec.slug == slug)


def validate_deck(deck: DeckList, format: str | None = DEFAULT_FORMAT) -> ValidationReport:
    """Check `deck` against the rules above in `format` (a slug or any name
    `normalize_play_format` accepts). Raises UnknownFormat for a format that does not exist."""
    slug = normalize_play_format(format)
    errors: list[Problem] = []
    warnings: list[Problem] = list(deck.notes)

    copies: dict[int, int] = {}
    cards: dict[int, CardInfo] = {}
    types: dict[str, int] = {}
    for entry in deck.entries:
        card = entry.card
        copies[card.id] = copies.get(card.id, 0) + entry.count
        cards[card.id] = card
        types[card.type] = types.get(card.type, 0) + entry.count
    sizes = deck.section_counts()

    errors += _unknown_lines(deck)
    errors += _pregame(cards, copies)
    errors += _deck_sizes(sizes)
    errors += _sections(deck)
    errors += _copies(cards, copies)
    errors += _unique_conflicts(cards)
    errors += _legality(cards, slug)
    if deck.declared_format and deck.declared_format != slug:
        warnings.append(
            Problem(
                "format_mismatch",
                f"The list says it is for {_format_name(deck.declared_format)};"
                f" it was checked for {_format_name(slug)}.",
            )
        )
    counts: dict = {section: sizes[section] for section in SECTIONS}
    counts["types"] = dict(sorted(types.items()))
    counts["unknown"] = sum(line.count for line in deck.unknown)
    return ValidationReport(format=slug, errors=errors, warnings=warnings, counts=counts)


def _unknown_lines(deck: DeckList) -> list[Problem]:
    suggest_unknown(deck)
    problems = []
    for line in deck.unknown:
        where = f"Line {line.line}: " if line.line else ""
        in_section = f" in the {SECTION_NAMES[line.section]} deck" if line.section else ""
        closest = (
            " Closest: " + "; ".join(card.display_title for card in line.suggestions) + "."
            if line.suggestions
            else " Nothing in the pool comes close."
        )
        problems.append(
            Problem(
                "unknown_card",
                f"{where}{line.count} × {line.name!r}{in_section}: no card of that name is in"
                f" the card pool.{closest}",
                cards=[CardRef(None, line.name)],
                line=line.line,
                suggestions=[_ref(card) for card in line.suggestions],
            )
        )
    return problems


def _of_type(cards: dict[int, CardInfo], card_type: str) -> list[CardInfo]:
    return [card for card in cards.values() if card.type == card_type]


def _copies_text(cards: list[CardInfo], copies: dict[int, int]) -> str:
    return ", ".join(
        card.display_title if copies[card.id] == 1 else f"{copies[card.id]} × {card.display_title}"
        for card in cards
    )


def _pregame(cards: dict[int, CardInfo], copies: dict[int, int]) -> list[Problem]:
    problems = []
    strongholds = _of_type(cards, CardType.STRONGHOLD)
    senseis = _of_type(cards, CardType.SENSEI)
    winds = _of_type(cards, CardType.WIND)
    stronghold_count = sum(copies[card.id] for card in strongholds)
    if stronghold_count == 0:
        problems.append(
            Problem("missing_stronghold", f"The deck has no Stronghold ({RULE_STRONGHOLD}).")
        )
    elif stronghold_count > 1:
        problems.append(
            Problem(
                "multiple_strongholds",
                f"The deck has {stronghold_count} Strongholds"
                f" ({_copies_text(strongholds, copies)});"
                f" it must have exactly one ({RULE_STRONGHOLD}).",
                cards=[_ref(card) for card in strongholds],
            )
        )
    if sum(copies[card.id] for card in senseis) > 1:
        problems.append(
            Problem(
                "multiple_senseis",
                f"The deck has more than one Sensei ({_copies_text(senseis, copies)}); at most one"
                f" is allowed ({RULE_SENSEI}).",
                cards=[_ref(card) for card in senseis],
            )
        )
    if stronghold_count == 1:
        stronghold = strongholds[0]
        home = {_clan_key(clan) for clan in stronghold.clans}
        for sensei in senseis:
            listed = {_clan_key(clan) for clan in sensei.clans}
            if ALL_CLANS not in listed and not home & listed:
                problems.append(
                    Problem(
                        "sensei_clan_mismatch",
                        f"{sensei.display_title} is a Sensei for"
                        f" {', '.join(sorted(sensei.clans)) or 'no clan'}, and the Stronghold"
                        f" {stronghold.display_title} is"
                        f" {', '.join(sorted(stronghold.clans)) or 'of no clan'} ({RULE_SENSEI}).",
                        cards=[_ref(sensei), _ref(stronghold)],
                    )
                )
    if sum(copies[card.id] for card in winds) > 1:
        problems.append(
            Problem(
                "multiple_winds",
                f"The deck has more than one Wind ({_copies_text(winds, copies)}); at most one is"
                f" allowed ({RULE_WIND}).",
                cards=[_ref(card) for card in winds],
            )
        )
    return problems


def _clan_key(clan: str) -> str:
    return fold(clan).removesuffix(" clan")


def _deck_sizes(sizes: dict[str, int]) -> list[Problem]:
    problems = []
    for section, code in ((Section.DYNASTY, "dynasty_too_small"), (Section.FATE, "fate_too_small")):
        if sizes[section] < MIN_DECK_SIZE:
            problems.append(
                Problem(
                    code,
                    f"The {SECTION_NAMES[section]} deck has {sizes[section]} cards; it needs at"
                    f" least {MIN_DECK_SIZE} ({RULE_SIZE}).",
                )
            )
    return problems


def _sections(deck: DeckList) -> list[Problem]:
    problems = []
    for entry in deck.entries:
        card, home = entry.card, entry.card.home_section
        if home == entry.section:
            continue
        if home is None:
            message = (
                f"{card.display_title} is a {card.type} card, which belongs in no deck"
                f" ({RULE_DECKS})."
            )
        elif home == Section.PREGAME:
            rule = RULE_WIND if card.type == CardType.WIND else RULE_SENSEI
            if card.type == CardType.STRONGHOLD:
                rule = RULE_STRONGHOLD
            message = (
                f"{card.display_title} is a {card.type}: it is played beside the decks, not in"
                f" the {SECTION_NAMES[entry.section]} deck ({rule})."
            )
        else:
            message = (
                f"{card.display_title} is a {card.type} card: it belongs in the"
                f" {SECTION_NAMES[home]} deck, not the {SECTION_NAMES[entry.section]} deck"
                f" ({RULE_DECKS})."
            )
        problems.append(Problem("wrong_deck", message, cards=[_ref(card)]))
    return problems


def _copies(cards: dict[int, CardInfo], copies: dict[int, int]) -> list[Problem]:
    """Rules 6 and 7: copies counted per deck-construction identity and experience level;
    Unique and non-Unique cards are counted apart ("Ввод карт в игру": they do not affect
    each other's deck construction)."""
    groups: dict[tuple[str, bool], list[CardInfo]] = defaultdict(list)
    for card in cards.values():
        groups[card.deck_key, card.counts_as_unique].append(card)
    problems = []
    for members in groups.values():
        if len(members) == 1:
            total = copies[members[0].id]
            single = members[0].single_copy
        else:
            total = sum(copies[card.id] for card in members)
            single = any(card.single_copy for card in members)
        if total <= (1 if single else MAX_COPIES):
            continue
        identity = next(
            (card.deck_identity for card in members if fold(card.deck_identity) == card.deck_key),
            members[0].deck_identity,
        )
        together = (
            f" ({_copies_text(members, copies)}, counted together as {identity})"
            if len(members) > 1
            else ""
        )
        names = members[0].display_title if len(members) == 1 else identity
        if single:
            kinds = sorted({"Unique" if card.counts_as_unique else card.type for card in members})
            problems.append(
                Problem(
                    "unique_limit",
                    f"{total} copies of {names}{together}: a deck holds one copy of any"
                    f" {' or '.join(kinds)} card ({RULE_SINGLE}).",
                    cards=[_ref(card) for card in members],
                )
            )
        else:
            problems.append(
                Problem(
                    "too_many_copies",
                    f"{total} copies of {names}{together}: at most {MAX_COPIES} are allowed"
                    f" ({RULE_COPIES}).",
                    cards=[_ref(card) for card in members],
                )
            )
    return problems


def _unique_conflicts(cards: dict[int, CardInfo]) -> list[Problem]:
    """Rule 8: a Unique card counted as X for uniqueness, beside any Unique version of X."""
    uniques = [card for card in cards.values() if card.counts_as_unique]
    problems = []
    reported: set[frozenset[int]] = set()
    for card in uniques:
        if card.unique_key == card.own_key:
            continue
        rivals = [
            other
            for other in uniques
            if other.id != card.id and card.unique_key in (other.unique_key, other.own_key)
        ]
        involved = frozenset([card.id, *(other.id for other in rivals)])
        if rivals and involved not in reported:
            reported.add(involved)
            problems.append(
                Problem(
                    "unique_conflict",
                    f"{card.display_title} counts as {card.unique_identity} for the Unique"
                    f" restriction, so the deck may hold no Unique {card.unique_identity}, but"
                    f" it holds {_names(rivals)} ({RULE_CONFLICT}).",
                    cards=[_ref(card), *(_ref(other) for other in rivals)],
                )
            )
    return problems


def _legality(cards: dict[int, CardInfo], slug: str) -> list[Problem]:
    name = _format_name(slug)
    problems = []
    for card in cards.values():
        if slug in card.banned_in:
            problems.append(
                Problem(
                    "banned",
                    f"{card.display_title} is banned in {name} and may not be played in a"
                    f" {name} deck.",
                    cards=[_ref(card)],
                )
            )
        elif card.is_proxy:
            problems.append(
                Problem(
                    "not_legal_in_format",
                    f"{card.display_title} is a proxy card, not a tournament card: it is legal"
                    f" in no format.",
                    cards=[_ref(card)],
                )
            )
        elif slug not in card.formats:
            legal_in = [spec.name for spec in FORMATS if spec.slug in card.formats]
            where = f"it is legal in {', '.join(legal_in)}" if legal_in else "it is legal in none"
            problems.append(
                Problem(
                    "not_legal_in_format",
                    f"{card.display_title} is not legal in {name} ({where}).",
                    cards=[_ref(card)],
                )
            )
    return problems


def validate_deck_text(
    text: str, format: str | None = None, source_format: str | None = None
) -> tuple[DeckList, ValidationReport]:
    """Read, resolve and validate a deck list in one go. Without `format`, the format the list
    declares is used, else the default. Raises DeckListError and UnknownFormat."""
    deck_list = resolve_deck(parse_deck_text(text, source_format))
    play_format = format or deck_list.declared_format or DEFAULT_FORMAT
    return deck_list, validate_deck(deck_list, play_format)
