"""Phrasings that make a Personality in a discard pile dead (`rules.engine.dead`): "A target
Personality in a discard pile becomes honorably dead." ("Moto Ulagan").
"""

import re
from typing import TYPE_CHECKING

from rules.engine.dead import MAKE_DEAD
from rules.engine.effects import PLAYER
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(
    r"^An? target Personality in (?:a|any) discard pile becomes "
    r"(?P<how>honorabl|dishonorabl)y dead$"
)
def becomes_dead(reader: "Reader", match: re.Match[str]) -> bool:
    return reader.add(MAKE_DEAD, PLAYER, what=f"{match['how']}e")
