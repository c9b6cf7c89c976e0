"""Phrasings of what a player does as his turn ends (`rules.engine.end_draws`): "you may
draw a card when this turn ends" ("Ashigaru Spearmen"), "you may draw an additional card
when this turn ends" ("Ashigaru Archers") — the draw is his to take or not at the end of
the turn («Конец хода» — End of the Turn), not now.
"""

import re
from typing import TYPE_CHECKING

from rules.engine.effects import PLAYER
from rules.engine.end_draws import END_DRAW
from rules.engine.phrasings import number, phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(
    r"^[Yy]ou may draw (?:(?P<n>a|one|two) |an additional |an extra )cards? "
    r"when (?:this|your) turn ends$"
)
def draw_when_the_turn_ends(reader: "Reader", match: re.Match[str]) -> bool:
    return reader.add(END_DRAW, PLAYER, amount=number(match["n"] or "a"))
