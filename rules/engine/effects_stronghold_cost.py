"""Bowing one's Stronghold as a cost ("Bow your Stronghold and destroy this Region to destroy
a target Region.", "Bow your Stronghold and target your Personality: Straighten him."):
«Стоимости и эффекты» — a cost is paid before the effect, and an action whose cost cannot be
paid (the Stronghold already bowed) may not be announced."""

from rules.engine.effects import BOW, REQUIRES, Effect, builds
from rules.engine.events import Event
from rules.engine.state import Card, State

BOW_STRONGHOLD = "bow_stronghold"


@builds(BOW_STRONGHOLD, player=True)
def _bow_stronghold_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    iid = state.players[seat].stronghold
    if iid is None:
        return []
    return [{"event": BOW, "card": iid, "by": seat, "say": True, "if_in_play": False}]


def _unbowed(state: State, seat: int, source: Card, effect: Effect) -> bool:
    iid = state.players[seat].stronghold
    return iid is not None and not state.cards[iid].bowed


REQUIRES[BOW_STRONGHOLD] = _unbowed
