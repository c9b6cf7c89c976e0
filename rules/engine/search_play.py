"""A search whose card is played at once: "Search your Fate deck for a non-Unique Battle
Strategy and take an additional action to play it." (Death of the Winds).

SEARCH_PLAY: the player searches the deck `what` names ("fate||a non-Unique Battle
Strategy", as `effects_zones` reads it) for a card of that kind (his choice, shown: a card
taken from a hidden zone to be played is revealed), takes it into his hand, and the round's
turn to act comes back to him for one additional action, which may only play that card
(`rounds`: the frame's "only" is "play:<id>"); he may pass instead, the card staying in his
hand. The deck is shuffled after the search («Колода после поиска в ней карты обязательно
перемешивается»). If the search finds nothing, no additional action is taken.
"""

from rules.engine import ops
from rules.engine.effects import Effect, builds
from rules.engine.effects_zones import parse_kinds
from rules.engine.events import APPLY, Event, emit
from rules.engine.state import FATE_DECK, HAND, Card, State

SEARCH_PLAY = "search_play"
FOUND_TO_PLAY = "found_to_play"
ONLY_PLAY = "play:"


@builds(SEARCH_PLAY, player=True)
def _search_play_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    _, _, kinds = effect.what.split("|", 2)
    assert parse_kinds(kinds) is not None
    return [
        {
            "event": "zone_choice",
            "seat": seat,
            "zone": FATE_DECK,
            "kinds": kinds,
            "left": 1,
            "then": FOUND_TO_PLAY,
            "show": True,
            "shuffle": True,
            "source": source.defn.title,
            "by": seat,
        }
    ]


def _found(state: State, event: Event) -> None:
    card = state.cards[event["card"]]
    if card.zone != FATE_DECK:
        return
    seat = event["seat"]
    ops.take(state, card)
    ops.place_hand(state, card)
    state.note(f"{state.players[seat].name} shows and takes {card.defn.title} to play it")
    battle = state.attack is not None and bool(state.attack.get("battle"))
    emit(
        state,
        "extra_action",
        seat=seat,
        battle=battle,
        count=1,
        only=f"{ONLY_PLAY}{card.iid}",
        by=seat,
    )


def only_play(frame_only: object) -> int | None:
    """The card an additional action may only play, if the round's frame says so."""
    if isinstance(frame_only, str) and frame_only.startswith(ONLY_PLAY):
        return int(frame_only[len(ONLY_PLAY) :])
    return None


APPLY[FOUND_TO_PLAY] = _found
_ = HAND
