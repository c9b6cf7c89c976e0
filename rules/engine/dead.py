"""A Personality in a discard pile made dead («Уничтожение и сброс карт» — Destroying and
Discarding Cards: a destroyed Personality is dead, honorably or dishonorably, and kept
apart from discarded cards): "Water Limited: A target Personality in a discard pile becomes
honorably dead." ("Moto Ulagan").

Only a discard pile is open to all (`effects_zones.TAKE_TARGET`): the action may be
announced only while such a Personality is in some discard pile, and its player chooses
which as it resolves (`effects_choice` EITHER step: one option per Personality).
"""

from rules.engine.cards import PERSONALITY
from rules.engine.effects import APPLY, REQUIRES, Effect, builds
from rules.engine.effects_choice import EITHER, told_apart
from rules.engine.events import Event
from rules.engine.state import DYNASTY_DISCARD, Card, State

MAKE_DEAD = "make_dead"


def _candidates(state: State, how: str) -> list[Card]:
    """Every Personality in a discard pile not already dead that way, in seat order."""
    out = []
    for player in state.players:
        for iid in player.dynasty_discard:
            card = state.cards[iid]
            if card.defn.type == PERSONALITY and card.dead != how:
                out.append(card)
    return out


@builds(MAKE_DEAD, player=True)
def _make_dead_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    how = effect.what
    found = _candidates(state, how)
    if not found:
        return []
    # The card is out of play: "if_in_play" False (`events.applies`).
    ways = [
        [{"event": MAKE_DEAD, "card": c.iid, "how": how, "by": seat, "if_in_play": False}]
        for c in found
    ]
    labels = [f"{name} becomes {_ly(how)} dead" for name in told_apart(state, found)]
    return [
        {
            "event": EITHER,
            "seat": seat,
            "ways": ways,
            "labels": labels,
            "source": source.defn.title,
            "by": seat,
        }
    ]


def _make_dead(state: State, event: Event) -> None:
    card = state.cards[event["card"]]
    if card.defn.type != PERSONALITY or card.in_play or card.zone != DYNASTY_DISCARD:
        return
    card.dead = event["how"]
    card.destroyed = True
    state.note(f"{card.defn.title} is now {_ly(event['how'])} dead")


def _ly(how: str) -> str:
    return how.removesuffix("e") + "y"


REQUIRES[MAKE_DEAD] = lambda state, seat, source, effect: bool(_candidates(state, effect.what))
APPLY[MAKE_DEAD] = _make_dead
