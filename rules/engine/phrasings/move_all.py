"""Every card a description fits moved home, none targeted (`effects_scripted.Each` over the
cards in play, as "Bow all ..." is read by `phrasings.events`), with examples from the pool:

- Move all dishonorable Personalities at the current battlefield home ("Abandoned")
- Move home all bowed Personalities at the current battlefield ("Let Them Run")
- Move all your other units at the current battlefield home ("Defensive Screen": other than
  the target named before)

A Personality moved home brings his unit («Перемещение»: a unit moves as one).
"""

import re
from typing import TYPE_CHECKING

from rules.engine.effects import MOVE_HOME, PLAYER, Effect
from rules.engine.effects_others import EACH_OTHER
from rules.engine.effects_scripted import EACH, Each
from rules.engine.phrasings import phrasing
from rules.engine.phrasings.events import group

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


def _append(reader: "Reader", effect: Effect) -> bool:
    reader.effects.append(effect)
    return True


def _move_all(reader: "Reader", phrase: str) -> bool:
    other = re.match(r"^(?:(?P<your>your)|all) other ", phrase)
    if other:
        # "your other units": not the unit of the target named before.
        if reader.last is None or reader.last < 0:
            return False
        phrase = ("your " if other["your"] else "") + phrase[other.end() :]
    found = group(phrase)
    if found is None:
        return False
    if other:
        return _append(reader, Each(EACH_OTHER, reader.last, group=found, then=Effect(MOVE_HOME)))
    reader.effects.append(Each(EACH, PLAYER, group=found, then=Effect(MOVE_HOME)))
    return True


@phrasing(r"^Move all (?P<group>.+) home$")
def move_all_home(reader: "Reader", match: re.Match[str]) -> bool:
    return _move_all(reader, match["group"])


@phrasing(r"^Move home all (?P<group>.+)$")
def move_home_all(reader: "Reader", match: re.Match[str]) -> bool:
    return _move_all(reader, match["group"])
