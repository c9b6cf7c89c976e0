"""The Courage keyword: "(Repeatable Interrupt: Discard a Courage card to give a Fear effect +2
or -2 strength.)"

A rule of every card with the keyword Courage in its owner's hand, printed as reminder text
on the cards themselves (the Gold rulebook predates the keyword): as a Fear is made (the
`fear_by` event, whether from the Fear keyword or from a card's action, «Ужас»), each player
in turn may discard such cards, each giving that Fear +2 or -2 strength (`AdjustFear`), as
many times as he has cards («Реакции»: the window goes round until everyone passes).
"""

from rules.engine import ops
from rules.engine.actions import AdjustFear
from rules.engine.effects_attacks import FEAR_BY
from rules.engine.errors import IllegalAction
from rules.engine.events import (
    INTERRUPT,
    PERFORMERS,
    PRECHECKS,
    Event,
    events_under_interrupt,
    responder,
)
from rules.engine.state import HAND, Card, State

KEYWORD = "Courage"
CHANGES = (2, -2)

# By the game's card table (kept in the entry): whether any of its cards is a Courage card.
_GAMES: dict[int, tuple[dict[int, Card], bool]] = {}


def in_game(state: State) -> bool:
    cards = state.cards
    found = _GAMES.get(id(cards))
    if found is None or found[0] is not cards:
        if len(_GAMES) >= 64:
            del _GAMES[next(iter(_GAMES))]
        defs = {id(card.defn): card.defn for card in cards.values()}.values()
        found = _GAMES[id(cards)] = (cards, any(defn.has_keyword(KEYWORD) for defn in defs))
    return found[1]


@responder(FEAR_BY, INTERRUPT)
def _courage_cards(state: State, event: Event, seat: int) -> list[AdjustFear]:
    if not in_game(state):
        return []
    return [
        AdjustFear(iid, change)
        for iid in state.players[seat].hand
        if state.cards[iid].defn.has_keyword(KEYWORD)
        for change in CHANGES
    ]


PRECHECKS[_courage_cards] = lambda state, key: in_game(state)


def strength(event: Event) -> int:
    """The strength the Fear will be made with, as things stand."""
    return event["base"] + event.get("bonus", 0)


def perform_adjust(state: State, seat: int, action: AdjustFear) -> str:
    card = state.cards[action.card]
    if card.zone != HAND or card.owner != seat or not card.defn.has_keyword(KEYWORD):
        raise IllegalAction("discard a Courage card from your hand")
    if action.change not in CHANGES:
        raise IllegalAction("a Courage card gives a Fear +2 or -2 strength")
    events = events_under_interrupt(state, FEAR_BY)
    if not events:
        raise IllegalAction("no Fear is being made")
    ops.take(state, card)
    ops.place_pile(state, card, ops.discard_zone(card))
    for event in events:
        event["bonus"] = event.get("bonus", 0) + action.change
    event = events[0]
    maker = state.cards[event["source"]].defn.title
    state.note(
        f"{state.players[seat].name} discards {card.defn.title} (Courage): "
        f"{maker}'s Fear is now {strength(event)}"
    )
    return card.defn.title


PERFORMERS[AdjustFear] = perform_adjust
