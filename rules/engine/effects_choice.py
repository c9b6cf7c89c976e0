"""A choice between the ways an effect may be carried out, made as it resolves ("Give this
Province +2 or -2 Strength", "Raise or lower the current province's strength by his
Force"): the effect pushes an `either` step that offers one `Option` per way, so the choice
is an action of the log, replayed like any other. Each way is an effect on the same card (or
on the player); a way that comes to nothing (its card has left play) is still offered.
"""

from dataclasses import dataclass

from rules.engine.actions import Action, Option
from rules.engine.effects import BUILDERS, PLAYER_OPS, Effect, builds
from rules.engine.errors import IllegalAction
from rules.engine.events import APPLY, Event, emit_all
from rules.engine.pipeline import Frame, Step, pop, push, step
from rules.engine.state import Card, State

EITHER = "either"
EITHER_PLAYER = "either_player"


@dataclass(frozen=True, slots=True)
class Either(Effect):
    """One of `options`, chosen by the acting player, each said as its `labels` entry."""

    options: tuple[Effect, ...] = ()
    labels: tuple[str, ...] = ()


@builds(EITHER)
@builds(EITHER_PLAYER, player=True)
def _either_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert isinstance(effect, Either)
    ways = [
        BUILDERS[option.op](state, seat, source, option, None if option.op in PLAYER_OPS else card)
        for option in effect.options
    ]
    return [
        {
            "event": EITHER,
            "seat": seat,
            "ways": ways,
            "labels": list(effect.labels),
            "source": source.defn.title,
            "by": seat,
        }
    ]


def _either(state: State, event: Event) -> None:
    push(state, {k: v for k, v in event.items() if k not in ("event", "by")} | {"step": EITHER})


@step
class EitherStep(Step):
    """The player picks one of the ways (`labels`) the effect of `source` is carried out."""

    name = EITHER
    label = "choice"

    def run(self, state: State, frame: Frame) -> int | None:
        return frame["seat"]

    def actions(self, state: State, frame: Frame, seat: int) -> list[Action]:
        return [Option(number) for number in range(1, len(frame["ways"]) + 1)]

    def answer(self, state: State, frame: Frame, seat: int, action: Action) -> str | None:
        if not isinstance(action, Option) or not 1 <= action.number <= len(frame["ways"]):
            options = ", ".join(
                f"option {n} ({label})" for n, label in enumerate(frame["labels"], 1)
            )
            raise IllegalAction(f"choose for {frame['source']}: {options}")
        label = frame["labels"][action.number - 1]
        state.note(f"{state.players[seat].name} chooses for {frame['source']}: {label}")
        pop(state, frame)
        emit_all(state, frame["ways"][action.number - 1])
        return label


APPLY.update({EITHER: _either})
