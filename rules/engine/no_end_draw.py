""" "You will not draw any cards during your next End Phase." (Hitomi Vedau, Hitomi
Kagetora): a memo on the player's Stronghold («Конец хода», End Phase: «Возьмите карту»),
used up as his next End Phase comes (`phases.End`): no card is drawn in it — neither the
rulebook's draw nor any additional one. This turn's End Phase when the turn is his, else
that of his next turn (as "Draw an additional card during your next End Phase",
`rules.engine.honor`).
"""

from rules.engine import ops
from rules.engine.effects import Effect, builds
from rules.engine.events import APPLY, Event
from rules.engine.state import Card, Player, State

NO_END_DRAW = "no_end_phase_draw"
_MEMO = "no_end_phase_draw"


@builds(NO_END_DRAW, player=True)
def _events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    return [{"event": NO_END_DRAW, "seat": seat, "by": seat}]


def _apply(state: State, event: Event) -> None:
    player = state.players[event["seat"]]
    if player.stronghold is None:
        return
    lasts = "turn" if state.active == player.seat else ops.lasting(ops.NEXT_TURN_END, player.seat)
    state.cards[player.stronghold].mods.append(["memo", _MEMO, 0, lasts])
    state.note(f"{player.name} will not draw any cards during his next End Phase")


APPLY[NO_END_DRAW] = _apply


def used_up(state: State, player: Player) -> bool:
    """Whether `player` draws no card in this End Phase (the memo is used up)."""
    if player.stronghold is None:
        return False
    mods = state.cards[player.stronghold].mods
    if not mods or not any(mod[1] == _MEMO for mod in mods):
        return False
    mods[:] = [mod for mod in mods if mod[1] != _MEMO]
    return True
