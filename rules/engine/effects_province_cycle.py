"""Cards put from the Provinces at the bottom of the Dynasty deck, and Provinces turned
face up (House of Exotic Goods: "Limited: Put one or more face-up cards in your Provinces at
the bottom of your deck (and refill the Provinces). Turn all cards in your Provinces
face-up. Destroy this Holding.").

- BOTTOM_CHOSEN: the player picks, one at a time, cards in his Provinces (face-up ones only
  with `face_up_only`), at least one and as many as he likes (`Pass` once one is chosen);
  each goes to the bottom of his Dynasty deck and its Province is refilled at once, face
  down (face up with `refill_face_up`) — a refilled card is no longer face up, so it is not
  chosen again. With no such card the action cannot be announced.
- FACE_UP_ALL: every card in the player's Provinces is turned face up.
"""

from dataclasses import dataclass

from rules.engine import ops
from rules.engine.actions import Action, Choose, Pass
from rules.engine.cards import DYNASTY
from rules.engine.effects import REQUIRES, Effect, builds
from rules.engine.errors import IllegalAction
from rules.engine.events import APPLY, Event
from rules.engine.pipeline import Frame, Step, pop, push, step
from rules.engine.state import Card, State

BOTTOM_CHOSEN = "bottom_chosen"
FACE_UP_ALL = "face_up_all"
_STEP = "province_bottom_choice"


@dataclass(frozen=True, slots=True)
class BottomChosen(Effect):
    face_up_only: bool = True
    refill_face_up: bool = False


def _options(state: State, seat: int, face_up_only: bool) -> list[int]:
    cards = state.cards
    return [
        province.card
        for province in state.players[seat].provinces
        if province.card is not None and (cards[province.card].face_up or not face_up_only)
    ]


def _possible(state: State, seat: int, source: Card, effect: Effect) -> bool:
    assert isinstance(effect, BottomChosen)
    return bool(_options(state, seat, effect.face_up_only))


REQUIRES[BOTTOM_CHOSEN] = _possible


@builds(BOTTOM_CHOSEN, player=True)
def _bottom_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert isinstance(effect, BottomChosen)
    return [
        {
            "event": BOTTOM_CHOSEN,
            "seat": seat,
            "face_up_only": effect.face_up_only,
            "refill_face_up": effect.refill_face_up,
            "source": source.defn.title,
            "by": seat,
        }
    ]


def _bottom(state: State, event: Event) -> None:
    frame = {k: v for k, v in event.items() if k not in ("event", "by")}
    push(state, frame | {"step": _STEP, "chosen": 0})


@step
class BottomChoice(Step):
    """The player picks the next card of his Provinces to put at the bottom of his deck, or
    passes once he has put one there."""

    name = _STEP
    label = "choice"

    def run(self, state: State, frame: Frame) -> int | None:
        if _options(state, frame["seat"], frame["face_up_only"]):
            return frame["seat"]
        pop(state, frame)
        return None

    def actions(self, state: State, frame: Frame, seat: int) -> list[Action]:
        chosen: list[Action] = [Choose(iid) for iid in _options(state, seat, frame["face_up_only"])]
        return [Pass(), *chosen] if frame["chosen"] else chosen

    def answer(self, state: State, frame: Frame, seat: int, action: Action) -> str | None:
        if isinstance(action, Pass) and frame["chosen"]:
            pop(state, frame)
            return frame["source"]
        options = _options(state, seat, frame["face_up_only"])
        if not isinstance(action, Choose) or action.card not in options:
            raise IllegalAction(f"choose a card in your Provinces for {frame['source']}")
        card = state.cards[action.card]
        player = state.players[seat]
        vacated = ops.take(state, card)
        ops.place_deck(state, card, DYNASTY, top=False)
        frame["chosen"] += 1
        where = f"Province {vacated.pid}" if vacated is not None else "a Province"
        state.note(f"{player.name} puts {card.defn.title} from {where} at the bottom of their deck")
        if vacated is not None:
            ops.refill(state, player, vacated, face_up=frame["refill_face_up"])
        return card.defn.title


APPLY[BOTTOM_CHOSEN] = _bottom


@builds(FACE_UP_ALL, player=True)
def _face_up_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    return [{"event": FACE_UP_ALL, "seat": seat, "by": seat}]


def _face_up(state: State, event: Event) -> None:
    player = state.players[event["seat"]]
    turned = []
    for province in player.provinces:
        if province.card is not None and not state.cards[province.card].face_up:
            state.cards[province.card].face_up = True
            turned.append(f"{state.cards[province.card].defn.title} (Province {province.pid})")
    if turned:
        state.note(f"{player.name} turns face up: {', '.join(turned)}")


APPLY[FACE_UP_ALL] = _face_up
