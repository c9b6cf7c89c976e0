"""Recruiting by an action whose cost is any amount of Gold: "Limited, :gstar:: Recruit a
target Holding in your Province (entering play bowed), for 1 less Gold." (Yoritomo Mikaru).

«Стоимость и эффекты» (Costs and Effects): the Gold paid for the action (`variable_cost`) is
what recruits the Holding; its Gold Cost to recruit (as a Recruit of it would cost, the
player's cost changes and its Province's Region included) less `amount` must not exceed what
was paid (more may be paid: the excess is lost). RECRUIT_PAID (a player's operation) offers,
as the effect resolves, the face-up Holdings in the player's Provinces he may recruit for the
amount paid (one `Choose` of the log); the action may be announced only when one is there for
the payment it names. The Holding enters play bowed («Владения» — Holdings enter play bowed),
its Province is refilled, and the moments of its entering play and being recruited follow.
"""

from rules.engine import ops, play
from rules.engine.actions import Action, Choose
from rules.engine.cards import HOLDING
from rules.engine.effects import REQUIRES, Effect, builds
from rules.engine.errors import IllegalAction
from rules.engine.events import APPLY, Event, emit_all
from rules.engine.pipeline import Frame, Step, pop, push, step
from rules.engine.state import PROVINCE, Card, State
from rules.engine.traits import traits
from rules.engine.variable_cost import paid

RECRUIT_PAID = "recruit_paid"
_STEP = "recruit_paid_choice"


def _options(state: State, seat: int, most: int, less: int) -> list[int]:
    player = state.players[seat]
    found = []
    for province in player.provinces:
        if province.card is None:
            continue
        card = state.cards[province.card]
        if not card.face_up or card.defn.type != HOLDING:
            continue
        if play.recruit_problem(state, player, card, province) is not None:
            continue
        cost = play.recruit_cost(state, seat, card.defn, "full", province=province)
        if max(0, cost - less) <= most:
            found.append(card.iid)
    return sorted(found)


@builds(RECRUIT_PAID, player=True)
def _events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    return [
        {
            "event": RECRUIT_PAID,
            "seat": seat,
            "most": paid(),
            "less": effect.amount,
            "source": source.defn.title,
            "by": seat,
        }
    ]


REQUIRES[RECRUIT_PAID] = lambda state, seat, source, effect: bool(
    _options(state, seat, paid(), effect.amount)
)


def _begin(state: State, event: Event) -> None:
    push(state, {k: v for k, v in event.items() if k not in ("event", "by")} | {"step": _STEP})


@step
class RecruitPaidChoice(Step):
    name = _STEP
    label = "choice"

    def run(self, state: State, frame: Frame) -> int | None:
        if _options(state, frame["seat"], frame["most"], frame["less"]):
            return frame["seat"]
        pop(state, frame)
        return None

    def actions(self, state: State, frame: Frame, seat: int) -> list[Action]:
        return [Choose(i) for i in _options(state, frame["seat"], frame["most"], frame["less"])]

    def answer(self, state: State, frame: Frame, seat: int, action: Action) -> str | None:
        options = _options(state, frame["seat"], frame["most"], frame["less"])
        if not isinstance(action, Choose) or action.card not in options:
            raise IllegalAction(f"choose a Holding in your Provinces for {frame['source']}")
        pop(state, frame)
        card = state.cards[action.card]
        player = state.players[seat]
        province = next(p for p in player.provinces if p.card == card.iid)
        assert card.zone == PROVINCE
        ops.take(state, card)
        if card.defn.is_fortification:
            ops.place_at_province(state, card, seat, province)
            ops.bow(card)
        else:
            ops.place_home(state, card, seat, bowed=True)
        state.note(f"{player.name} recruits {card.defn.title} ({frame['source']}), bowed")
        ops.refill(state, player, province, face_up=traits(card.defn).refill_face_up)
        emit_all(
            state,
            [
                {"event": "entered_play", "card": card.iid, "by": seat},
                {"event": "recruited", "card": card.iid, "by": seat},
            ],
        )
        return frame["source"]


APPLY[RECRUIT_PAID] = _begin
