"""Printed variants of sentences other phrasings read, re-read in their usual wording:

- Lose 2 honor (Persuasion), His controller loses 2 honor (Onnotangu's Memory): "Honor" as
  a lowercase word after an amount
- Take two additional Battle actions after this one (Mushin): the additional actions come
  right after the one that gives them, as every additional action does
- Give -1F to each Personality without Followers at the current battlefield (Those Who
  Stand Alone): "Give each ... -1F" (a Terrain's are read by `phrasings.terrains`)
"""

import re
from typing import TYPE_CHECKING

from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(r"^(?P<head>.*\b\d+) honor\b(?P<tail>.*)$")
def lowercase_honor(reader: "Reader", match: re.Match[str]) -> bool:
    return reader.sentence(f"{match['head']} Honor{match['tail']}")


@phrasing(r"^(?P<rest>.+ additional Battle actions?) after this one$")
def after_this_one(reader: "Reader", match: re.Match[str]) -> bool:
    return reader.sentence(match["rest"])


@phrasing(r"^Give (?P<bonus>[+-]\d+F(?:/[+-]\d+C)?) to (?P<each>all|each) (?P<group>.+)$")
def bonus_to_each(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Give -1F to each Personality without Followers at the current battlefield" (Those
    Who Stand Alone): "Give each ... -1F"."""
    if reader.defn.has_keyword("Terrain"):
        return False
    return reader.sentence(f"Give {match['each']} {match['group']} {match['bonus']}")
