"""A keyword given to a whole unit (with examples from the pool):

- Give each Personality and Follower in <a target Personality>'s unit <keyword> ("Stable
  Master": Cavalry)
- Give <keyword> to <your target Personality> and all Followers in his unit ("City of
  Lightning": Naval)
"""

import re
from typing import TYPE_CHECKING

from rules.engine.continuous import GRANTABLE
from rules.engine.effects_unit_keywords import GIVE_KEYWORD_UNIT
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_KEYWORDS = "|".join(sorted(GRANTABLE, key=len, reverse=True))


@phrasing(rf"^Give each Personality and Follower in (?P<obj>.+?)'s unit (?P<keyword>{_KEYWORDS})$")
@phrasing(
    rf"^Give (?P<keyword>{_KEYWORDS}) to (?P<obj>.+?) and all (?:of )?(?:the )?Followers in "
    r"(?:his|her) unit$"
)
def give_unit_keyword(reader: "Reader", match: re.Match[str]) -> bool:
    return reader.add(GIVE_KEYWORD_UNIT, reader.obj(match["obj"]), what=match["keyword"])
