"""A Personality's attachment that lets Followers join him whatever their Honor Requirement
(«Солдаты, предметы, заклинания и предки»: a Follower attaches only to a Personality whose
Personal Honor meets its Honor Requirement): "Ignore Honor Requirements of non-Unique
Followers attaching to this Personality." (Kanbe no Shiryo, an Ancestor)."""

import re

from rules.engine.cards import ANCESTOR, FOLLOWER, CardDef
from rules.engine.state import Card, State

_IGNORE = re.compile(
    r"^Ignore Honor Requirements of (?P<plain>non-Unique )?Followers attaching to this "
    r"Personality\.?$"
)


def reads(sentence: str, defn: CardDef) -> bool:
    return defn.type == ANCESTOR and _IGNORE.match(sentence) is not None


def ignored(state: State, person: Card, defn: CardDef) -> bool:
    """Whether an attachment of `person` lets the Follower `defn` ignore its Honor
    Requirement."""
    if defn.type != FOLLOWER:
        return False
    for iid in person.attachments:
        attached = state.cards[iid].defn
        if attached.type != ANCESTOR or "Ignore Honor Requirements" not in attached.text_plain:
            continue
        for line in attached.text_plain.splitlines():
            match = _IGNORE.match(line.strip())
            if match and not (match["plain"] and defn.unique):
                return True
    return False
