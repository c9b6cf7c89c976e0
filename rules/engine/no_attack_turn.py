""" "You may not declare an attack this turn." (Akodo Ginawa, printed without "this turn";
The Shrine of Lady Sun; Utaku Chikako; Den of Iniquity): a memo on the player's Stronghold
for the rest of the turn («Декларация», Declaration: the active player may attack once a
turn); his Attack Phase this turn then passes with no attack (`attack.AttackPhase`).

Such an action is a Limited one, or taken in his own turn, so "this turn" is the turn whose
Attack Phase is still to come.
"""

from rules.engine.effects import Effect, builds
from rules.engine.events import APPLY, Event
from rules.engine.state import Card, State

NO_ATTACK = "no_attack_this_turn"
_MEMO = "no_attack_this_turn"


@builds(NO_ATTACK, player=True)
def _events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    return [{"event": NO_ATTACK, "seat": seat, "by": seat}]


def _apply(state: State, event: Event) -> None:
    player = state.players[event["seat"]]
    if player.stronghold is None:
        return
    state.cards[player.stronghold].mods.append(["memo", _MEMO, 0, "turn"])
    state.note(f"{player.name} may not declare an attack this turn")


APPLY[NO_ATTACK] = _apply


def barred(state: State, seat: int) -> bool:
    """Whether `seat` may not declare an attack this turn."""
    player = state.players[seat]
    if player.stronghold is None:
        return False
    mods = state.cards[player.stronghold].mods
    return bool(mods) and any(mod[1] == _MEMO for mod in mods)
