"""What each player whose Family Honor is high or low enough does: "Each player with 21 or
more Family Honor loses 5 Honor" (A Time for Action). Each player in turn from the acting
one (`dynasty_events.EachPlayer`), if his Family Honor is so as it comes to him."""

import re
from typing import TYPE_CHECKING

from rules.engine.dynasty_events import EACH_PLAYER, EachPlayer
from rules.engine.effects import PLAYER
from rules.engine.effects_scripted import CONDITIONS, IF_PLAYER, When
from rules.engine.phrasings import phrasing
from rules.engine.phrasings.events import _player_clauses
from rules.engine.state import Card, State

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


def _condition(least: int | None, most: int | None) -> str:
    name = f"family_honor:{least}:{most}"
    if name not in CONDITIONS:

        def holds(state: State, seat: int, source: Card, card: Card | None) -> bool:
            honor = state.players[seat].honor
            return (least is None or honor >= least) and (most is None or honor <= most)

        CONDITIONS[name] = holds
    return name


@phrasing(
    r"^Each player with (?P<n>-?\d+) or (?P<way>more|higher|less|fewer|lower) Family Honor "
    r"(?P<rest>.+)$"
)
def each_player_with_honor(reader: "Reader", match: re.Match[str]) -> bool:
    clauses = _player_clauses(match["rest"])
    if clauses is None:
        return False
    n = int(match["n"])
    name = _condition(n, None) if match["way"] in ("more", "higher") else _condition(None, n)
    reader.effects.extend(
        EachPlayer(EACH_PLAYER, PLAYER, then=When(IF_PLAYER, PLAYER, cond=name, then=clause))
        for clause in clauses
    )
    return True
