"""«Бесчестье» (Dishonor): a dishonored Personality who "will not be rehonored" stays
dishonored whatever would rehonor him:

- "This Personality will not be rehonored." (Tainted Bushi, on a Follower or Item: the
  Personality it is attached to)
- "Kuro will not be rehonored." (on a Personality, naming himself)

Read once per card definition; asked only as a rehonoring happens (`events._rehonor`).
"""

import re

from rules.engine.cards import ATTACHMENT_TYPES, PERSONALITY, CardDef
from rules.engine.state import Card, State

_NO_REHONOR = re.compile(r"^(?:This Personality|(?P<name>[A-Z][\w'-]*)) will not be rehonored\.?$")
SELF = "self"
HOST = "host"
# By the CardDef's identity: (the CardDef, whom its text keeps dishonored: SELF, HOST or "").
_CACHE: dict[int, tuple[CardDef, str]] = {}


def _scope(sentence: str, defn: CardDef) -> str:
    match = _NO_REHONOR.match(sentence.strip())
    if match is None:
        return ""
    if match["name"]:
        names = (defn.personality_name or defn.title).split()
        return SELF if defn.type == PERSONALITY and match["name"] in names else ""
    if defn.type in ATTACHMENT_TYPES:
        return HOST
    return SELF if defn.type == PERSONALITY else ""


def reads(sentence: str, defn: CardDef) -> bool:
    return bool(_scope(sentence, defn))


def _of(defn: CardDef) -> str:
    found = _CACHE.get(id(defn))
    if found is None or found[0] is not defn:
        scopes = [_scope(s, defn) for s in re.split(r"(?<=\.)\s+", defn.text_plain)]
        found = _CACHE[id(defn)] = (defn, next((s for s in scopes if s), ""))
    return found[1]


def blocked(state: State, card: Card) -> bool:
    """Whether `card` (a Personality) will not be rehonored."""
    if _of(card.defn) == SELF:
        return True
    return any(_of(state.cards[iid].defn) == HOST for iid in card.attachments)
