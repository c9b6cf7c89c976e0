"""A Force or Chi bonus measured by a stat of the card given it or of the action's performer,
read as the effect resolves (`effects_stats.MEASURED_BONUS`), with examples from the pool:

- Give him a Force and Chi bonus equal to his own Personal Honor (Let the Spirit Move You)
- Give him a Force bonus equal to the performer's Chi (Observe the Enemy)
- Give your target performing Paragon a Force bonus equal to his own Personal Honor (A Pure
  Heart); Give your target opposed Personality a Force bonus equal to his Personal Honor
  (Strength of my Father)
- Give him a Force bonus equal to his own base Chi (Of One Instant): the printed value

Bonuses measured on a card that is neither a target nor the performer ("equal to his
Personal Honor" on the card itself) are read by `phrasings.honor`.
"""

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from rules.engine.effects_stats import MEASURED_BONUS, STATS, MeasuredBonus
from rules.engine.phrasings import phrasing
from rules.engine.state import Card, State

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


def _base(attr: str) -> Callable[[State, Card], int]:
    def value(state: State, card: Card) -> int:
        return getattr(card.defn, attr) or 0

    return value


# The printed values: "equal to his own base Chi".
STATS.setdefault("base_force", (_base("force"), "base Force"))
STATS.setdefault("base_chi", (_base("chi"), "base Chi"))
STATS.setdefault("base_ph", (_base("personal_honor"), "base Personal Honor"))

_STAT_KEYS = {"Personal Honor": "ph", "Chi": "chi", "Force": "force"}
_PERFORMER = ("the performer's", "your performer's", "the performing Personality's")


@phrasing(
    r"^Give (?P<obj>.+?) an? (?P<first>Force|Chi)(?: and (?P<both>Chi))? bonus"
    r"(?: and a (?P<second>Force|Chi) bonus)? equal to "
    r"(?P<whose>his own|her own|his|her|the performer's|your performer's|"
    r"the performing Personality's) (?P<base>base )?(?P<stat>Personal Honor|Chi|Force)$"
)
def measured_bonus(reader: "Reader", match: re.Match[str]) -> bool:
    """The bonus is measured as the effect resolves, on the card given it ("his own") or on
    the performer, whichever the text names."""
    on = reader.obj(match["obj"])
    if on is None or on < 0:
        return False
    if match["whose"] in _PERFORMER:
        if reader.performer is None:
            return False
        measured = reader.performer
    else:
        measured = on
    stat = ("base_" if match["base"] else "") + _STAT_KEYS[match["stat"]]
    for which in (match["first"], match["both"], match["second"]):
        if which:
            reader.effects.append(
                MeasuredBonus(MEASURED_BONUS, on, amount=measured, stat=stat, to=which.lower())
            )
    return True
