"""Cards of the player's Provinces to the bottom of his deck, and his Provinces turned face
up (`effects_province_cycle`):

- Put one or more face-up cards in your Provinces at the bottom of your deck (and refill
  the Provinces) — House of Exotic Goods
- Turn all cards in your Provinces face-up — House of Exotic Goods, Essence of Air
"""

import re
from typing import TYPE_CHECKING

from rules.engine.effects import PLAYER
from rules.engine.effects_province_cycle import (
    BOTTOM_CHOSEN,
    FACE_UP_ALL,
    BottomChosen,
)
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(
    r"^Put one or more face-up cards in your Provinces at the bottom of your deck"
    r"(?P<refill> \(and refill the Provinces\))?$"
)
def bottom_chosen(reader: "Reader", match: re.Match[str]) -> bool:
    # Refilled face down, so a refilled card is not chosen again (as a face-up one).
    reader.effects.append(BottomChosen(BOTTOM_CHOSEN, PLAYER, face_up_only=True))
    return True


@phrasing(r"^Turn all cards in your [Pp]rovinces face-up$")
def face_up_all(reader: "Reader", match: re.Match[str]) -> bool:
    return reader.add(FACE_UP_ALL, PLAYER)
