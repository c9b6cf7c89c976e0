"""A target condition about a Personality's Honor Requirement, named by hand-written records:
"a Personality with an Honor Requirement higher than his controller's Family Honor" ("I
Believed In You"; «Требование чести» — Honor Requirement, printed on the card)."""

from rules.engine import targets as tg
from rules.engine.state import Card, State

ABOVE_FAMILY_HONOR = "requirement_above_family_honor"


def _above_family_honor(state: State, card: Card) -> bool:
    requirement = card.defn.honor_requirement
    return requirement is not None and requirement > state.players[card.controller].honor


tg.CONDITIONS[ABOVE_FAMILY_HONOR] = _above_family_honor
