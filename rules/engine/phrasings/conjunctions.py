"""Two effects joined by "and", each a sentence of its own, carried out in the order written
(«Стоимости и Эффекты»: the effects happen as the text gives them):

- Give a target enemy Personality -2F and give this Item +2C ("Brilliant Armor")
- Give a target Follower or Personality -6F and bow it ("Control the Board")
- Give him +3F and straighten him ("Souls of Virtue")

"him" and "it" in the second name the card the first named last. Costs are not effects:
"Bow this Shugenja and destroy this Spell to ..." (bowing or destroying the card itself, or
anything before "to") is left to the readers of costs.
"""

import re
from typing import TYPE_CHECKING

from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


_COST = re.compile(r"^(?:bow|destroy) this ", re.IGNORECASE)


@phrasing(
    r"^(?P<first>(?:Give|Bow|Straighten|Destroy|Dishonor) [^:]+?) and "
    r"(?P<second>(?:give|bow|straighten|destroy|dishonor) [^:]+)$"
)
def one_and_another(reader: "Reader", match: re.Match[str]) -> bool:
    first, second = match["first"], match["second"]
    if _COST.match(first) or _COST.match(second) or " to " in f" {first} {second} ":
        return False
    return reader.sentence(first) and reader.sentence(second[0].upper() + second[1:])
