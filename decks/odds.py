"""The odds of seeing a chosen card by a given turn, for the builder's sample-hand simulator.

The model is deliberately simple, and the builder page states it next to the figures
("Подготовка к игре", "Фаза Династии", "Конец хода" in the Gold Edition rulebook):

* Fate deck: the opening hand is 5 cards, and one more card is drawn in the end phase of
  every turn. By the start of your turn ``t`` you have seen ``5 + (t - 1)`` Fate cards.
* Dynasty deck: the 4 provinces are filled at the start of the game and turned face up in
  your first turn. Every card you recruit (or discard) from a province is replaced at once
  from the Dynasty deck; the model assumes you replace ``per_turn`` cards each turn, so by
  your turn ``t`` you have seen ``4 + per_turn * (t - 1)`` Dynasty cards.

Nothing else is modelled: no card-drawing effects, no events or regions that refill a
province, no mulligan. The draws are without replacement, so the chance of at least ``k``
copies among ``n`` cards seen from a deck of ``N`` holding ``K`` copies is hypergeometric.
"""

from dataclasses import dataclass
from math import comb

OPENING_HAND = 5
FATE_DRAWS_PER_TURN = 1
PROVINCES = 4
DEFAULT_DYNASTY_PER_TURN = 1
DECKS = ("dynasty", "fate")


def hypergeometric_at_least(population: int, successes: int, draws: int, wanted: int = 1) -> float:
    """P(at least `wanted` of the `successes` special cards among `draws` from `population`)."""
    if population < 0 or successes < 0 or draws < 0 or wanted < 0:
        raise ValueError("population, successes, draws and wanted must not be negative")
    if successes > population:
        raise ValueError(f"{successes} copies cannot be in a deck of {population} cards")
    draws = min(draws, population)
    if wanted == 0:
        return 1.0
    total = comb(population, draws)
    misses = sum(
        comb(successes, hits) * comb(population - successes, draws - hits)
        for hits in range(min(wanted, successes + 1, draws + 1))
    )
    return 1.0 - misses / total


def cards_seen(deck: str, turn: int, per_turn: int = DEFAULT_DYNASTY_PER_TURN) -> int:
    """How many cards of `deck` the model says you have seen by the start of your `turn`."""
    if turn < 1:
        raise ValueError(f"turns are counted from 1, not {turn}")
    if deck == "fate":
        return OPENING_HAND + FATE_DRAWS_PER_TURN * (turn - 1)
    if deck == "dynasty":
        if per_turn < 0:
            raise ValueError(f"cards replaced per turn cannot be negative ({per_turn})")
        return PROVINCES + per_turn * (turn - 1)
    raise ValueError(f"unknown deck {deck!r}: expected one of {', '.join(DECKS)}")


@dataclass(frozen=True)
class TurnOdds:
    turn: int
    seen: int
    probability: float


def odds_by_turn(
    deck: str,
    deck_size: int,
    copies: int,
    turns: int = 8,
    per_turn: int = DEFAULT_DYNASTY_PER_TURN,
    wanted: int = 1,
) -> list[TurnOdds]:
    """The chance of having seen at least `wanted` copies by each of your first `turns` turns."""
    if turns < 1:
        raise ValueError(f"at least one turn is needed, not {turns}")
    rows = []
    for turn in range(1, turns + 1):
        seen = min(cards_seen(deck, turn, per_turn), deck_size)
        rows.append(TurnOdds(turn, seen, hypergeometric_at_least(deck_size, copies, seen, wanted)))
    return rows


def assumptions(deck: str, per_turn: int = DEFAULT_DYNASTY_PER_TURN) -> str:
    """The model in one sentence, for the page that shows the figures."""
    if deck == "fate":
        return (
            f"Fate: a {OPENING_HAND}-card opening hand, then {FATE_DRAWS_PER_TURN} card drawn "
            "in the end phase of each turn; no other draw effects."
        )
    if deck == "dynasty":
        return (
            f"Dynasty: {PROVINCES} provinces face up on your first turn, then {per_turn} "
            f"province{'s' if per_turn != 1 else ''} refilled per turn (one per card recruited "
            "or discarded); events and regions that refill a province are not counted."
        )
    raise ValueError(f"unknown deck {deck!r}: expected one of {', '.join(DECKS)}")
