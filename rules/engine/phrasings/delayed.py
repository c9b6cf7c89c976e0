"""Sentences of an action's effect that happen later, once (`rules.engine.delayed`), with
examples from the pool:

- Before this phase ends, <sentence> / <sentence> before this phase ends: "Before this phase
  ends, straighten him." ("Tamori Kazushige"), "Straighten him or her before this phase
  ends." ("Izuna Sensei")
- "Before this phase ends, put this Strategy into your hand." ("Elemental Adroitness"): the
  card itself, back from the discard pile its action left it in
- At the end of the turn, <sentence> / <sentence> at the end of the turn: "Remove that
  Personality from the game at the end of the turn." ("Summon Earth Kami")

The sentence must be read whole and act on cards; what the player himself does later (gain
Honor, draw) and costs are not read here.
"""

import re
from typing import TYPE_CHECKING

from rules.engine import effects as fx
from rules.engine.compiler import PENDING
from rules.engine.delayed import DELAYED, PHASE_END, TO_HAND, TURN_END, Later
from rules.engine.effects import PLAYER, SELF, Effect
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_MOMENTS = {
    "before this phase ends": PHASE_END,
    "at the end of the turn": TURN_END,
    "at the end of this turn": TURN_END,
    # "Before the turn ends, destroy all his Followers." (Frenzy)
    "before the turn ends": TURN_END,
}
_WORDS = "|".join(_MOMENTS)


def _later(reader: "Reader", words: str, rest: str) -> bool:
    mark = len(reader.effects)
    if not reader.sentence(rest[0].upper() + rest[1:]):
        return False
    added = reader.effects[mark:]
    if not added:
        return False
    for effect in added:
        if (
            effect.op.startswith(PENDING)
            or effect.op in fx.REQUIRES
            or effect.op in fx.FROM_HAND
            or effect.op in fx.PAIRED
            or effect.op in fx.PLAYER_OPS
            or effect.on in fx.LATER
            or effect.on == PLAYER
        ):
            return False
    moment = _MOMENTS[words.lower()]
    reader.effects[mark:] = [
        Later(DELAYED, effect.on, moment=moment, then=effect) for effect in added
    ]
    return True


@phrasing(rf"^(?P<words>{_WORDS}), (?P<rest>.+)$", re.IGNORECASE)
def later_first(reader: "Reader", match: re.Match[str]) -> bool:
    return _later(reader, match["words"], match["rest"])


@phrasing(rf"^(?P<rest>.+?) (?P<words>{_WORDS})$")
def later_after(reader: "Reader", match: re.Match[str]) -> bool:
    return _later(reader, match["words"], match["rest"])


@phrasing(r"^Before this phase ends, put this (?:Strategy|card) into your hand$")
def back_to_hand(reader: "Reader", match: re.Match[str]) -> bool:
    reader.effects.append(Later(DELAYED, SELF, moment=PHASE_END, then=Effect(TO_HAND, SELF)))
    return True
