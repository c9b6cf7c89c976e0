"""A gift of one of two things, the acting player choosing which as the effect resolves
(«Стоимости и Эффекты» — Costs and Effects: the effect is carried out as it resolves)."""

from dataclasses import replace

from rules.engine import continuous, stats
from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, deck, item, personality, stronghold

BUSHI = personality("Bushi", force=2, chi=2)


def _item(title: str, text: str, force: int, chi: int):
    return replace(item(title, force=force, chi=chi, cost=0), text_plain=text)


NAISHI = _item("Naishi", "Battle/Open: Give this card +1F/-1C or -1F/+1C.", 2, 2)
ATARASI = _item(
    "Atarasi's Armor", "Battle/Open: Give this Personality either Double Chi or Tactician.", 1, 2
)


def _table(thing):
    t = Table(deck("First", stronghold(honor=5, gold=6), dynasty=[BUSHI], fate=[thing]))
    bushi = t.in_play("Bushi")
    card = t.take(thing.key, 0, f"on:{bushi.iid}")
    t.pass_until("action", seat=0)
    return t, bushi, card


def test_naishi_gives_itself_force_or_chi() -> None:
    """Naishi: "Give this card +1F/-1C or -1F/+1C." The player takes the second way: the
    Bushi (2F/2C, with Naishi's +2F/+2C) has 3F and 5C."""
    assert automation(NAISHI).status == FULL
    t, bushi, naishi = _table(NAISHI)
    (use,) = [a for a in t.legal(0) if a.startswith(f"use {naishi.iid} ")]
    t.act(0, use)
    assert t.legal(0) == ["option 1", "option 2"]
    t.act(0, "option 2")
    assert (stats.force(t.state, bushi), stats.chi(t.state, bushi)) == (3, 5)


def test_atarasis_armor_gives_double_chi_or_tactician() -> None:
    """Atarasi's Armor: "Give this Personality either Double Chi or Tactician." Chosen,
    Tactician is his until the turn ends; Double Chi was not given."""
    assert automation(ATARASI).status == FULL
    t, bushi, armor = _table(ATARASI)
    (use,) = [a for a in t.legal(0) if a.startswith(f"use {armor.iid} ")]
    t.act(0, use)
    t.act(0, "option 2")
    assert continuous.has_keyword(t.state, bushi, "Tactician")
    assert not continuous.has_keyword(t.state, bushi, "Double Chi")
