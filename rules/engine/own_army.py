"""Conditions about the army of the card whose text it is, read by the compiler's conditional
sentences (`rules.engine.phrasings.conditions`, `rules.engine.phrasings.own_army`):

- "If Fudai is in your current army" (Ikoma Fudai): the card (its unit) is at the current
  battlefield, on its controller's side of the battle («Фаза атаки»: the armies at a
  battlefield; the current army is the one at the battle being fought).
- "If there are any unbowed enemy Personalities at Bawaru's battlefield" (Bawaru no Oni):
  at the battlefield the card's unit is at, a Personality of the other side is unbowed.

The card's own name is put as "this card" by `rules.engine.phrasings.own_army` before the
condition is read here.
"""

import re

from rules.engine import battlefield as bf
from rules.engine.effects_scripted import CONDITIONS
from rules.engine.state import Card, State

IN_CURRENT_ARMY = "own:in_current_army"
ENEMY_UNBOWED_HERE = "own:enemy_unbowed_here"

_IN_ARMY = re.compile(r"this (?:card|Personality|Follower) is in your current army")
_ENEMY_UNBOWED = re.compile(
    r"there (?:are any|is an?) unbowed enemy Personalit(?:y|ies) at this card's battlefield"
)


def _in_current_army(state: State, seat: int, source: Card, card: Card | None) -> bool:
    return (
        source.in_play
        and bf.in_battle(state, source)
        and bf.side_of(state, source.controller) is not None
    )


def _enemy_unbowed_here(state: State, seat: int, source: Card, card: Card | None) -> bool:
    pid = bf.location(state, source) if source.in_play else None
    side = bf.side_of(state, source.controller)
    if pid is None or side is None:
        return False
    return any(
        not unit.bowed and bf.side_of(state, unit.controller) not in (None, side)
        for unit in bf.units_at(state, pid)
    )


CONDITIONS.update({IN_CURRENT_ARMY: _in_current_army, ENEMY_UNBOWED_HERE: _enemy_unbowed_here})


def read(text: str) -> str | None:
    """The name of the condition `text` states (in `effects_scripted.CONDITIONS`), or None."""
    if _IN_ARMY.fullmatch(text):
        return IN_CURRENT_ARMY
    if _ENEMY_UNBOWED.fullmatch(text):
        return ENEMY_UNBOWED_HERE
    return None
