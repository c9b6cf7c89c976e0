"""What each other player does (`phrasings.other_players`): "Each other player loses 2 Honor."
(Celestial Sword of the Scorpion, Extending Influence): each player but the acting one, from
the one on his left clockwise (`phases.clockwise`), as `dynasty_events.EACH_PLAYER` does
for every player."""

from rules.engine.dynasty_events import EachPlayer
from rules.engine.effects import BUILDERS, Effect, builds
from rules.engine.events import Event
from rules.engine.state import Card, State

EACH_OTHER_PLAYER = "each_other_player"


@builds(EACH_OTHER_PLAYER, player=True)
def _each_other_player_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert isinstance(effect, EachPlayer)
    from rules.engine.phases import clockwise

    then = effect.then
    return [
        event
        for other in clockwise(state, seat, include_first=False)
        for event in BUILDERS[then.op](state, other, source, then, None)
    ]
