"""The cards of the player's army (`targets.YOUR_ARMY`: his side of the current battle, his
allies' units included), with examples from the pool:

- Give each Lion Clan Personality in your current army +1F (Ikoma Noda); Give all
  Personalities in your army +1F
- Straighten all Followers in your current army (Dissolution): read by `phrasings.events`
  with the description of the group
- Give each non-Samurai Follower in that army +1F (Ten Thousand As One): the army named
  before
"""

import re
from typing import TYPE_CHECKING

from rules.engine import targets as tg
from rules.engine.effects import BONUS, PLAYER, Effect
from rules.engine.effects_bonuses import BATTLEFIELD_BONUS, BattlefieldBonus
from rules.engine.phrasings import phrasing
from rules.engine.phrasings.core import STATS, stats

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(
    rf"^Give (?:each of |all of |each |all )(?P<group>.+? in your (?:current )?army) (?:{STATS})$"
)
def bonus_to_army(reader: "Reader", match: re.Match[str]) -> bool:
    group = match["group"]
    if "target" in group.split():
        return False
    target = tg.parse_target("a target " + group.replace(" and ", " or "))
    if target is None or target.side != tg.YOUR_ARMY:
        return False
    force, chi = stats(match)
    then = Effect(BONUS, force=force, chi=chi)
    reader.effects.append(BattlefieldBonus(BATTLEFIELD_BONUS, PLAYER, group=target, then=then))
    return True


@phrasing(r"^(?P<head>.+?) in that army(?P<tail>.*)$")
def that_army(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Give each non-Samurai Follower in that army +1F" after a sentence about the cards
    of the player's army (Ten Thousand As One): the same army."""
    named = (getattr(effect, "group", None) for effect in reader.effects)
    if not any(group is not None and group.side == tg.YOUR_ARMY for group in named):
        return False
    return reader.sentence(f"{match['head']} in your army{match['tail']}")
