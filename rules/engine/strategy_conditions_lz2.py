"""Target conditions of hand-written Strategy records (`rules.engine.scripts`) that no
phrasing names («Выбор цели»: a target must meet its description when chosen):

- "a Personality controlled by a player other than his owner" (Loyalty Renewed).
- "a Personality's Item and another Personality" (Ninja Thief): the second target is not
  the Personality the first is attached to (a pair condition, `targets.PAIR_CONDITIONS`).
- "the Human Personality with the lowest Personal Honor, or who is tied for lowest, among
  all Human Personalities there" (Return For Training): compared with every Human
  Personality at the target's battlefield (the current one, where a Battle action acts).
- "your performing Courtier with greater Chi plus Personal Honor than any other player's
  Courtier" (Mastermind): above every Courtier another player controls (none: met).
"""

from rules.engine import battlefield as bf
from rules.engine import stats
from rules.engine import targets as tg
from rules.engine.cards import PERSONALITY
from rules.engine.continuous import is_trait
from rules.engine.state import Card, State

NOT_OWNER_CONTROLS = "not_owner_controls"
NOT_ITS_HOLDER = "not_its_holder"
LOWEST_HUMAN_PH_THERE = "lowest_human_ph_there"
TOP_COURTIER = "top_courtier"


def _not_owner_controls(state: State, card: Card) -> bool:
    return card.controller != card.owner


def _not_its_holder(state: State, card: Card, attached: Card) -> bool:
    return attached.host is not None and attached.host != card.iid


def _lowest_human_ph_there(state: State, card: Card) -> bool:
    where = bf.location(state, card)
    if where is None:
        return False
    mine = stats.personal_honor(state, card)
    return all(
        stats.personal_honor(state, other) >= mine
        for other in tg.cards_in_play(state)
        if other.defn.type == PERSONALITY
        and bf.location(state, other) == where
        and tg._has_trait(other, "Human")
    )


def _chi_ph(state: State, card: Card) -> int:
    return stats.chi(state, card) + stats.personal_honor(state, card)


def _top_courtier(state: State, card: Card) -> bool:
    mine = _chi_ph(state, card)
    return all(
        _chi_ph(state, other) < mine
        for other in tg.cards_in_play(state)
        if other.controller != card.controller
        and other.defn.type == PERSONALITY
        and is_trait(state, other, "Courtier")
    )


tg.CONDITIONS[NOT_OWNER_CONTROLS] = _not_owner_controls
tg.PAIR_CONDITIONS[NOT_ITS_HOLDER] = _not_its_holder
tg.CONDITIONS[LOWEST_HUMAN_PH_THERE] = _lowest_human_ph_there
tg.CONDITIONS[TOP_COURTIER] = _top_courtier
