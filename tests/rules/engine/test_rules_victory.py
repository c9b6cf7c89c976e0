"""Winning and losing («Цель игры», «Глоссарий»: Honor Victory, Military Victory,
Enlightenment Victory, Family Honor)."""

import pytest

from rules.engine import IllegalAction
from rules.engine.actions import ManualDestroyProvince, ManualHonor, ManualMove, Pass
from tests.rules_cards import Table, card, deck, ring, stronghold

RINGS = [
    ring("Ring of Air", "Air"),
    ring("Ring of Earth", "Earth"),
    ring("Ring of Fire", "Fire"),
    ring("Ring of Water", "Water"),
    ring("Ring of the Void", "Void"),
    ring("Second Ring of Fire", "Fire"),
]


def table() -> Table:
    return Table(
        deck("First", stronghold(honor=5), fate=RINGS),
        deck("Second", stronghold(honor=2)),
    )


def test_forty_honor_wins_at_the_start_of_your_own_turn() -> None:
    """«Honor Victory»: a player who begins his turn with 40 or more Family Honor wins; 40
    reached during another turn is not yet a victory."""
    t = table()
    t.act(1, ManualHonor(1, 38))
    assert t.state.players[1].honor == 40 and not t.game.over
    t.act(0, Pass())
    t.act(1, Pass())
    assert not t.game.over  # still the first player's turn
    t.pass_until("dynasty-discard", seat=0)
    entry = t.act(0, Pass())
    assert t.game.over and t.game.winner == 1 and t.game.reason == "honor"
    assert "Second wins: Honor Victory: 40 or more Family Honor at the start of the turn" in (
        entry.notes
    )
    assert t.game.legal_actions(0) == [] and t.game.to_act is None
    with pytest.raises(IllegalAction, match="the game is over"):
        t.act(0, Pass())


def test_below_minus_nineteen_honor_loses_at_once() -> None:
    """«Цель игры»: a player whose Family Honor falls below -19 loses immediately; -19
    itself is still in the game."""
    t = table()
    t.act(0, ManualHonor(1, -21))
    assert t.state.players[1].honor == -19 and not t.game.over
    t.act(0, ManualHonor(1, -1))
    assert t.game.over and t.game.winner == 0 and t.game.reason == "dishonor"
    assert t.state.players[1].eliminated


def test_losing_every_province_loses() -> None:
    """«Цель игры»: a player whose Provinces are all destroyed loses."""
    t = table()
    for province in list(t.state.players[1].provinces):
        assert not t.game.over
        t.act(0, ManualDestroyProvince(1, province.pid))
    assert t.game.over and t.game.winner == 0 and t.game.reason == "military"


def test_a_destroyed_province_takes_its_cards_with_it() -> None:
    """«Подготовка места для игры»: a destroyed Province's attached cards are destroyed and
    the card in it discarded; the other Provinces close up."""
    t = table()
    province = t.province(1, 1)
    lying = t.game.card(province.card)
    t.act(0, ManualDestroyProvince(1, province.pid))
    assert lying.zone == "dynasty-discard"
    assert province not in t.state.players[1].provinces
    assert len(t.state.players[1].provinces) == 3


def test_five_different_rings_in_play_win() -> None:
    """«Кольца Стихий», «Enlightenment Victory»: a player controlling the five different
    Elemental Rings in play wins at once; two of one element are not two Rings."""
    t = table()
    for title in ("Ring of Air", "Ring of Earth", "Ring of Fire", "Second Ring of Fire"):
        t.act(0, ManualMove(t.find(title).iid, "home"))
    t.act(0, ManualMove(t.find("Ring of Water").iid, "home"))
    assert not t.game.over
    t.act(0, ManualMove(t.find("Ring of the Void").iid, "home"))
    assert t.game.over and t.game.winner == 0 and t.game.reason == "enlightenment"


def test_a_rings_element_comes_from_its_trait_or_its_title() -> None:
    """«Кольца Стихий»: the five Rings are Air, Earth, Fire, Water and the Void."""
    assert ring("Burning Circle", "Fire").element == "Fire"
    assert card("Ring of the Void", "Ring", deck="Fate").element == "Void"
    assert card("Ring of Water", "Ring", deck="Fate", keywords=["Unique"]).element == "Water"


def test_the_goldfish_loses_its_provinces_too() -> None:
    """Goldfish: destroying the passive seat's four Provinces is a Military Victory."""
    t = Table(deck("Solo", stronghold(honor=2)), goldfish=True)
    for province in list(t.state.players[1].provinces):
        t.act(0, ManualDestroyProvince(1, province.pid))
    assert t.game.winner == 0 and t.game.reason == "military"
