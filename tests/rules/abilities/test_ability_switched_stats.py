"""A Personality's Force and Chi switched: each set to the other's value as the effect
resolves, until the turn ends (Bonuses and Penalties — «Бонусы и штрафы»). Cards are
built with their printed text."""

from rules.engine import stats
from rules.engine.abilities import parse_abilities
from rules.engine.coverage import FULL, assess
from tests.rules_cards import Table, deck, personality, strategy, stronghold

KIYO = personality(
    "Soshi Kiyo",
    force=1,
    chi=4,
    clans=["Scorpion"],
    text_plain="Battle/Open: Switch Kiyo's Force and Chi.",
)
WAVES = strategy(
    "Shifting Waves", text="Open: Target a Personality. Switch the target's Force and Chi."
)
BUSHI = personality("Bushi", force=3, chi=2)


def test_switch_his_own_force_and_chi_until_the_turn_ends() -> None:
    assert assess(KIYO, parse_abilities(KIYO)).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[KIYO, BUSHI]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI]),
    )
    kiyo = t.in_play("Soshi Kiyo")
    t.pass_until("action", seat=0)
    [use] = [a for a in t.legal(0) if a.startswith(f"use {kiyo.iid} ")]
    entry = t.act(0, use)
    assert "Soshi Kiyo's Force and Chi are switched (4F/1C)" in entry.notes
    assert (stats.force(t.state, kiyo), stats.chi(t.state, kiyo)) == (4, 1)
    t.pass_until("action", seat=1)
    assert (stats.force(t.state, kiyo), stats.chi(t.state, kiyo)) == (1, 4)


def test_switch_a_targets_force_and_chi() -> None:
    """Shifting Waves on the 3F/2C Bushi: 2F/3C."""
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[BUSHI], fate=[WAVES]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI]),
    )
    bushi = t.in_play("Bushi", seat=1)
    waves = t.to_hand("Shifting Waves")
    t.pass_until("action", seat=0)
    [play] = [
        a
        for a in t.legal(0)
        if a.startswith(f"play {waves.iid} ") and a.endswith(f"targets {bushi.iid}")
    ]
    t.act(0, play)
    assert (stats.force(t.state, bushi), stats.chi(t.state, bushi)) == (2, 3)
