"""An effect on each Personality opposing a card (`phrasings.opposing_each`): "Give him +3F
and each Personality opposing him +2F." (Clarity of Purpose). «Фаза атаки»: a card opposes
another when both are in the current battle on opposite sides; who opposes the card is
found as the effect resolves (none when it is not in the battle)."""

from dataclasses import dataclass, field

from rules.engine import battlefield as bf
from rules.engine import effects
from rules.engine.cards import PERSONALITY
from rules.engine.effects import BONUS, Effect, builds
from rules.engine.events import Event
from rules.engine.state import Card, State

OPPOSING_EACH = "opposing_each"


@dataclass(frozen=True, slots=True)
class OpposingEach(Effect):
    """`then` on each Personality opposing the card `on` names."""

    then: Effect = field(default_factory=lambda: Effect(BONUS))


@builds(OPPOSING_EACH)
def _opposing_each_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert isinstance(effect, OpposingEach) and card is not None
    pid = bf.current(state)
    if pid is None or not bf.in_battle(state, card):
        return []
    then = effect.then
    return [
        event
        for person in bf.units_at(state, pid)
        if person.defn.type == PERSONALITY and bf.opposed(state, card, person)
        for event in effects.BUILDERS[then.op](state, seat, source, then, person)
    ]
