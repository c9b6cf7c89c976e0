"""What an action does to every Follower of a target unit («Отряд»: the Personality who
leads it and the cards attached to him; `rules.engine.units`), with examples from the pool:

- Target a unit: Bow all Followers in it (Low Morale)
- Destroy each Follower in that unit
- Target a dishonorable Personality: Destroy his Followers (Break Morale)

The Followers are those in the unit as the effect resolves (`effects_units.BOW_FOLLOWERS`).
"""

import re
from typing import TYPE_CHECKING

from rules.engine import targets as tg
from rules.engine.effects_units import BOW_FOLLOWERS, DESTROY_FOLLOWERS
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_OPS = {"bow": BOW_FOLLOWERS, "destroy": DESTROY_FOLLOWERS}


@phrasing(
    r"^(?P<verb>Bow|Destroy) (?:all|each) Followers? in (?:it|that unit|the unit|the target unit)$"
)
def unit_followers(reader: "Reader", match: re.Match[str]) -> bool:
    last = reader.last
    if last is None or last < 0 or reader.targets[last].kinds != (tg.UNIT,):
        return False
    return reader.add(_OPS[match["verb"].lower()], last)


@phrasing(r"^(?P<verb>Bow|Straighten|Destroy) (?P<his>his|her|their) Followers$")
def his_followers(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Destroy his Followers" (Break Morale): as "Destroy all his Followers"
    (`phrasings.followers`)."""
    return reader.sentence(f"{match['verb']} all {match['his']} Followers")
