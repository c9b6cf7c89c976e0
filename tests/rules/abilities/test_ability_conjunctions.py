"""Two effects joined by "and", carried out in the order written («Стоимости и Эффекты» —
Costs and Effects); costs so joined are not read as effects."""

from dataclasses import replace

from rules.engine import stats
from rules.engine.compiler import compile_body
from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, card, deck, item, personality, stronghold

BUSHI = personality("Bushi", force=2, chi=2)
GUARD = personality("Guard", force=3, chi=1)
BRILLIANT = replace(
    item("Brilliant Armor", force=0, chi=0, cost=0, keywords=["Armor"]),
    text_plain="Repeatable Battle, :bow:: Give a target enemy Personality -2F and give this "
    "Item +2C.",
)


def test_brilliant_armor_weakens_the_enemy_and_itself_gains_chi() -> None:
    """Brilliant Armor: "Give a target enemy Personality -2F and give this Item +2C." The
    Guard loses 2 Force; the Armor's +2C is its Personality's."""
    assert automation(BRILLIANT).status == FULL
    t = Table(
        deck("First", stronghold(honor=5, gold=6), dynasty=[BUSHI], fate=[BRILLIANT]),
        deck("Second", stronghold(honor=2), dynasty=[GUARD]),
    )
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    armor = t.take("Brilliant Armor", 0, f"on:{bushi.iid}")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    t.act(1, "pass")
    (use,) = [a for a in t.legal(0) if a.startswith(f"use {armor.iid} ")]
    assert use.endswith(f"targets {guard.iid}")
    t.act(0, use)
    assert stats.force(t.state, guard) == 1
    assert stats.chi(t.state, bushi) == 4 and armor.bowed


def test_costs_joined_by_and_are_not_effects() -> None:
    """Touch of Death: "Bow this Shugenja and destroy this Spell to destroy a target bowed
    Personality with equal or lower Chi." Bowing and destroying the card are its costs, which
    this phrasing leaves to the readers of costs."""
    spell = card("Touch of Death", "Spell", deck="Fate")
    body = "Bow this Shugenja and destroy this Spell to destroy a target bowed Personality."
    compiled = compile_body(spell, body)
    assert compiled is None or not any(e.on < 0 and e.op == "bow" for e in compiled.effects)
