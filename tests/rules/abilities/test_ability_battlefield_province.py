"""The strength of the current battle's Province, named by the battlefield («Фаза атаки» —
Attack Phase: a battlefield at a Province; a strength bonus lasts the turn)."""

from rules.engine import stats
from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, deck, follower, personality, stronghold

BUSHI = personality("Bushi", force=2)
GUARD = personality("Guard", force=1)
SAPPERS = follower(
    "Sappers",
    force=1,
    text_plain="Battle, :bow:: Give the current battlefield's province -3 strength.",
)
SURVEYORS = follower(
    "Surveyors",
    force=1,
    text_plain="Battle, :bow:: Raise or lower the current battlefield's province's strength by 4.",
)


def _battle(thing):
    t = Table(
        deck("First", stronghold(honor=5, gold=6), dynasty=[BUSHI], fate=[thing]),
        deck("Second", stronghold(honor=2, strength=6), dynasty=[GUARD]),
    )
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    card = t.take(thing.key, 0, f"on:{bushi.iid}")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    t.act(1, "pass")
    (use,) = [a for a in t.legal(0) if a.startswith(f"use {card.iid} ")]
    t.act(0, use)
    return t, t.province(1, 0).pid


def test_a_penalty_to_the_province_of_the_battle() -> None:
    assert automation(SAPPERS).status == FULL
    t, pid = _battle(SAPPERS)
    assert stats.province_strength(t.state, 1, pid) == 3


def test_raise_or_lower_is_chosen_as_it_resolves() -> None:
    assert automation(SURVEYORS).status == FULL
    t, pid = _battle(SURVEYORS)
    assert t.legal(0) == ["option 1", "option 2"]
    t.act(0, "option 2")
    assert stats.province_strength(t.state, 1, pid) == 2
