"""A duel under way compares another stat, with examples from the pool:

- Both Personalities use Personal Honor as their duel stat. ("Tsutomu no Shiryo", after his
  Personality enters a duel)
- Both Personalities use their Force as their duel stat. ("Hida O-Ushi")

The pool prints it only as the effect of a Reaction to a Personality entering a duel, the
duel then under way (`duel_stats`; anywhere else the effect finds no duel and does nothing).
"""

import re
from typing import TYPE_CHECKING

from rules.engine.duel_stats import DUEL_USES, STATS
from rules.engine.effects import PLAYER
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(
    r"^Both Personalities use (?:their )?(?P<stat>Force|Personal Honor|Chi) as their duel stat$"
)
def both_use(reader: "Reader", match: re.Match[str]) -> bool:
    return reader.add(DUEL_USES, PLAYER, what=STATS[match["stat"]])
