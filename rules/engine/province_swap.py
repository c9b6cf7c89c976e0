"""Refilling a Province with a card from the discard pile: "Open: Discard a face-up card from
one of your Provinces. Refill the Province with your target discarded (not dead)
Personality. Destroy this Holding." (Family Library).

REFILL_FROM_DISCARD (a player's operation): the Personality is named first (a target, chosen
as the action is announced — «Выбор цели»: so never the card this action discards), among the
Personalities in the player's Dynasty discard pile that were discarded rather than destroyed
(`Card.dead` unset); then the face-up card of one of his Provinces he chooses is discarded,
and the Personality refills that Province, face up. The action may be announced only when
both are there (`effects.REQUIRES`). Each choice is a `Choose` of the log.
"""

from rules.engine import ops
from rules.engine.actions import Action, Choose
from rules.engine.cards import PERSONALITY
from rules.engine.effects import REQUIRES, Effect, builds
from rules.engine.errors import IllegalAction
from rules.engine.events import APPLY, Event
from rules.engine.pipeline import Frame, Step, pop, push, step
from rules.engine.state import DYNASTY_DISCARD, Card, State

REFILL_FROM_DISCARD = "refill_from_discard"
_STEP = "province_refill_choice"


def _discarded(state: State, seat: int) -> list[int]:
    cards = state.cards
    return sorted(
        iid
        for iid in state.players[seat].dynasty_discard
        if cards[iid].defn.type == PERSONALITY and not cards[iid].dead
    )


def _face_up(state: State, seat: int) -> list[int]:
    return sorted(
        p.card
        for p in state.players[seat].provinces
        if p.card is not None and state.cards[p.card].face_up
    )


@builds(REFILL_FROM_DISCARD, player=True)
def _events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    return [{"event": REFILL_FROM_DISCARD, "seat": seat, "source": source.defn.title, "by": seat}]


REQUIRES[REFILL_FROM_DISCARD] = lambda state, seat, source, effect: bool(
    _discarded(state, seat) and _face_up(state, seat)
)


def _begin(state: State, event: Event) -> None:
    push(
        state,
        {"step": _STEP, "seat": event["seat"], "source": event["source"], "person": None},
    )


@step
class RefillChoice(Step):
    """The player names the discarded Personality, then the face-up card to discard."""

    name = _STEP
    label = "choice"

    def _options(self, state: State, frame: Frame) -> list[int]:
        if frame["person"] is None:
            return _discarded(state, frame["seat"])
        return _face_up(state, frame["seat"])

    def run(self, state: State, frame: Frame) -> int | None:
        if self._options(state, frame):
            return frame["seat"]
        pop(state, frame)
        return None

    def actions(self, state: State, frame: Frame, seat: int) -> list[Action]:
        return [Choose(iid) for iid in self._options(state, frame)]

    def answer(self, state: State, frame: Frame, seat: int, action: Action) -> str | None:
        if not isinstance(action, Choose) or action.card not in self._options(state, frame):
            raise IllegalAction(f"choose a card for {frame['source']}")
        if frame["person"] is None:
            frame["person"] = action.card
            return frame["source"]
        pop(state, frame)
        person = state.cards[frame["person"]]
        gone = state.cards[action.card]
        player = state.players[seat]
        province = next(p for p in player.provinces if p.card == gone.iid)
        ops.take(state, gone)
        ops.place_pile(state, gone, ops.discard_zone(gone))
        state.note(f"{player.name} discards {gone.defn.title} from Province {province.pid}")
        if person.zone == DYNASTY_DISCARD and province.card is None:
            ops.take(state, person)
            ops.place_in_province(person, province, face_up=True)
            state.note(f"{person.defn.title} refills Province {province.pid}")
        else:
            ops.refill(state, player, province)
        return frame["source"]


APPLY[REFILL_FROM_DISCARD] = _begin
