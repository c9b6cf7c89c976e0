"""A Personality who counts his Force for his army while bowed, as an Elite card does
(«Подсчет результатов битвы», Battle Resolution: a bowed card adds no Force):

- "Chuichi contributes Force to his army's total even while bowed." (Hoshi Chuichi)
- "While Kayama has a Weapon, he contributes Force during battle resolution even while
  bowed." (Bayushi Kayama): under a condition of `rules.engine.continuous`, asked as the
  Force is counted.

Only the Personality himself: his Followers keep the rule. Read once per card; asked by
`stats.unit_force` for a bowed Personality only.
"""

import re

from rules.engine import continuous
from rules.engine.cards import PERSONALITY, CardDef
from rules.engine.state import Card, State

_CONTRIBUTES = re.compile(
    r"^(?:While (?P<cond>[^,]+), )?(?P<who>[A-Z][\w'-]*|he|she) contributes Force "
    r"(?:to (?:his|her) army(?:'s total(?: Force)?)? |during battle resolution )?"
    r"even (?:while|if) bowed\.?$"
)


def _names(defn: CardDef) -> set[str]:
    return set(defn.title.replace(",", " ").split()) | set(defn.personality_name.split())


def parse(sentence: str, defn: CardDef) -> tuple[str, ...] | None:
    """The conditions (codes of `continuous`) under which the card counts its Force while
    bowed (none: always), or None when the sentence is not this rule."""
    if defn.type != PERSONALITY:
        return None
    match = _CONTRIBUTES.match(sentence.strip())
    if match is None:
        return None
    names = _names(defn)
    who, cond = match["who"], match["cond"]
    if (who in ("he", "she")) != (cond is not None) or (cond is None and who not in names):
        return None
    if cond is None:
        return ()
    words = cond.split(" ", 1)
    if len(words) < 2 or words[0] not in names:
        return None
    return continuous._conditions(f"he {words[1]}")


def reads(sentence: str, defn: CardDef) -> bool:
    return parse(sentence, defn) is not None


_CACHE: dict[int, tuple[CardDef, tuple[tuple[str, ...], ...]]] = {}


def _rules(defn: CardDef) -> tuple[tuple[str, ...], ...]:
    found = _CACHE.get(id(defn))
    if found is None or found[0] is not defn:
        read = (parse(s, defn) for s in continuous.sentences(defn.text_plain))
        found = _CACHE[id(defn)] = (defn, tuple(r for r in read if r is not None))
    return found[1]


def counts(state: State, personality: Card) -> bool:
    """Whether the bowed `personality` still adds his Force to his army's total."""
    return any(
        all(continuous._holds(state, personality, personality, code) for code in when)
        for when in _rules(personality.defn)
    )
