"""What each other player does (`effects_other_players`), with examples from the pool: "Each
other player loses 2 Honor." (Celestial Sword of the Scorpion), "... Each other player loses
1 Honor." (Extending Influence). The clauses are those an Event's "Each player ..." reads
(`phrasings.events`)."""

import re
from typing import TYPE_CHECKING

from rules.engine.dynasty_events import EachPlayer
from rules.engine.effects import PLAYER
from rules.engine.effects_other_players import EACH_OTHER_PLAYER
from rules.engine.phrasings import phrasing
from rules.engine.phrasings.events import _player_clauses

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(r"^Each other player (?P<rest>.+)$")
def each_other_player(reader: "Reader", match: re.Match[str]) -> bool:
    found = _player_clauses(match["rest"])
    if found is None:
        return False
    reader.effects.extend(EachPlayer(EACH_OTHER_PLAYER, PLAYER, then=then) for then in found)
    return True
