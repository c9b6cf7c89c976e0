"""A Strategy that comes back to its player's hand as the turn ends (`rules.engine.delayed`:
once, at the end of this turn, «Конец хода»), with an example from the pool:

- When the turn ends, if this card is in your discard pile, you may put it in your hand
  (Prayers and Blessings): only from the Fate discard pile its action left it in
  (`delayed.TO_HAND` does nothing when the card is elsewhere).
"""

import re
from typing import TYPE_CHECKING

from rules.engine.delayed import DELAYED, TO_HAND, TURN_END, Later
from rules.engine.effects import SELF, Effect
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(
    r"^(?:When the turn ends|At the end of the turn), if this (?:card|Strategy) is in your "
    r"discard pile, (?:you may )?put it (?:in|into) your hand$"
)
def back_at_turn_end(reader: "Reader", match: re.Match[str]) -> bool:
    reader.effects.append(Later(DELAYED, SELF, moment=TURN_END, then=Effect(TO_HAND, SELF)))
    return True
