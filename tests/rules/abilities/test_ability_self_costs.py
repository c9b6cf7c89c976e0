""" "Target ..., and bow and destroy Setai: ..." — the target is chosen, then the cost bows
and destroys the card itself, then the effect («Стоимости и Эффекты» — Costs and Effects:
targets before costs); a bowed card cannot pay it («Поворот карт»)."""

from rules.engine import ops
from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, deck, personality, stronghold

SETAI = personality(
    "Akodo Setai",
    force=3,
    chi=3,
    honor=3,
    clans=("Lion",),
    text_plain="Battle: Target an enemy Personality with lower Force than Setai's Personal "
    "Honor, and bow and destroy Setai: Destroy the target.",
)
WEAK = personality("Weak", force=2, chi=1)
STRONG = personality("Strong", force=4, chi=1)


def _battle():
    t = Table(
        deck("First", stronghold(honor=5, gold=6), dynasty=[SETAI]),
        deck("Second", stronghold(honor=2), dynasty=[WEAK, STRONG]),
    )
    setai = t.in_play("Akodo Setai")
    weak = t.in_play("Weak", seat=1)
    strong = t.in_play("Strong", seat=1)
    t.to_attack()
    t.attack(1, (setai, 0))
    t.defend((weak, 0), (strong, 0))
    t.act(1, "pass")
    return t, setai, weak, strong


def test_akodo_setai_destroys_himself_and_a_weaker_enemy() -> None:
    """Akodo Setai: only a Personality with Force below his 3 Personal Honor is a target."""
    assert automation(SETAI).status == FULL
    t, setai, weak, strong = _battle()
    (use,) = [a for a in t.legal(0) if a.startswith(f"use {setai.iid} ")]
    assert use.endswith(f"targets {weak.iid}")
    t.act(0, use)
    assert not setai.in_play and not weak.in_play and strong.in_play


def test_a_bowed_setai_cannot_pay_his_cost() -> None:
    t, setai, _, _ = _battle()
    ops.bow(setai)
    assert not [a for a in t.legal(0) if a.startswith(f"use {setai.iid} ")]
