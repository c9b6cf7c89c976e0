"""A Personality recruited into a battle answers it there («Фаза атаки» — Attack Phase:
Reserve): "Thunder Absent Interrupt: After you Recruit Gosho at this battlefield, Ranged 3
Attack." The moment is his recruiting while he is at the current battlefield."""

from rules.engine.actions import Pass
from rules.engine.coverage import FULL, automation
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, personality, stronghold

BUSHI = personality("Bushi", force=2)
GUARD = personality("Guard", force=2)


def _table() -> Table:
    gosho = real_card("Tsuruchi Gosho")
    return Table(
        deck("First", stronghold(honor=5, gold=20), dynasty=[gosho, BUSHI]),
        deck("Second", stronghold(honor=2), dynasty=[GUARD]),
    )


def test_tsuruchi_gosho_shoots_as_he_is_recruited_into_the_battle() -> None:
    assert automation(real_card("Tsuruchi Gosho")).status == FULL
    t = _table()
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    gosho = t.to_province("Tsuruchi Gosho", index=1)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    while t.game.waiting_for in ("infantry maneuvers", "cavalry maneuvers"):
        t.act(t.game.to_act, Pass())
    t.act(1, Pass())
    recruit = next(a for a in t.legal(0) if a.startswith(f"recruit {gosho.pid} "))
    t.act(0, recruit)
    assert gosho.battle == t.province(1, 0).pid
    shot = f"use {gosho.iid} 0 pay - targets {guard.iid}"
    assert shot in t.legal(0)
    t.act(0, shot)
    assert not guard.in_play


def test_recruited_at_home_he_does_not_shoot() -> None:
    """Recruited in the Dynasty Phase he is at no battlefield: the moment is not his."""
    t = _table()
    gosho = t.to_province("Tsuruchi Gosho", index=1)
    t.pass_until("dynasty", seat=0)
    t.act(0, next(a for a in t.legal(0) if a.startswith(f"recruit {gosho.pid} ")))
    assert gosho.in_play
    assert not any(a.startswith(f"use {gosho.iid} ") for a in t.legal(0))
