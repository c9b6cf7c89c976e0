"""An effect on each Follower of a Personality, found as it resolves ("Give him and each of
his Followers +1F", "Straighten all his Followers", "Give +2F to each of his non-created
Followers"): the Followers are not targeted, so what targeting forbids does not keep one
out («Цели»); a created Follower is left out when the text says "non-created"."""

from dataclasses import dataclass, field

from rules.engine import battlefield as bf
from rules.engine import effects
from rules.engine.cards import FOLLOWER
from rules.engine.created import PREFIX
from rules.engine.effects import BONUS, Effect, builds
from rules.engine.events import Event
from rules.engine.state import Card, State

EACH_FOLLOWER = "each_follower"


@dataclass(frozen=True, slots=True)
class EachFollower(Effect):
    """`then` on each Follower of the Personality `on` names (of his unit, when `on` is a
    Follower); `created` False leaves out created Followers."""

    then: Effect = field(default_factory=lambda: Effect(BONUS))
    created: bool = True


@builds(EACH_FOLLOWER)
def _each_follower_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert isinstance(effect, EachFollower) and card is not None
    person = bf.person_of(state, card)
    then = effect.then
    build = effects.BUILDERS[then.op]
    return [
        event
        for iid in person.attachments
        if (follower := state.cards[iid]).defn.type == FOLLOWER
        and (effect.created or not follower.defn.key.startswith(PREFIX))
        for event in build(state, seat, source, then, follower)
    ]
