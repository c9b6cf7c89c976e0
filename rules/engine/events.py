"""Events: every change of state the rules make goes through `emit`, inside a window.

An event is a plain dict: {"event": kind, ...its parameters}. Emitting one pushes an event
step; when it runs it opens the interrupt window (cards answering "before ..."), applies the
change, then opens the reaction window ("after ..."). A window only opens when some player
holds an answer to that event, so an event nobody can answer costs one lookup.

Answers are found by responders registered per (kind, timing): functions returning the
actions a seat may answer with; what happens by itself at that moment (a triggered trait,
`FORCED`) runs first, then the window. The window offers them in turn, starting to the left of
the player whose action caused the event, until all pass in a row («Реакции»).
"""

import dataclasses
import functools
import re
from collections.abc import Callable
from typing import Any

from rules.engine import no_rehonor, ops
from rules.engine.actions import Action, Pass
from rules.engine.errors import IllegalAction
from rules.engine.pipeline import Frame, Step, pop, push, step
from rules.engine.registry import Registry
from rules.engine.state import State

INTERRUPT = "interrupt"
REACTION = "reaction"

Event = dict[str, Any]
Responder = Callable[[State, Event, int], list[Action]]
Performer = Callable[[State, int, Action], str | None]

RESPONDERS: dict[tuple[str, str], list[Responder]] = {}
# A responder's quick test of whether anything in the game could answer a window of this
# (kind, timing) at all: when every responder of a window says no, it is never opened.
PRECHECKS: dict[Responder, Callable[[State, tuple[str, str]], bool]] = {}
# What happens by itself at an event, before anyone answers (triggered traits): functions
# returning the steps to run, per (kind, timing).
FORCED: dict[tuple[str, str], list[Callable[[State, Event], list[Frame]]]] = {}
# How an answer given in a window is carried out, by action type (registered by the
# modules that own those actions).
PERFORMERS: dict[type, Performer] = {}


def responder(kind: str, timing: str = REACTION) -> Callable[[Responder], Responder]:
    def register(function: Responder) -> Responder:
        RESPONDERS.setdefault((kind, timing), []).append(function)
        return function

    return register


def emit(state: State, kind: str, **params: Any) -> None:
    """Push one event; it happens when the pipeline runs (after the current step returns)."""
    push(state, {"step": "event", "event": {"event": kind, **params}, "stage": "before"})


# Whether something in this game answers an event kind (registered by card-text modules).
WATCHING: list[Callable[[State, str], bool]] = []


def watches(state: State, kind: str) -> bool:
    """Whether something in this game answers events of this kind."""
    return any(watch(state, kind) for watch in WATCHING)


def emit_moment(state: State, kind: str, **params: Any) -> None:
    """A moment that changes nothing by itself (a turn begins, an attack is declared): an
    event only when something in the game answers it."""
    if watches(state, kind):
        emit(state, kind, **params)


def emit_moment_under(state: State, depth: int, kind: str, **params: Any) -> None:
    """A moment that happens once the steps pushed since the stack was `depth` deep have
    run (an action resolves after all of its effects)."""
    state.stack.insert(
        depth, {"step": "event", "event": {"event": kind, **params}, "stage": "before"}
    )


def record_move(state: State, event: Event, person: int) -> None:
    """A unit moved to a battlefield by the action of the card `event["mover"]`: the moment
    that action resolves (still to come, under its effects) says so, for "if it moved your
    Personality to a battlefield" (`effects_conditions`)."""
    mover = event.get("mover")
    if mover is None:
        return
    for frame in reversed(state.stack):
        found = frame.get("event") if frame["step"] == "event" else None
        if found and found["event"] == "action_resolved" and found.get("source") == mover:
            found.setdefault("moved", []).append(person)
            return


def emit_all(state: State, events: list[Event]) -> None:
    """Push several events to happen in the order given."""
    push(state, *({"step": "event", "event": event, "stage": "before"} for event in events))


def answers(state: State, event: Event, timing: str, seat: int) -> list[Action]:
    found: list[Action] = []
    for function in RESPONDERS.get((event["event"], timing), ()):
        found.extend(function(state, event, seat))
    return found


def events_under_interrupt(state: State, kind: str) -> list[Event]:
    """The event of `kind` whose interrupt window is open, as the window holds it and as its
    event step does, each once (a game read back from its saved state holds two copies):
    what an Interrupt changing the event changes. Empty when the open window is another's."""
    for index in range(len(state.stack) - 1, -1, -1):
        frame = state.stack[index]
        if frame["step"] == "window" and frame["timing"] == INTERRUPT:
            if frame["event"]["event"] != kind:
                return []
            found = {id(frame["event"]): frame["event"]}
            for below in reversed(state.stack[:index]):
                if below["step"] == "event" and below["event"] == frame["event"]:
                    found[id(below["event"])] = below["event"]
                    break
            return list(found.values())
    return []


