"""No attack this turn (`rules.engine.no_attack_turn`):

- You may not declare an attack this turn (The Shrine of Lady Sun, Utaku Chikako)
- You may not declare an attack (Akodo Ginawa's Limited action: this turn)
"""

import re
from typing import TYPE_CHECKING

from rules.engine.effects import PLAYER
from rules.engine.no_attack_turn import NO_ATTACK
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(r"^You may not declare an attack(?: this turn)?$")
def no_attack(reader: "Reader", match: re.Match[str]) -> bool:
    return reader.add(NO_ATTACK, PLAYER)
