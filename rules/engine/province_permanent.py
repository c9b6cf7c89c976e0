"""PERMANENT_STRENGTH: a Province strength bonus for the rest of the game («Сила провинции»),
unlike the bonuses of `effects.STRENGTH`, which last until the end of the turn: "Permanently
give each of your other provinces +2 strength" (Guard the House), "Permanently give each of
your provinces +2 strength" (Doji Kazo). Each of the player's Provinces in play as the effect
resolves gets it; one that comes later does not. Kept in the saved game's `used_game`
(`province_strength:<pid>:<amount>`), added by `stats.province_strength`."""

from rules.engine import ops
from rules.engine.effects import Effect, builds
from rules.engine.events import APPLY, Event
from rules.engine.state import Card, State

PERMANENT_STRENGTH = "permanent_strength"
KEY = "province_strength:"


@builds(PERMANENT_STRENGTH, player=True)
def _permanent_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    return [
        {"event": PERMANENT_STRENGTH, "pid": province.pid, "amount": effect.amount, "by": seat}
        for province in state.players[seat].provinces
    ]


def _apply(state: State, event: Event) -> None:
    owner, province = ops.find_province(state, event["pid"])
    state.used_game.append(f"{KEY}{province.pid}:{event['amount']}")
    state.note(
        f"{owner.name}'s Province {province.pid} gets {event['amount']:+d} strength for the game"
    )


APPLY[PERMANENT_STRENGTH] = _apply
