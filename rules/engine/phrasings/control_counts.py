"""A bonus equal to a count of the player's cards (`rules.engine.effects_control_count`), with
examples from the pool:

- Give a target Personality a Force and Chi bonus equal to the number of Temples you
  control ("Aid of the Fortunes")
- Give him a Force and Chi bonus equal to the number of Rings you control ("Blessing of the
  Celestial Heavens")
"""

import re
from typing import TYPE_CHECKING

from rules.engine import targets as tg
from rules.engine.effects_control_count import CONTROL_COUNT_BONUS, ControlCountBonus
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(
    r"^Give (?P<obj>.+?) a (?P<first>Force|Chi)(?: and (?P<second>Force|Chi))? bonus equal to "
    r"the number of (?P<what>.+?) you control$"
)
def bonus_per_card(reader: "Reader", match: re.Match[str]) -> bool:
    group = tg.parse_target(f"your target {match['what']}")
    if group is None or group.conditions or group.states:
        return False
    on = reader.obj(match["obj"])
    if on is None:
        return False
    stats = {match["first"], match["second"]}
    force, chi = int("Force" in stats), int("Chi" in stats)
    reader.effects.append(
        ControlCountBonus(CONTROL_COUNT_BONUS, on, force=force, chi=chi, group=group)
    )
    return True
