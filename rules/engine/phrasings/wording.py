"""Printed variants of sentences other phrasings read, re-read in their usual wording:

- Lose 2 honor (Persuasion), His controller loses 2 honor (Onnotangu's Memory): "Honor" as
  a lowercase word after an amount
- Take two additional Battle actions after this one (Mushin): the additional actions come
  right after the one that gives them, as every additional action does
- Give -1F to each Personality without Followers at the current battlefield (Those Who
  Stand Alone): "Give each ... -1F" (a Terrain's are read by `phrasings.terrains`)
- Straighten it and move it to the current battlefield (Tireless Assault): two sentences
- Give all Personalities in your army +1F, or +2F if you are a Lion Clan player (Glory in
  Death): the first unless the condition holds, the second if it does
- Bow his unit as it moves (Needed at the Wall): "as he moves"
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


@phrasing(r"^(?P<first>[A-Z][a-z]+ (?:him|her|it|them)) and (?P<second>[a-z][^,;]+)$")
def two_verbs(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Straighten it and move it to the current battlefield" (Tireless Assault): two
    sentences, in order."""
    second = match["second"]
    return reader.sentence(match["first"]) and reader.sentence(second[0].upper() + second[1:])


@phrasing(
    r"^Give (?P<obj>.+?) (?P<a>[+-]\d+[FC](?:/[+-]\d+C)?), or (?P<b>[+-]\d+[FC](?:/[+-]\d+C)?)"
    r" if (?P<cond>[^,]+)$"
)
def larger_if(reader: "Reader", match: re.Match[str]) -> bool:
    """A bonus, or another if a condition holds: the first unless it holds, the second if
    it does."""
    obj = match["obj"]
    if not reader.sentence(f"Give {obj} {match['a']} unless {match['cond']}"):
        return False
    again = "him" if "target" in obj.split() or obj.lower() in ("him", "her", "it") else obj
    return reader.sentence(f"Give {again} {match['b']} if {match['cond']}")


@phrasing(r"^(?P<head>(?:Bow|Straighten) (?:his unit|him)) as it moves$")
def as_it_moves(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Move home a target enemy Personality. Bow his unit as it moves." (Needed at the
    Wall): the unit that moves, as "as he moves" says."""
    return reader.sentence(f"{match['head']} as he moves")
