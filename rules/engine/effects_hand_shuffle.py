"""A player's hand shuffled into his Fate deck and as many cards drawn again ("Target
another player: He shuffles his hand into his Fate deck, then draws the same number of
cards", Stolen Records; `phrasings.hand_shuffle`). The target is a player (his Stronghold
stands for him, `targets.PLAYER_KIND`); the number is that of the cards his hand held.
"""

from rules.engine import ops
from rules.engine.cards import FATE
from rules.engine.effects import Effect, builds
from rules.engine.events import APPLY, Event
from rules.engine.state import Card, State

SHUFFLE_HAND_REDRAW = "shuffle_hand_redraw"


@builds(SHUFFLE_HAND_REDRAW)
def _events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    return [
        {"event": SHUFFLE_HAND_REDRAW, "seat": card.controller, "by": seat, "if_in_play": False}
    ]


def _apply(state: State, event: Event) -> None:
    player = state.players[event["seat"]]
    count = len(player.hand)
    for iid in list(player.hand):
        card = state.cards[iid]
        ops.take(state, card)
        ops.place_deck(state, card, FATE, top=True)
    ops.shuffle(state, player.fate)
    drawn = sum(1 for _ in range(count) if ops.draw(state, player) is not None)
    state.note(
        f"{player.name} shuffles {count} card{'s' if count != 1 else ''} from his hand into "
        f"his Fate deck and draws {drawn}"
    )


APPLY.update({SHUFFLE_HAND_REDRAW: _apply})
