"""Bayushi Nitoshi, the Poison Mask: "You may use your Stronghold's abilities twice per
turn." («Акции» (Actions): an action whose cost does not bow its card may be taken once
per turn; this trait lets the Stronghold's be taken twice while he is in play)."""

import pytest

from rules.engine import IllegalAction
from rules.engine.actions import UseAbility
from rules.engine.coverage import FULL, assess
from rules.engine.traits import traits
from tests.real_cards import real_card
from tests.rules_cards import Table, card, deck, stronghold

CASTLE = card(
    "Honest Castle",
    "Stronghold",
    clans=["Scorpion"],
    province_strength=7,
    gold_production=4,
    starting_honor=5,
    text_plain="Limited: Gain 1 Honor.",
)


def _uses(t: Table) -> list[str]:
    castle = t.state.players[0].stronghold
    return [a for a in t.legal(0) if a.startswith(f"use {castle} ")]


def test_the_stronghold_twice_while_nitoshi_is_in_play() -> None:
    nitoshi = real_card("Bayushi Nitoshi, the Poison Mask • Experienced 2")
    assert traits(nitoshi).stronghold_twice
    assert assess(nitoshi).status == FULL
    t = Table(
        deck("First", CASTLE, dynasty=[nitoshi]),
        deck("Second", stronghold("Other Castle", honor=2)),
    )
    castle = t.state.players[0].stronghold
    t.pass_until("action", seat=0)
    honor = t.state.players[0].honor
    t.act(0, UseAbility(castle, 0))
    t.act(1, "pass")
    # Without Nitoshi, once a turn.
    assert _uses(t) == []
    with pytest.raises(IllegalAction, match="has been used this turn"):
        t.act(0, UseAbility(castle, 0))
    t.in_play("Bayushi Nitoshi, the Poison Mask • Experienced 2")
    assert _uses(t) == [f"use {castle} 0 pay -"]
    t.act(0, UseAbility(castle, 0))
    t.act(1, "pass")
    assert t.state.players[0].honor == honor + 2
    # Twice, not three times.
    assert _uses(t) == []
