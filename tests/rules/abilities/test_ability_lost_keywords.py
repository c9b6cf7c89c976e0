"""A keyword taken from a card for a time («Стоимости и Эффекты»: an effect lasts until the
end of the turn unless the card says otherwise; "Permanently" — until the game ends)."""

from dataclasses import replace

from rules.engine import continuous
from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, deck, item, personality, stronghold

BUSHI = personality("Bushi", force=2, chi=2)
RIDER = personality("Rider", force=6, keywords=["Cavalry", "Tactician"])
TSUNO_BLADE = replace(
    item("Tsuno Blade", force=2, chi=1, cost=0, keywords=["Weapon"]),
    text_plain="Repeatable Battle, :bow:: Permanently remove Cavalry from a target enemy card.",
)
SPYGLASS = replace(
    item("Spyglass", force=0, chi=0, cost=0),
    text_plain="Battle: Any number of times per turn, target an enemy Tactician Personality: "
    "Remove Tactician from him until the end of the battle.",
)


def _battle(thing):
    t = Table(
        deck("First", stronghold(honor=5, gold=6), dynasty=[BUSHI], fate=[thing]),
        deck("Second", stronghold(honor=2), dynasty=[RIDER]),
    )
    bushi = t.in_play("Bushi")
    rider = t.in_play("Rider", seat=1)
    card = t.take(thing.key, 0, f"on:{bushi.iid}")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((rider, 0))
    t.act(1, "pass")
    (use,) = [a for a in t.legal(0) if a.startswith(f"use {card.iid} ")]
    assert use.endswith(f"targets {rider.iid}")
    t.act(0, use)
    return t, rider


def test_tsuno_blade_permanently_removes_cavalry() -> None:
    """Tsuno Blade: "Permanently remove Cavalry from a target enemy card." The Rider is no
    longer Cavalry, still after the turn ends (he outlives the battle)."""
    assert automation(TSUNO_BLADE).status == FULL
    t, rider = _battle(TSUNO_BLADE)
    assert not continuous.has_keyword(t.state, rider, "Cavalry")
    assert continuous.has_keyword(t.state, rider, "Tactician")
    t.pass_until("action", seat=1)
    assert not continuous.has_keyword(t.state, rider, "Cavalry")


def test_spyglass_removes_tactician_until_the_battle_ends() -> None:
    """Spyglass: "Remove Tactician from him until the end of the battle." """
    assert automation(SPYGLASS).status == FULL
    t, rider = _battle(SPYGLASS)
    assert not continuous.has_keyword(t.state, rider, "Tactician")
    t.pass_battle()
    assert continuous.has_keyword(t.state, rider, "Tactician")
