"""Each player in turn destroys a card of the player to his left or right
(`effects_neighbors`), with examples from the pool: "Starting with you and proceeding in
turn order, each player chooses and destroys a Holding controlled by the player to his
right." (Hurricane), "... a Region controlled by the player to his left." (Famine),
"... each player destroys a Personality or Retainer controlled by the player to his right."
(Occult Murders)."""

import re
from typing import TYPE_CHECKING

from rules.engine.effects import PLAYER
from rules.engine.effects_neighbors import LEFT, NEIGHBOR_DESTROY, RIGHT, NeighborDestroy
from rules.engine.phrasings import phrasing
from rules.engine.phrasings.events import group

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(
    r"^Starting with you and proceeding in turn order, each player (?:chooses and )?destroys "
    r"an? (?P<what>.+?) controlled by the player to his (?P<side>left|right)$"
)
def neighbor_destroys(reader: "Reader", match: re.Match[str]) -> bool:
    found = group(match["what"])
    # "Personality or Retainer": a keyword named beside a type would be asked of both.
    if found is None or (len(found.kinds) > 1 and found.traits):
        return False
    side = LEFT if match["side"] == "left" else RIGHT
    reader.effects.append(NeighborDestroy(NEIGHBOR_DESTROY, PLAYER, what=side, group=found))
    return True
