"""Ending the Action Phase at once (`rules.engine.effects_action_phase_end`), with an
example from the pool:

- Limited: End the Action Phase (The Jaws of Defeat)
"""

import re
from typing import TYPE_CHECKING

from rules.engine.effects import PLAYER
from rules.engine.effects_action_phase_end import END_ACTION_PHASE
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(r"^End the Action Phase$")
def end_action_phase(reader: "Reader", match: re.Match[str]) -> bool:
    return reader.add(END_ACTION_PHASE, PLAYER)
