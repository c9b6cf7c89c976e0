"""A Personality who will not be challenged while a condition of his holds (Duels —
«Дуэли»: a challenge names the Personality challenged; one who "will not be challenged" is
never so named): "While Hoitsu is in an army, if he has any Followers, he will not be
challenged." (Hida Hoitsu).

Asked as the challenged Personality is chosen (`cardplay`) and as the challenge is issued
(`effects_battle`); a card without the rule answers at once (read once per card).
"""

import re

from rules.engine import battlefield as bf
from rules.engine.cards import PERSONALITY, CardDef
from rules.engine.continuous import sentences
from rules.engine.state import Card, State

_IN_ARMY_WITH_FOLLOWERS = re.compile(
    r"^While (?P<who>[A-Z][\w'-]*) is in an army, if (?:he|she) has any Followers, "
    r"(?:he|she) will not be challenged\.?$"
)


def _names(defn: CardDef) -> set[str]:
    return set(defn.title.replace(",", " ").split()) | set(defn.personality_name.split())


def reads(sentence: str, defn: CardDef) -> bool:
    match = _IN_ARMY_WITH_FOLLOWERS.match(sentence.strip())
    return defn.type == PERSONALITY and match is not None and match["who"] in _names(defn)


_CACHE: dict[int, tuple[CardDef, bool]] = {}


def _rule(defn: CardDef) -> bool:
    found = _CACHE.get(id(defn))
    if found is None or found[0] is not defn:
        found = _CACHE[id(defn)] = (defn, any(reads(s, defn) for s in sentences(defn.text_plain)))
    return found[1]


def protected(state: State, card: Card) -> bool:
    """Whether `card` may not be challenged now."""
    if not _rule(card.defn):
        return False
    in_army = (
        card.in_play
        and bf.location(state, card) is not None
        and bf.side_of(state, card.controller) is not None
    )
    return in_army and bool(bf.followers(state, card))
