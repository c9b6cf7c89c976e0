"""Targets described by comparing their stats (`targets.parse_target`, «Выбор цели»):

- "with less Chi than Personal Honor" (Old Debts): two stats of the target itself
- "with less Chi than this Personality" (Helm of Thunder): the target's stat and the same
  stat of the card whose ability it is (of its Personality, for an attachment)
- "with Chi less than this Follower's Force" (Child of the Last Wish): the target's stat and
  another stat of that card ("this Personality's" on an attachment: the one it is on)

Each comparison is named once and registered in `targets.CONDITIONS` (of the target alone)
or `targets.SOURCE_CONDITIONS` (with the card whose ability it is).
"""

import re
from collections.abc import Callable

from rules.engine import stats
from rules.engine import targets as tg
from rules.engine.cards import ATTACHMENT_TYPES
from rules.engine.state import Card, State

_STAT = r"(?P<{}>Force|Chi|Personal Honor)"
_REL = r"(?P<rel>less|lower|fewer|more|higher|greater)"
_OWN = re.compile(rf"^with {_REL} {_STAT.format('stat')} than {_STAT.format('other')}$")
_SAME = re.compile(
    rf"^with {_REL} {_STAT.format('stat')} than this (?P<whose>Personality|card|Follower)$"
)
_CROSS = re.compile(
    rf"^with {_STAT.format('stat')} {_REL} than this (?P<whose>Personality|card|Follower)'s "
    rf"{_STAT.format('other')}$"
)
_VALUES: dict[str, Callable[[State, Card], int]] = {
    "force": stats.force,
    "chi": stats.chi,
    "personal honor": stats.personal_honor,
}


def _less(rel: str) -> bool:
    return rel in ("less", "lower", "fewer")


def _compare(mine: int, theirs: int, less: bool) -> bool:
    return mine < theirs if less else mine > theirs


def _own(stat: str, other: str, less: bool) -> Callable[[State, Card], bool]:
    def holds(state: State, card: Card) -> bool:
        return _compare(_VALUES[stat](state, card), _VALUES[other](state, card), less)

    return holds


def _with_source(
    stat: str, other: str, less: bool, host: bool
) -> Callable[[State, Card, Card], bool]:
    def holds(state: State, card: Card, source: Card) -> bool:
        # "this Personality" on an attachment is the one it is on.
        if host and source.defn.type in ATTACHMENT_TYPES:
            if source.host is None:
                return False
            source = state.cards[source.host]
        return _compare(_VALUES[stat](state, card), _VALUES[other](state, source), less)

    return holds


def condition(part: str) -> tuple[str, str, int] | None:
    """The condition one suffix of a target's description states, or None."""
    if match := _OWN.match(part):
        stat, other, less = match["stat"].lower(), match["other"].lower(), _less(match["rel"])
        name = f"own:{stat}:{'<' if less else '>'}:{other}"
        tg.CONDITIONS.setdefault(name, _own(stat, other, less))
        return name, "is", 0
    match = _SAME.match(part) or _CROSS.match(part)
    if match is None:
        return None
    stat = match["stat"].lower()
    other = (match["other"] if "other" in match.groupdict() else match["stat"]).lower()
    less = _less(match["rel"])
    host = match["whose"] == "Personality"
    name = f"than:{stat}:{'<' if less else '>'}:{other}:{'host' if host else 'self'}"
    tg.SOURCE_CONDITIONS.setdefault(name, _with_source(stat, other, less, host))
    return name, "is", 0
