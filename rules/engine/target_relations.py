"""Conditions a target meets by what it faces or by another target of the same action,
named by the hand-written records of Strategies (`rules.engine.scripts`), «Выбор цели»:

- OPPOSED_BY_SHADOWLANDS: "a Shadowlands Personality opposed by one or more Shadowlands
  cards" (Fury of the Damned) — a card of an enemy unit at the current battlefield with the
  Shadowlands keyword (the Personality or a card attached to him)
- FORCE_BELOW_CHI (a pair condition, `targets.PAIR_CONDITIONS`, the other target named by
  its amount): "an enemy unit led by a Personality with less Force than your Shugenja or
  Monk's Chi" (Kaze-do)
- UNIT_CHI_WITHIN_CHI (a pair condition): "an enemy Follower or Personality ... in a unit
  whose Personality's Chi is less than or equal to your performer's Chi" (Hitsu-Do)
"""

from rules.engine import battlefield as bf
from rules.engine import stats
from rules.engine import targets as tg
from rules.engine.continuous import is_trait
from rules.engine.state import Card, State

OPPOSED_BY_SHADOWLANDS = "opposed_by_shadowlands"
FORCE_BELOW_CHI = "force_below_chi"
UNIT_CHI_WITHIN_CHI = "unit_chi_within_chi"


def _opposed_by_shadowlands(state: State, card: Card) -> bool:
    pid = bf.current(state)
    if pid is None or not bf.in_battle(state, card):
        return False
    return any(
        bf.opposed(state, card, unit) and is_trait(state, member, "Shadowlands")
        for unit in bf.units_at(state, pid)
        for member in bf.unit_cards(state, unit)
        if member.in_play
    )


def _force_below_chi(state: State, card: Card, other: Card) -> bool:
    return stats.force(state, bf.person_of(state, card)) < stats.chi(state, other)


def _unit_chi_within_chi(state: State, card: Card, other: Card) -> bool:
    return stats.chi(state, bf.person_of(state, card)) <= stats.chi(state, other)


tg.CONDITIONS[OPPOSED_BY_SHADOWLANDS] = _opposed_by_shadowlands
tg.PAIR_CONDITIONS[FORCE_BELOW_CHI] = _force_below_chi
tg.PAIR_CONDITIONS[UNIT_CHI_WITHIN_CHI] = _unit_chi_within_chi
