"""Phrasings of Personalities' actions on a unit, a Personality's Followers and a bonus
measured by the card itself (with examples from the pool):

- Give Cavalry to all cards in a target Personality's unit (Horiuchi Shem-Zhe); Give Naval to
  him and each Follower in his unit (Ishada); Give Naval to your target Personality and all
  Followers in his unit (City of Lightning); Give a target Personality and each of his
  Followers Cavalry (Fudoist Temple)
- Destroy all Followers in his unit (Kitsune Gohei); Bow all Followers in his unit with Force
  less than Osaku's Chi (Kuni Osaku); ... with Force less than or equal to Kazaq's Force
- Give a target Follower a Force bonus equal to Hitoshi's Force (Hida Hitoshi); Give a target
  enemy Personality a Force penalty equal to Akagi's Force (Bayushi Akagi)
- Straighten your Stronghold (Daidoji Hachi, Day and Night)
"""

import re
from typing import TYPE_CHECKING

from rules.engine.continuous import GRANTABLE
from rules.engine.effects import PLAYER, SELF
from rules.engine.effects_stats import MEASURED_BONUS, MeasuredBonus
from rules.engine.effects_units import (
    BOW_FOLLOWERS,
    DESTROY_FOLLOWERS,
    STRAIGHTEN_STRONGHOLD,
    UNIT_KEYWORD,
)
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_KEYWORD = r"(?P<kw>[A-Z][\w ]*?)"
_FOLLOWERS_OF = r"(?:each|all) Followers? in (?:his|her|its) unit"


def _keyword(reader: "Reader", phrase: str, keyword: str, followers_only: bool = False) -> bool:
    if keyword not in GRANTABLE:
        return False
    amount = 1 if followers_only else 0
    return reader.add(UNIT_KEYWORD, reader.obj(phrase), what=keyword, amount=amount)


@phrasing(rf"^Give {_KEYWORD} to all cards in (?P<obj>.+?)(?:'s|s') unit$")
@phrasing(rf"^Give {_KEYWORD} to (?P<obj>.+?) and {_FOLLOWERS_OF}$")
@phrasing(rf"^Give (?P<obj>.+?) and each of (?:his|her|its) Followers {_KEYWORD}$")
def unit_keyword(reader: "Reader", match: re.Match[str]) -> bool:
    """Every Personality and Follower of the unit gets the keyword for the turn."""
    return _keyword(reader, match["obj"], match["kw"])


_COMPARE = {"less than": "lt", "lower than": "lt", "less than or equal to": "le"}


@phrasing(
    r"^(?P<verb>Bow|Destroy) all Followers in (?:his|her|its) unit(?: with Force "
    r"(?P<cmp>less than or equal to|less than|lower than) (?P<who>[A-Z][\w'-]*)'s "
    r"(?P<stat>Force|Chi))?$"
)
def followers(reader: "Reader", match: re.Match[str]) -> bool:
    """The Followers of the last target's unit, or those weaker than this card."""
    what = ""
    if match["who"]:
        if reader.obj(match["who"]) != SELF:
            return False
        what = f"{_COMPARE[match['cmp']]}:{match['stat'].lower()}"
    op = BOW_FOLLOWERS if match["verb"] == "Bow" else DESTROY_FOLLOWERS
    return reader.add(op, reader.last, what=what)


_MEASURES = {"Personal Honor": "ph", "Chi": "chi", "Force": "force"}


@phrasing(
    r"^Give (?P<obj>.+?) an? (?P<to>Force|Chi) (?P<kind>bonus|penalty) equal to "
    r"(?P<who>[A-Z][\w'-]*|this Personality)'s (?P<stat>Personal Honor|Chi|Force)$"
)
def measured_by_self(reader: "Reader", match: re.Match[str]) -> bool:
    """The card's own stat, measured as the effect resolves (`effects_stats.MeasuredBonus`)."""
    on = reader.obj(match["obj"])
    if on is None or on == SELF or reader.obj(match["who"]) != SELF:
        return False
    sign = 1 if match["kind"] == "bonus" else -1
    bonus = MeasuredBonus(
        MEASURED_BONUS,
        on,
        amount=SELF,
        sign=sign,
        stat=_MEASURES[match["stat"]],
        to=match["to"].lower(),
    )
    reader.effects.append(bonus)
    return True


@phrasing(r"^Straighten your Stronghold$")
def straighten_stronghold(reader: "Reader", match: re.Match[str]) -> bool:
    """No target: the acting player's Stronghold («Выбор цели»: a card named, not targeted)."""
    return reader.add(STRAIGHTEN_STRONGHOLD, PLAYER)
