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
- Give all attacking Shadowlands Personalities in Ujiaki's army +2F (Ikoma Ujiaki); Give +2F
  or +2C to all defending Personalities in Itaru's army (Asako Itaru); Target a Personality in
  Kuon's army (Hida Kuon)
"""

import dataclasses
import re
from typing import TYPE_CHECKING

from rules.engine import targets as tg
from rules.engine.compiler import MAX_TARGETS
from rules.engine.continuous import GRANTABLE
from rules.engine.effects import BONUS, PLAYER, SELF, Effect
from rules.engine.effects_choice import EITHER_PLAYER, Either
from rules.engine.effects_stats import MEASURED_BONUS, MeasuredBonus
from rules.engine.effects_units import (
    ARMY_EACH,
    BOW_FOLLOWERS,
    DESTROY_FOLLOWERS,
    IN_SOURCE_ARMY,
    STRAIGHTEN_STRONGHOLD,
    UNIT_KEYWORD,
    ArmyEach,
)
from rules.engine.phrasings import phrasing
from rules.engine.phrasings.core import STATS, stats

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


def _group(desc: str, yours: bool) -> tg.Target | None:
    """ "attacking Shadowlands Personalities", "Personality and Follower", "Undead card": the
    cards a group names, read as a target's description is."""
    words = desc.replace(" and ", " or ").split()
    words = [_SINGULAR.get(word, word) for word in words]
    return tg.parse_target(f"{'your' if yours else 'a'} target {' '.join(words)}")


_SINGULAR = {"Personalities": "Personality", "Followers": "Follower", "cards": "card"}
_ARMY = r"(?:all|each) (?P<yours>of your )?(?P<desc>.+?) in (?P<name>[A-Z][\w'-]*)'s army"


@phrasing(rf"^Give {_ARMY} (?:{STATS})$")
@phrasing(rf"^Give (?P<a>[+-]\d+[FC]) or (?P<b>[+-]\d+[FC]) to {_ARMY}$")
def army_bonus(reader: "Reader", match: re.Match[str]) -> bool:
    """A bonus to each card of the group in the army of the card, or one of two bonuses,
    which the player chooses as the effect resolves."""
    group = _group(match["desc"], bool(match["yours"]))
    if group is None or reader.obj(match["name"]) != SELF:
        return False
    if "a" not in match.groupdict():
        force, chi = stats(match)
        then = Effect(BONUS, force=force, chi=chi)
        reader.effects.append(ArmyEach(ARMY_EACH, PLAYER, group=group, then=then))
        return True
    options = []
    for amount in (match["a"], match["b"]):
        value = int(amount[:-1])
        chi = amount.endswith("C")
        then = Effect(BONUS, force=0 if chi else value, chi=value if chi else 0)
        options.append((ArmyEach(ARMY_EACH, PLAYER, group=group, then=then),))
    labels = tuple(f"give {amount} to {match['desc']}" for amount in (match["a"], match["b"]))
    reader.effects.append(Either(EITHER_PLAYER, PLAYER, options=tuple(options), labels=labels))
    return True


@phrasing(r"^Target (?P<desc>.+?) in (?P<name>[A-Z][\w'-]*)'s army$")
def target_in_army(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Target a Personality in Kuon's army": a target who must be in that army."""
    target = tg.parse_target(f"target {match['desc']}")
    if target is None or reader.obj(match["name"]) != SELF or len(reader.targets) >= MAX_TARGETS:
        return False
    condition = (IN_SOURCE_ARMY, "", 0)
    reader.targets.append(dataclasses.replace(target, conditions=(*target.conditions, condition)))
    reader.last = len(reader.targets) - 1
    return True
