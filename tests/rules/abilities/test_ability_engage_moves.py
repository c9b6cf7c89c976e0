"""Tsuruchi Nishima: "After Nishima moves as an Engage action, he loses Naval." (Ivory
Edition; a triggered trait, it happens by itself — Actions: Reactions, «Акции»: «Реакции»).

The moment comes after a move made by an Engage action: Cavalry's move ("as an Absent
Engage, move your unbowed Personality in a Cavalry unit to the battle", the later editions'
reminder of «Кавалерийское маневрирование») or a card's Engage action taken before the
battle's first action; not after a Battle action's move. He loses Naval for the turn (Costs
and Effects — «Стоимость и эффекты»: «Если на карте прямо не указана продолжительность ее
эффекта, то он прекращается в конце текущего хода»)."""

from rules.engine.abilities import parse_abilities
from rules.engine.actions import Pass
from rules.engine.continuous import has_keyword
from rules.engine.coverage import FULL, assess
from rules.engine.triggers import ENGAGE_MOVED, read_trigger
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, personality, strategy, stronghold

NISHIMA = real_card("Tsuruchi Nishima", "promotional_emperor")
CAVALRY_REMINDER = (
    "(Once per turn, as an Absent Engage, move your unbowed Personality in a Cavalry unit to "
    "the battle.)"
)
RIDER = personality("Rider", force=2, keywords=("Samurai", "Cavalry"), text_plain=CAVALRY_REMINDER)
BUSHI = personality("Bushi", force=3)
GUARD = personality("Guard", force=2)
SWIFT = strategy(
    "Swift Ride",
    text="Engage: Move your target Personality at any location to the current battlefield.",
)
HASTY = strategy(
    "Hasty Ride",
    text="Battle: Move your target Personality at any location to the current battlefield.",
)


def _table() -> Table:
    return Table(
        deck(
            "First",
            stronghold(honor=5, gold=12, clans=("Mantis",)),
            dynasty=[NISHIMA, BUSHI, RIDER],
            fate=[SWIFT, HASTY],
        ),
        deck("Second", stronghold(honor=2, gold=12), dynasty=[GUARD]),
    )


def _begin(t: Table, mine, theirs) -> None:
    t.to_attack()
    t.attack(1, *((unit, 0) for unit in mine))
    t.defend(*((unit, 0) for unit in theirs))
    while t.game.waiting_for in ("infantry maneuvers", "cavalry maneuvers"):
        t.act(t.game.to_act, Pass())


def _settle(t: Table) -> None:
    while t.game.waiting_for == "reactions":
        t.act(t.game.to_act, Pass())


def test_nishima_is_read_whole() -> None:
    assert assess(NISHIMA, parse_abilities(NISHIMA)).status == FULL
    found = read_trigger(NISHIMA, NISHIMA.text_plain)
    assert found is not None and found[0].event == ENGAGE_MOVED


def test_nishima_loses_naval_after_the_cavalry_move() -> None:
    t = _table()
    nishima = t.in_play(NISHIMA.key)
    bushi = t.in_play("Bushi")
    t.in_play("Rider")
    guard = t.in_play("Guard", seat=1)
    assert has_keyword(t.state, nishima, "Naval")
    _begin(t, [bushi], [guard])
    t.act(1, Pass())
    moves = [a for a in t.legal(0) if a.startswith("cavalry ") and str(nishima.iid) in a]
    assert moves
    t.act(0, moves[0])
    _settle(t)
    assert nishima.battle == t.province(1, 0).pid
    assert not has_keyword(t.state, nishima, "Naval")


def test_nishima_loses_naval_after_an_engage_strategy_moves_him() -> None:
    t = _table()
    nishima = t.in_play(NISHIMA.key)
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    swift = t.to_hand("Swift Ride")
    _begin(t, [bushi], [guard])
    t.act(1, Pass())
    t.act(0, f"play {swift.iid} 0 pay - targets {nishima.iid}")
    _settle(t)
    assert nishima.battle == t.province(1, 0).pid
    assert not has_keyword(t.state, nishima, "Naval")


def test_nishima_keeps_naval_after_a_battle_action_moves_him() -> None:
    """Hasty Ride is a Battle action: the move is not an Engage action's."""
    t = _table()
    nishima = t.in_play(NISHIMA.key)
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    hasty = t.to_hand("Hasty Ride")
    _begin(t, [bushi], [guard])
    t.act(1, Pass())
    t.act(0, f"play {hasty.iid} 0 pay - targets {nishima.iid}")
    _settle(t)
    assert nishima.battle == t.province(1, 0).pid
    assert has_keyword(t.state, nishima, "Naval")


def test_nishima_keeps_naval_when_another_personality_rides_in() -> None:
    t = _table()
    nishima = t.in_play(NISHIMA.key)
    bushi = t.in_play("Bushi")
    rider = t.in_play("Rider")
    guard = t.in_play("Guard", seat=1)
    _begin(t, [bushi], [guard])
    t.act(1, Pass())
    t.act(0, next(a for a in t.legal(0) if a.startswith(f"cavalry {rider.iid}")))
    _settle(t)
    assert rider.battle == t.province(1, 0).pid
    assert nishima.battle is None and has_keyword(t.state, nishima, "Naval")
