"""The sample-hand odds ("Подготовка к игре": 4 provinces and a 5-card hand; "Конец хода":
one Fate card drawn per turn), checked against probabilities worked out another way."""

from fractions import Fraction
from itertools import combinations

import pytest

from decks.odds import (
    assumptions,
    cards_seen,
    hypergeometric_at_least,
    odds_by_turn,
)


def miss_chance(population: int, copies: int, draws: int) -> Fraction:
    """P(no copy in `draws` cards), one card at a time: prod (N-K-i)/(N-i)."""
    chance = Fraction(1)
    for i in range(draws):
        chance *= Fraction(population - copies - i, population - i)
    return chance


def enumerated_at_least(population: int, copies: int, draws: int, wanted: int) -> Fraction:
    """Count every hand of a small deck whose first `copies` cards are the chosen card."""
    hands = list(combinations(range(population), draws))
    good = sum(1 for hand in hands if sum(1 for card in hand if card < copies) >= wanted)
    return Fraction(good, len(hands))


@pytest.mark.parametrize(
    ("population", "copies", "draws"),
    [(40, 3, 5), (40, 1, 5), (40, 3, 12), (45, 2, 9), (40, 3, 40), (40, 0, 10)],
)
def test_at_least_one_matches_sequential_draws(population: int, copies: int, draws: int) -> None:
    expected = 1 - miss_chance(population, copies, draws)
    assert hypergeometric_at_least(population, copies, draws) == pytest.approx(float(expected))


def test_three_copies_in_a_forty_card_fate_deck_opening_hand() -> None:
    # 1 - C(37,5)/C(40,5) = 1 - 435897/658008 = 222111/658008
    assert hypergeometric_at_least(40, 3, 5) == pytest.approx(222111 / 658008)


@pytest.mark.parametrize(("copies", "draws", "wanted"), [(3, 4, 2), (2, 5, 2), (3, 6, 3)])
def test_at_least_k_matches_enumeration(copies: int, draws: int, wanted: int) -> None:
    expected = enumerated_at_least(12, copies, draws, wanted)
    assert hypergeometric_at_least(12, copies, draws, wanted) == pytest.approx(float(expected))


def test_drawing_more_than_the_deck_sees_every_card() -> None:
    assert hypergeometric_at_least(10, 1, 25) == 1.0


def test_impossible_inputs_are_refused_with_the_reason() -> None:
    with pytest.raises(ValueError, match="4 copies cannot be in a deck of 3"):
        hypergeometric_at_least(3, 4, 1)
    with pytest.raises(ValueError, match="negative"):
        hypergeometric_at_least(40, 3, -1)


def test_fate_cards_seen_opening_hand_plus_one_per_turn() -> None:
    assert [cards_seen("fate", turn) for turn in (1, 2, 5)] == [5, 6, 9]


def test_dynasty_cards_seen_four_provinces_plus_refills() -> None:
    assert [cards_seen("dynasty", turn) for turn in (1, 2, 3)] == [4, 5, 6]
    assert [cards_seen("dynasty", turn, per_turn=2) for turn in (1, 2, 3)] == [4, 6, 8]


def test_unknown_deck_and_turn_zero_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown deck 'pregame'"):
        cards_seen("pregame", 1)
    with pytest.raises(ValueError, match="counted from 1"):
        cards_seen("fate", 0)


def test_odds_by_turn_rises_and_caps_at_the_deck_size() -> None:
    rows = odds_by_turn("dynasty", deck_size=6, copies=1, turns=4, per_turn=1)
    assert [row.seen for row in rows] == [4, 5, 6, 6]
    assert rows[0].probability == pytest.approx(float(1 - miss_chance(6, 1, 4)))
    assert rows[-1].probability == 1.0
    fate = odds_by_turn("fate", deck_size=40, copies=3, turns=3)
    assert [row.turn for row in fate] == [1, 2, 3]
    assert fate[2].probability == pytest.approx(float(1 - miss_chance(40, 3, 7)))


def test_assumptions_state_the_model() -> None:
    assert "5-card opening hand" in assumptions("fate")
    assert "2 provinces refilled per turn" in assumptions("dynasty", per_turn=2)
