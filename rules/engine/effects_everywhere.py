"""A bonus to every card in play a description fits, wherever it is ("Give all Shadowlands
cards +1F", "Give each of your Followers +2F"): no card is targeted, and the cards are those
in play as the effect resolves («Стоимость и эффекты»: the bonus lasts the turn unless the
text says how long; a card entering play later does not get it).

In a battle the action must reach it («Правило уместности», 2: from a card in this battle,
or affecting cards in it): from elsewhere, at least one card it would give the bonus must be
at the current battlefield (a requirement checked as it is announced, `effects.REQUIRES`).
"""

from dataclasses import dataclass

from rules.engine import battlefield as bf
from rules.engine import ops
from rules.engine import targets as tg
from rules.engine.effects import BONUS, LASTING, REQUIRES, Effect, builds
from rules.engine.effects_scripted import Each
from rules.engine.events import Event
from rules.engine.state import Card, State

EVERYWHERE_BONUS = "everywhere_bonus"
LASTING.add(EVERYWHERE_BONUS)


@dataclass(frozen=True, slots=True)
class EverywhereBonus(Each):
    """`then` (a Force/Chi bonus) on every card in play `group` describes (`group.where` is
    `targets.ANYWHERE`)."""


def members(state: State, seat: int, effect: Effect) -> list[Card]:
    assert isinstance(effect, EverywhereBonus)
    return [
        member
        for member in tg.cards_in_play(state)
        if tg.qualifies(state, seat, member, effect.group, False, True)
    ]


@builds(EVERYWHERE_BONUS, player=True)
def _everywhere_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert isinstance(effect, EverywhereBonus)
    then = effect.then
    lasts = ops.lasting(effect.lasts, seat)
    return [
        {
            "event": BONUS,
            "card": member.iid,
            "force": then.force,
            "chi": then.chi,
            "count": 1,
            "by": seat,
            "lasts": lasts,
        }
        for member in members(state, seat, effect)
    ]


def _relevant(state: State, seat: int, source: Card, effect: Effect) -> bool:
    if bf.current(state) is None or (source.in_play and bf.in_battle(state, source)):
        return True
    return any(bf.in_battle(state, member) for member in members(state, seat, effect))


REQUIRES[EVERYWHERE_BONUS] = _relevant
