"""A Province strength bonus for the rest of the game (`rules.engine.province_permanent`),
with examples from the pool:

- Permanently give each of your other provinces +2 strength ("Guard the House", after one
  of them is destroyed: the others are all that remain)
- Permanently give each of your provinces +2 strength ("Doji Kazo", "Willing Spirits")
- permanently give each of your remaining Provinces +2 strength ("The Mountain Keep of the
  Dragon")
"""

import re
from typing import TYPE_CHECKING

from rules.engine.effects import PLAYER
from rules.engine.phrasings import phrasing
from rules.engine.province_permanent import PERMANENT_STRENGTH

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(
    r"^[Pp]ermanently give (?:each of |all )?your (?:other |remaining )?[Pp]rovinces "
    r"(?P<n>[+-]\d+) (?:[Pp]rovince )?[Ss]trength$"
)
def permanent_strength(reader: "Reader", match: re.Match[str]) -> bool:
    return reader.add(PERMANENT_STRENGTH, PLAYER, amount=int(match["n"]))
