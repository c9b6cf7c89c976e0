"""EACH_OTHER: `then` on every card in play an `Each` group describes except the cards of
the target's unit ("Target your unit: Move all your other units at the current battlefield
home." — Defensive Screen); the target is the effect's `on`, chosen as the action is
announced, the group as it resolves."""

from rules.engine import battlefield as bf
from rules.engine import effects, units
from rules.engine import targets as tg
from rules.engine.effects import Effect, builds
from rules.engine.effects_scripted import Each
from rules.engine.events import Event
from rules.engine.state import Card, State

EACH_OTHER = "each_other"
units.WHOLE_UNIT.add(EACH_OTHER)


@builds(EACH_OTHER)
def _each_other_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert isinstance(effect, Each) and card is not None
    kept = bf.person_of(state, card)
    in_battle = bf.current(state) is not None
    group = [
        member
        for member in tg.cards_in_play(state)
        if bf.person_of(state, member) is not kept
        and tg.qualifies(state, seat, member, effect.group, in_battle, True)
    ]
    then = effect.then
    return [
        event
        for member in group
        for event in effects.BUILDERS[then.op](state, seat, source, then, member)
    ]
