"""A Force or Chi bonus or penalty measured by a stat of the card whose ability it is (or of
the Personality it is attached to), read as the effect resolves
(`effects_stats.MEASURED_BONUS`):

- Give him a Force penalty equal to this Personality's Chi ("Footman's Yari")
- Give a target enemy Follower or Personality a Force penalty equal to Nishijo's Personal
  Honor ("Matsu Nishijo")
"""

import re
from typing import TYPE_CHECKING

from rules.engine.effects import HOST, SELF
from rules.engine.effects_stats import MEASURED_BONUS, MeasuredBonus
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_STAT_KEYS = {"Personal Honor": "ph", "Chi": "chi", "Force": "force"}


@phrasing(
    r"^Give (?P<obj>.+?) an? (?P<to>Force|Chi) (?P<kind>bonus|penalty) equal to "
    r"(?P<whose>this [\w-]+|[A-Z][\w'-]*)'s (?P<stat>Personal Honor|Chi|Force)$"
)
def measured_by_own(reader: "Reader", match: re.Match[str]) -> bool:
    whose = match["whose"]
    measured = reader.obj(whose[0].lower() + whose[1:] if whose.startswith("This") else whose)
    if measured not in (SELF, HOST):
        return False
    on = reader.obj(match["obj"])
    if on is None:
        return False
    sign = 1 if match["kind"] == "bonus" else -1
    stat, to = _STAT_KEYS[match["stat"]], match["to"].lower()
    reader.effects.append(
        MeasuredBonus(MEASURED_BONUS, on, amount=measured, sign=sign, stat=stat, to=to)
    )
    return True
