"""What an Interrupt to a gain or loss of Honor does to it, and asks of it (Honor —
«Честь»; Interrupts — «Реакции»: a "before" Reaction answers the event still to come):

- "Increase the gain or loss by 1." (Doji Nagori): the gain or loss about to happen is one
  larger (a gain of 2 becomes 3, a loss of 2 becomes 3), as an Honor card's +1 is
  (`rules.engine.honor.perform_adjust`).
- "If the player was not you, gain 1 Honor. If it was, lose 1 Honor." (Kakita Gosha): whose
  gain or loss it is, the player answering it or another.

The event is the one whose interrupt window is open (`events.events_under_interrupt`).
"""

import re

from rules.engine.effects import Effect, builds
from rules.engine.effects_scripted import CONDITIONS
from rules.engine.events import APPLY, Event, events_under_interrupt
from rules.engine.state import Card, State

HONOR_MORE = "honor_more"
PLAYER_NOT_YOU = "honor_moment:not_you"
PLAYER_YOU = "honor_moment:you"


@builds(HONOR_MORE, player=True)
def _more_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    return [
        {
            "event": HONOR_MORE,
            "seat": seat,
            "amount": effect.amount or 1,
            "by": seat,
            "why": source.defn.title,
        }
    ]


def _more(state: State, event: Event) -> None:
    found = events_under_interrupt(state, "honor")
    for answered in found:
        answered["adjust"] = answered.get("adjust", 0) + event["amount"]
    if found:
        answered = found[0]
        what = "gain" if answered["amount"] > 0 else "loss"
        whose = state.players[answered["seat"]].name
        size = max(0, abs(answered["amount"]) + answered["adjust"])
        state.note(f"{whose}'s Honor {what} becomes {size} ({event['why']})")


APPLY[HONOR_MORE] = _more


def _whose(state: State) -> int | None:
    found = events_under_interrupt(state, "honor")
    return found[0]["seat"] if found else None


CONDITIONS.update(
    {
        PLAYER_NOT_YOU: lambda state, seat, source, card: _whose(state) not in (None, seat),
        PLAYER_YOU: lambda state, seat, source, card: _whose(state) == seat,
    }
)

_NOT_YOU = re.compile(r"the player (?:was|is) not you")
_YOU = re.compile(r"the player (?:was|is) you")


def read(text: str) -> str | None:
    """The condition `text` states about the gain or loss's player, or None."""
    if _NOT_YOU.fullmatch(text):
        return PLAYER_NOT_YOU
    if _YOU.fullmatch(text):
        return PLAYER_YOU
    return None
