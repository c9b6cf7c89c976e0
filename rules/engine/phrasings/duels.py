"""Sentences of duels and of the player's own gains (with examples from the pool):

- <Gain|Lose N Honor|Draw N cards> and <another clause>: both, in that order ("Gain 2 Honor
  and draw a card", "gain 1 Honor and give the winner +1F" in a Focus Effect,
  `rules.engine.focus`; "Lose 4 Honor and give another player's target Personality -3C").
- You may attach this Item (card) to <him>, ignoring costs: the card joins him with no Gold
  paid, or not, as its player chooses (Sadamune Blade's Focus Effect, after the duel).
"""

import re
from typing import TYPE_CHECKING

from rules.engine.effects import Effect
from rules.engine.effects_choice import EITHER, Either
from rules.engine.focus import ATTACH_SELF
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(
    r"^(?P<first>(?:Gain|Lose) \d+ Honor|Draw (?:a|one|two|three|\d+) cards?),? and "
    r"(?P<second>[a-z].+)$"
)
def own_gain_and(reader: "Reader", match: re.Match[str]) -> bool:
    second = match["second"]
    return reader.sentence(match["first"]) and reader.sentence(second[0].upper() + second[1:])


@phrasing(
    r"^You may attach this (?:Item|card|Weapon|Follower) to (?P<obj>.+?),? ignoring "
    r"(?:all )?(?:Gold )?costs?$"
)
def may_attach_self(reader: "Reader", match: re.Match[str]) -> bool:
    on = reader.obj(match["obj"])
    if on is None:
        return False
    title = reader.defn.title
    attach = (Effect(ATTACH_SELF, on),)
    labels = (f"attach {title}", "leave it")
    reader.effects.append(Either(EITHER, on, options=(attach, ()), labels=labels))
    return True
