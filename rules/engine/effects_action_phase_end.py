"""An effect that ends the Action Phase ("Limited: End the Action Phase.", The Jaws of
Defeat; `phrasings.action_phase_end`). «Фаза Действий» ends when all players pass in a row;
this ends it at once: once the action resolves, no player takes another action in it and
the turn goes on to the Attack Phase (`rounds.Round` stops a round marked so).
"""

from rules.engine import cardplay
from rules.engine.effects import Effect, builds
from rules.engine.events import APPLY, Event
from rules.engine.state import Card, State

END_ACTION_PHASE = "end_action_phase"
# The mark on the Action Phase's round frame (`rounds.Round.run`).
ENDED = "ended"


@builds(END_ACTION_PHASE, player=True)
def _events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    return [{"event": END_ACTION_PHASE, "by": seat}]


def _apply(state: State, event: Event) -> None:
    rounds = [
        frame
        for frame in state.stack
        if frame.get("step") == "round" and frame.get("kind") == cardplay.ACTION
    ]
    for frame in rounds:
        frame[ENDED] = True
    if rounds:
        state.note("The Action Phase ends")


APPLY.update({END_ACTION_PHASE: _apply})
