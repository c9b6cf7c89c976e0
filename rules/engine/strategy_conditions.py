"""Target conditions of hand-written Strategy records (`rules.engine.scripts`) that no
phrasing names («Выбор цели»: a target must meet its description when chosen):

- "a Samurai Personality with Double Chi or 3 or more Personal Honor" (Let Courage Guide Me):
  either will do, the keyword printed or given.
- "your performing Personality with a Fear ability or Tactician" (Scaring the Masses): a Fear
  action printed on him or on an attachment (`target_kinds`), or the Tactician keyword.
- "a Region or Fortification" (Using the Land): a Region, or a Holding with the Fortification
  keyword.
"""

from rules.engine import stats
from rules.engine import targets as tg
from rules.engine.cards import HOLDING, REGION
from rules.engine.continuous import has_keyword
from rules.engine.state import Card, State

DOUBLE_CHI_OR_PH3 = "double_chi_or_ph3"
FEAR_OR_TACTICIAN = "fear_or_tactician"
REGION_OR_FORTIFICATION = "region_or_fortification"


def _double_chi_or_ph3(state: State, card: Card) -> bool:
    return has_keyword(state, card, "Double Chi") or stats.personal_honor(state, card) >= 3


def _fear_or_tactician(state: State, card: Card) -> bool:
    from rules.engine import target_kinds

    return target_kinds._fear(state, card) or has_keyword(state, card, "Tactician")


def _region_or_fortification(state: State, card: Card) -> bool:
    kind = card.defn.type
    return kind == REGION or (kind == HOLDING and card.defn.has_keyword("Fortification"))


tg.CONDITIONS[DOUBLE_CHI_OR_PH3] = _double_chi_or_ph3
tg.CONDITIONS[FEAR_OR_TACTICIAN] = _fear_or_tactician
tg.CONDITIONS[REGION_OR_FORTIFICATION] = _region_or_fortification
