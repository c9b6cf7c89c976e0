"""Conditions naming the card by its own name, about its army (`rules.engine.own_army`):

- If Fudai is in your current army, gain 2 Honor (Ikoma Fudai)
- If there are any unbowed enemy Personalities at Bawaru's battlefield, straighten Bawaru
  (Bawaru no Oni)

The name is the card's own (as the reader knows it), put as "this card"; the sentence is
then read as any conditional one (`rules.engine.phrasings.conditions`).
"""

import re
from typing import TYPE_CHECKING

from rules.engine.phrasings import phrasing
from rules.engine.phrasings.conditions import _conditional

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_NAME = r"(?P<name>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*)"


def _own(reader: "Reader", name: str) -> bool:
    words = {word.lower() for word in name.split()}
    return bool(words) and words <= reader.names


@phrasing(rf"^If {_NAME} is in your current army, (?P<rest>.+)$")
def in_current_army(reader: "Reader", match: re.Match[str]) -> bool:
    if not _own(reader, match["name"]):
        return False
    return _conditional(reader, "this card is in your current army", match["rest"])


@phrasing(
    rf"^If there (?P<are>are any|is an?) unbowed enemy (?P<kind>Personalit(?:y|ies)) at "
    rf"{_NAME}'s battlefield, (?P<rest>.+)$"
)
def enemy_unbowed_here(reader: "Reader", match: re.Match[str]) -> bool:
    if not _own(reader, match["name"]):
        return False
    cond = f"there {match['are']} unbowed enemy {match['kind']} at this card's battlefield"
    return _conditional(reader, cond, match["rest"])
