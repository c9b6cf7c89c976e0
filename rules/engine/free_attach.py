"""Attaching for no Gold (`gold.read_cost`; «Оплата» — paying Gold costs):

- on a Personality: "Attaches Crystal Items ignoring Gold cost." (Eshru), "Attaches The
  Obsidian Hand ignoring Gold cost." (Goju Hitomi), "Taki Equips non-Unique Weapons ignoring
  Gold cost." (Mirumoto Taki), "K'mee attaches cards with "Jingasa" in their titles ignoring
  Gold cost.": what attaches to him costs nothing (`CostChange.host`)
- on an attachment: "Attaches to Yoritomo ignoring Gold cost." (Yoritomo's Armor), "Attaches
  to a Monk ignoring Gold cost." (Tao of Shinsei): it costs nothing attaching to such a
  Personality (`CostChange.person`)

A card named by its title ("The Obsidian Hand", "Heart of Fudo") is one whose title holds
those words. Ignoring the cost is read as a reduction to 0.
"""

import re
from typing import TYPE_CHECKING

from rules.engine.cards import ATTACHMENT_TYPES, PERSONALITY, CardDef

if TYPE_CHECKING:
    from rules.engine.gold import CostChange, Kind

_FREE = re.compile(
    r"^(?:(?P<who>This Personality|[A-Z][\w'-]*(?: [A-Z][\w'-]*)?) )?(?:[Aa]ttaches|Equips) "
    r"(?P<what>.+?) ignoring (?:its |their )?[Gg]old [Cc]ost\.?$"
)
# All of a cost, whatever it is.
_ALL = 1000
# The small words a title may have ("Heart of Fudo", "Return of the Fallen Lord").
_TITLE = re.compile(r"^[A-Z][\w'-]*(?: (?:[A-Z][\w'-]*|of|the|no))*$")


def _kinds(text: str) -> "tuple[Kind, ...] | None":
    from rules.engine.gold import Kind, _singular, read_kinds

    found = read_kinds(_singular(text)) or read_kinds(text)
    if found is not None:
        return found
    if _TITLE.match(text) and " " in text:
        return (Kind((("title", text, True),)),)
    return None


def read(sentence: str, defn: CardDef) -> "CostChange | None":
    """The cost change a sentence states, or None."""
    from rules.engine.gold import Clause, CostChange, _own_name

    match = _FREE.match(sentence.strip())
    if match is None:
        return None
    who, what = match["who"], match["what"]
    if what.startswith("to "):
        if who is not None or defn.type not in ATTACHMENT_TYPES:
            return None
        person = _kinds(what[3:])
        if person is None:
            return None
        return CostChange(-_ALL, Clause((), False), own=True, person=person)
    if defn.type != PERSONALITY:
        return None
    if who not in (None, "This Personality") and not _own_name(who, defn):
        return None
    kinds = _kinds(what)
    if kinds is None:
        return None
    return CostChange(-_ALL, Clause(kinds, False), host=True)
