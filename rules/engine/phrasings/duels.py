"""Sentences of duels and of the player's own gains (with examples from the pool):

- <Gain|Lose N Honor|Draw N cards> and <another clause>: both, in that order ("Gain 2 Honor
  and draw a card", "gain 1 Honor and give the winner +1F" in a Focus Effect,
  `rules.engine.focus`; "Lose 4 Honor and give another player's target Personality -3C").
"""

import re
from typing import TYPE_CHECKING

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
