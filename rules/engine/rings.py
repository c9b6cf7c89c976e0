"""Elemental Rings («Типы карт»: «Кольца Стихий» — Card Types in Detail: Elemental Rings):
«Чтобы можно было ввести в игру карту кольца, должны быть выполнены, написанные на ней
условия. Если кольцо находится в игре, оно создает или делает доступным специальный
«стихийный» эффект.»

- "Limited: Play if you have two or fewer Rings in play. Discard your hand." (Ring of the
  Void): a Limited action from the hand that puts the Ring into play, offered only while the
  condition holds (PLAY_RING_IF, `amount` the most Rings its player may control); "Discard
  your hand" (`dynasty_events.DISCARD_HAND`) discards the cards in the player's hand.
- "You may discard this Ring from your hand to use its (Void) ability without cost.": the
  Ring's abilities named by its element ("Void Limited, :bow:: ...") are offered from the
  hand as well, as a Strategy's are: the Ring goes to the discard pile and the effect
  happens, with no Gold paid and nothing bowed (`rules.engine.cardplay`).
A Ring's other abilities are used while it is in play.
"""

import re

from rules.engine.abilities import Ability, split_header
from rules.engine.cards import RING, CardDef
from rules.engine.effects import BUILDERS, FROM_HAND, REQUIRES, Effect, builds
from rules.engine.effects_zones import PUT_INTO_PLAY
from rules.engine.events import Event
from rules.engine.state import Card, State, in_play_ids

PLAY_RING_IF = "play_ring_if"

_DISCARD_TO_USE = re.compile(
    r"^You may discard this (?:Ring|card) from your hand to use its (?:(?P<element>[A-Z]\w+) )?"
    r"abilit(?:y|ies) without cost\.?$"
)


def _discard_to_use(defn: CardDef) -> re.Match[str] | None:
    if defn.type != RING:
        return None
    # Only a line that says nothing else: a line read in part is left whole to the player.
    for line in defn.text_plain.splitlines():
        match = _DISCARD_TO_USE.match(line.strip())
        if match is not None:
            return match
    return None


def reads(line: str, defn: CardDef) -> bool:
    """Whether the line is the Ring's "discard this Ring from your hand to use its ability"
    rule (`rules.engine.coverage`)."""
    return defn.type == RING and _DISCARD_TO_USE.match(line.strip()) is not None


def _element_words(ability: Ability) -> list[str]:
    header = split_header(ability.text)
    return header[0] if header is not None else []


# By the Ring's definition's identity (kept in the entry) and the ability's number.
_FROM_HAND: dict[tuple[int, int], tuple[CardDef, bool]] = {}


def from_hand(defn: CardDef, ability: Ability, entering: frozenset[int]) -> bool:
    """Whether a Ring's ability is played from the hand: the one that puts it into play, or
    an ability its "discard this Ring ... to use its ability" rule names (asked on every
    decision with the Ring in hand)."""
    key = (id(defn), ability.index)
    found = _FROM_HAND.get(key)
    if found is None or found[0] is not defn:
        found = _FROM_HAND[key] = (defn, _from_hand(defn, ability, entering))
    return found[1]


def _from_hand(defn: CardDef, ability: Ability, entering: frozenset[int]) -> bool:
    if ability.index in entering:
        return True
    match = _discard_to_use(defn)
    if match is None:
        return False
    element = (match["element"] or defn.element or "").lower()
    return bool(element) and element in _element_words(ability)


def without_cost(defn: CardDef, ability: Ability, entering: frozenset[int]) -> bool:
    """A Ring's ability used from the hand by discarding it costs nothing."""
    return defn.type == RING and ability.index not in entering


def _rings(state: State, seat: int) -> int:
    return sum(
        1 for iid in in_play_ids(state, state.players[seat]) if state.cards[iid].defn.type == RING
    )


@builds(PLAY_RING_IF)
def _play_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    put = Effect(PUT_INTO_PLAY, effect.on)
    return BUILDERS[PUT_INTO_PLAY](state, seat, source, put, card)


FROM_HAND.add(PLAY_RING_IF)
REQUIRES[PLAY_RING_IF] = lambda state, seat, source, effect: _rings(state, seat) <= effect.amount
