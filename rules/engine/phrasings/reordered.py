"""Sentences printed with their words in another order than the one another phrasing reads:
"Give +2F/+2C to each Personality at this battlefield with a Weapon" (Star-Filled Steel) is
"Give each Personality at this battlefield with a Weapon +2F/+2C"; whatever reads the latter
decides whether the sentence is read.
"""

import re
from typing import TYPE_CHECKING

from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_BONUS = r"(?P<bonus>[+-]\d+F(?:/[+-]\d+C)?|[+-]\d+C)"


@phrasing(rf"^Give {_BONUS} to (?P<group>(?:each|all|every) .+)$")
def bonus_to_group(reader: "Reader", match: re.Match[str]) -> bool:
    return reader.sentence(f"Give {match['group']} {match['bonus']}")
