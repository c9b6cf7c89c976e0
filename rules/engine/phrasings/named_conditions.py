"""Conditions a Personality states about himself by his name (`phrasings.conditions` reads
them as "this Personality"):

- If <Name> is <state or trait>, <sentence> / If <Name> is <...>: <sentence> ("Battle:
  Once per battle, if Takeo is opposed, draw a card.")
- If any units are opposing <Name>: <sentence> ("Yoritomo Aramasu"): he is opposed.
"""

import re
from typing import TYPE_CHECKING

from rules.engine.cards import PERSONALITY
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


def _own(reader: "Reader", name: str) -> bool:
    return reader.defn.type == PERSONALITY and name.lower() in reader.names


@phrasing(r"^If (?P<name>[A-Z][\w'-]*) is (?P<cond>[^,:]+)(?P<sep>[,:]) (?P<rest>.+)$")
def if_named_is(reader: "Reader", match: re.Match[str]) -> bool:
    if not _own(reader, match["name"]):
        return False
    return reader.sentence(f"If this Personality is {match['cond']}{match['sep']} {match['rest']}")


@phrasing(r"^If any units are opposing (?P<name>[A-Z][\w'-]*)(?P<sep>[,:]) (?P<rest>.+)$")
def if_units_opposing(reader: "Reader", match: re.Match[str]) -> bool:
    if not _own(reader, match["name"]):
        return False
    return reader.sentence(f"If this Personality is opposed{match['sep']} {match['rest']}")
