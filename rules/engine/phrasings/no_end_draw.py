"""The player's next End Phase without draws (`rules.engine.no_end_draw`):

- You will not draw any cards during your next End Phase (Hitomi Vedau, Hitomi Kagetora)
"""

import re
from typing import TYPE_CHECKING

from rules.engine.effects import PLAYER
from rules.engine.no_end_draw import NO_END_DRAW
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(r"^You will not draw any cards during your next End Phase$")
def no_end_draw(reader: "Reader", match: re.Match[str]) -> bool:
    return reader.add(NO_END_DRAW, PLAYER)
