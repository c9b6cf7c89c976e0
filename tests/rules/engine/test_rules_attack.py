"""The attack phase: declaration and maneuvers (Attack Phase: Declaration, Infantry and
Cavalry Maneuvers — «Фаза атаки»: «Декларация», «Пехотное маневрирование»,
«Кавалерийское маневрирование»)."""

import pytest

from rules.engine import IllegalAction
from rules.engine.actions import Pass
from tests.rules_cards import Table, deck, follower, personality, stronghold

BUSHI = personality("Bushi", force=3, chi=2)
RIDER = personality("Rider", force=2, chi=2, keywords=("Samurai", "Cavalry"))
HORSES = follower("Horses", force=1, keywords=["Cavalry"])
FOOTMEN = follower("Footmen", force=1)
GUARD = personality("Guard", force=2, chi=2)


def table() -> Table:
    first = deck(
        "First",
        stronghold(honor=5),
        dynasty=[BUSHI, RIDER, BUSHI],
        fate=[HORSES, FOOTMEN],
    )
    second = deck("Second", stronghold(honor=2), dynasty=[GUARD, GUARD])
    return Table(first, second)


def test_the_active_player_may_attack_another_player_or_not() -> None:
    """Declaration: attacking is optional, once a turn, one opponent."""
    t = table()
    t.in_play("Bushi")
    t.to_attack()
    assert t.game.waiting_for == "declaration"
    assert t.legal(0) == ["pass", "attack 1"]
    entry = t.act(0, Pass())
    assert "First declares no attack" in entry.notes
    assert t.state.phase == "dynasty"


def test_without_an_unbowed_unit_no_attack_is_declared() -> None:
    t = table()
    bushi = t.in_play("Bushi")
    t.act(0, f"manual bow {bushi.iid}")
    t.act(0, Pass())
    entry = t.act(1, Pass())
    assert "attack phase: no attack" in entry.notes
    assert t.state.phase == "dynasty"


def test_units_are_assigned_to_the_defenders_provinces() -> None:
    """Infantry Maneuvers: the attacker sends units to the defender's Provinces in any
    combination; bowed Personalities cannot be assigned; assigned units stay."""
    t = table()
    bushi = t.in_play("Bushi")
    other = t.cards("Bushi", 0)[1]
    t.act(0, f"manual move {other.iid} to home")
    t.act(0, f"manual bow {other.iid}")
    t.to_attack()
    t.act(0, "attack 1")
    pids = [p.pid for p in t.state.players[1].provinces]
    assert t.legal(0) == ["pass", *(f"assign {bushi.iid} to {pid}" for pid in pids)]
    with pytest.raises(IllegalAction, match="unbowed unit"):
        t.act(0, f"assign {other.iid} to {pids[0]}")
    entry = t.act(0, f"assign {bushi.iid} to {pids[1]}")
    assert "Bushi attacks Province" in entry.notes[0]
    assert bushi.battle == pids[1]


def test_a_cavalry_unit_may_wait_for_the_cavalry_maneuvers() -> None:
    """Cavalry Maneuvers: only Cavalry units assign there; a unit is Cavalry only if the
    Personality and every Follower are."""
    t = table()
    bushi = t.in_play("Bushi")
    rider = t.in_play("Rider")
    t.to_attack()
    t.act(0, "attack 1")
    t.act(0, Pass())  # nothing sent in the infantry maneuvers
    assert t.game.waiting_for == "cavalry maneuvers"
    legal = t.legal(0)
    assert any(text.startswith(f"assign {rider.iid} ") for text in legal)
    assert not any(text.startswith(f"assign {bushi.iid} ") for text in legal)


def test_a_footman_makes_the_unit_infantry() -> None:
    t = table()
    rider = t.in_play("Rider")
    footmen = t.to_hand("Footmen")
    horses = t.to_hand("Horses")
    t.act(0, f"manual move {footmen.iid} to on:{rider.iid}")
    t.to_attack()
    t.act(0, "attack 1")
    t.act(0, Pass())
    # Infantry passed, and the unit is not Cavalry: nothing more to assign.
    assert t.state.phase != "attack" or t.game.waiting_for != "cavalry maneuvers"
    t2 = table()
    rider = t2.in_play("Rider")
    horses = t2.to_hand("Horses")
    t2.act(0, f"manual move {horses.iid} to on:{rider.iid}")
    t2.to_attack()
    t2.act(0, "attack 1")
    t2.act(0, Pass())
    assert t2.game.waiting_for == "cavalry maneuvers"


def test_the_defender_assigns_after_the_attacker() -> None:
    t = table()
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0))
    assert t.game.to_act == 1 and t.game.waiting_for == "infantry maneuvers"
    t.defend((guard, 0))
    assert guard.battle == t.province(1, 0).pid
    # The battle begins: the defender acts first.
    assert t.game.waiting_for == "battle" and t.game.to_act == 1


def test_the_attacker_chooses_the_order_of_the_battles() -> None:
    """Battle: «Атакующий определяет порядок, в котором будут происходить битвы»."""
    t = table()
    first, second = t.in_play("Bushi"), t.cards("Bushi", 0)[1]
    t.act(0, f"manual move {second.iid} to home")
    t.to_attack()
    t.attack(1, (first, 0), (second, 2))
    t.defend()
    assert t.game.waiting_for == "choosing a battle" and t.game.to_act == 0
    pid = t.province(1, 2).pid
    assert sorted(t.legal(0)) == sorted(f"battle {p}" for p in (t.province(1, 0).pid, pid))
    t.act(0, f"battle {pid}")
    assert t.state.attack["battle"] == pid
