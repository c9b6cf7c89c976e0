"""Deck statistics the builder and the deck pages chart (cards built in code)."""

from collections.abc import Callable

import pytest

from decks.stats import Histogram, Line, deck_stats, numeric_histogram
from l5rdb.catalogue.models import Card, CardType
from tests.factories import make_card

pytestmark = pytest.mark.django_db


@pytest.fixture
def small_deck() -> list[Line]:
    stronghold = make_card(
        "Shiro Test",
        type=CardType.STRONGHOLD,
        clans=["Crab"],
        province_strength=8,
        gold_production=5,
        starting_honor=3,
    )
    sensei = make_card(
        "Test Sensei",
        type=CardType.SENSEI,
        province_strength=-1,
        gold_production=1,
        starting_honor=-25,
    )
    bushi = make_card("Hida Test", clans=["Crab"], gold_cost=6, force=4, chi=2)
    courtier = make_card("Doji Test", clans=["Crane", "Crab"], gold_cost=4, force=1, chi=3)
    mine = make_card("Iron Test Mine", type=CardType.HOLDING, gold_cost=5, gold_production=3)
    farm = make_card("Test Farm", type=CardType.HOLDING, gold_cost=0, gold_production=1)
    shrine = make_card("Test Shrine", type=CardType.HOLDING, gold_cost=2)
    event = make_card("Test Event", type=CardType.EVENT)
    infantry = make_card(
        "Test Infantry",
        type=CardType.FOLLOWER,
        gold_cost=3,
        force=2,
        chi=0,
        focus=2,
        force_is_modifier=True,
        chi_is_modifier=True,
    )
    katana = make_card(
        "Test Katana",
        type=CardType.ITEM,
        gold_cost=1,
        force=1,
        chi=1,
        focus=3,
        force_is_modifier=True,
        chi_is_modifier=True,
    )
    strike = make_card("Test Strike", type=CardType.STRATEGY, clans=["Crab"], focus=3)
    return [
        Line(stronghold, 1),
        Line(sensei, 1),
        Line(bushi, 3),
        Line(courtier, 2),
        Line(mine, 3),
        Line(farm, 2),
        Line(shrine, 1),
        Line(event, 1),
        Line(infantry, 3),
        Line(katana, 2),
        Line(strike, 3),
        Line(make_card("Left Out", gold_cost=99), 0),
    ]


def bars(histogram: Histogram) -> dict[str, int]:
    return {bar.label: bar.count for bar in histogram.bars}


def test_section_and_type_counts(small_deck: list[Line]) -> None:
    stats = deck_stats(small_deck)
    assert stats.sections == {"Pre-Game": 2, "Dynasty": 12, "Fate": 8}
    assert stats.types == {
        "Personality": 5,
        "Holding": 6,
        "Event": 1,
        "Strategy": 3,
        "Follower": 3,
        "Item": 2,
        "Stronghold": 1,
        "Sensei": 1,
    }


def test_dynasty_gold_cost_curve_fills_gaps_and_counts_costless_cards(
    small_deck: list[Line],
) -> None:
    curve = deck_stats(small_deck).dynasty_costs
    assert bars(curve) == {"0": 2, "1": 0, "2": 1, "3": 0, "4": 2, "5": 3, "6": 3}
    assert curve.without == 1  # the Event
    assert curve.total == 11
    assert curve.average == round((0 * 2 + 2 + 4 * 2 + 5 * 3 + 6 * 3) / 11, 2)
    assert max(bar.share for bar in curve.bars) == 100.0
    assert next(bar.share for bar in curve.bars if bar.label == "4") == pytest.approx(66.7)


def test_fate_costs_and_focus_values(small_deck: list[Line]) -> None:
    stats = deck_stats(small_deck)
    assert bars(stats.fate_costs) == {"1": 2, "2": 0, "3": 3}
    assert stats.fate_costs.without == 3  # the Strategies print no gold cost
    assert bars(stats.focus) == {"2": 3, "3": 5}
    assert stats.focus.average == round((2 * 3 + 3 * 5) / 8, 2)


