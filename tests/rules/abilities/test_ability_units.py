"""A target unit («Отряд»: a Personality and the cards attached to him; an action on a unit
acts on each of its cards), on the printed text of real cards (Targeting — «Выбор цели и
перенаправление»; Relevance — «Правило уместности»: in a battle a Battle action's targets are
in the current battle unless the text places them elsewhere)."""

from rules.engine.abilities import actions_of
from rules.engine.actions import Pass
from rules.engine.coverage import FULL, automation
from rules.engine.effects import BOW_UNIT, STRAIGHTEN_UNIT
from rules.engine.effects_scripted import TO_BATTLE
from rules.engine.targets import AT_HOME, UNIT
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, follower, personality, stronghold

BUSHI = personality("Bushi", force=3, chi=2)
RESERVE = personality("Reserve", force=2, chi=2)
GUARD = personality("Guard", force=2, chi=2)
TROOPS = follower("Troops", force=1)
SPEARMEN = follower("Spearmen", force=2)


def _table(card: object) -> Table:
    return Table(
        deck("First", stronghold(honor=5), dynasty=[BUSHI, RESERVE], fate=[card, TROOPS]),
        deck("Second", stronghold(honor=2), dynasty=[GUARD], fate=[SPEARMEN]),
    )


def test_tireless_assault_straightens_a_unit_and_moves_it_to_the_battle() -> None:
    """Tireless Assault: "Battle: Target your unit in your home: Straighten it and move it to
    the current battlefield." — the Personality and his Follower straighten and come."""
    card = real_card("Tireless Assault", "heaven_and_earth")
    assert automation(card).status == FULL
    [ability] = actions_of(card)
    [target] = ability.targets
    assert target.kinds == (UNIT,) and target.where == AT_HOME
    assert [e.op for e in ability.effects] == [STRAIGHTEN_UNIT, TO_BATTLE]
    t = _table(card)
    bushi, reserve = t.in_play("Bushi"), t.in_play("Reserve")
    troops = t.take("Troops", 0, f"on:{reserve.iid}")
    guard = t.in_play("Guard", seat=1)
    strategy = t.to_hand("Tireless Assault")
    t.to_attack()
    t.act(0, f"manual bow {reserve.iid}")
    t.act(0, f"manual bow {troops.iid}")
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    offered = [a for a in t.legal(0) if a.startswith(f"play {strategy.iid} ")]
    # A unit in the battle is not in the player's home.
    assert offered and all(a.endswith(f" targets {reserve.iid}") for a in offered)
    t.act(0, offered[0])
    assert not reserve.bowed and not troops.bowed
    assert reserve.battle == bushi.battle is not None


def test_seppun_tashime_bows_a_whole_enemy_unit() -> None:
    """Seppun Tashime: "Battle: Target an enemy unit: Bow it." — the Personality and each of
    his Followers bow."""
    tashime = real_card("Seppun Tashime • Experienced", "the_harbinger")
    assert automation(tashime).status == FULL
    ability = next(a for a in actions_of(tashime) if a.targets)
    assert [e.op for e in ability.effects] == [BOW_UNIT]
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[tashime], fate=[TROOPS]),
        deck("Second", stronghold(honor=2), dynasty=[GUARD], fate=[SPEARMEN]),
    )
    seppun = t.in_play("Seppun Tashime • Experienced")
    guard = t.in_play("Guard", seat=1)
    spear = t.take("Spearmen", 1, f"on:{guard.iid}")
    t.to_attack()
    t.attack(1, (seppun, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    use = f"use {seppun.iid} {ability.index} pay - targets {guard.iid}"
    assert use in t.legal(0)
    t.act(0, use)
    assert guard.bowed and spear.bowed
    assert not seppun.bowed


def test_only_what_a_unit_reading_covers() -> None:
    """An action giving a unit a bonus, or doing to it what no unit reading covers, stays
    with the player: "Target a unit: Give it +2F" is not read."""
    from rules.engine.compiler import compile_body

    card = real_card("Tireless Assault", "heaven_and_earth")
    assert compile_body(card, "Target a unit: Give it +2F.") is None
    assert compile_body(card, "Target an enemy unit: Bow it.") is not None
