"""A bonus to every card a description fits, wherever it is, with examples from the pool:

- Give all Shadowlands cards +1F. ("Ominous Portents")
- Give all Shadowlands Personalities and Followers +1F/+1C. ("Evil Portents")
- Give all your Mantis Clan Human Personalities +1F. ("Yoritomo Chimori")
- Give each of your Followers +2F. ("Toturi's Grave")

No card is targeted («Выбор цели и перенаправление»: "all"/"each" names no target), and no
place is named: every card in play the description fits as the effect resolves, at home or
at any battlefield (`effects_everywhere`). A description naming a place or a battle state
("at the current battlefield", "attacking") is `bonuses.bonus_to_each`'s.
"""

import re
from typing import TYPE_CHECKING

from rules.engine import targets as tg
from rules.engine.effects import BONUS, PLAYER, Effect
from rules.engine.effects_everywhere import EVERYWHERE_BONUS, EverywhereBonus
from rules.engine.phrasings import phrasing
from rules.engine.phrasings.core import STATS, stats

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

# Words that tie the description to a place or a battle: left to other phrasings.
_PLACED = re.compile(
    r"\b(?:at|in|here|there|attacking|defending|opposed|army|armies|unit|units|battlefield)\b",
    re.IGNORECASE,
)


@phrasing(rf"^Give (?P<each>each of |all of |all )(?P<group>.+?) (?:{STATS})$")
def bonus_everywhere(reader: "Reader", match: re.Match[str]) -> bool:
    group = match["group"]
    if "target" in group.split() or _PLACED.search(group):
        return False
    if group.startswith("your "):
        phrase = "your target " + group.removeprefix("your ")
    elif match["each"] in ("each of ", "all of "):
        # "each of your Followers" names the player's; "each of X" otherwise is unread.
        return False
    else:
        phrase = "a target " + group
    target = tg.parse_target(phrase.replace(" and ", " or "))
    if target is None or target.where != tg.HERE or target.conditions or target.states:
        return False
    force, chi = stats(match)
    if not force and not chi:
        return False
    target = tg.Target(
        side=target.side,
        kinds=target.kinds,
        traits=target.traits,
        where=tg.ANYWHERE,
        text=group,
        one_of=target.one_of,
    )
    then = Effect(BONUS, force=force, chi=chi)
    reader.effects.append(EverywhereBonus(EVERYWHERE_BONUS, PLAYER, group=target, then=then))
    return True
