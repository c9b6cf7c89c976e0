"""A target player shuffles his hand into his Fate deck and draws as many cards
(`rules.engine.effects_hand_shuffle`), with an example from the pool:

- Target another player: He shuffles his hand into his Fate deck, then draws the same number
  of cards (Stolen Records)

"Target another player: <sentence>" names the player as "Target another player." does
(`phrasings.events.target_player`: another player than the one taking the action).
"""

import re
from typing import TYPE_CHECKING

from rules.engine import targets as tg
from rules.engine.effects_hand_shuffle import SHUFFLE_HAND_REDRAW
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(
    r"^(?:He|That player|The target) shuffles his hand into his Fate deck, then draws the "
    r"same number of cards$"
)
def shuffle_hand(reader: "Reader", match: re.Match[str]) -> bool:
    last = reader.last
    if last is None or last < 0 or reader.targets[last].kinds != (tg.PLAYER_KIND,):
        return False
    return reader.add(SHUFFLE_HAND_REDRAW, last)


@phrasing(r"^Target another player: (?P<rest>.+)$")
def another_player_then(reader: "Reader", match: re.Match[str]) -> bool:
    rest = match["rest"]
    return reader.sentence("Target another player") and reader.sentence(rest[0].upper() + rest[1:])
