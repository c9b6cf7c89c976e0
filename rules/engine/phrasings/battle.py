"""Duels, Honor and battle actions (with examples from the pool):

- <the card's name> duels him / challenges a target enemy Personality ("Iaijutsu Battle:
  Target an enemy Personality: Utagawa duels him. Destroy the duel's loser."), "He may
  refuse"; what happens to the loser and the winner: Destroy / Bow / Dishonor / Straighten
  the (duel's) loser, Move the loser home, Give the winner +2F, The winner gains 2 Honor;
  Both Personalities use their Force (Personal Honor) as their duel stat
- His controller loses 2 Honor / gains 2 Honor (the last target's controller); A target
  dishonorable Personality's controller loses 2 Honor
- two clauses joined by a semicolon, each read as a sentence
- Ranged 3 Attack (among other sentences, on a Strategy or a Spell)
- Bow and dishonor the loser / Bow and destroy a target ...; Move a target Personality home
  and bow his unit as he moves
- You may take an additional Battle action / an additional action; Take two additional
  Battle actions
- The Attacker has (You have) the first opportunity to take a Battle action or pass in this
  battle ("Sneak Attack")
"""

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from rules.engine.cards import PERSONALITY, SPELL, STRATEGY
from rules.engine.effects import (
    BONUS,
    BOW,
    BOW_UNIT,
    DESTROY,
    DISHONOR,
    HOST,
    MOVE_HOME,
    PLAYER,
    REHONOR,
    SELF,
    STRAIGHTEN,
    STRAIGHTEN_UNIT,
)
from rules.engine.effects_battle import (
    CHALLENGE,
    CHALLENGE_REFUSABLE,
    CHALLENGES,
    CONTROLLER_HONOR,
    DUEL_STAT,
    EXTRA_ACTION,
    EXTRA_BATTLE_ACTION,
    FIRST_OPPORTUNITY,
    LOSER,
    RANGED_ATTACK,
    RANGED_SHIELD,
    THE_DUEL,
    WINNER,
)
from rules.engine.phrasings import number, phrasing
from rules.engine.phrasings.core import STATS, stats
from rules.engine.targets import ANY, OTHERS, YOURS

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_OUTCOME_OPS = {
    "Destroy": DESTROY,
    "Bow": BOW,
    "Dishonor": DISHONOR,
    "Rehonor": REHONOR,
    "Straighten": STRAIGHTEN,
}


def _challenger(reader: "Reader", who: str) -> int | None:
    """Who challenges: the card itself (a Personality), the Personality it is attached to,
    or the player's own target Personality."""
    if who.startswith("Your "):
        who = "your " + who[5:]
    on = reader.obj(who)
    if on == HOST or (on == SELF and reader.defn.type == PERSONALITY):
        return on
    if on is not None and on >= 0:
        target = reader.targets[on]
        if target.side == YOURS and target.kinds == (PERSONALITY,):
            return on
    return None


def _challenge(reader: "Reader", who: str, obj: str, refusable: bool) -> bool:
    if any(effect.op in CHALLENGES for effect in reader.effects):
        return False
    challenger = _challenger(reader, who)
    if challenger is None:
        return False
    on = reader.obj(obj)
    if on is None or on < 0 or on == challenger or reader.targets[on].kinds != (PERSONALITY,):
        return False
    # «Два Ваших командира никогда не могут бросить друг другу вызов».
    if reader.targets[on].side == ANY:
        reader.targets[on] = replace(reader.targets[on], side=OTHERS)
    op = CHALLENGE_REFUSABLE if refusable else CHALLENGE
    return reader.add(op, on, amount=challenger)


_CHALLENGED = r"(?P<obj>him|her|the target|(?:a|another player's) target .+?)"
_REFUSE = r"(?P<refuse>,? who may refuse)?"


