"""A keyword given to every card of a unit (`phrasings.unit_keywords`): "Give each
Personality and Follower in a target Personality's unit Cavalry." — a unit is Cavalry or
Naval only when its Personality and all his Followers are («Кавалерийское маневрирование»),
so each of them gets it, for the turn unless a duration says otherwise."""

from rules.engine import battlefield as bf
from rules.engine.effects import BUILDERS, LASTING, Effect, builds
from rules.engine.effects_stats import GIVE_KEYWORD
from rules.engine.events import Event
from rules.engine.state import Card, State

GIVE_KEYWORD_UNIT = "give_keyword_unit"
LASTING.add(GIVE_KEYWORD_UNIT)


@builds(GIVE_KEYWORD_UNIT)
def _unit_keyword_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    person = bf.person_of(state, card)
    give = BUILDERS[GIVE_KEYWORD]
    return [
        event
        for member in (person, *bf.followers(state, person))
        for event in give(state, seat, source, effect, member)
    ]
