"""Deck statistics: the figures the builder, the deck page and the print view chart.

Every function takes the deck as lines (anything with a `card` and a `count`, such as a
saved deck's entries or `Line` below) and returns plain data that a template renders and
the API serializes as it is. Cards are placed by their own deck (Dynasty, Fate, Pre-Game),
not by the section a list put them in: a misplaced card is the validator's business.
Callers prefetch the cards' clans (`prefetch_related("clans")`) to keep this query-free.
"""

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from typing import Protocol

from l5rdb.catalogue.models import Card, CardType, DeckKind
from rules.carddefs import card_def
from rules.engine.abilities import gold_ability

UNALIGNED = "Unaligned"
# Cards whose Force or Chi is printed as "+n" add to a Personality instead of standing alone.
BONUS_TYPES = (CardType.FOLLOWER, CardType.ITEM, CardType.ANCESTOR)


class DeckLine(Protocol):
    card: Card
    count: int


@dataclass(frozen=True)
class Line:
    card: Card
    count: int


@dataclass
class Bar:
    label: str
    count: int
    share: float  # percent of the tallest bar, for the chart's bar height


@dataclass
class Histogram:
    """How many cards show each value; `without` counts the cards that print no value."""

    bars: list[Bar]
    total: int
    without: int = 0
    average: float | None = None


@dataclass
class PreGame:
    stronghold: str | None = None
    sensei: str | None = None
    wind: str | None = None
    # The stronghold's numbers with the Sensei's modifiers applied (never below 0).
    province_strength: int | None = None
    gold_production: int | None = None
    starting_honor: int | None = None


@dataclass
class ForceChi:
    personalities: int
    force: Histogram
    chi: Histogram
    bonus_cards: int  # Followers, Items, ... whose Force or Chi adds to a Personality
    bonus_force: int
    bonus_chi: int


@dataclass
class DeckStats:
    sections: dict[str, int]
    types: dict[str, int]
    pregame: PreGame
    dynasty_costs: Histogram
    fate_costs: Histogram
    holding_gold: Histogram
    focus: Histogram
    force_chi: ForceChi
    clans: list[Bar] = field(default_factory=list)

    def to_dict(self) -> dict:
        return asdict(self)


def numeric_histogram(values: Iterable[tuple[int | None, int]]) -> Histogram:
    """Bars for every integer from the lowest to the highest value, gaps included."""
    counts: Counter[int] = Counter()
    without = 0
    for value, count in values:
        if value is None:
            without += count
        else:
            counts[value] += count
    total = sum(counts.values())
    if not counts:
        return Histogram(bars=[], total=0, without=without)
    tallest = max(counts.values())
    bars = [
        Bar(str(value), counts[value], round(100 * counts[value] / tallest, 1))
        for value in range(min(counts), max(counts) + 1)
    ]
    average = round(sum(value * count for value, count in counts.items()) / total, 2)
    return Histogram(bars=bars, total=total, without=without, average=average)


def _lines_of(lines: Iterable[DeckLine], *types: str) -> list[DeckLine]:
    return [line for line in lines if line.card.type in types and line.count > 0]


def section_counts(lines: Sequence[DeckLine]) -> dict[str, int]:
    counts = {DeckKind.PREGAME.value: 0, DeckKind.DYNASTY.value: 0, DeckKind.FATE.value: 0}
    for line in lines:
        kind = line.card.deck or DeckKind.OTHER.value
        counts[kind] = counts.get(kind, 0) + line.count
    return counts


def type_counts(lines: Sequence[DeckLine]) -> dict[str, int]:
    counts: Counter[str] = Counter()
    for line in lines:
        counts[line.card.type] += line.count
    order = {value: index for index, value in enumerate(CardType.values)}
    return dict(sorted(counts.items(), key=lambda item: order.get(item[0], len(order))))


def gold_cost_curve(lines: Sequence[DeckLine], deck: str) -> Histogram:
    """The gold costs of the cards of one deck ("Dynasty" or "Fate")."""
    return numeric_histogram(
        (line.card.gold_cost, line.count)
        for line in lines
        if line.card.deck == deck and line.count > 0
    )


def gold_produced(card: Card, clans: Sequence[str]) -> int | None:
    """The Gold a card produces, as the rules engine reads it: the printed gold production or a
    "Produce N Gold" ability, with "or M Gold if you are a Crab Clan player" when `clans` (the
    Stronghold's) include that clan; None for a card that produces none."""
    ability = gold_ability(card_def(card))
    return None if ability is None else ability.gold_for(list(clans))


