"""The stat a duel under way compares, changed by an effect: "Both Personalities use
Personal Honor as their duel stat." (Tsutomu no Shiryo, after his Personality enters a
duel). «Дуэли»: each duelist's total is his Chi (unless a card says otherwise) plus the
Focus Values of the cards he focused; the effect sets the stat both totals count, for this
duel only (the duel's frame, `rules.engine.duel.start`). Outside a duel it does nothing.
"""

from rules.engine.effects import Effect, builds
from rules.engine.events import APPLY, Event
from rules.engine.state import Card, State

DUEL_USES = "duel_uses"
STATS = {"Force": "force", "Personal Honor": "ph", "Chi": "chi"}
_NAMES = {value: key for key, value in STATS.items()}


@builds(DUEL_USES, player=True)
def _duel_uses_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    return [{"event": DUEL_USES, "stat": effect.what, "by": seat}]


def _duel_uses(state: State, event: Event) -> None:
    frame = next((f for f in reversed(state.stack) if f.get("step") == "duel"), None)
    if frame is None:
        return
    frame["stat"] = event["stat"]
    state.note(f"both duelists use {_NAMES[event['stat']]} as their duel stat")


APPLY[DUEL_USES] = _duel_uses
