"""Honor measured by the card discarded for an action (`rules.engine.phrasings.duels`):

- DISCARDED_HONOR: the acting player (DISCARDED_HONOR_OF: a target player, the target's
  Stronghold as player targets are chosen) gains (`amount` 1) or loses (-1) Honor equal to
  the Focus Value of the card discarded for the action's cost, or half of it rounded up
  (`what` "half"): "Discard a card to gain Honor equal to its Focus Value", "Discard a card
  from your hand to make a target player lose Honor equal to half the Focus Value, rounded
  up". The card is the one the cost discarded during this resolution
  (`effects_zones.discarded_for`); with none, nothing changes.
"""

from rules.engine.effects import Effect, builds
from rules.engine.effects_stats import _discarded_focus, _discards
from rules.engine.events import APPLY, Event, emit
from rules.engine.state import Card, State

DISCARDED_HONOR = "discarded_honor"
DISCARDED_HONOR_OF = "discarded_honor_of"


@builds(DISCARDED_HONOR, player=True)
@builds(DISCARDED_HONOR_OF)
def _events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    who = seat if card is None else card.controller
    return [
        {
            "event": DISCARDED_HONOR,
            "seat": who,
            "source": source.iid,
            "seen": _discards(source),
            "sign": 1 if effect.amount > 0 else -1,
            "half": effect.what == "half",
            "by": seat,
        }
    ]


def _apply(state: State, event: Event) -> None:
    source = state.cards[event["source"]]
    if _discards(source) <= event["seen"]:
        return
    value = _discarded_focus(state, source)
    if event["half"]:
        value = (value + 1) // 2
    why = f"{source.defn.title}: the discarded card's Focus Value"
    emit(state, "honor", seat=event["seat"], amount=event["sign"] * value, why=why, by=event["by"])


APPLY[DISCARDED_HONOR] = _apply
