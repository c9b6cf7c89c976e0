"""A card's Force and Chi switched ("Switch Kiyo's Force and Chi", "Switch his Force and
Chi"): each is set to the other's value as the effect resolves, until the turn ends, as any
effect that sets a value («Бонусы и штрафы»: a value set, then the bonuses after it); a Chi
set to 0 destroys the Personality as the rules do.
"""

from rules.engine import ops, stats
from rules.engine.effects import Effect, builds
from rules.engine.events import APPLY, Event
from rules.engine.state import Card, State

SWITCH_FORCE_CHI = "switch_force_chi"


@builds(SWITCH_FORCE_CHI)
def _switch_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    return [{"event": SWITCH_FORCE_CHI, "card": card.iid, "by": seat}]


def _switch(state: State, event: Event) -> None:
    card = state.cards[event["card"]]
    if not card.in_play:
        return
    force, chi = stats.force(state, card), stats.chi(state, card)
    ops.set_stat(state, card, "force", chi)
    ops.set_stat(state, card, "chi", force)
    state.note(f"{card.defn.title}'s Force and Chi are switched ({chi}F/{force}C)")


APPLY.update({SWITCH_FORCE_CHI: _switch})