def _window_order(state: State, event: Event) -> list[int]:
    from rules.engine.phases import clockwise

    cause = event.get("by", state.active)
    return [*clockwise(state, cause, include_first=False), cause]


def _open_window(state: State, event: Event, timing: str) -> bool:
    key = (event["event"], timing)
    hooks = FORCED.get(key)
    forced = [frame for hook in hooks for frame in hook(state, event)] if hooks else []
    if key not in RESPONDERS:
        if forced:
            push(state, *forced)
        return bool(forced)
    if not forced:
        for function in RESPONDERS[key]:
            check = PRECHECKS.get(function)
            if check is None or check(state, key):
                break
        else:
            return False
    window = {"step": "window", "event": event, "timing": timing, "at": 0, "passes": 0}
    # After forced steps the window is pushed anyway: it asks again when it runs. Else it is
    # asked now, on the stack as it will run (what an answer needs may look at the window).
    if not forced:
        state.stack.append(window)
        try:
            anyone = any(
                answers(state, event, timing, player.seat)
                for player in state.players
                if not player.eliminated
            )
        finally:
            state.stack.pop()
        if not anyone:
            return False
    window["order"] = _window_order(state, event)
    push(state, *forced, window)
    return True


@step
class EventStep(Step):
    name = "event"

    def run(self, state: State, frame: Frame) -> int | None:
        event = frame["event"]
        if frame["stage"] == "before":
            frame["stage"] = "apply"
            if not frame.get("cancelled") and _open_window(state, event, INTERRUPT):
                return None
        if frame["stage"] == "apply":
            frame["stage"] = "after"
            if not frame.get("cancelled") and applies(state, event):
                APPLY[event["event"]](state, event)
                if _open_window(state, event, REACTION):
                    return None
        pop(state, frame)
        return None


@step
class Window(Step):
    """Players answer an event in turn until all pass in a row."""

    name = "window"
    label = "reactions"

    def run(self, state: State, frame: Frame) -> int | None:
        order = frame["order"]
        while frame["passes"] < len(order):
            seat = order[frame["at"] % len(order)]
            if not state.players[seat].eliminated and answers(
                state, frame["event"], frame["timing"], seat
            ):
                return seat
            frame["passes"] += 1
            frame["at"] += 1
        pop(state, frame)
        return None

    def actions(self, state: State, frame: Frame, seat: int) -> list[Action]:
        return [Pass(), *answers(state, frame["event"], frame["timing"], seat)]

    def answer(self, state: State, frame: Frame, seat: int, action: Action) -> str | None:
        if isinstance(action, Pass):
            frame["at"] += 1
            frame["passes"] += 1
            return None
        offered = answers(state, frame["event"], frame["timing"], seat)
        if not any(same_choice(action, answer) for answer in offered):
            raise IllegalAction(f"{action.text()!r} does not answer this")
        frame["at"] += 1
        frame["passes"] = 0
        return PERFORMERS[type(action)](state, seat, action)


def same_choice(action: Action, offered: Action) -> bool:
    """The same choice as an offered action, whatever producers it bows to pay."""
    if type(action) is not type(offered):
        return False
    if hasattr(action, "pay"):
        return dataclasses.replace(action, pay=()) == dataclasses.replace(offered, pay=())
    return action == offered


# -- what each event changes ----------------------------------------------------------------
# The events that move units to or from a battlefield (registered by their modules), which
# "The action cannot move Personalities" stops while the action resolves (`attack["no_move"]`).
MOVEMENTS: set[str] = {"move_home"}


def applies(state: State, event: Event) -> bool:
    """An event about a card that has since left where it was does nothing."""
    if (
        state.attack is not None
        and event["event"] in MOVEMENTS
        and state.attack.get("no_move")
        and event.get("card") is not None
    ):
        state.note(f"{state.cards[event['card']].defn.title} cannot move")
        return False
    card = event.get("card")
    if card is None:
        return True
    where = event.get("if_in_play", True)
    return not where or state.cards[card].in_play


def _destroy(state: State, event: Event) -> None:
    ops.destroy(state, state.cards[event["card"]])


def _bow(state: State, event: Event) -> None:
    card = state.cards[event["card"]]
    card.bowed = True
    if event.get("say"):
        state.note(f"{card.defn.title} is bowed")


