"""The player (or players) with the fewest cards in hand draws (`rules.engine.effects_fewest`),
with an example from the pool: "The player (or players) with the fewest cards in his hand
draws a card. Draw a card." ("Kokoro")."""

import re
from typing import TYPE_CHECKING

from rules.engine.effects import PLAYER
from rules.engine.effects_fewest import FEWEST_DRAW
from rules.engine.phrasings import number, phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(
    r"^The player(?: \(or players\)| or players)? with the fewest cards in (?:his|their) "
    r"hands? draws? (?P<n>a|one|two|three|\d+) cards?$"
)
def fewest_draw(reader: "Reader", match: re.Match[str]) -> bool:
    return reader.add(FEWEST_DRAW, PLAYER, amount=number(match["n"]))
