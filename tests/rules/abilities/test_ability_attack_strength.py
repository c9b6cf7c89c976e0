"""A player's Ranged and Melee Attacks made stronger or weaker («Атака с расстояния» —
Ranged Attacks, in «Особые ситуации» — Special Situations: a Ranged Attack destroys its
target if its strength is greater than or equal to the target's Force): by a card in play
("Your Ranged Attacks have +1 strength. Other player's Ranged Attacks have -1 strength." —
Higher Ground, a Terrain) or for a battle ("Your Ranged Attacks during this battle have +1
strength." — Yoritomo Hiromi, the Growing Storm's Engage action)."""

from rules.engine.coverage import FULL, automation
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, personality, stronghold

RICH = stronghold(honor=5, gold=10)
ARCHER = personality("Archer", force=1, text_plain="Battle: Ranged 2 Attack.")


def test_hiromis_engage_makes_his_players_ranged_attacks_stronger_this_battle() -> None:
    """Hiromi's player engages ("Thunder Engage: Your Ranged Attacks during this battle have
    +1 strength."), the first Battle action of the battle: the Guard (4F) has -1F opposing
    Hiromi, and the Archer's Ranged 2 Attack is a Ranged 3 Attack, which destroys him."""
    hiromi = real_card("Yoritomo Hiromi, the Growing Storm • Experienced 2")
    assert automation(hiromi).status == FULL
    t = Table(
        deck("First", RICH, dynasty=[hiromi, ARCHER]),
        deck("Second", stronghold(honor=2), dynasty=[personality("Guard", force=4)]),
    )
    storm, archer = t.in_play(hiromi.title), t.in_play("Archer")
    guard = t.in_play("Guard", seat=1)
    t.to_attack()
    t.attack(1, (storm, 0), (archer, 0))
    t.defend((guard, 0))
    t.act(1, "pass")
    entry = t.act(0, f"use {storm.iid} 0 pay -")
    assert "First's Ranged Attacks have +1 strength during this battle" in entry.notes
    t.act(1, "pass")
    entry = t.act(0, f"ranged {archer.iid} at {guard.iid}")
    assert "Archer: Ranged 3 Attack destroys Guard (3 Force)" in entry.notes
    assert guard.zone != "home"


def test_without_the_engage_the_same_attack_misses() -> None:
    """The same battle, Hiromi's player taking no Engage action: Ranged 2 against the Guard,
    who has 3F (Hiromi's player took the first Battle action, the attack itself), misses."""
    hiromi = real_card("Yoritomo Hiromi, the Growing Storm • Experienced 2")
    t = Table(
        deck("First", RICH, dynasty=[hiromi, ARCHER]),
        deck("Second", stronghold(honor=2), dynasty=[personality("Guard", force=4)]),
    )
    storm, archer = t.in_play(hiromi.title), t.in_play("Archer")
    guard = t.in_play("Guard", seat=1)
    t.to_attack()
    t.attack(1, (storm, 0), (archer, 0))
    t.defend((guard, 0))
    t.act(1, "pass")
    entry = t.act(0, f"ranged {archer.iid} at {guard.iid}")
    assert "Archer: Ranged 2 Attack misses Guard (3 Force)" in entry.notes


def test_higher_ground_strengthens_its_players_attacks_and_weakens_the_others() -> None:
    """Higher Ground (Gold), a Terrain: "Your Ranged Attacks have +1 strength. Other
    player's Ranged Attacks have -1 strength." Played by the Defender: the attacking
    Archer's Ranged 2 Attack is Ranged 1; the Defender's own Archer's is Ranged 3."""
    higher = real_card("Higher Ground", "gold_edition")
    assert automation(higher).status == FULL
    t = Table(
        deck("First", RICH, dynasty=[ARCHER, personality("Bushi", force=2)]),
        deck(
            "Second",
            stronghold(honor=2),
            dynasty=[ARCHER, personality("Guard", force=2)],
            fate=[higher],
        ),
    )
    archer, bushi = t.in_play("Archer"), t.in_play("Bushi")
    their_archer, guard = t.in_play("Archer", seat=1), t.in_play("Guard", seat=1)
    terrain = t.to_hand("Higher Ground", seat=1)
    t.to_attack()
    t.attack(1, (archer, 0), (bushi, 0))
    t.defend((their_archer, 0), (guard, 0))
    t.act(1, next(a for a in t.legal(1) if a.startswith(f"play {terrain.iid} ")))
    entry = t.act(0, f"ranged {archer.iid} at {guard.iid}")
    assert "Archer: Ranged 1 Attack misses Guard (2 Force)" in entry.notes
    entry = t.act(1, f"ranged {their_archer.iid} at {bushi.iid}")
    assert "Archer: Ranged 3 Attack destroys Bushi (2 Force)" in entry.notes
