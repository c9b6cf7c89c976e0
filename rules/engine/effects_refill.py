"""A Province refilled with a card searched for ("Interrupt: After you Recruit this Holding
from a Province, search your Dynasty deck for a non-Unique, Gold-producing Holding with a
printed Gold Cost of 1 and refill the Province face-up with it." — Jade Pearl Inn).

«Фаза Династии»: a Province emptied by a recruit is refilled from the top of the Dynasty
deck, face down. The engine refills it as the recruit is made (`play.do_recruit`); this
effect, answering the recruit, puts that face-down card, unseen, back on the deck, puts the
card the player chooses from his deck into the Province face up instead, and the deck is
shuffled as after every search («Колода после поиска в ней карты обязательно
перемешивается»): the same as the Province never having been refilled from the top.
"""

from dataclasses import dataclass

from rules.engine import ops, payment
from rules.engine.cards import DYNASTY, HOLDING
from rules.engine.effects import Effect, builds
from rules.engine.events import APPLY, Event
from rules.engine.state import DYNASTY_DECK, Card, State

REFILL_SEARCH = "refill_search"
REFILL_FOUND = "refill_found"


@dataclass(frozen=True, slots=True)
class RefillSearch(Effect):
    """A card of the Dynasty deck (a Holding, non-Unique unless `unique`, producing Gold if
    `producing`, of printed Gold Cost `cost` if not negative) into the Province the card
    whose text it is was just recruited from, face up."""

    unique: bool = False
    producing: bool = True
    cost: int = -1


def _fits(effect: RefillSearch, card: Card) -> bool:
    defn = card.defn
    return (
        defn.type == HOLDING
        and (effect.unique or not defn.unique)
        and (not effect.producing or payment.gold_producing(defn))
        and (effect.cost < 0 or defn.gold_cost == effect.cost)
    )


def recruited_from(state: State, card: Card) -> int | None:
    """The Province `card` was recruited from, as the recruit's moment (its reaction window,
    open now) says."""
    for frame in reversed(state.stack):
        event = frame.get("event") if frame.get("step") == "window" else None
        if event and event["event"] == "recruited" and event.get("card") == card.iid:
            return event.get("pid")
    return None


@builds(REFILL_SEARCH, player=True)
def _refill_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert isinstance(effect, RefillSearch)
    pid = recruited_from(state, source)
    if pid is None:
        return []
    player = state.players[seat]
    return [
        {
            "event": "zone_choice",
            "seat": seat,
            "zone": DYNASTY_DECK,
            "kinds": "",
            "among": [iid for iid in player.dynasty if _fits(effect, state.cards[iid])],
            "left": 1,
            "then": REFILL_FOUND,
            "show": True,
            "shuffle": True,
            "with": {"pid": pid},
            "source": source.defn.title,
            "by": seat,
        }
    ]


def _refill_found(state: State, event: Event) -> None:
    found = state.cards[event["card"]]
    player = state.players[event["seat"]]
    province = next((p for p in player.provinces if p.pid == event["pid"]), None)
    if province is None or found.zone != DYNASTY_DECK:
        return
    if province.card is not None:
        # The card the recruit refilled it with goes back, unseen, before the shuffle.
        old = state.cards[province.card]
        ops.take(state, old)
        ops.place_deck(state, old, DYNASTY, top=True)
    ops.take(state, found)
    ops.place_in_province(found, province, face_up=True)
    state.note(f"Province {province.pid} is refilled face-up: {found.defn.title}")


APPLY[REFILL_FOUND] = _refill_found
