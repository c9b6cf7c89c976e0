"""A Personality sworn to fight until the game ends (Today We Die: "Target a Samurai
Personality who has not been targeted by a Today We Die this game. Until the game ends, he
cannot Lobby, after the end of each of his controller's Action Phases, if he can legally
assign, his controller must declare an attack and assign him, and give him a +1F/+1C token
after each battle resolution he is in.").

«"Постоянно" - слово, заменяющее выражение "до конца игры"»: the mark is a modifier lasting
the game on the card (`Card.mods`, ["memo", SWORN, 0, "game"]; gone if he leaves play, as
every modifier is), and the card is remembered as targeted in `State.used_game`
("sworn:<iid>"), which the target's condition reads. What the mark does:
- he cannot Lobby (`play.lobbies`, `play.check_lobby`);
- after his controller's Action Phase, in the Attack Phase («Декларация»), the controller
  may not decline to attack while the sworn Personality can be assigned, and may not end
  his Infantry Maneuvers before assigning him (`attack`);
- after each battle resolution he is in (he survives it), a +1F/+1C token (`attack.after_battle`).
"""

from rules.engine import ops
from rules.engine import targets as tg
from rules.engine.effects import Effect, builds
from rules.engine.events import APPLY, Event
from rules.engine.state import Card, State

SWORN = "sworn"
NOT_SWORN = "not_sworn_before"
_USED = "sworn:"


def sworn(card: Card) -> bool:
    return bool(card.mods) and any(mod[1] == SWORN for mod in card.mods)


tg.CONDITIONS[NOT_SWORN] = lambda state, card: f"{_USED}{card.iid}" not in state.used_game


@builds(SWORN)
def _sworn_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    return [{"event": SWORN, "card": card.iid, "by": seat}]


def _swear(state: State, event: Event) -> None:
    card = state.cards[event["card"]]
    state.used_game.append(f"{_USED}{card.iid}")
    if not sworn(card):
        card.mods.append(["memo", SWORN, 0, ops.GAME])
    state.note(f"until the game ends, {card.defn.title} must attack and cannot Lobby")


APPLY[SWORN] = _swear
