"""Where units are during the attack phase, and who takes part in a battle («Фаза атаки»).

A Personality at a battlefield carries the Province id in `Card.battle`; his Followers and
other attachments are there with him. `state.attack` says who attacks whom and which
players joined which side.
"""

from rules.engine.cards import FOLLOWER, PERSONALITY
from rules.engine.state import Card, State

ATTACKER = "attacker"
DEFENDER = "defender"


def side_of(state: State, seat: int) -> str | None:
    attack = state.attack
    if attack is None:
        return None
    if seat in attack["attackers"]:
        return ATTACKER
    if seat in attack["defenders"]:
        return DEFENDER
    return None


def person_of(state: State, card: Card) -> Card:
    """The Personality whose unit a card belongs to (itself for a Personality)."""
    while card.host is not None:
        card = state.cards[card.host]
    return card


def location(state: State, card: Card) -> int | None:
    """The battlefield a card in play is at (its unit's), None at home."""
    return person_of(state, card).battle


def current(state: State) -> int | None:
    return state.attack["battle"] if state.attack is not None else None


def in_battle(state: State, card: Card) -> bool:
    pid = current(state)
    return pid is not None and card.in_play and location(state, card) == pid


def units_at(state: State, pid: int, side: str | None = None) -> list[Card]:
    """The Personalities (leading units) at battlefield `pid`, of one side or both."""
    cards = state.cards
    return [
        card
        for player in state.players
        if side is None or side_of(state, player.seat) == side
        for iid in player.home
        if (card := cards[iid]).battle == pid and card.defn.type == PERSONALITY
    ]


def has_presence(state: State, seat: int) -> bool:
    """«Правило присутствия»: at least one unit in the current battle."""
    pid = current(state)
    if pid is None:
        return False
    cards = state.cards
    for player in state.players:
        for iid in player.home:
            card = cards[iid]
            if card.battle == pid and card.controller == seat and card.defn.type == PERSONALITY:
                return True
    return False


def opposed(state: State, a: Card, b: Card) -> bool:
    """Two cards in the current battle on opposite sides."""
    side_a = side_of(state, a.controller)
    side_b = side_of(state, b.controller)
    return (
        side_a is not None
        and side_b is not None
        and side_a != side_b
        and in_battle(state, a)
        and in_battle(state, b)
    )


def unit_cards(state: State, personality: Card) -> list[Card]:
    """Everything a unit counts as cards when destroyed: the Personality, his attachments
    and the lower versions under an Experienced Personality («Подсчет результатов»)."""
    out = [personality]
    out.extend(state.cards[iid] for iid in personality.attachments)
    out.extend(state.cards[iid] for iid in personality.stack)
    return out


def followers(state: State, personality: Card) -> list[Card]:
    return [
        state.cards[iid]
        for iid in personality.attachments
        if state.cards[iid].defn.type == FOLLOWER
    ]
