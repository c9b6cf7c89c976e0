"""Parts of a target's description the target reader (`targets.parse_target`, «Выбор цели»)
takes from `target_kinds`, registered here:

- "with a Weapon or an Armor (or both) attached" (Armed and Ready: "Straighten all your
  Personalities at the current battlefield with a Weapon or an Armor (or both) attached"):
  a card with an attached Item that is a Weapon or an Armor

"with 0 Personal Honor" (Foolish Pride, Deathseeker's Glory) is read by `target_zero`.
"""

from rules.engine import target_kinds
from rules.engine import targets as tg
from rules.engine.cards import ITEM
from rules.engine.state import Card, State

WEAPON_OR_ARMOR = "weapon_or_armor"


def _weapon_or_armor(state: State, card: Card) -> bool:
    for iid in card.attachments:
        defn = state.cards[iid].defn
        if defn.type == ITEM and (defn.has_keyword("Weapon") or defn.has_keyword("Armor")):
            return True
    return False


tg.CONDITIONS[WEAPON_OR_ARMOR] = _weapon_or_armor
for _part in (
    "with a weapon or an armor (or both) attached",
    "with a weapon or an armor attached",
    "with a weapon or armor attached",
):
    target_kinds._PARTS[_part] = WEAPON_OR_ARMOR
