"""A condition on the Personality performing the action («Стоимость и эффекты»: the card
its cost bows or chooses), named "your performer" after other targets were named, with an
example from the pool:

- Bow your performing Personality and target an enemy Item: Destroy it. If your performer
  is a Ratling, straighten him and draw a card (Nezumi Technique)

"him" in the sentence is the performer; the condition is checked as the effect resolves
(`phrasings.conditions`).
"""

import re
from typing import TYPE_CHECKING

from rules.engine.phrasings import phrasing
from rules.engine.phrasings.conditions import _conditional

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(r"^If your performer is (?P<cond>[^,]+), (?P<rest>.+)$")
def if_performer(reader: "Reader", match: re.Match[str]) -> bool:
    if reader.performer is None:
        return False
    reader.last = reader.performer
    return _conditional(reader, f"he is {match['cond']}", match["rest"])
