"""A Personality moved as an Engage action ("After Nishima moves as an Engage action, he loses
Naval." — Tsuruchi Nishima): the moment `ENGAGE_MOVED`, about the card moved, comes right
after each move an Engage action makes (to the current battlefield or home), when the card
did move; also after Cavalry's move, itself an Absent Engage action («Кавалерийское
маневрирование», as the later editions' reminder words it: "as an Absent Engage, move your
unbowed Personality in a Cavalry unit to the battle").

An action is an Engage action when its ability is timed Engage and it is taken before the
battle's first action (`cardplay._timing_allows`: "Engage before the battle's first action";
a "Battle/Engage" ability so taken is one). The moments are made only in games where a card
watches for them (`events.watches`), so no other game pays for them.
"""

from typing import Any

from rules.engine.events import APPLY, Event, watches
from rules.engine.state import Card, State

ENGAGE_MOVED = "engage_moved"
_MOVES = frozenset({"to_battle", "move_home"})


def _marker_for(state: State, event: Event) -> Event:
    card = state.cards[event["card"]]
    return {"event": ENGAGE_MOVED, "card": card.iid, "was": card.battle, "by": event.get("by")}


def _with_markers(state: State, events: list[Any]) -> list[Any]:
    """The events, each move followed by its moment (inside conditional effects too)."""
    out: list[Any] = []
    for event in events:
        if isinstance(event, dict):
            if event.get("event") in _MOVES and "card" in event:
                out.extend((event, _marker_for(state, event)))
                continue
            if isinstance(event.get("then"), list):
                event["then"] = _with_markers(state, event["then"])
        out.append(event)
    return out


def mark(state: State, depth: int, timings: tuple[str, ...], fresh: bool) -> None:
    """After an action's effects were pushed above `depth`: if it is an Engage action, each
    move among them is followed by the moment."""
    if not fresh or "engage" not in timings or not watches(state, ENGAGE_MOVED):
        return
    frames = state.stack[depth:]
    rebuilt: list[Any] = []
    # The stack's top is its end: the frames run from the last to the first.
    for frame in frames:
        event = frame.get("event") if frame.get("step") == "event" else None
        if isinstance(event, dict) and event.get("event") in _MOVES and "card" in event:
            marker = {"step": "event", "event": _marker_for(state, event), "stage": "before"}
            rebuilt.extend((marker, frame))
            continue
        if isinstance(event, dict) and isinstance(event.get("then"), list):
            event["then"] = _with_markers(state, event["then"])
        rebuilt.append(frame)
    state.stack[depth:] = rebuilt


def cavalry_move(state: State, unit: Card, event: Event) -> list[Event]:
    """Cavalry's move (an Absent Engage action): the move and, if watched, its moment."""
    if not watches(state, ENGAGE_MOVED):
        return [event]
    return [event, _marker_for(state, event)]


def moved(state: State, event: Event) -> bool:
    """The card of the moment did move (it is no longer where it was)."""
    card = state.cards[event["card"]]
    return card.in_play and card.battle != event["was"]


def _apply(state: State, event: Event) -> None:
    """A moment: it changes nothing by itself."""


APPLY[ENGAGE_MOVED] = _apply
