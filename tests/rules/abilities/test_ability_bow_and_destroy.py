""" "Bow and destroy this card and target ...: ..." — bowing the card is a cost (a bowed card
cannot pay it, «Поворот карт»), the card is destroyed, then the effect («Стоимости и
Эффекты» — Costs and Effects)."""

from dataclasses import replace

from rules.engine import ops
from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, deck, follower, item, personality, stronghold

BUSHI = personality("Bushi", force=2, chi=2)
GUARD = personality("Guard", force=3, chi=1)
SPEARMEN = follower("Spearmen", force=2)
TETSUBO = replace(
    item("Tetsubo of Thunder", force=2, chi=2, cost=0, keywords=["Weapon"]),
    text_plain="Battle: Bow and destroy this card and target an enemy Follower: Destroy it.",
)


def _battle():
    t = Table(
        deck("First", stronghold(honor=5, gold=6), dynasty=[BUSHI], fate=[TETSUBO]),
        deck("Second", stronghold(honor=2), dynasty=[GUARD], fate=[SPEARMEN]),
    )
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    tetsubo = t.take("Tetsubo of Thunder", 0, f"on:{bushi.iid}")
    spearmen = t.take("Spearmen", 1, f"on:{guard.iid}")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    t.act(1, "pass")
    return t, tetsubo, spearmen


def test_tetsubo_of_thunder_destroys_itself_and_an_enemy_follower() -> None:
    assert automation(TETSUBO).status == FULL
    t, tetsubo, spearmen = _battle()
    (use,) = [a for a in t.legal(0) if a.startswith(f"use {tetsubo.iid} ")]
    assert use.endswith(f"targets {spearmen.iid}")
    t.act(0, use)
    assert not tetsubo.in_play and not spearmen.in_play


def test_a_bowed_tetsubo_cannot_pay_its_cost() -> None:
    t, tetsubo, _ = _battle()
    ops.bow(tetsubo)
    assert not [a for a in t.legal(0) if a.startswith(f"use {tetsubo.iid} ")]
