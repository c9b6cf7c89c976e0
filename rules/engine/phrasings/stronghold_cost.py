"""Bowing one's Stronghold as a cost (with examples from the pool):

- Bow your Stronghold and destroy this Region to destroy a target Region ("Ruins of Otosan
  Uchi"); Bow your Stronghold to <sentence>
- Bow your Stronghold and target your Personality: Straighten him ("The Efforts of the
  Clan")

The Stronghold is named, not targeted («Выбор цели»); it is bowed first, and the action is
not offered while it is bowed (`effects_stronghold_cost`).
"""

import re
from typing import TYPE_CHECKING

from rules.engine.effects import PLAYER
from rules.engine.effects_stronghold_cost import BOW_STRONGHOLD
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


def _sentence(reader: "Reader", text: str) -> bool:
    return reader.sentence(text[0].upper() + text[1:])


@phrasing(r"^Bow your Stronghold(?: and (?P<also>(?!target )[a-z][^:]+?))? to (?P<rest>.+)$")
def bow_stronghold_to(reader: "Reader", match: re.Match[str]) -> bool:
    if not reader.add(BOW_STRONGHOLD, PLAYER):
        return False
    if match["also"]:
        mark = len(reader.effects)
        # Another cost of one effect ("destroy this Region").
        if not _sentence(reader, match["also"]) or len(reader.effects) != mark + 1:
            return False
    return _sentence(reader, match["rest"])


@phrasing(r"^Bow your Stronghold and (?P<target>target [^:]+): (?P<rest>.+)$")
def bow_stronghold_and_target(reader: "Reader", match: re.Match[str]) -> bool:
    if not reader.add(BOW_STRONGHOLD, PLAYER):
        return False
    return _sentence(reader, f"{match['target']}: {match['rest']}")
