"""One-shot triggers an action sets up (`rules.engine.next_time`), with examples from the pool:

- "After the next time (this turn) the target assigns to attack you, gain 1 Honor, or 2
  Honor if you control a Temple." (Words of Consecration)

Read only when the card says the trigger lasts "(this turn)": the mark it keeps ends with
the turn.
"""

import re
from typing import TYPE_CHECKING

from rules.engine.next_time import NEXT_ASSIGNED, NextAssigned
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(
    r"^After the next time the target assigns to attack you, gain (?P<n>\d+) Honor"
    r"(?:, or (?P<m>\d+) Honor if you control an? (?P<what>[A-Z][\w-]*))?$"
)
def next_assigned(reader: "Reader", match: re.Match[str]) -> bool:
    if "next time (this turn)" not in reader.defn.text_plain or reader.last is None:
        return False
    if reader.last < 0:
        return False
    amount = int(match["n"])
    reader.effects.append(
        NextAssigned(
            NEXT_ASSIGNED,
            reader.last,
            amount=amount,
            more=int(match["m"]) if match["m"] else amount,
            what=match["what"] or "",
        )
    )
    return True
