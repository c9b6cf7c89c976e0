"""Hand-written records for cards the compiler cannot read (rules/engine/scripts, by the
first letter of the title)."""

from rules.engine.abilities import AUTO, actions_of
from rules.engine.compiler import compile_body
from rules.engine.scripts import RECORDS
from tests.real_cards import real_card
from tests.rules.abilities.test_ability_play import table


def test_every_record_names_an_action_the_compiler_cannot_read() -> None:
    for title, records in RECORDS.items():
        assert title[0].isupper() and records, title


def test_matsu_morito_moves_home_a_target_enemy_unit() -> None:
    """Ivory "Matsu Morito": "Battle, :bow:: Move home a target enemy unit." A unit is
    targeted through its Personality (Targeting — «Эффект, целью которого является отряд,
    одновременно выбирает в качестве цели и его командира»)."""
    morito_card = real_card("Matsu Morito")
    [ability] = actions_of(morito_card)
    # The compiler reads a unit target too (`rules.engine.units`); the record came first.
    compiled = compile_body(morito_card, ability.body)
    assert compiled is not None and [e.op for e in compiled.effects] == ["move_home"]
    assert ability.effect == AUTO
    t = table(["Matsu Morito"])
    morito = t.in_play("Matsu Morito")
    bushi = t.in_play("Bushi")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0), (morito, 0))
    t.defend((guard, 0))
    t.act(1, "pass")
    assert [a for a in t.legal(0) if a.startswith(f"use {morito.iid} ")] == [
        f"use {morito.iid} 0 pay - targets {guard.iid}"
    ]
    t.act(0, f"use {morito.iid} 0 pay - targets {guard.iid}")
    assert guard.battle is None and morito.bowed
