"""Equipping a card from the hand to the card itself, as an effect (`effects_equip`):

- Equip a Follower to Chiboshi (Daigotsu Chiboshi, "Battle, :gstar:: ..."): a Follower from
  the player's hand, its Gold Cost paid, chosen as the effect resolves.
- Equip a Spell to Kosea. You may take an additional action from the Spell (Isawa Kosea):
  then one more action, only one of the Spell's (`rounds.round_actions`).

Only to the card whose text it is (its own name, "this Personality"): the choice is made as
the effect resolves, and the ability is offered only while some such card can be paid for.
"""

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from rules.engine.cards import FOLLOWER, ITEM, SPELL
from rules.engine.effects import HOST, SELF
from rules.engine.effects_equip import EQUIP_FROM_HAND, EquipFromHand
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_KINDS = {"Follower": FOLLOWER, "Item": ITEM, "Spell": SPELL}


@phrasing(r"^Equip an? (?P<kind>Follower|Item|Spell) to (?P<obj>.+?)(?: from your hand)?$")
def equip_from_hand(reader: "Reader", match: re.Match[str]) -> bool:
    on = reader.obj(match["obj"])
    if on not in (SELF, HOST):
        return False
    reader.effects.append(EquipFromHand(EQUIP_FROM_HAND, on, kinds=(_KINDS[match["kind"]],)))
    return True


@phrasing(r"^You may take an additional action from the (?P<kind>Follower|Item|Spell)$")
def action_from_it(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Equip a Spell to Kosea. You may take an additional action from the Spell." (Isawa
    Kosea): after the Equip, one more action, only one of the card equipped."""
    last = reader.effects[-1] if reader.effects else None
    if not isinstance(last, EquipFromHand) or last.kinds != (_KINDS[match["kind"]],):
        return False
    reader.effects[-1] = replace(last, then_action=True)
    return True
