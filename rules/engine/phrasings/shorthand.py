"""Sentences printed in a shortened form, read as their full form:

- "Create a 1F Cavalry and attach it to him" (Shinjo Noriyori, Otaku Baiken): a Follower
  named by its keywords alone is a Follower ("Create a 1F Cavalry Follower ...").
- "You may straighten one of your Holdings" (Yasuki Heikichi): "You may target your
  Holding and straighten it".
- "Straighten Hataki and move him to the current battlefield": two sentences, "him" the
  card the first acts on.
"""

import re
from typing import TYPE_CHECKING

from rules.engine.effects import PLAYER
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(
    r"^Create an? (?P<force>\d+F) (?P<words>[A-Z][\w'-]*(?: • [A-Z][\w'-]*)*) ?,? and "
    r"(?P<rest>(?:attach|Equip) (?:it|them) to .+)$"
)
def follower_by_keywords(reader: "Reader", match: re.Match[str]) -> bool:
    if match["words"].split()[-1] in ("Follower", "Followers"):
        return False
    full = f"Create a {match['force']} {match['words']} Follower and {match['rest']}"
    return reader.sentence(full)


@phrasing(r"^You may (?P<verb>bow|straighten) one of your (?P<kinds>[A-Z][\w-]*(?:ies|s))$")
def may_one_of_yours(reader: "Reader", match: re.Match[str]) -> bool:
    """ "You may straighten one of your Holdings" (Yasuki Heikichi): the player may choose
    one, as an optional target ("You may target your Holding and straighten it")."""
    kinds = match["kinds"]
    noun = kinds[:-3] + "y" if kinds.endswith("ies") else kinds[:-1]
    return reader.sentence(f"You may target your {noun} and {match['verb']} it")


_VERB = r"(?:Bow|Straighten|Dishonor|Rehonor|Destroy|Move|Give)"


@phrasing(
    rf"^(?P<first>{_VERB} .+?) and (?P<second>{_VERB.lower()} (?:him|her|it)\b.*)$",
    re.IGNORECASE,
)
def and_him(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Straighten Hataki and move him to the current battlefield", "Dishonor a target
    enemy Personality and give him -2F": two sentences, "him" the card the first acts on."""
    first = match["first"]
    mark = len(reader.effects)
    if not first[0].isupper() or not reader.sentence(first):
        return False
    ons = {effect.on for effect in reader.effects[mark:]}
    if len(ons) != 1 or PLAYER in ons:
        return False
    reader.last = ons.pop()
    second = match["second"]
    return reader.sentence(second[0].upper() + second[1:])
