"""An optional first step and what follows it only if it was taken (with examples from the
pool):

- "You may discard a card; if you did, draw a card." (Tamori Chieko)
- "You may bow her; if you did, draw a card." (Togashi Oki)

One choice as the effect resolves (`effects_choice.Either`): take the first step and the
rest, or neither. The first is offered only when it can be done — a card to discard in
hand, the card to bow unbowed — so "if you did" holds whenever it is chosen. Only a discard
from the hand or a bow is read as the first step.
"""

import re
from typing import TYPE_CHECKING

from rules.engine.effects import BOW, PLAYER
from rules.engine.effects_choice import EITHER, EITHER_PLAYER, Either
from rules.engine.effects_scripted import CONDITIONS
from rules.engine.effects_zones import DISCARD_CHOSEN
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_UNBOWED = "if_you_did:unbowed"
CONDITIONS[_UNBOWED] = lambda state, seat, source, card: card is not None and not card.bowed


def _discard_condition(amount: int) -> str:
    name = f"if_you_did:hand:{amount}"
    if name not in CONDITIONS:
        CONDITIONS[name] = lambda state, seat, source, card: len(state.players[seat].hand) >= amount
    return name


@phrasing(r"^You may (?P<first>[^;]+); if you did, (?P<rest>.+)$")
def if_you_did(reader: "Reader", match: re.Match[str]) -> bool:
    first, rest = match["first"], match["rest"]
    mark = len(reader.effects)
    if not reader.sentence(first[0].upper() + first[1:]):
        return False
    step = reader.effects[mark:]
    if len(step) != 1 or step[0].op not in (DISCARD_CHOSEN, BOW):
        return False
    if not reader.sentence(rest[0].upper() + rest[1:]):
        return False
    added = tuple(reader.effects[mark:])
    if len(added) < 2 or any(isinstance(effect, Either) for effect in added):
        return False
    if step[0].op == DISCARD_CHOSEN:
        op, on, need = EITHER_PLAYER, PLAYER, _discard_condition(step[0].amount or 1)
    else:
        op, on, need = EITHER, step[0].on, _UNBOWED
    label = f"{first}, then {rest}"
    reader.effects[mark:] = [
        Either(op, on, options=(added, ()), labels=(label, "do not"), requires=(need, ""))
    ]
    return True
