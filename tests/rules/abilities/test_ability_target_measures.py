"""Targets described by comparing stats: two of the target's own, or the target's with the
card whose ability it is («Выбор цели» — Choosing Targets: only a card that fits the
description may be chosen)."""

from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, deck, follower, personality, stronghold

PHOENIX = personality("Phoenix Bushi", force=2, chi=2, honor=2, clans=["Phoenix"])
PROUD = personality("Proud", force=1, chi=1, honor=3)
HUMBLE = personality("Humble", force=1, chi=3, honor=1)
OLD_DEBTS = follower(
    "Old Debts",
    force=0,
    text_plain="Repeatable Limited, :bow:: Bow a target Personality with less Chi than "
    "Personal Honor.",
)
CHILD = follower(
    "Child of the Last Wish",
    force=3,
    text_plain="Repeatable Battle, :bow:: If this Personality is Phoenix Clan, bow a target "
    "enemy Human Personality with Chi less than this Follower's Force.",
)


def _table(thing):
    t = Table(
        deck("First", stronghold(honor=5, gold=6), dynasty=[PHOENIX], fate=[thing]),
        deck("Second", stronghold(honor=2), dynasty=[PROUD, HUMBLE]),
    )
    bushi = t.in_play("Phoenix Bushi")
    proud, humble = t.in_play("Proud", seat=1), t.in_play("Humble", seat=1)
    card = t.take(thing.key, 0, f"on:{bushi.iid}")
    return t, bushi, card, proud, humble


def _uses(t: Table, iid: int) -> list[str]:
    return [a for a in t.legal(0) if a.startswith(f"use {iid} ")]


def test_old_debts_bows_a_personality_with_less_chi_than_honor() -> None:
    """Old Debts: the Proud (1C, 3PH) may be bowed; the Humble (3C, 1PH) and the Phoenix
    Bushi (2C, 2PH) may not."""
    assert automation(OLD_DEBTS).status == FULL
    t, _, debts, proud, _ = _table(OLD_DEBTS)
    t.pass_until("action", seat=0)
    offered = _uses(t, debts.iid)
    assert len(offered) == 1 and offered[0].endswith(f"targets {proud.iid}"), offered
    t.act(0, offered[0])
    assert proud.bowed


def test_child_of_the_last_wish_compares_chi_with_its_own_force() -> None:
    """Child of the Last Wish (3F): the Proud (1C) may be bowed, the Humble (3C) may not."""
    assert automation(CHILD).status == FULL
    t, bushi, child, proud, humble = _table(CHILD)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((proud, 0), (humble, 0))
    t.act(1, "pass")
    offered = _uses(t, child.iid)
    assert len(offered) == 1 and offered[0].endswith(f"targets {proud.iid}"), offered
    t.act(0, offered[0])
    assert proud.bowed and child.bowed
