"""Conditions the hand-written records of Personalities (`rules.engine.scripts`) put an
effect under, checked as the effect resolves («Стоимость и эффекты»); they register in
`effects_scripted.CONDITIONS`.
"""

from rules.engine import battlefield as bf
from rules.engine.effects_scripted import CONDITIONS
from rules.engine.state import Card, State


def _attacking_richer(state: State, seat: int, source: Card, card: Card | None) -> bool:
    """ "If Seishiro is attacking and the Defender has lower Family Honor than you"."""
    attack = state.attack
    if card is None or attack is None or bf.location(state, card) is None:
        return False
    if bf.side_of(state, card.controller) != bf.ATTACKER:
        return False
    return state.players[attack["defender"]].honor < state.players[seat].honor


ATTACKING_RICHER = "attacking_defender_lower_honor"
CONDITIONS[ATTACKING_RICHER] = _attacking_richer
