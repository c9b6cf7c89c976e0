"""A bonus to every Personality and Follower of a trait at the battlefield, the trait
qualifying both kinds ("Human Personalities and Followers"), none targeted
(`effects_bonuses.BattlefieldBonus`), with an example from the pool:

- Give each of your Human Personalities and Followers at the current battlefield +1F, and
  give each Nonhuman Personality and Follower there -1F ("Heart of Rokugan")
"""

import re
from typing import TYPE_CHECKING

from rules.engine import targets as tg
from rules.engine.cards import FOLLOWER, PERSONALITY
from rules.engine.effects import BONUS, PLAYER, Effect
from rules.engine.effects_bonuses import BATTLEFIELD_BONUS, BattlefieldBonus
from rules.engine.phrasings import phrasing
from rules.engine.phrasings.core import STATS, stats

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_GROUP = r"(?P<trait{n}>[A-Z][\w'-]*) (?:Personalities and Followers|Personality and Follower)"
_SECOND_STATS = STATS.replace("(?P<", "(?P<s2_")


def _bonus(reader: "Reader", side: str, trait: str, force: int, chi: int) -> None:
    group = tg.Target(side=side, kinds=(PERSONALITY, FOLLOWER), traits=(trait,))
    then = Effect(BONUS, force=force, chi=chi)
    reader.effects.append(BattlefieldBonus(BATTLEFIELD_BONUS, PLAYER, group=group, then=then))


@phrasing(
    rf"^Give each (?P<yours>of your )?{_GROUP.format(n=1)} at (?:this|the current) "
    rf"battlefield (?:{STATS})(?:, and give each (?P<yours2>of your )?{_GROUP.format(n=2)} "
    rf"there (?:{_SECOND_STATS}))?$"
)
def trait_group_bonus(reader: "Reader", match: re.Match[str]) -> bool:
    force, chi = stats(match)
    _bonus(reader, tg.YOURS if match["yours"] else tg.ANY, match["trait1"], force, chi)
    if match["trait2"]:
        force2 = int(match["s2_force"] or 0)
        chi2 = int(match["s2_chi"] or match["s2_chi_only"] or 0)
        _bonus(reader, tg.YOURS if match["yours2"] else tg.ANY, match["trait2"], force2, chi2)
    return True
