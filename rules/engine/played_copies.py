"""Copies of a card played this turn, for a card that asks "If you have not played another
Flashy Technique this turn" (Flashy Technique). A play of such a card is remembered among
the turn's uses (`State.used`, cleared as the turn ends) under the key that "You may only
play one copy of X per turn" uses (`cardplay._copy_key`); the condition counts them, the one
being played included."""

from rules.engine.cards import CardDef
from rules.engine.effects_scripted import CONDITIONS
from rules.engine.state import Card, State

PREFIX = "played_once:"
_ASKED: dict[int, tuple[CardDef, bool]] = {}


def counted(defn: CardDef) -> bool:
    """Whether the card's text asks how many copies of it were played this turn (once per
    card definition)."""
    found = _ASKED.get(id(defn))
    if found is None or found[0] is not defn:
        asks = f"played another {defn.title} this turn" in defn.text_plain
        found = _ASKED[id(defn)] = (defn, asks)
    return found[1]


def condition(title: str) -> str:
    """The name of "you have not played another <title> this turn" (`effects_scripted`)."""
    name = PREFIX + title
    if name not in CONDITIONS:

        def holds(state: State, seat: int, source: Card, card: Card | None) -> bool:
            return state.used.count(f"copy:{seat}:{title}") <= 1

        CONDITIONS[name] = holds
    return name
