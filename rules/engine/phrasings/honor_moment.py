"""Sentences of an Interrupt to a gain or loss of Honor (`rules.engine.honor_moment`):

- Increase the gain or loss by 1 (Doji Nagori)
- If the player was not you, gain 1 Honor. If it was, lose 1 Honor. (Kakita Gosha): the
  second sentence's "it was" is the first's condition turned about.
"""

import re
from typing import TYPE_CHECKING

from rules.engine.effects import PLAYER
from rules.engine.effects_scripted import When
from rules.engine.honor_moment import HONOR_MORE, PLAYER_NOT_YOU
from rules.engine.phrasings import number, phrasing
from rules.engine.phrasings.conditions import _conditional

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(r"^Increase the gain or loss by (?P<n>\d+|one|two|three)$")
def increase(reader: "Reader", match: re.Match[str]) -> bool:
    return reader.add(HONOR_MORE, PLAYER, amount=number(match["n"]))


@phrasing(r"^If it was, (?P<rest>.+)$")
def it_was(reader: "Reader", match: re.Match[str]) -> bool:
    """ "If it was" after "If the player was not you, ...": the player was you."""
    last = reader.effects[-1] if reader.effects else None
    if not isinstance(last, When) or last.cond != PLAYER_NOT_YOU:
        return False
    return _conditional(reader, "the player was you", match["rest"])
