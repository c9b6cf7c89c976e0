"""Duels, Honor and battle actions (with examples from the pool):

- <the card's name> duels him / challenges a target enemy Personality ("Iaijutsu Battle:
  Target an enemy Personality: Utagawa duels him. Destroy the duel's loser."), "He may
  refuse"; what happens to the loser and the winner: Destroy / Bow / Dishonor / Straighten
  the (duel's) loser, Move the loser home, Give the winner +2F, The winner gains 2 Honor
- His controller loses 2 Honor / gains 2 Honor (the last target's controller)
- You may take an additional Battle action / an additional action
"""

import re
from typing import TYPE_CHECKING

from rules.engine.cards import PERSONALITY
from rules.engine.effects import (
    BONUS,
    BOW,
    DESTROY,
    DISHONOR,
    HOST,
    MOVE_HOME,
    PLAYER,
    REHONOR,
    SELF,
    STRAIGHTEN,
)
from rules.engine.effects_battle import (
    CHALLENGE,
    CONTROLLER_HONOR,
    EXTRA_ACTION,
    LOSER,
    WINNER,
)
from rules.engine.phrasings import phrasing
from rules.engine.phrasings.core import STATS, stats

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_OUTCOME_OPS = {
    "Destroy": DESTROY,
    "Bow": BOW,
    "Dishonor": DISHONOR,
    "Rehonor": REHONOR,
    "Straighten": STRAIGHTEN,
}


def _challenger_ok(reader: "Reader", who: str) -> bool:
    """The card itself (a Personality) or the Personality it is attached to."""
    on = reader.obj(who)
    return on == HOST or (on == SELF and reader.defn.type == PERSONALITY)


@phrasing(
    r"^(?P<who>[A-Z][\w'-]*|This \w+) (?:duels|challenges) (?P<obj>him|her|the target|"
    r"(?:a|another player's) target .+)$"
)
def challenge(reader: "Reader", match: re.Match[str]) -> bool:
    if any(effect.op == CHALLENGE for effect in reader.effects):
        return False
    if not _challenger_ok(reader, match["who"]):
        return False
    on = reader.obj(match["obj"])
    if on is None or on < 0 or reader.targets[on].kinds != (PERSONALITY,):
        return False
    return reader.add(CHALLENGE, on)


@phrasing(r"^(?:He|She) may refuse$")
def refusable(reader: "Reader", match: re.Match[str]) -> bool:
    if not reader.effects or reader.effects[-1].op != CHALLENGE:
        return False
    last = reader.effects.pop()
    return reader.add(CHALLENGE, last.on, amount=1)


def _dueled(reader: "Reader") -> bool:
    return any(effect.op == CHALLENGE for effect in reader.effects)


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


@phrasing(r"^(?:You may )?[Tt]ake an additional (?P<battle>Battle )?action$")
def extra_action(reader: "Reader", match: re.Match[str]) -> bool:
    return reader.add(EXTRA_ACTION, PLAYER, amount=1 if match["battle"] else 0)
