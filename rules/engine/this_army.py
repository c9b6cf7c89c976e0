""" "This army" on a Personality's Battle action (Moto Vordu, Experienced: "Straighten a
target bowed Personality this army ..."): the army he is in, so the action needs him in the
current battle («Правило уместности» — Relevance: an action whose text says "this battle" or
the like may be taken only while its card is in the current battle). Named by hand-written
records as a condition the action needs as it is announced (`effects_conditions.REQUIRE`).
"""

from rules.engine import battlefield as bf
from rules.engine.effects_scripted import CONDITIONS
from rules.engine.state import Card, State

SELF_IN_BATTLE = "self_in_current_battle"


def _self_in_battle(state: State, seat: int, source: Card, card: Card | None) -> bool:
    return bf.in_battle(state, bf.person_of(state, source))


CONDITIONS[SELF_IN_BATTLE] = _self_in_battle