@phrasing(rf"^(?P<who>.+?) (?:duels|challenges) {_CHALLENGED}{_REFUSE}$")
def challenge(reader: "Reader", match: re.Match[str]) -> bool:
    return _challenge(reader, match["who"], match["obj"], bool(match["refuse"]))


@phrasing(rf"^Target (?P<who>your .+?) to have him challenge {_CHALLENGED}{_REFUSE}$")
def have_him_challenge(reader: "Reader", match: re.Match[str]) -> bool:
    return _challenge(reader, match["who"], match["obj"], bool(match["refuse"]))


@phrasing(r"^(?:He|She) may refuse$")
def refusable(reader: "Reader", match: re.Match[str]) -> bool:
    if not reader.effects or reader.effects[-1].op != CHALLENGE:
        return False
    last = reader.effects.pop()
    return reader.add(CHALLENGE_REFUSABLE, last.on, amount=last.amount)


def _dueled(reader: "Reader") -> bool:
    # A challenge one of the ways of a choice makes ("Another player's target Personality may
    # challenge Amiki") is a duel too.
    return reader.in_duel or any(
        effect.op in CHALLENGES
        or any(e.op in CHALLENGES for way in getattr(effect, "options", ()) for e in way)
        for effect in reader.effects
    )


@phrasing(
    r"^(?P<verb>Destroy|Bow|Dishonor|Rehonor|Straighten) the (?:duel's )?(?P<who>loser|winner)$"
)
def duelist_verb(reader: "Reader", match: re.Match[str]) -> bool:
    on = LOSER if match["who"] == "loser" else WINNER
    return _dueled(reader) and reader.add(_OUTCOME_OPS[match["verb"]], on)


@phrasing(r"^Move the (?:duel's )?(?P<who>loser|winner) home$")
def duelist_home(reader: "Reader", match: re.Match[str]) -> bool:
    on = LOSER if match["who"] == "loser" else WINNER
    return _dueled(reader) and reader.add(MOVE_HOME, on)


@phrasing(rf"^Give the (?:duel's )?(?P<who>loser|winner) (?:{STATS})$")
def duelist_bonus(reader: "Reader", match: re.Match[str]) -> bool:
    force, chi = stats(match)
    on = LOSER if match["who"] == "loser" else WINNER
    return _dueled(reader) and reader.add(BONUS, on, force=force, chi=chi)


@phrasing(r"^The (?P<who>loser|winner)(?:'s controller)? (?P<verb>gains|loses) (?P<n>\d+) Honor$")
def duelist_honor(reader: "Reader", match: re.Match[str]) -> bool:
    on = LOSER if match["who"] == "loser" else WINNER
    amount = int(match["n"]) * (1 if match["verb"] == "gains" else -1)
    return _dueled(reader) and reader.add(CONTROLLER_HONOR, on, amount=amount)


@phrasing(r"^(?:His|Her|Its|Their|The target's) controller (?P<verb>gains|loses) (?P<n>\d+) Honor$")
def controller_honor(reader: "Reader", match: re.Match[str]) -> bool:
    amount = int(match["n"]) * (1 if match["verb"] == "gains" else -1)
    return reader.last is not None and reader.add(CONTROLLER_HONOR, reader.last, amount=amount)


@phrasing(r"^(?:You may )?[Tt]ake (?:an|(?P<n>two|three)) additional (?P<battle>Battle )?actions?$")
def extra_action(reader: "Reader", match: re.Match[str]) -> bool:
    op = EXTRA_BATTLE_ACTION if match["battle"] else EXTRA_ACTION
    return reader.add(op, PLAYER, amount=number(match["n"] or "one"))


