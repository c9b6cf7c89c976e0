"""A condition before a performer's cost, with examples from the pool:

- If your Family Honor is 19 or lower, bow your performing target Courtier to gain 2 Honor.
  ("Meditation Chamber")
- If another player has higher Family Honor than you, bow your target performing Nonhuman
  or Spirit to gain 3 Honor. ("Duel of Serpents")
- If you control a Ring, bow your performing Monk or Shugenja: Draw 2 cards. ("Knowledge
  from Within")

«Стоимость и эффекты»: what precedes "to" (or the colon) is the cost, paid as the action is
announced; the condition before it is one the action needs to be announced, as the words
before a colon are («Способности и надписи»), and the effect happens only if it still holds
as it resolves (`if_colon`, the same reading without the cost). Only a condition about the
player (`conditions.condition_of`), and only as the action's first sentence.
"""

import re
from typing import TYPE_CHECKING

from rules.engine import performing
from rules.engine.effects import PLAYER
from rules.engine.effects_conditions import REQUIRE
from rules.engine.phrasings import phrasing
from rules.engine.phrasings.conditions import _conditional, condition_of

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(r"^If (?P<cond>[^,]+), (?P<cost>(?:bow|destroy) your .+)$")
def if_then_cost(reader: "Reader", match: re.Match[str]) -> bool:
    if reader.targets or reader.effects or reader.performer is not None:
        return False
    cond = condition_of(match["cond"])
    if cond is None:
        return False
    rest = performing.strip(reader, match["cost"])
    if rest == match["cost"] or reader.performer is None:
        return False
    return _conditional(reader, match["cond"], rest) and reader.add(REQUIRE, PLAYER, what=cond)
