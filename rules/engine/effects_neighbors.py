"""Each player in turn destroys a card of his neighbour's (`phrasings.neighbors`): "Starting
with you and proceeding in turn order, each player chooses and destroys a Holding controlled
by the player to his right." (Hurricane), "... a Region controlled by the player to his
left." (Famine), "... each player destroys a Personality or Retainer controlled by the player
to his right." (Occult Murders).

Turn order goes clockwise, to the left (`phases.next_seat`): the player to a player's left
is the next still in the game, the one to his right the one before. Each player, from the
acting one on, chooses one card of that neighbour's the description fits and destroys it
(the destruction is his); a player whose neighbour controls none destroys nothing. A
goldfish seat, which takes no decisions, destroys the first such card.
"""

from dataclasses import dataclass, field

from rules.engine import targets as tg
from rules.engine.effects import Effect, builds
from rules.engine.effects_choice import EITHER, told_apart
from rules.engine.events import Event
from rules.engine.state import Card, State

NEIGHBOR_DESTROY = "neighbor_destroy"
LEFT = "left"
RIGHT = "right"


@dataclass(frozen=True, slots=True)
class NeighborDestroy(Effect):
    """`group`: the cards one may destroy; `what`: LEFT or RIGHT, whose."""

    group: tg.Target = field(default_factory=tg.Target)


def _seats(state: State, first: int) -> list[int]:
    count = len(state.players)
    seats = [(first + offset) % count for offset in range(count)]
    return [seat for seat in seats if not state.players[seat].eliminated]


@builds(NEIGHBOR_DESTROY, player=True)
def _neighbor_destroy_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert isinstance(effect, NeighborDestroy)
    order = _seats(state, seat)
    if len(order) < 2:
        return []
    out: list[Event] = []
    for place, chooser in enumerate(order):
        step = 1 if effect.what == LEFT else -1
        neighbor = order[(place + step) % len(order)]
        # Not targeted: every card of the neighbour's the description fits.
        found = [
            member
            for member in tg.cards_in_play(state)
            if member.controller == neighbor
            and tg.qualifies(state, neighbor, member, effect.group, False, True, source)
        ]
        if not found:
            continue
        ways = [
            [{"event": "destroy", "card": c.iid, "by": chooser, "cause": "action"}] for c in found
        ]
        if len(ways) == 1 or state.players[chooser].goldfish:
            out.extend(ways[0])
            continue
        labels = [f"destroy {name}" for name in told_apart(state, found)]
        event = {"event": EITHER, "seat": chooser, "ways": ways, "labels": labels}
        out.append(event | {"source": source.defn.title, "by": seat})
    return out
