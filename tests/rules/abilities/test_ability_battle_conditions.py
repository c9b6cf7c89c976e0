"""Battle actions of Followers under a condition about their own army or the enemy army,
and targets attached to the current battle's Province («Фаза атаки» — Attack Phase;
«Стоимости и Эффекты» — Costs and Effects; «Укрепление» — Fortification)."""

from rules.engine import stats
from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, card, deck, follower, personality, stronghold

RICH = stronghold(honor=5, gold=10)
BUSHI = personality("Bushi", force=2)
GUARD = personality("Guard", force=3)
OGRE = personality("Ogre", force=3, keywords=["Nonhuman", "Ogre"])
WALL = card(
    "Stone Wall",
    "Holding",
    deck="Dynasty",
    gold_cost=2,
    keywords=["Fortification"],
    text_plain="This Province has +2 strength.",
)
KURUMA = follower(
    "Kuruma Seiro",
    force=1,
    text_plain="After this Follower enters play, lose 2 Honor.\n"
    "Repeatable Battle, :bow:: Destroy a target Fortification attached to this battlefield's "
    "Province.",
)
RAM = follower(
    "Battering Ram Crew",
    force=1,
    text_plain="Repeatable Battle, :bow:: If this card is in an attacking army, destroy a target "
    "Fortification attached to this battlefield's Province.",
)
HUNTER = follower(
    "Hunter",
    force=2,
    text_plain="Battle: Once per battle, if there is a Nonhuman Personality in the enemy army: "
    "Give this card +2F.",
)


def _battle(mine, theirs, defender, *, attack_with_follower: bool = True):
    """Seat 0 attacks Province 0 of seat 1 with the Bushi carrying `mine`; seat 1 defends
    with `defender` (and has the Stone Wall built in that Province)."""
    t = Table(
        deck("First", RICH, dynasty=[BUSHI], fate=[mine]),
        deck("Second", stronghold(honor=2), dynasty=[defender, WALL, *theirs], fate=[]),
    )
    bushi = t.in_play("Bushi")
    guard = t.in_play(defender.key, seat=1)
    unit_card = t.take(mine.key, 0, f"on:{bushi.iid}")
    wall = t.take("Stone Wall", 1, f"at:{t.province(1, 0).pid}")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    t.act(1, "pass")
    return t, unit_card, wall


def _uses(t: Table, iid: int) -> list[str]:
    return [a for a in t.legal(0) if a.startswith(f"use {iid} ")]


def test_kuruma_seiro_destroys_the_fortification_of_this_battlefield() -> None:
    """Kuruma Seiro: "Destroy a target Fortification attached to this battlefield's
    Province." The Stone Wall built in the Province attacked is the one target."""
    assert automation(KURUMA).status == FULL
    t, seiro, wall = _battle(KURUMA, [], GUARD)
    offered = _uses(t, seiro.iid)
    assert len(offered) == 1 and offered[0].endswith(f"targets {wall.iid}"), offered
    t.act(0, offered[0])
    assert not wall.in_play and seiro.bowed


def test_a_fortification_elsewhere_is_not_a_target() -> None:
    """«Правило уместности»: a Fortification of another Province is not at this battle."""
    t = Table(
        deck("First", RICH, dynasty=[BUSHI], fate=[KURUMA]),
        deck("Second", stronghold(honor=2), dynasty=[GUARD, WALL], fate=[]),
    )
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    seiro = t.take("Kuruma Seiro", 0, f"on:{bushi.iid}")
    t.take("Stone Wall", 1, f"at:{t.province(1, 1).pid}")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    t.act(1, "pass")
    assert not _uses(t, seiro.iid)


def test_battering_ram_crew_needs_an_attacking_army() -> None:
    """Battering Ram Crew: "If this card is in an attacking army, destroy a target
    Fortification attached to this battlefield's Province." Attacking, it destroys the
    Wall; defending, the condition does not hold as the effect comes and the Wall stands."""
    assert automation(RAM).status == FULL
    t, ram, wall = _battle(RAM, [], GUARD)
    offered = _uses(t, ram.iid)
    assert len(offered) == 1 and offered[0].endswith(f"targets {wall.iid}"), offered
    t.act(0, offered[0])
    assert not wall.in_play

    t = Table(
        deck("First", RICH, dynasty=[BUSHI], fate=[]),
        deck("Second", stronghold(honor=2), dynasty=[GUARD, WALL], fate=[RAM]),
    )
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    ram = t.take("Battering Ram Crew", 1, f"on:{guard.iid}")
    wall = t.take("Stone Wall", 1, f"at:{t.province(1, 0).pid}")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    offered = [a for a in t.legal(1) if a.startswith(f"use {ram.iid} ")]
    t.act(1, offered[0])
    assert ram.bowed and wall.in_play


def test_hunter_against_a_nonhuman_personality() -> None:
    """Hunter: "if there is a Nonhuman Personality in the enemy army: Give this card +2F."
    Facing the Ogre it gets +2F; facing a Human Guard it may not be used."""
    assert automation(HUNTER).status == FULL
    t, hunter, _ = _battle(HUNTER, [], OGRE)
    offered = _uses(t, hunter.iid)
    assert len(offered) == 1, offered
    t.act(0, offered[0])
    assert stats.force(t.state, hunter) == 4
    t, hunter, _ = _battle(HUNTER, [], GUARD)
    assert not _uses(t, hunter.iid)
