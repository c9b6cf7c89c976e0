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
- Move a target enemy Personality with Force lower than Katsu's Chi to an adjacent battlefield
  (Katsu; the target's condition is read by `targets`)
- Give Ryukan a Force bonus equal to the Force of one of his target Followers (Kitsune Ryukan)
- Give a target Personality a Force bonus equal to twice the number of Rings you control, or
  +2F, whichever is greater (Asako Toshi); ... a Force bonus and a Chi bonus equal to the
  number of Spells attached to Maasaki, or +1F/+1C, whichever is higher (Isawa Maasaki)
- Reduce a target enemy Personality or Follower's Force to equal its printed Force (Akodo
  Tadenori)
- Move him and Uji home; bow their units as they move (Daidoji Uji)
- He may refuse; if he did, his controller loses 5 Honor (Bayushi Katai): what happens to a
  Personality who refuses the challenge (`effects_refusal`)
- Permanently give him -1C and -1PH (Goju Kyoden): two changes
"""

import dataclasses
import re
from typing import TYPE_CHECKING

from rules.engine import targets as tg
from rules.engine.cards import FOLLOWER
from rules.engine.compiler import MAX_TARGETS
from rules.engine.continuous import GRANTABLE
from rules.engine.effects import BONUS, BOW, BOW_UNIT, MOVE_HOME, PLAYER, SELF, Effect
from rules.engine.effects_battle import CHALLENGE, CHALLENGE_REFUSABLE
from rules.engine.effects_choice import EITHER_PLAYER, Either
from rules.engine.effects_refusal import REFUSER, REFUSER_SOURCE
from rules.engine.effects_stats import MEASURED_BONUS, MeasuredBonus
from rules.engine.effects_terrain import TO_ADJACENT
from rules.engine.effects_units import (
    ARMY_EACH,
    BONUS_OR_LEAST,
    BOW_FOLLOWERS,
    DESTROY_FOLLOWERS,
    IN_SOURCE_ARMY,
    REDUCE_TO_PRINTED,
    STRAIGHTEN_STRONGHOLD,
    UNIT_KEYWORD,
    ArmyEach,
    BonusOrLeast,
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


@phrasing(r"^Move (?P<obj>.+?) to an adjacent battlefield$")
def to_adjacent(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Move a target enemy Personality with Force lower than Katsu's Chi to an adjacent
    battlefield": his unit, to a battlefield beside the current one (chosen as it resolves,
    `effects_terrain.TO_ADJACENT`)."""
    return reader.add(TO_ADJACENT, reader.obj(match["obj"]))


