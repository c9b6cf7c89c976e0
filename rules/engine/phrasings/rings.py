"""Elemental Rings (`rules.engine.rings`), with examples from the pool:

- Play if you have two or fewer Rings in play (Ring of the Void): the Ring enters play,
  offered only while the condition holds;
- Discard your hand.
"""

import re
from typing import TYPE_CHECKING

from rules.engine.cards import RING
from rules.engine.dynasty_events import DISCARD_HAND
from rules.engine.effects import PLAYER, SELF
from rules.engine.phrasings import number, phrasing
from rules.engine.rings import PLAY_RING_IF

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(r"^Play if you have (?P<n>\d+|one|two|three|four) or fewer Rings in play$")
def play_ring_if(reader: "Reader", match: re.Match[str]) -> bool:
    if reader.defn.type != RING:
        return False
    return reader.add(PLAY_RING_IF, SELF, amount=number(match["n"]))


@phrasing(r"^Discard your hand$")
def discard_hand(reader: "Reader", match: re.Match[str]) -> bool:
    return reader.add(DISCARD_HAND, PLAYER)
