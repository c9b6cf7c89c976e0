"""Moving to an adjacent, unresolved battlefield or home («Фаза атаки» — Attack Phase):
Fire and Air, "Air Battle: Move this Shugenja to an adjacent, unresolved battlefield or move
him home." The player chooses which as it resolves."""

from rules.engine.actions import Pass
from rules.engine.coverage import FULL, automation
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, personality, stronghold

ADEPT = personality("Adept", force=1, chi=3, keywords=("Shugenja", "Air"))
BUSHI = personality("Bushi", force=3)
GUARD = personality("Guard", force=1)


def _battle(t: Table):
    """The Adept attacks Province 0, the Bushi Province 1; each is defended; the battle
    under way is the Adept's."""
    adept, bushi = t.in_play("Adept"), t.in_play("Bushi")
    guards = [t.in_play("Guard", seat=1), t.in_play("Guard", seat=1)]
    spell = t.take("Fire and Air", 0, f"on:{adept.iid}")
    t.to_attack()
    t.attack(1, (adept, 0), (bushi, 1))
    t.defend((guards[0], 0), (guards[1], 1))
    while t.game.waiting_for in ("infantry maneuvers", "cavalry maneuvers"):
        t.act(t.game.to_act, Pass())
    # The Attacker chooses the battle to fight first: the Adept's.
    t.act(0, f"battle {t.province(1, 0).pid}")
    if t.game.to_act == 1:
        t.act(1, Pass())
    return adept, spell


def _table() -> Table:
    fire_and_air = real_card("Fire and Air")
    return Table(
        deck("First", stronghold(honor=5), dynasty=[ADEPT, BUSHI], fate=[fire_and_air]),
        deck("Second", stronghold(honor=2), dynasty=[GUARD, GUARD]),
    )


def _choose(t: Table, words: str) -> None:
    labels = t.state.stack[-1]["labels"]
    [number] = [n for n, label in enumerate(labels, 1) if words in label]
    t.act(0, f"option {number}")


def test_fire_and_air_moves_the_shugenja_to_the_adjacent_battlefield() -> None:
    assert automation(real_card("Fire and Air")).status == FULL
    t = _table()
    adept, spell = _battle(t)
    assert adept.battle == t.province(1, 0).pid
    t.act(0, f"use {spell.iid} 1 pay -")
    _choose(t, "adjacent")
    assert adept.battle == t.province(1, 1).pid


def test_fire_and_air_moves_the_shugenja_home() -> None:
    t = _table()
    adept, spell = _battle(t)
    t.act(0, f"use {spell.iid} 1 pay -")
    _choose(t, "home")
    assert adept.battle is None and adept.in_play
