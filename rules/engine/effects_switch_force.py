"""SWITCH_FORCE: two cards' Forces switched («Бонусы и штрафы»: each is set to the other's
Force as it resolves — a "set to" value kept as the difference it made, `stats.set_delta`,
until the end of the turn): "Target your unbowed Personality and an enemy Personality with
greater Chi and lower base Personal Honor: Switch their Force." (Honor Is My Blade). The
second card is the effect's `amount` (`effects.PAIRED`)."""

from rules.engine import ops, stats
from rules.engine.effects import PAIRED, Effect, builds
from rules.engine.events import APPLY, Event
from rules.engine.state import SET, Card, State

SWITCH_FORCE = "switch_force"
PAIRED.add(SWITCH_FORCE)


@builds(SWITCH_FORCE)
def _switch_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    return [{"event": SWITCH_FORCE, "card": card.iid, "by": seat}]


def _switch(state: State, event: Event) -> None:
    card, other = state.cards[event["card"]], state.cards.get(event.get("other", -1))
    if other is None or not (card.in_play and other.in_play):
        return
    mine, theirs = stats.force(state, card), stats.force(state, other)
    for who, wanted in ((card, theirs), (other, mine)):
        delta = stats.set_delta(state, who, "force", wanted)
        if delta:
            ops.add_mod(who, SET, "force", delta, "turn")
    state.note(f"{card.defn.title} and {other.defn.title} switch their Force ({theirs} and {mine})")


APPLY[SWITCH_FORCE] = _switch
