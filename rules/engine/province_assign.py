"""Who may be assigned to a Province's battlefield, as a Region or a Fortification attached to
it says («Фаза атаки», Маневры: units are assigned to the battlefields at the defender's
Provinces): "Personalities with 5 or more Force may not be assigned to this Province's
battlefields." (Fields of the Dead), "Only Monk and Samurai Personalities may assign to
defending armies at this Province's battlefield." (Temples of the New Tao).

Only the assignment is refused; a unit moved there by an action is not (the cards that also
forbid moving say so, "... and will not move, ...", and are not read here).
"""

import re
from dataclasses import dataclass

from rules.engine import stats
from rules.engine.cards import REGION, CardDef
from rules.engine.continuous import is_trait, sentences
from rules.engine.state import Card, State

_AT = r"this [Pp]rovince's battlefields?"
_STAT = re.compile(
    r"^Personalities with (?P<n>\d+) or (?P<dir>more|higher|greater|less|lower|fewer) "
    rf"(?P<stat>Force|Chi|Personal Honor) may not be assigned to {_AT}\.?$"
)
_ONLY = re.compile(
    r"^Only (?P<what>[A-Z][\w'-]*(?:(?:,| and|, and) [A-Z][\w'-]*)*) Personalities may assign "
    rf"to (?P<side>defending|attacking) armies at {_AT}\.?$"
)
_STATS = {"Force": stats.force, "Chi": stats.chi, "Personal Honor": stats.personal_honor}


@dataclass(frozen=True, slots=True)
class Refusal:
    """A Personality refused: with `stat` at least (`most` False) or at most `amount`; or, on
    `side` ("defending"/"attacking"), without any of `traits`."""

    stat: str = ""
    amount: int = 0
    most: bool = False
    side: str = ""
    traits: tuple[str, ...] = ()


def parse(sentence: str) -> Refusal | None:
    if match := _STAT.match(sentence):
        most = match["dir"] in ("less", "lower", "fewer")
        return Refusal(stat=match["stat"], amount=int(match["n"]), most=most)
    if match := _ONLY.match(sentence):
        traits = tuple(re.split(r",? and |, ", match["what"]))
        return Refusal(side=match["side"], traits=traits)
    return None


def _placed(defn: CardDef) -> bool:
    return defn.type == REGION or defn.is_fortification


def reads(sentence: str, defn: CardDef) -> bool:
    return _placed(defn) and parse(sentence) is not None


_CACHE: dict[int, tuple[CardDef, tuple[Refusal, ...]]] = {}


def _refusals(defn: CardDef) -> tuple[Refusal, ...]:
    found = _CACHE.get(id(defn))
    if found is None or found[0] is not defn:
        read = (parse(s) for s in sentences(defn.text_plain)) if _placed(defn) else ()
        found = _CACHE[id(defn)] = (defn, tuple(r for r in read if r is not None))
    return found[1]


def refused(state: State, unit: Card, pid: int, defending: bool) -> bool:
    """Whether a card attached to the defender's Province `pid` refuses `unit`'s assignment
    there (on the defending side or not)."""
    province = state.players[state.attack["defender"]].province(pid) if state.attack else None
    if province is None or not province.attachments:
        return False
    side = "defending" if defending else "attacking"
    for iid in province.attachments:
        for refusal in _refusals(state.cards[iid].defn):
            if refusal.stat:
                value = _STATS[refusal.stat](state, unit)
                if (value <= refusal.amount) if refusal.most else (value >= refusal.amount):
                    return True
            elif refusal.side == side and not any(
                is_trait(state, unit, trait) for trait in refusal.traits
            ):
                return True
    return False
