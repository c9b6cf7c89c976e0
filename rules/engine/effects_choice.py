"""Effects that give the player a choice as they resolve: one of several effects ("Give
Choiko a Force or Chi bonus equal to the target's Personal Honor"), an effect he may
decline ("You may destroy this Item to move this Personality home"), which player gains or
loses Honor ("You, or any player if the Personality is an Artisan, gain or lose 1
Honor").

CHOICE pushes an `option_choice` step that offers one `Option` per effect (and `Pass` when
the choice is optional), so the choice is an action of the log, replayed like any other.
The options' events are built when the choice is offered, on the cards the effect names:
its own card (`on`), the card itself or its host.
"""

from dataclasses import dataclass

from rules.engine import continuous, effects
from rules.engine.actions import Action, Option, Pass
from rules.engine.effects import HOST, PLAYER_OPS, SELF, Effect, builds
from rules.engine.errors import IllegalAction
from rules.engine.events import APPLY, Event, emit_all
from rules.engine.pipeline import Frame, Step, pop, push, step
from rules.engine.state import Card, State

CHOICE = "choice"
# "You, or any player if the Personality is an Artisan, gain or lose 1 Honor": `amount`
# Honor gained or lost by the acting player, or by any player when the card `on` has the
# trait `what`.
HONOR_CHOICE = "honor_choice"


@dataclass(frozen=True, slots=True)
class Choice(Effect):
    """One of `options` (each a sequence of effects), named to the player by `labels`;
    with `optional`, he may choose none."""

    options: tuple[tuple[Effect, ...], ...] = ()
    labels: tuple[str, ...] = ()
    optional: bool = False


def _option_events(
    state: State, seat: int, source: Card, choice: Choice, card: Card | None, option: tuple
) -> list[Event]:
    def named(on: int) -> Card | None:
        if on == choice.on:
            return card
        if on in (SELF, HOST):
            return effects.card_for(state, source, on, ())
        return None

    out: list[Event] = []
    for effect in option:
        target = None if effect.op in PLAYER_OPS else named(effect.on)
        if effect.op not in PLAYER_OPS and target is None:
            continue
        built = effects.BUILDERS[effect.op](state, seat, source, effect, target)
        if effect.op in effects.PAIRED:
            other = named(effect.amount)
            if other is None:
                continue
            built = [{**event, "other": other.iid} for event in built]
        out.extend(built)
    return out


@builds(CHOICE)
def _choice_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert isinstance(effect, Choice)
    return [
        {
            "event": "option_choice",
            "seat": seat,
            "source": source.defn.title,
            "labels": list(effect.labels),
            "options": [
                _option_events(state, seat, source, effect, card, option)
                for option in effect.options
            ],
            "optional": effect.optional,
            "by": seat,
        }
    ]


@builds(HONOR_CHOICE)
def _honor_choice_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    anyone = continuous.has_keyword(state, card, effect.what)
    players = [p for p in state.players if not p.eliminated and (anyone or p.seat == seat)]
    labels: list[str] = []
    options: list[list[Event]] = []
    for player in players:
        for sign, verb in ((1, "gains"), (-1, "loses")):
            labels.append(f"{player.name} {verb} {effect.amount} Honor")
            options.append(
                [
                    {
                        "event": "honor",
                        "seat": player.seat,
                        "amount": sign * effect.amount,
                        "why": source.defn.title,
                        "by": seat,
                    }
                ]
            )
    event: Event = {
        "event": "option_choice",
        "seat": seat,
        "source": source.defn.title,
        "labels": labels,
        "options": options,
        "optional": False,
        "by": seat,
    }
    return [event]


def _offer(state: State, event: Event) -> None:
    frame = {k: v for k, v in event.items() if k not in ("event", "by")}
    push(state, frame | {"step": "option_choice"})


@step
class OptionChoice(Step):
    """The player picks one of the effects offered (or, when optional, none)."""

    name = "option_choice"
    label = "choice"

    def run(self, state: State, frame: Frame) -> int | None:
        if frame.get("done"):
            pop(state, frame)
            return None
        return frame["seat"]

    def actions(self, state: State, frame: Frame, seat: int) -> list[Action]:
        chosen: list[Action] = [Option(index) for index in range(len(frame["options"]))]
        return [Pass(), *chosen] if frame["optional"] else chosen

    def answer(self, state: State, frame: Frame, seat: int, action: Action) -> str | None:
        if isinstance(action, Pass) and frame["optional"]:
            frame["done"] = True
            state.note(f"{state.players[seat].name} declines ({frame['source']})")
            return frame["source"]
        if not isinstance(action, Option) or not 0 <= action.index < len(frame["options"]):
            raise IllegalAction(f"choose one of the effects of {frame['source']}")
        frame["done"] = True
        state.note(
            f"{state.players[seat].name} chooses: {frame['labels'][action.index]} "
            f"({frame['source']})"
        )
        emit_all(state, frame["options"][action.index])
        return frame["source"]


APPLY.update({"option_choice": _offer})
