"""A Personality's own refusal to be assigned to an army (the Attack Phase's Maneuvers —
«Фаза атаки», Маневры: units are assigned to the battlefields): "Tanitsu may not be assigned
to a defending army." (Doji Tanitsu), "Yoshi cannot be assigned to defend." (Kakita Yoshi),
"May not assign to armies." (Ide Tadaji).

Only the assignment is refused; an action may still move the unit into an army (a card that
forbids moving too says so, "... and will not move, ...", `rules.engine.traits`). Read once
per card; asked as the Maneuvers offer the assignments (`rules.engine.attack`).
"""

import re

from rules.engine.cards import PERSONALITY, CardDef
from rules.engine.continuous import sentences

DEFENDING = "defending"
ANY = "any"

_NAME = r"(?P<who>[A-Z][\w'-]*(?: [A-Z][\w'-]*)?)"
_PATTERNS = (
    (
        re.compile(rf"^{_NAME} (?:may not|cannot) be assigned to (?:a defending army|defend)\.?$"),
        DEFENDING,
    ),
    (re.compile(rf"^(?:{_NAME} )?[Mm]ay not assign to armies\.?$"), ANY),
)


def _own(defn: CardDef, who: str | None) -> bool:
    if who is None:
        return True
    names = set(defn.title.replace(",", " ").split()) | set(defn.personality_name.split())
    return who in names or who == "This Personality"


def _parse(sentence: str, defn: CardDef) -> str:
    if defn.type != PERSONALITY:
        return ""
    for pattern, side in _PATTERNS:
        match = pattern.match(sentence.strip())
        if match is not None and _own(defn, match["who"]):
            return side
    return ""


def reads(sentence: str, defn: CardDef) -> bool:
    """Whether a sentence of a trait is one read here."""
    return bool(_parse(sentence, defn))


_CACHE: dict[int, tuple[CardDef, str]] = {}


def _side(defn: CardDef) -> str:
    found = _CACHE.get(id(defn))
    if found is None or found[0] is not defn:
        side = next(
            (s for s in map(lambda t: _parse(t, defn), sentences(defn.text_plain)) if s), ""
        )
        found = _CACHE[id(defn)] = (defn, side)
    return found[1]


def refused(defn: CardDef, defending: bool) -> bool:
    """Whether the Personality `defn` may not be assigned to an army of that side."""
    side = _side(defn)
    return side == ANY or (side == DEFENDING and defending)
