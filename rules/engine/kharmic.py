"""Kharmic: a card that may be discarded for a new one. The keyword is not in the Gold
rulebook; its rule is the reminder text the cards print with it:

- "(Repeatable Limited, :g2:: Discard a Kharmic card to draw a card.)", "(Limited, :g2::
  Discard a Kharmic card from your hand to draw a card.)": a Fate card with Kharmic in its
  owner's hand;
- "(Repeatable Limited, :g2:: Discard a Kharmic card from your Province and refill it
  face-up.)": a Dynasty card with Kharmic face-up in one of its owner's Provinces.

Every card with the keyword has that action, printed or not: a Limited action of its owner
in his own Action phase («Акции»: «Ограниченные»), paid with 2 Gold as any other
(`rules.engine.payment`). The card it discards is the Kharmic card itself, so the action
happens once per card whether or not it says Repeatable. A Dynasty card's Province is
refilled face-up («Как только карта покидает поле провинции...», face-up as the text says).
"""

import re

from rules.engine import ops, payment
from rules.engine.actions import Kharmic
from rules.engine.cards import DYNASTY, CardDef
from rules.engine.errors import IllegalAction
from rules.engine.events import emit
from rules.engine.gold import Purchase
from rules.engine.state import HAND, PROVINCE, Card, State

COST = 2
KEYWORD = "Kharmic"
# The reminder text in its printed variants (`rules.engine.coverage`).
_REMINDER = re.compile(
    r"^\((?:Repeatable )?Limited, :g2:: Discard a Kharmic card (?:(?P<hand>from your hand )?"
    r"to draw a card|(?P<province>from your Province and refill it face-up))\.\)$"
)


def reads(line: str, defn: CardDef) -> bool:
    """Whether the line is the keyword's reminder text on a card with the keyword, for the
    deck it comes from."""
    match = _REMINDER.match(line.strip())
    if match is None or not defn.has_keyword(KEYWORD):
        return False
    return bool(match["province"]) == (defn.home_deck == DYNASTY)


# Whether a game has any Kharmic card, by its card dict (kept in the entry so that its id is
# not reused while the entry lives): asked on every decision, computed once per game.
_GAMES: dict[int, tuple[dict[int, Card], bool]] = {}


def _in_game(state: State) -> bool:
    found = _GAMES.get(id(state.cards))
    if found is None or found[0] is not state.cards:
        if len(_GAMES) >= 16:
            del _GAMES[next(iter(_GAMES))]
        has = any(card.defn.has_keyword(KEYWORD) for card in state.cards.values())
        found = _GAMES[id(state.cards)] = (state.cards, has)
    return found[1]


def _sources(state: State, seat: int) -> list[Card]:
    player = state.players[seat]
    cards = [state.cards[iid] for iid in player.hand]
    cards += [
        state.cards[province.card]
        for province in player.provinces
        if province.card is not None and state.cards[province.card].face_up
    ]
    return [card for card in cards if card.defn.has_keyword(KEYWORD)]


def offers(state: State, seat: int, pays: payment.Payments) -> list[Kharmic]:
    """The Kharmic actions of the active player in his Action phase (the caller's check)."""
    if not _in_game(state):
        return []
    out: list[Kharmic] = []
    for card in _sources(state, seat):
        pay = pays.for_cost(COST, Purchase(card.defn, True))
        if pay is not None:
            out.append(Kharmic(card.iid, pay))
    return out


def perform(state: State, seat: int, action: Kharmic) -> str:
    card = state.cards.get(action.card)
    if card is None or card.owner != seat or card not in _sources(state, seat):
        raise IllegalAction(
            f"card {action.card} is not a Kharmic card in your hand or face-up in your Province"
        )
    purchase = Purchase(card.defn, True)
    payment.check(state, seat, action.pay, COST, card.defn.title, purchase)
    payment.pay(state, seat, action.pay, COST, card.defn.title, purchase)
    player = state.players[seat]
    if card.zone == HAND:
        ops.take(state, card)
        ops.place_pile(state, card, ops.discard_zone(card))
        state.note(f"{player.name} discards {card.defn.title} (Kharmic) to draw a card")
        emit(state, "draw", seat=seat, count=1, by=seat)
        return card.defn.title
    assert card.zone == PROVINCE
    vacated = ops.take(state, card)
    ops.place_pile(state, card, ops.discard_zone(card))
    state.note(f"{player.name} discards {card.defn.title} (Kharmic) from a Province")
    if vacated is not None:
        ops.refill(state, player, vacated)
        if vacated.card is not None:
            state.cards[vacated.card].face_up = True
            state.note(f"the Province is refilled face-up: {state.cards[vacated.card].defn.title}")
    return card.defn.title