@phrasing(
    r"^(?P<who>The Attacker has|You have) the first opportunity (?:to take a Battle action or "
    r"pass in this battle|in this battle to pass or take a Battle action)$"
)
def first_opportunity(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Engage: The Attacker has the first opportunity to take a Battle action or pass in
    this battle." (Sneak Attack): the round goes on from him."""
    attacker = match["who"] == "The Attacker has"
    return reader.add(FIRST_OPPORTUNITY, PLAYER, amount=1 if attacker else 0)


# «Атака с расстояния должна иметь в качестве цели одну карту противника»: an enemy
# Follower, or an enemy Personality without Followers, in the battle.
_RANGED_TARGET = "a target enemy Follower or Personality without Followers"


@phrasing(r"^(?:[Mm]ake an? )?(?:Ranged (?P<n>\d+) Attack|:ranged: ?(?P<m>\d+))$")
def ranged(reader: "Reader", match: re.Match[str]) -> bool:
    """A Ranged Attack in a Strategy's or a Spell's effect among other sentences (a card in
    play whose whole effect it is makes it as a keyword, bowing itself)."""
    if reader.defn.type not in (STRATEGY, SPELL):
        return False
    on = reader.obj(_RANGED_TARGET)
    if on is None:
        return False
    target = reader.targets[on]
    reader.targets[on] = replace(target, conditions=(*target.conditions, RANGED_SHIELD))
    return reader.add(RANGED_ATTACK, on, amount=int(match["n"] or match["m"]))


_VERBS = "Bow|Straighten|Destroy|Dishonor|Rehonor"
_DUELIST = re.compile(r"^the (?:duel's )?(?P<who>loser|winner)$")


@phrasing(rf"^(?P<first>{_VERBS}) and (?P<second>{_VERBS.lower()}) (?P<obj>.+)$")
def two_verbs(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Bow and dishonor the loser", "Bow and destroy a target enemy Follower": both, in
    that order, to the same card."""
    duelist = _DUELIST.match(match["obj"])
    if duelist:
        if not _dueled(reader):
            return False
        on: int | None = LOSER if duelist["who"] == "loser" else WINNER
    else:
        on = reader.obj(match["obj"])
    first, second = _OUTCOME_OPS[match["first"]], _OUTCOME_OPS[match["second"].title()]
    return reader.add(first, on) and reader.add(second, on)


@phrasing(
    r"^Move (?:home (?P<a>.+?)|(?P<b>.+?) home) and (?P<verb>bow|straighten) his unit as he "
    r"moves$"
)
def move_home_and(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Move a target enemy Personality home and bow his unit as he moves"."""
    on = reader.obj(match["a"] or match["b"])
    op = BOW_UNIT if match["verb"] == "bow" else STRAIGHTEN_UNIT
    return reader.add(MOVE_HOME, on) and reader.add(op, on)


@phrasing(
    r"^(?P<obj>(?:[Aa]n?|[Yy]our|[Aa]nother player's) target .+?)'s controller "
    r"(?P<verb>gains|loses) "
    r"(?P<n>\d+) Honor$"
)
def target_controller_honor(reader: "Reader", match: re.Match[str]) -> bool:
    """ "A target dishonorable Personality's controller loses 2 Honor"."""
    amount = int(match["n"]) * (1 if match["verb"] == "gains" else -1)
    obj = match["obj"]
    return reader.add(CONTROLLER_HONOR, reader.obj(obj[0].lower() + obj[1:]), amount=amount)


@phrasing(r"^(?P<first>[^;]+); (?P<second>[^;]+)$")
def two_clauses(reader: "Reader", match: re.Match[str]) -> bool:
    """Two clauses joined by a semicolon, read in turn ("Move Sumio home; bow his unit as he
    moves")."""
    second = match["second"]
    return reader.sentence(match["first"]) and reader.sentence(second[0].upper() + second[1:])


_STAT_CODES = {"force": 1, "personal honor": 2}


@phrasing(
    r"^(?:Both Personalities use (?:their )?|In this duel, each Personality uses )"
    r"(?P<stat>Force|Personal Honor) as (?:their|his or her) duel stat$"
)
def duel_stat(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Both Personalities use their Force as their duel stat"."""
    code = _STAT_CODES[match["stat"].lower()]
    return _dueled(reader) and reader.add(DUEL_STAT, THE_DUEL, amount=code)
