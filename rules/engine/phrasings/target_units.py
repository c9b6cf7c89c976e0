"""Phrasings about a target unit (`rules.engine.units`), with examples from the pool:

- Target your unit in your home: Straighten it and move it to the current battlefield
  (Tireless Assault)
"""

import re
from typing import TYPE_CHECKING

from rules.engine import targets as tg
from rules.engine.effects_scripted import TO_BATTLE, ToBattle
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(r"^Move (?:it|the unit) to (?:the current|this) battlefield$")
def unit_to_battle(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Target your unit in your home: ... move it to the current battlefield": a unit named
    where it is (at home), as `phrasings.movement` reads a Personality."""
    on = reader.last
    if on is None or on < 0 or reader.targets[on].kinds != (tg.UNIT,):
        return False
    if reader.targets[on].where == tg.HERE:
        return False
    reader.effects.append(ToBattle(TO_BATTLE, on))
    return True
