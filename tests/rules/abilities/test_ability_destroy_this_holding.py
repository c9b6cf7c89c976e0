""" "Destroy this Holding to <effect>" / "Destroy this Holding: <effect>": the card is
destroyed and the effect carried out («Стоимость и эффекты» (Costs and Effects)), read as
"Destroy this Follower to negate the destruction" is (Sand Garden, Shackled Oni)."""

from rules.engine.abilities import abilities
from rules.engine.actions import UseAbility
from rules.engine.compiler import compile_body
from rules.engine.coverage import FULL, assess
from rules.engine.effects import SELF
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, holding, personality, stronghold


def test_the_destruction_comes_first_then_the_effect() -> None:
    garden = real_card("Sand Garden", "heaven_and_earth")
    assert assess(garden).status == FULL
    compiled = compile_body(garden, "Destroy this Holding to bow a target Shadowlands card.")
    assert compiled is not None
    assert [(e.op, e.on) for e in compiled.effects] == [("destroy", SELF), ("bow", 0)]
    # An unread rest leaves the whole sentence unread.
    assert compile_body(garden, "Destroy this Holding to sing a song.") is None


def test_sand_garden_bows_a_shadowlands_card() -> None:
    garden = real_card("Sand Garden", "heaven_and_earth")
    oni = personality("Oni", keywords=["Shadowlands"], clans=["Shadowlands"])
    samurai = personality("Samurai")
    t = Table(
        deck("First", stronghold(honor=10), dynasty=[garden]),
        deck("Second", stronghold("Other Castle", honor=2), dynasty=[oni, samurai]),
    )
    built = t.in_play("Sand Garden")
    enemy = t.in_play("Oni", seat=1)
    other = t.in_play("Samurai", seat=1)
    t.pass_until("action", seat=0)
    index = next(a.index for a in abilities(garden) if "Destroy this Holding" in a.text)
    legal = t.legal(0)
    assert f"use {built.iid} {index} pay - targets {enemy.iid}" in legal
    assert f"use {built.iid} {index} pay - targets {other.iid}" not in legal
    t.act(0, UseAbility(built.iid, index, (), (enemy.iid,)))
    assert enemy.bowed and not other.bowed
    assert built.zone == "dynasty-discard"


def test_a_holding_destroyed_for_its_effect_in_code() -> None:
    """ "Open: Destroy this Holding: Gain 2 Honor." (the colon form)."""
    shrine = holding("Broken Shrine", text="Open: Destroy this Holding: Gain 2 Honor.")
    assert assess(shrine).status == FULL
    t = Table(
        deck("First", stronghold(honor=10), dynasty=[shrine]),
        deck("Second", stronghold("Other Castle", honor=2)),
    )
    built = t.in_play("Broken Shrine")
    t.pass_until("action", seat=0)
    honor = t.state.players[0].honor
    t.act(0, UseAbility(built.iid, 0))
    assert t.state.players[0].honor == honor + 2 and built.zone == "dynasty-discard"
