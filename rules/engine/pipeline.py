"""The pipeline: the game is a stack of steps, each a small serializable record.

A step is a dict with a "step" key naming its handler. `run` executes the top step until
one stops for a decision: the handler's `run` returns the seat that must decide (and the
step stays on the stack), or None after it popped itself or pushed further steps. Because
the stack is plain data, `to_dict` saves a game paused anywhere, and a replay is still the
seed and the answers.

`legal(state, seat)` and `answer(state, seat, action)` ask the top step what it accepts.
"""

from typing import Any, ClassVar

from rules.engine.actions import Action
from rules.engine.errors import IllegalAction
from rules.engine.registry import Registry
from rules.engine.state import State

Frame = dict[str, Any]


class Step:
    """A kind of step. Subclasses set `name` and are registered by it."""

    name: ClassVar[str] = ""
    # What the table calls the moment this step waits in (None: the phase's own name).
    label: ClassVar[str | None] = None

    def run(self, state: State, frame: Frame) -> int | None:
        raise NotImplementedError

    def actions(self, state: State, frame: Frame, seat: int) -> list[Action]:
        return []

    def answer(self, state: State, frame: Frame, seat: int, action: Action) -> str | None:
        raise IllegalAction(f"{action.text()!r} is not possible now")


STEPS: Registry[Step] = Registry()


def step(cls: type[Step]) -> type[Step]:
    STEPS[cls.name] = cls()
    return cls


def push(state: State, *frames: Frame) -> None:
    """Push steps so that the first one given runs first."""
    state.stack.extend(reversed(frames))


def pop(state: State, frame: Frame) -> None:
    if state.stack and state.stack[-1] is frame:
        state.stack.pop()
    else:
        state.stack.remove(frame)


def top(state: State) -> tuple[Step, Frame] | None:
    if not state.stack:
        return None
    frame = state.stack[-1]
    return STEPS[frame["step"]], frame


def run(state: State) -> None:
    """Run steps until one waits for a decision or the game is over."""
    while state.stack and not state.over:
        frame = state.stack[-1]
        seat = STEPS[frame["step"]].run(state, frame)
        if seat is not None:
            state.priority = seat
            return
    state.priority = None


def legal(state: State, seat: int) -> list[Action]:
    found = top(state)
    if found is None or state.priority != seat:
        return []
    handler, frame = found
    return handler.actions(state, frame, seat)


def answer(state: State, seat: int, action: Action) -> str | None:
    found = top(state)
    if found is None:
        raise IllegalAction("the game is not waiting for anyone")
    if state.priority != seat:
        waiting = state.players[state.priority].name if state.priority is not None else "-"
        raise IllegalAction(f"it is not your decision now: the game waits for {waiting}")
    handler, frame = found
    return handler.answer(state, frame, seat, action)


def waiting_label(state: State) -> str | None:
    found = top(state)
    if found is None:
        return None
    handler, frame = found
    return frame.get("label") or handler.label