def holding_gold_production(lines: Sequence[DeckLine], clans: Sequence[str] = ()) -> Histogram:
    """What the Holdings produce for a player of `clans`; those producing none count in
    `without`."""
    return numeric_histogram(
        (gold_produced(line.card, clans), line.count) for line in _lines_of(lines, CardType.HOLDING)
    )


def focus_values(lines: Sequence[DeckLine]) -> Histogram:
    """The focus values of the Fate deck (the cards a duel or the first-player draw reveals)."""
    return numeric_histogram(
        (line.card.focus, line.count)
        for line in lines
        if line.card.deck == DeckKind.FATE and line.count > 0
    )


def force_and_chi(lines: Sequence[DeckLine]) -> ForceChi:
    personalities = _lines_of(lines, CardType.PERSONALITY)
    bonus = [
        line
        for line in _lines_of(lines, *BONUS_TYPES)
        if line.card.force_is_modifier or line.card.chi_is_modifier
    ]
    return ForceChi(
        personalities=sum(line.count for line in personalities),
        force=numeric_histogram((line.card.force, line.count) for line in personalities),
        chi=numeric_histogram((line.card.chi, line.count) for line in personalities),
        bonus_cards=sum(line.count for line in bonus),
        bonus_force=sum(
            (line.card.force or 0) * line.count for line in bonus if line.card.force_is_modifier
        ),
        bonus_chi=sum(
            (line.card.chi or 0) * line.count for line in bonus if line.card.chi_is_modifier
        ),
    )


def clan_counts(lines: Sequence[DeckLine]) -> list[Bar]:
    """Cards per clan in the Dynasty and Fate decks; a card of two clans counts for both."""
    counts: Counter[str] = Counter()
    for line in lines:
        if line.card.deck not in (DeckKind.DYNASTY, DeckKind.FATE) or line.count <= 0:
            continue
        clans = [clan.name for clan in line.card.clans.all()] or [UNALIGNED]
        for clan in clans:
            counts[clan] += line.count
    if not counts:
        return []
    tallest = max(counts.values())
    ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    return [Bar(name, count, round(100 * count / tallest, 1)) for name, count in ranked]


def _modified(base: int | None, modifier: int | None, floor: int) -> int | None:
    if base is None:
        return None
    return max(floor, base + (modifier or 0))


def pregame(lines: Sequence[DeckLine]) -> PreGame:
    """The Pre-Game cards, and the stronghold's numbers as the Sensei changes them.

    "Числа на карте Сенсея изменяют числа на карте Крепости, а значит, не могут снизить
    значение силы провинции и производства золота ниже нуля, а число Начальной Фамильной
    чести ниже –19."
    """
    found: dict[str, Card] = {}
    for line in lines:
        if line.count > 0 and line.card.type in (
            CardType.STRONGHOLD,
            CardType.SENSEI,
            CardType.WIND,
        ):
            found.setdefault(line.card.type, line.card)
    stronghold = found.get(CardType.STRONGHOLD)
    sensei = found.get(CardType.SENSEI)
    wind = found.get(CardType.WIND)
    summary = PreGame(
        stronghold=stronghold.display_title if stronghold else None,
        sensei=sensei.display_title if sensei else None,
        wind=wind.display_title if wind else None,
    )
    if stronghold:
        summary.province_strength = _modified(
            stronghold.province_strength, sensei and sensei.province_strength, 0
        )
        summary.gold_production = _modified(
            stronghold.gold_production, sensei and sensei.gold_production, 0
        )
        summary.starting_honor = _modified(
            stronghold.starting_honor, sensei and sensei.starting_honor, -19
        )
    return summary


def stronghold_clans(lines: Sequence[DeckLine]) -> list[str]:
    for line in lines:
        if line.card.type == CardType.STRONGHOLD and line.count > 0:
            return [clan.name for clan in line.card.clans.all()]
    return []


def deck_stats(lines: Iterable[DeckLine]) -> DeckStats:
    lines = [line for line in lines if line.count > 0]
    return DeckStats(
        sections=section_counts(lines),
        types=type_counts(lines),
        pregame=pregame(lines),
        dynasty_costs=gold_cost_curve(lines, DeckKind.DYNASTY),
        fate_costs=gold_cost_curve(lines, DeckKind.FATE),
        holding_gold=holding_gold_production(lines, stronghold_clans(lines)),
        focus=focus_values(lines),
        force_chi=force_and_chi(lines),
        clans=clan_counts(lines),
    )