def _straighten(state: State, event: Event) -> None:
    card = state.cards[event["card"]]
    if not ops.may_straighten(card):
        state.note(f"{card.defn.title} cannot straighten")
        return
    card.bowed = False
    if event.get("say"):
        state.note(f"{card.defn.title} is straightened")


def _honor(state: State, event: Event) -> None:
    player = state.players[event["seat"]]
    amount = event["amount"]
    # Interrupts answering it (`rules.engine.honor`): its size changed, or made 0.
    if event.get("zero"):
        amount = 0
    elif event.get("adjust"):
        amount = max(0, abs(amount) + event["adjust"]) * (1 if amount > 0 else -1)
    if amount == 0:
        return
    amount = ops.change_honor(state, player, amount, event.get("origin"))
    if amount == 0:
        state.note(f"{player.name}'s Honor does not change")
        return
    why = f" ({event['why']})" if event.get("why") else ""
    verb = "gains" if amount > 0 else "loses"
    state.note(f"{player.name} {verb} {abs(amount)} Honor{why}")


def _rehonor(state: State, event: Event) -> None:
    card = state.cards[event["card"]]
    if card.dishonored and no_rehonor.blocked(state, card):
        state.note(f"{card.defn.title} will not be rehonored")
        return
    card.dishonored = False
    state.note(f"{card.defn.title} is honorable again")


def _move_home(state: State, event: Event) -> None:
    card = state.cards[event["card"]]
    if card.battle is None:
        return
    card.battle = None
    if event.get("bow"):
        # "Battle resolution does not bow ..." (Conqueror): the cards the event spares.
        spared = event.get("unbowed", ())
        card.bowed = card.bowed or card.iid not in spared
        for iid in card.attachments:
            if state.cards[iid].defn.type == "Follower" and iid not in spared:
                state.cards[iid].bowed = True
    if event.get("say"):
        state.note(f"{card.defn.title} moves home")


def _province_destroyed(state: State, event: Event) -> None:
    player = state.players[event["seat"]]
    province = player.province(event["pid"])
    if province is not None:
        for iid in list(player.home):
            card = state.cards[iid]
            if card.battle == province.pid and card.controller == player.seat:
                card.battle = None
        if event.get("by") is not None:
            state.note(f"Province {province.pid} falls")
        ops.destroy_province(state, player, province)


_ENTER_HONOR = re.compile(
    r"^After (?:this \w+|[\w' -]+?) enters play[,:] (?P<verb>lose|gain) (?P<n>\d+) Honor\.?$",
    re.IGNORECASE,
)
_EQUIP_HONOR = re.compile(
    r"^After you Equip this \w+, (?P<verb>lose|gain) (?P<n>\d+) Honor\.?$", re.IGNORECASE
)


@functools.cache
def enter_play_honor(text: str, equipped: bool = False) -> int:
    """A card printed "After this card enters play, lose/gain N Honor" (a sentence of its
    own) changes its controller's Honor by this much when it enters play; attached from the
    hand ("Equip"), also "After you Equip this Item, gain N Honor"."""
    total = 0
    for line in text.splitlines():
        for sentence in re.split(r"(?<=\.)\s+", line.strip()):
            match = _ENTER_HONOR.match(sentence) or (equipped and _EQUIP_HONOR.match(sentence))
            if match:
                amount = int(match["n"])
                total += amount if match["verb"].lower() == "gain" else -amount
    return total


def _entered_play(state: State, event: Event) -> None:
    card = state.cards[event["card"]]
    amount = enter_play_honor(card.defn.text_plain, bool(event.get("equipped")))
    if amount:
        # An event of its own, which Interrupts may answer (`rules.engine.honor`).
        emit(
            state,
            "honor",
            seat=card.controller,
            amount=amount,
            why=card.defn.title,
            origin=card.iid,
            by=card.controller,
        )
    if card.defn.has_keyword("Destined"):
        # "Draw a card after your Destined card enters play" (recruited or equipped).
        player = state.players[card.controller]
        if ops.draw(state, player) is not None:
            state.note(f"{player.name} draws a card ({card.defn.title} is Destined)")
    if card.defn.has_keyword("Overconfident"):
        ops.overconfident_draws(state, card, card.controller)


def _marker(state: State, event: Event) -> None:
    """Events that only mark a moment cards answer (a recruit, a battle's resolution)."""


APPLY: Registry[Callable[[State, Event], None]] = Registry(
    {
        "destroy": _destroy,
        "bow": _bow,
        "straighten": _straighten,
        "honor": _honor,
        "rehonor": _rehonor,
        "move_home": _move_home,
        "province_destroyed": _province_destroyed,
        "entered_play": _entered_play,
        "recruited": _marker,
        "battle_resolved": _marker,
        "duel_resolved": _marker,
    }
)
