"""Equipping with the Gold paid for an action: "Battle, :gstar:: If this card is in play,
Equip a Spell to your target unbowed, opposed Shugenja. You may take an additional action."
(Unchecked Fury).

«Стоимость и эффекты» (Costs and Effects): the Gold paid for the action (`variable_cost`)
pays for the attachment: a Spell from the player's hand whose cost to attach to the target
(as an Equip would cost it, `play.attach_cost`) is at most the amount paid, and which may
attach to him (`play.attach_problem`). The target may be chosen only when such a Spell is in
the hand for the payment the action names (a target condition, «Выбор цели»); as the effect
resolves the player chooses the Spell (a `Choose` of the log); it enters play attached, as an
Equip («Солдаты, предметы, заклинания и предки»).
"""

from rules.engine import ops, play
from rules.engine import targets as tg
from rules.engine.actions import Action, Choose
from rules.engine.effects import Effect, builds
from rules.engine.errors import IllegalAction
from rules.engine.events import APPLY, Event, emit
from rules.engine.pipeline import Frame, Step, pop, push, step
from rules.engine.state import Card, State
from rules.engine.traits import traits
from rules.engine.variable_cost import paid

EQUIP_PAID = "equip_paid"
_STEP = "equip_paid_choice"


def _options(state: State, seat: int, target: Card, kind: str, most: int) -> list[int]:
    if not target.in_play:
        return []
    found = []
    for iid in state.players[seat].hand:
        card = state.cards[iid]
        if card.defn.type != kind:
            continue
        if play.attach_cost(state, seat, card.defn, target) > most:
            continue
        if play.attach_problem(state, card, target) is None:
            found.append(iid)
    return sorted(found)


def can_equip(kind: str) -> tuple[str, str, int]:
    """A target condition: a card of `kind` in the acting player's hand may be Equipped to
    the target for the amount paid."""
    name = f"equip_paid:{kind}"
    if name not in tg.SOURCE_CONDITIONS:
        tg.SOURCE_CONDITIONS[name] = lambda state, card, source: bool(
            _options(state, source.controller, card, kind, paid())
        )
    return name, "is", 0


@builds(EQUIP_PAID)
def _events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    return [
        {
            "event": EQUIP_PAID,
            "seat": seat,
            "card": card.iid,
            "kind": effect.what,
            "most": paid(),
            "source": source.defn.title,
            "by": seat,
        }
    ]


def _begin(state: State, event: Event) -> None:
    push(state, {k: v for k, v in event.items() if k not in ("event", "by")} | {"step": _STEP})


@step
class EquipPaidChoice(Step):
    name = _STEP
    label = "choice"

    def _options(self, state: State, frame: Frame) -> list[int]:
        target = state.cards[frame["card"]]
        return _options(state, frame["seat"], target, frame["kind"], frame["most"])

    def run(self, state: State, frame: Frame) -> int | None:
        if self._options(state, frame):
            return frame["seat"]
        pop(state, frame)
        return None

    def actions(self, state: State, frame: Frame, seat: int) -> list[Action]:
        return [Choose(iid) for iid in self._options(state, frame)]

    def answer(self, state: State, frame: Frame, seat: int, action: Action) -> str | None:
        if not isinstance(action, Choose) or action.card not in self._options(state, frame):
            raise IllegalAction(f"choose a {frame['kind']} in your hand for {frame['source']}")
        pop(state, frame)
        card = state.cards[action.card]
        target = state.cards[frame["card"]]
        ops.take(state, card)
        ops.place_attached(state, card, target)
        if traits(card.defn).enters_bowed:
            ops.bow(card)
        state.note(f"{card.defn.title} joins {target.defn.title} ({frame['source']})")
        emit(state, "entered_play", card=card.iid, by=seat, equipped=True)
        return frame["source"]


APPLY[EQUIP_PAID] = _begin
