"""The card itself (or its Shugenja) acted on if the target is so (with examples from the
pool):

- "Destroy this Spell if the Personality is not yours." (Energy Transference): after
  switching a target Personality's Force and Chi, the Spell is destroyed when the target
  is another player's
- "Straighten this Shugenja if the enemy target has no attachments." (Perfect Alignment)

The condition is checked on the target as the sentence's turn comes («Эффекты карт»: the
effects happen in the order the text gives them); the effect is on the card or on the
Personality it is attached to (`effects_measured.WhenOn`).
"""

import re
from typing import TYPE_CHECKING

from rules.engine.effects import BOW, DESTROY, HOST, SELF, STRAIGHTEN, Effect
from rules.engine.effects_conditions import named
from rules.engine.effects_measured import IF_THEN_ON, WhenOn
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_VERBS = {"destroy": DESTROY, "bow": BOW, "straighten": STRAIGHTEN}
_CONDS = {
    "is not yours": "not_yours",
    "has no attachments": "not:has_attachments",
    "has attachments": "has_attachments",
}


@phrasing(
    r"^(?P<verb>Destroy|Bow|Straighten) (?P<who>this (?:Spell|card|Item|Shugenja|Personality)) "
    r"if (?:the (?:enemy )?target|the Personality|he|she|it) "
    r"(?P<cond>is not yours|has no attachments|has attachments)$"
)
def own_card_if(reader: "Reader", match: re.Match[str]) -> bool:
    who = reader.obj(match["who"])
    on = reader.last
    if who not in (SELF, HOST) or on is None or on < 0:
        return False
    then = Effect(_VERBS[match["verb"].lower()], who)
    cond = named(_CONDS[match["cond"]])
    reader.effects.append(WhenOn(IF_THEN_ON, on, cond=cond, then=then))
    return True
