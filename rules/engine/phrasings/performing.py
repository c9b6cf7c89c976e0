"""Phrasings of actions a performer carries out (`rules.engine.performing`): "Target your
performing Personality to have him challenge a target enemy Personality." — once the
performer is taken off as the cost, what is left reads "Have him challenge ...".
"""

import re
from typing import TYPE_CHECKING

from rules.engine.phrasings import phrasing
from rules.engine.phrasings.battle import _CHALLENGED, _REFUSE, _challenge

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(rf"^Have (?P<who>him|her) challenge {_CHALLENGED}{_REFUSE}$")
def have_him_challenge(reader: "Reader", match: re.Match[str]) -> bool:
    return _challenge(reader, match["who"], match["obj"], bool(match["refuse"]))
