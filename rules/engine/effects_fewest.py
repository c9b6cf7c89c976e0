"""The player or players with the fewest cards in hand draw ("The player (or players) with
the fewest cards in his hand draws a card"): found as the effect resolves, before what the
action does next; every player tied for the fewest draws."""

from rules.engine.effects import Effect, builds
from rules.engine.events import Event
from rules.engine.state import Card, State

FEWEST_DRAW = "fewest_draw"


@builds(FEWEST_DRAW, player=True)
def _fewest_draw_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    players = [p for p in state.players if not p.eliminated]
    fewest = min(len(p.hand) for p in players)
    return [
        {"event": "draw", "seat": p.seat, "count": effect.amount, "by": seat}
        for p in players
        if len(p.hand) == fewest
    ]
