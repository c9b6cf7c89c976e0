"""A Follower whose printed Force is a dash and whose text gives it («Бонусы и штрафы»: the
value the card says it has, before bonuses and penalties):

- "This card's Force equals this Personality's Chi." (Shiba House Guard)
- "This Follower's Force equals 1 plus this Personality's Personal Honor." (Doji House Guard)
- "Inkyo's Force equals the number of Rings in play." (Inkyo)

Read once per card definition; the value is computed as it is asked (`stats.raw`).
"""

import re

from rules.engine import battlefield as bf
from rules.engine.cards import FOLLOWER, RING, CardDef
from rules.engine.state import Card, State, in_play_ids

_EQUALS = re.compile(
    r"^(?:This card's|This Follower's|(?P<name>[A-Z][\w'-]*)'s) Force equals "
    r"(?:(?P<plus>\d+) plus )?(?:this Personality's (?P<stat>Chi|Personal Honor|Force)|"
    r"(?P<rings>the number of Rings in play))\.?$"
)
RINGS = "rings"
# By the CardDef's identity: (the CardDef, its rule: the amount added and what is counted).
_CACHE: dict[int, tuple[CardDef, tuple[int, str] | None]] = {}


def _parse(sentence: str, defn: CardDef) -> tuple[int, str] | None:
    if defn.type != FOLLOWER or defn.force is not None:
        return None
    match = _EQUALS.match(sentence.strip())
    if match is None or (match["name"] and match["name"] not in defn.title.split()):
        return None
    plus = int(match["plus"] or 0)
    return plus, RINGS if match["rings"] else match["stat"].lower()


def reads(sentence: str, defn: CardDef) -> bool:
    return _parse(sentence, defn) is not None


def _rule(defn: CardDef) -> tuple[int, str] | None:
    found = _CACHE.get(id(defn))
    if found is None or found[0] is not defn:
        rule = None
        for sentence in re.split(r"(?<=\.)\s+", defn.text_plain.replace("\n", " ")):
            rule = rule or _parse(sentence, defn)
        found = _CACHE[id(defn)] = (defn, rule)
    return found[1]


def base_force(state: State, card: Card) -> int:
    """The Force the card's text gives it (0 without such a text, or off its Personality)."""
    rule = _rule(card.defn)
    if rule is None:
        return 0
    plus, what = rule
    if what == RINGS:
        cards = state.cards
        rings = sum(
            cards[iid].defn.type == RING
            for player in state.players
            for iid in in_play_ids(state, player)
        )
        return plus + rings
    if card.host is None:
        return 0
    from rules.engine import stats

    person = bf.person_of(state, card)
    if what == "chi":
        return plus + stats.chi(state, person)
    if what == "force":
        return plus + stats.force(state, person)
    return plus + stats.personal_honor(state, person)
