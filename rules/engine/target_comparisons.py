"""Targets described by a relation the other target modules do not read
(`targets.parse_target`, «Выбор цели»):

- "with Force equal to this Shugenja's Force" (Perfect Attunement, Perfect Alignment): the
  target's stat equal to a stat of the Personality the card is attached to (a Spell's
  Shugenja), or of the card itself ("this Personality's" on a Personality)
- "with greater printed Force than its Personality" (Restless Zokujin): a Follower whose
  printed Force is above its Personality's printed Force
- "with lower Force than this Shugenja", "with equal or lower Chi than this Shugenja",
  "with Force equal to or less than this Shugenja's Chi": compared with the Spell's
  Shugenja
- "without unbowed Followers attached" (Stifling Wind), "without unbowed Followers" (The
  Bronze Gong of the Hantei): no Follower attached to the card is unbowed (a Follower, which
  carries none, meets it)

Each is registered once in `targets.CONDITIONS` (of the target alone) or
`targets.SOURCE_CONDITIONS` (with the card whose ability it is).
"""

import re
from collections.abc import Callable

from rules.engine import stats
from rules.engine import targets as tg
from rules.engine.cards import ATTACHMENT_TYPES, FOLLOWER
from rules.engine.state import Card, State

NO_UNBOWED_FOLLOWERS = "no_unbowed_followers"
PRINTED_FORCE_ABOVE_PERSONALITY = "printed_force_above_personality"

_STAT = r"(?P<{}>Force|Chi|Personal Honor)"
_EQUAL = re.compile(
    rf"^with {_STAT.format('stat')} equal to this "
    rf"(?P<whose>Shugenja|Personality|Courtier|Samurai|card)'s {_STAT.format('other')}$"
)
# "with lower Force than this Shugenja" (Akashic Purification), "with equal or lower Chi
# than this Shugenja" (Thundering Waves), "with Force equal to or less than this Shugenja's
# Chi" (Among the Clouds): the Personality a Spell is attached to.
_THAN = re.compile(
    r"^with (?:an? )?(?P<rel>lower|less|fewer|higher|greater|more|equal or lower|equal or less|"
    rf"equal or higher|equal or greater) {_STAT.format('stat')} than this "
    r"(?P<whose>Shugenja|Courtier|Samurai)$"
    rf"|^with {_STAT.format('stat2')} (?P<rel2>equal to or (?:less|lower)|equal to or "
    r"(?:greater|higher)|less|lower|greater|higher) than this "
    rf"(?P<whose2>Shugenja|Courtier|Samurai)'s {_STAT.format('other')}$"
)
_COMPARE: dict[str, Callable[[int, int], bool]] = {
    "<": lambda mine, theirs: mine < theirs,
    ">": lambda mine, theirs: mine > theirs,
    "<=": lambda mine, theirs: mine <= theirs,
    ">=": lambda mine, theirs: mine >= theirs,
}
_VALUES: dict[str, Callable[[State, Card], int]] = {
    "force": stats.force,
    "chi": stats.chi,
    "personal honor": stats.personal_honor,
}
_PARTS = {
    "without unbowed followers": NO_UNBOWED_FOLLOWERS,
    "without unbowed followers attached": NO_UNBOWED_FOLLOWERS,
    "with greater printed force than its personality": PRINTED_FORCE_ABOVE_PERSONALITY,
    "with higher printed force than its personality": PRINTED_FORCE_ABOVE_PERSONALITY,
}


def _equal(stat: str, other: str, host: bool) -> Callable[[State, Card, Card], bool]:
    def holds(state: State, card: Card, source: Card) -> bool:
        # "this Shugenja" on a Spell (on any attachment, "this Personality") is the one it
        # is on.
        if host and source.defn.type in ATTACHMENT_TYPES:
            if source.host is None:
                return False
            source = state.cards[source.host]
        return _VALUES[stat](state, card) == _VALUES[other](state, source)

    return holds


def _no_unbowed_followers(state: State, card: Card) -> bool:
    return not any(
        state.cards[iid].defn.type == FOLLOWER and not state.cards[iid].bowed
        for iid in card.attachments
    )


def _printed_force_above(state: State, card: Card) -> bool:
    if card.defn.type != FOLLOWER or card.host is None:
        return False
    person = state.cards[card.host]
    return (card.defn.force or 0) > (person.defn.force or 0)


def _relation(words: str) -> str:
    less = any(word in words for word in ("lower", "less", "fewer"))
    equal = "equal" in words
    return ("<" if less else ">") + ("=" if equal else "")


def _than_host(stat: str, other: str, relation: str) -> Callable[[State, Card, Card], bool]:
    def holds(state: State, card: Card, source: Card) -> bool:
        if source.defn.type in ATTACHMENT_TYPES:
            if source.host is None:
                return False
            source = state.cards[source.host]
        return _COMPARE[relation](_VALUES[stat](state, card), _VALUES[other](state, source))

    return holds


def condition(part: str) -> tuple[str, str, int] | None:
    """The condition one suffix of a target's description states, or None."""
    name = _PARTS.get(part.lower())
    if name is not None:
        return name, "is", 0
    if than := _THAN.match(part):
        stat = (than["stat"] or than["stat2"]).lower()
        other = (than["other"] or stat).lower()
        relation = _relation((than["rel"] or than["rel2"]).lower())
        name = f"than_host:{stat}:{relation}:{other}"
        tg.SOURCE_CONDITIONS.setdefault(name, _than_host(stat, other, relation))
        return name, "is", 0
    match = _EQUAL.match(part)
    if match is None:
        return None
    stat, other = match["stat"].lower(), match["other"].lower()
    host = match["whose"] != "card"
    name = f"equal:{stat}:{other}:{'host' if host else 'self'}"
    tg.SOURCE_CONDITIONS.setdefault(name, _equal(stat, other, host))
    return name, "is", 0


tg.CONDITIONS[NO_UNBOWED_FOLLOWERS] = _no_unbowed_followers
tg.CONDITIONS[PRINTED_FORCE_ABOVE_PERSONALITY] = _printed_force_above
