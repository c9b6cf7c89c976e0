"""A card's Force set to a number («Бонусы и штрафы» — Bonuses and Penalties: a value set is
the difference it made when applied, so later bonuses still move it; it lasts the turn
unless the card says otherwise)."""

from rules.engine import ops, stats
from rules.engine.compiler import compile_body
from rules.engine.coverage import FULL, automation
from rules.engine.effects import HOST
from rules.engine.effects_set_stats import REDUCE_STAT, SET_STAT
from rules.engine.events import APPLY
from tests.rules_cards import Table, deck, follower, personality, stronghold

BUSHI = personality("Bushi", force=2, chi=2)
ONI = personality("Oni", force=5, chi=1, keywords=["Shadowlands", "Nonhuman"])
SLAYERS = follower(
    "Hiruma Slayers",
    force=2,
    text_plain="Repeatable Battle, :bow:: Reduce a target enemy Shadowlands Personality's "
    "Force to 0.",
)


def test_hiruma_slayers_reduce_a_shadowlands_personalitys_force_to_zero() -> None:
    """Hiruma Slayers: the Oni (5F) has 0 Force; a +2F bonus after it makes 2; the turn
    over, he has 5 again."""
    assert automation(SLAYERS).status == FULL
    t = Table(
        deck("First", stronghold(honor=5, gold=6), dynasty=[BUSHI], fate=[SLAYERS]),
        deck("Second", stronghold(honor=2), dynasty=[ONI]),
    )
    bushi = t.in_play("Bushi")
    oni = t.in_play("Oni", seat=1)
    slayers = t.take("Hiruma Slayers", 0, f"on:{bushi.iid}")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((oni, 0))
    t.act(1, "pass")
    (use,) = [a for a in t.legal(0) if a.startswith(f"use {slayers.iid} ")]
    assert use.endswith(f"targets {oni.iid}")
    t.act(0, use)
    assert stats.force(t.state, oni) == 0
    ops.add_bonus(oni, 2, 0)
    assert stats.force(t.state, oni) == 2
    ops.end_of_turn_expiry(t.state, 1)
    assert stats.force(t.state, oni) == 5


def test_set_and_reduce_are_read_apart() -> None:
    """ "Reduce ... to 0" never raises a lower value; "Set ... to N" makes it N."""
    card = follower("Thing", force=1)
    reduce = compile_body(card, "Reduce this Personality's Chi to 1.")
    set_to = compile_body(card, "Target a Personality: Set his Force to 3.")
    assert reduce is not None and reduce.effects[0].op == REDUCE_STAT
    assert reduce.effects[0].on == HOST and reduce.effects[0].what == "chi"
    assert set_to is not None and set_to.effects[0].op == SET_STAT
    assert set_to.effects[0].amount == 3


def test_reducing_never_raises_a_value() -> None:
    """A Personality at -2F raw (shown as 0) stays there when reduced to 0, so a +1F bonus
    still leaves him at 0; set to 0 instead, the bonus makes him 1."""
    for op, after in ((REDUCE_STAT, 0), (SET_STAT, 1)):
        t = Table(deck("First", stronghold(honor=5), dynasty=[BUSHI]), goldfish=True)
        bushi = t.in_play("Bushi")
        ops.add_bonus(bushi, -4, 0)
        event = {"event": op, "card": bushi.iid, "stat": "force", "amount": 0, "by": 0}
        APPLY[op](t.state, event | {"lasts": "turn"})
        ops.add_bonus(bushi, 1, 0)
        assert stats.force(t.state, bushi) == after
