"""Limits that allow more than one use: "Twice per turn, ..." and "Three times per battle,
..." are counted in the record the engine keeps for "Once per" limits, kept in the saved
state (Actions — «Акции»; Costs and Effects — «Стоимости и эффекты»)."""

import pytest

from rules.engine import IllegalAction
from rules.engine.abilities import AUTO, actions_of
from rules.engine.actions import Pass
from rules.engine.game import Game
from tests.rules_cards import Table, deck, follower, personality, stronghold

# Yosuchi's last line as printed.
YOSUCHI = personality(
    "Yosuchi", force=3, chi=3, text_plain="Battle/Open: Twice per turn: Give Yosuchi +1F or +1C."
)
# Tsuruchi's Legion as printed: its Ranged Attack is the action's effect, used twice a
# battle.
LEGION = follower("Tsuruchi's Legion", text_plain="Battle: Twice per battle: Ranged 2 Attack.")
BUSHI = personality("Bushi", force=3, chi=2)


def table() -> Table:
    first = deck("First", stronghold(honor=5), dynasty=[YOSUCHI, BUSHI], fate=[])
    second = deck("Second", stronghold(honor=2), dynasty=[BUSHI, BUSHI], fate=[])
    return Table(first, second)


def test_the_count_is_read_with_the_limit() -> None:
    [yosuchi] = actions_of(YOSUCHI)
    [legion] = actions_of(LEGION)
    assert yosuchi.effect == AUTO and (yosuchi.limit, yosuchi.times) == ("turn", 2)
    assert legion.effect == AUTO and (legion.limit, legion.times) == ("battle", 2)


def test_twice_per_turn_allows_a_second_use_not_a_third_and_comes_back_next_turn() -> None:
    t = table()
    yosuchi = t.in_play("Yosuchi")
    t.pass_until("action", seat=0)
    first = next(a for a in t.legal(0) if a.startswith(f"use {yosuchi.iid} "))
    t.act(0, first)
    t.act(0, "option 1")
    t.act(1, Pass())
    second = next(a for a in t.legal(0) if a.startswith(f"use {yosuchi.iid} "))
    # Saved and loaded between the uses, the game counts the same.
    t.game = Game.from_dict(t.game.to_dict())
    assert t.state.used.count(f"{yosuchi.iid}:0") == 1
    t.act(0, second)
    t.act(0, "option 2")
    t.act(1, Pass())
    assert not any(a.startswith(f"use {yosuchi.iid} ") for a in t.legal(0))
    with pytest.raises(IllegalAction, match="has been used this turn"):
        t.act(0, first)
    t.pass_until("action", seat=0, later=True)
    assert any(a.startswith(f"use {yosuchi.iid} ") for a in t.legal(0))