def test_holding_gold_production(small_deck: list[Line]) -> None:
    gold = deck_stats(small_deck).holding_gold
    assert bars(gold) == {"1": 2, "2": 0, "3": 3}
    assert gold.without == 1  # the Shrine produces nothing
    assert gold.total == 5


def test_force_and_chi_of_personalities_and_bonuses(small_deck: list[Line]) -> None:
    force_chi = deck_stats(small_deck).force_chi
    assert force_chi.personalities == 5
    assert bars(force_chi.force) == {"1": 2, "2": 0, "3": 0, "4": 3}
    assert bars(force_chi.chi) == {"2": 3, "3": 2}
    assert force_chi.bonus_cards == 5
    assert force_chi.bonus_force == 3 * 2 + 2 * 1
    assert force_chi.bonus_chi == 2 * 1


def test_clans_count_each_clan_of_a_card_and_the_unaligned(small_deck: list[Line]) -> None:
    clans = {bar.label: bar.count for bar in deck_stats(small_deck).clans}
    # The stronghold is Pre-Game, so only Dynasty and Fate cards count.
    assert clans == {"Crab": 3 + 2 + 3, "Crane": 2, "Unaligned": 12}


def test_pregame_applies_the_sensei_modifiers_with_their_floors(small_deck: list[Line]) -> None:
    """ "Числа на карте Сенсея изменяют числа на карте Крепости" (Сенсей)."""
    pregame = deck_stats(small_deck).pregame
    assert pregame.stronghold == "Shiro Test"
    assert pregame.sensei == "Test Sensei"
    assert pregame.wind is None
    assert (pregame.province_strength, pregame.gold_production) == (7, 6)
    assert pregame.starting_honor == -19


def test_an_empty_deck_has_empty_charts() -> None:
    stats = deck_stats([])
    assert stats.dynasty_costs.bars == []
    assert stats.dynasty_costs.average is None
    assert stats.pregame.stronghold is None
    assert stats.clans == []
    assert stats.to_dict()["sections"] == {"Pre-Game": 0, "Dynasty": 0, "Fate": 0}


def test_numeric_histogram_handles_negative_values() -> None:
    histogram = numeric_histogram([(-1, 1), (1, 2), (None, 4)])
    assert [(bar.label, bar.count) for bar in histogram.bars] == [("-1", 1), ("0", 0), ("1", 2)]
    assert histogram.without == 4


def test_stats_need_no_query_per_card(
    small_deck: list[Line], django_assert_num_queries: Callable
) -> None:
    cards = {card.id: card for card in Card.objects.prefetch_related("clans")}
    lines = [Line(cards[line.card.id], line.count) for line in small_deck]
    with django_assert_num_queries(0):
        deck_stats(lines)


def test_holdings_gold_is_read_from_the_produce_ability_with_the_clan_bonus() -> None:
    """Most Holdings print their gold in the text: ":bow:: Produce 2 Gold, or 3 Gold if you
    are a Crab Clan player" is 3 Gold under a Crab Stronghold and 2 under any other."""
    mine = make_card(
        "Text Iron Mine",
        type=CardType.HOLDING,
        gold_cost=2,
        text=":bow:: Produce 2 Gold, or 3 Gold if you are a Crab Clan player.",
    )
    market = make_card(
        "Text Market", type=CardType.HOLDING, gold_cost=2, text="Bow this card: Produce 1 Gold."
    )
    dojo = make_card("Text Dojo", type=CardType.HOLDING, gold_cost=3, text="Limited: Draw a card.")
    crab = make_card("Crab Keep", type=CardType.STRONGHOLD, clans=["Crab"])
    crane = make_card("Crane Keep", type=CardType.STRONGHOLD, clans=["Crane"])
    holdings = [Line(mine, 3), Line(market, 2), Line(dojo, 1)]
    under_crab = deck_stats([Line(crab, 1), *holdings]).holding_gold
    assert bars(under_crab) == {"1": 2, "2": 0, "3": 3}
    assert under_crab.without == 1
    under_crane = deck_stats([Line(crane, 1), *holdings]).holding_gold
    assert bars(under_crane) == {"1": 2, "2": 3}
