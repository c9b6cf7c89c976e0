"""A condition printed before an action's costs: "If it is another player's turn, bow
Por'ee-rep and target your Gold-producing Holding: Straighten it." (Por'ee-rep), "If it is
not your turn, bow this card: Straighten your Stronghold." (Secondary Keep).

What comes before the colon must be met to take the action («Способности и надписи» —
Abilities and Traits; «Стоимость и эффекты» — Costs and Effects): the condition is one the
action needs as it is announced (`effects_conditions.REQUIRE`), checked before any cost is
paid, and the costs after it ("bow ...") are read as any others (`compiler._costs`). Only
the conditions `phrasings.conditions.condition_of` names about the player or the card
itself are read; the text is left as it is otherwise.
"""

import re
from typing import TYPE_CHECKING

from rules.engine.effects import PLAYER

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_FIRST = re.compile(r"^If (?P<cond>[^,:]+), (?P<rest>bow [^:]+: .+)$", re.DOTALL)
# Words of the same condition: in a game, a turn not yours is another player's.
_SAME = {"it is another player's turn": "it is not your turn"}


def strip(reader: "Reader", body: str) -> str:
    """`body` with a leading condition taken off (and required of the action), or as it
    is."""
    from rules.engine.effects_conditions import REQUIRE
    from rules.engine.phrasings.conditions import condition_of

    match = _FIRST.match(body)
    if match is None:
        return body
    cond = condition_of(_SAME.get(match["cond"], match["cond"]))
    if cond is None:
        return body
    reader.add(REQUIRE, PLAYER, what=cond)
    rest = match["rest"]
    return rest[0].upper() + rest[1:]