@phrasing(
    r"^Give (?P<obj>.+?) a Force bonus equal to the Force of one of (?:his|her) target "
    r"Followers$"
)
def bonus_by_follower(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Give Ryukan a Force bonus equal to the Force of one of his target Followers": the
    target, one of the card's own Followers, is chosen as the action is announced; its Force
    is measured as the effect resolves."""
    on = reader.obj(match["obj"])
    if on != SELF or len(reader.targets) >= MAX_TARGETS:
        return False
    follower = tg.Target(
        kinds=(FOLLOWER,),
        conditions=(("unit", "same_self", 0),),
        text="one of his target Followers",
    )
    reader.targets.append(follower)
    reader.last = index = len(reader.targets) - 1
    reader.effects.append(MeasuredBonus(MEASURED_BONUS, SELF, amount=index, stat="force"))
    return True


_COUNT = re.compile(
    r"^(?P<what>[A-Z][\w-]*?)s (?:(?P<control>you control)|attached to (?P<name>[A-Z][\w'-]*))$"
)


@phrasing(
    r"^Give (?P<obj>.+?) an? (?P<first>Force|Chi) bonus(?: and an? (?P<second>Force|Chi) "
    r"bonus)? equal to (?P<twice>twice )?the number of (?P<count>.+?), or "
    r"(?P<floor>\+\d+[FC](?:/\+\d+[FC])?), whichever is (?:greater|higher)$"
)
def counted_or_least(reader: "Reader", match: re.Match[str]) -> bool:
    """A bonus counted as the effect resolves, at least the one printed after it."""
    count = _COUNT.match(match["count"])
    floors = re.findall(r"\+(\d+)([FC])", match["floor"])
    stats_given = {match["first"][0], *(match["second"] or "")[:1]}
    if count is None or {s for _, s in floors} != stats_given or len({n for n, _ in floors}) > 1:
        return False
    if count["name"] and reader.obj(count["name"]) != SELF:
        return False
    what = f"{'control' if count['control'] else 'attached'}:{count['what']}"
    bonus = BonusOrLeast(
        BONUS_OR_LEAST,
        reader.obj(match["obj"]) if match["obj"] else 0,
        force=int("F" in stats_given),
        chi=int("C" in stats_given),
        amount=int(floors[0][0]),
        what=what,
        times=2 if match["twice"] else 1,
    )
    if bonus.on is None:
        return False
    reader.effects.append(bonus)
    return True


@phrasing(r"^Target another (?P<desc>[^:]+?)(?:: (?P<rest>.+))?$")
def another_target(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Target another Personality: Give him ...": any but the card itself."""
    if match["desc"].split()[0].lower() in ("player", "player's"):
        # Another player (`phrasings.hand_shuffle.another_player_then`), not a card.
        return False
    target = tg.parse_target(f"a target {match['desc']}")
    if target is None or len(reader.targets) >= MAX_TARGETS:
        return False
    condition = ("not_self", "is", 0)
    reader.targets.append(dataclasses.replace(target, conditions=(*target.conditions, condition)))
    reader.last = len(reader.targets) - 1
    rest = match["rest"]
    return not rest or reader.sentence(rest[0].upper() + rest[1:])


@phrasing(r"^Reduce (?P<obj>.+?)'s Force to equal (?:its|his|her|their) printed Force$")
def reduce_to_printed(reader: "Reader", match: re.Match[str]) -> bool:
    return reader.add(REDUCE_TO_PRINTED, reader.obj(match["obj"]))


@phrasing(r"^Move (?P<a>him|her|it) and (?P<b>[A-Z][\w'-]*) home; bow their units as they move$")
def move_both_home(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Move him and Uji home; bow their units as they move" (Daidoji Uji): the target and
    the card itself, each unit bowed. (Read whole: "bow their units" names both units.)"""
    first, second = reader.obj(match["a"]), reader.obj(match["b"])
    if first is None or second != SELF:
        return False
    for on in (first, SELF):
        reader.add(MOVE_HOME, on)
        reader.add(BOW_UNIT, on)
    return True


@phrasing(r"^(?:He|She) may refuse; if (?:he|she) (?:does|did), (?P<rest>.+)$")
@phrasing(
    r"^His controller may (?P<rest>move him home) to have him refuse(?P<bow>; bow him as he "
    r"moves)$"
)
def refused(reader: "Reader", match: re.Match[str]) -> bool:
    """ "He may refuse; if he did, his controller loses 5 Honor": the challenge made
    refusable, and what follows waits for the refusal (`effects_refusal.REFUSER`), on him,
    on the card itself or on the player. "His controller may move him home to have him
    refuse; bow him as he moves" (Akodo Jusho): refused, he moves home bowed."""
    if not reader.effects or reader.effects[-1].op != CHALLENGE:
        return False
    last = reader.effects.pop()
    challenged = last.on
    reader.add(CHALLENGE_REFUSABLE, challenged, amount=last.amount)
    mark = len(reader.effects)
    rest = match["rest"]
    if not reader.sentence(rest[0].upper() + rest[1:]):
        return False
    if match.groupdict().get("bow"):
        reader.add(BOW, challenged)
    waiting = reader.effects[mark:]
    if not waiting or any(e.on not in (challenged, PLAYER, SELF) for e in waiting):
        return False
    reader.effects[mark:] = [
        dataclasses.replace(e, on=REFUSER_SOURCE if e.on == SELF else REFUSER) for e in waiting
    ]
    return True


@phrasing(
    r"^(?P<verb>Permanently give) (?P<obj>him|her|it|[A-Z][\w'-]*) (?P<a>[+-]\d+ ?(?:F|C|PH)) "
    r"and (?P<b>[+-]\d+ ?(?:F|C|PH))$"
)
def two_permanent_changes(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Permanently give him -1C and -1PH" (Goju Kyoden): each change as its own sentence."""
    return all(
        reader.sentence(f"{match['verb']} {match['obj']} {amount.replace(' ', '')}")
        for amount in (match["a"], match["b"])
    )
