"""Moving to the battle (with examples from the pool):

- Move Rekai / this Personality to the current battlefield
- Move your target Personality at any location to this battlefield
- Move him to the current battlefield (a target named at home or at any location)

A Personality moves with his unit. A target to be moved here is named where the text says
("at any location", "at home"): the rule that a Battle action's targets are in the current
battle («Правило уместности») is met by moving cards into it.
"""

import re
from typing import TYPE_CHECKING

from rules.engine import targets as tg
from rules.engine.cards import PERSONALITY
from rules.engine.effects import HOST, SELF
from rules.engine.effects_scripted import TO_BATTLE, ToBattle
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(r"^Move (?P<obj>[^,]+?) to (?:the current|this) battlefield$")
def to_battle(reader: "Reader", match: re.Match[str]) -> bool:
    on = reader.obj(match["obj"])
    if on is None:
        return False
    if on not in (SELF, HOST):
        target = reader.targets[on]
        if target.where == tg.HERE or PERSONALITY not in target.kinds:
            return False
    reader.effects.append(ToBattle(TO_BATTLE, on))
    return True
