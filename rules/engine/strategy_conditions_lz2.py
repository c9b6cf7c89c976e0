"""Target conditions of hand-written Strategy records (`rules.engine.scripts`) that no
phrasing names («Выбор цели»: a target must meet its description when chosen):

- "a Personality controlled by a player other than his owner" (Loyalty Renewed).
- "a Personality's Item and another Personality" (Ninja Thief): the second target is not
  the Personality the first is attached to (a pair condition, `targets.PAIR_CONDITIONS`).
"""

from rules.engine import targets as tg
from rules.engine.state import Card, State

NOT_OWNER_CONTROLS = "not_owner_controls"
NOT_ITS_HOLDER = "not_its_holder"


def _not_owner_controls(state: State, card: Card) -> bool:
    return card.controller != card.owner


def _not_its_holder(state: State, card: Card, attached: Card) -> bool:
    return attached.host is not None and attached.host != card.iid


tg.CONDITIONS[NOT_OWNER_CONTROLS] = _not_owner_controls
tg.PAIR_CONDITIONS[NOT_ITS_HOLDER] = _not_its_holder
