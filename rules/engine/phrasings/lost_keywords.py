"""A keyword taken from a card for a time (`effects_duel.LOSE_KEYWORD`; the turn unless a
duration says otherwise, `phrasings.durations`):

- Permanently remove Cavalry from a target enemy card ("Tsuno Blade")
- Remove Tactician from him until the end of the battle ("Spyglass")

Only the keywords the engine asks about wherever their rule is (`continuous.GRANTABLE`).
"""

import re
from typing import TYPE_CHECKING

from rules.engine.continuous import GRANTABLE
from rules.engine.effects_duel import LOSE_KEYWORD
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_KEYWORDS = "|".join(sorted(GRANTABLE, key=len, reverse=True))


@phrasing(rf"^Remove (?:the )?(?P<keyword>{_KEYWORDS})(?: keyword)? from (?P<obj>.+)$")
def remove_keyword(reader: "Reader", match: re.Match[str]) -> bool:
    return reader.add(LOSE_KEYWORD, reader.obj(match["obj"]), what=match["keyword"])
