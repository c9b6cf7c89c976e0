"""Conditions the hand-written records of Personalities (`rules.engine.scripts`) put an
effect under, checked as the effect resolves («Стоимость и эффекты»), registered in
`effects_scripted.CONDITIONS`; and conditions their targets must meet, compared with the
card whose ability it is (`targets.SOURCE_CONDITIONS`).
"""

from rules.engine import battlefield as bf
from rules.engine import targets as tg
from rules.engine.effects_scripted import CONDITIONS
from rules.engine.restrictions import has_trait
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


def _on_other_crab(state: State, card: Card, source: Card) -> bool:
    """ "a Follower attached to another of your Crab Clan Personalities" (Hida Kagore)."""
    if card.host is None or card.host == source.iid:
        return False
    host = state.cards[card.host]
    return host.controller == source.controller and has_trait(host.defn, "Crab Clan")


ON_OTHER_CRAB = "on_other_crab"
tg.SOURCE_CONDITIONS[ON_OTHER_CRAB] = _on_other_crab


def _printed_shadowlands_of_non_horde(state: State, card: Card) -> bool:
    """ "a target card with the printed Shadowlands keyword controlled by a non-Shadowlands
    Horde player" (Kuni Rihito): printed, not given; a Shadowlands Horde player is one of
    the Shadowlands faction («Фракционная принадлежность»)."""
    return has_trait(card.defn, "Shadowlands") and (
        "Shadowlands" not in state.players[card.controller].clans
    )


PRINTED_SHADOWLANDS_OF_NON_HORDE = "printed_shadowlands_of_non_horde"
tg.CONDITIONS[PRINTED_SHADOWLANDS_OF_NON_HORDE] = _printed_shadowlands_of_non_horde
