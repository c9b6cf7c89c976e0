"""SEPPUKU: a Personality an effect names commits seppuku («Уничтожение и сброс карт»:
«командир умирает благородным, не заставляя хозяина терять честь, и становится благородно
погибшим, независимо от статуса, который он имел до этого»): he is honorable as he dies, then
destroyed by the action."""

from rules.engine.effects import DESTROY, Effect, builds
from rules.engine.events import APPLY, Event
from rules.engine.state import Card, State

SEPPUKU = "seppuku"


@builds(SEPPUKU)
def _seppuku_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    return [
        {"event": SEPPUKU, "card": card.iid, "by": seat},
        {"event": DESTROY, "card": card.iid, "by": seat, "cause": "action"},
    ]


def _seppuku(state: State, event: Event) -> None:
    card = state.cards[event["card"]]
    if not card.in_play:
        return
    card.dishonored = False
    state.note(f"{card.defn.title} commits seppuku")


APPLY[SEPPUKU] = _seppuku
