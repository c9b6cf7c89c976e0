"""Effects that happen as the phase under way ends («Структура хода» — Sequence of Play):
"If this Strategy is in your discard pile, put it into your hand before this phase ends."
(Move the Troops). The effect leaves a note in `state.used` (saved with the game, cleared
as the turn ends) that the phase's end answers, before it ends (its interrupt window).
Only a game with such a card watches for the ends of phases for it.
"""

from rules.engine import ops
from rules.engine import triggers as tr
from rules.engine.effects import Effect, builds
from rules.engine.events import APPLY, FORCED, INTERRUPT, WATCHING, Event
from rules.engine.pipeline import Frame
from rules.engine.state import FATE_DISCARD, Card, State

# "put it into your hand before this phase ends" (the card itself, from its discard pile).
TO_HAND_AT_PHASE_END = "to_hand_at_phase_end"
_RETURN = "phase_end_return"
_KEY = "phase-end:"


def _phase(state: State) -> str:
    """The phase under way, as `triggers.PHASES` names it ("dynasty-discard" is Dynasty)."""
    return state.phase.split("-")[0]


@builds(TO_HAND_AT_PHASE_END)
def _later_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    return [{"event": TO_HAND_AT_PHASE_END, "card": card.iid, "if_in_play": False, "by": seat}]


def _later(state: State, event: Event) -> None:
    state.used.append(f"{_KEY}{_phase(state)}:{event['card']}")
    card = state.cards[event["card"]]
    state.note(f"{card.defn.title} returns to its owner's hand before this phase ends")


def _phase_ends(state: State, event: Event) -> list[Frame]:
    """The returns due as this phase ends."""
    phase = event["event"].removesuffix("_phase_ends")
    due = [key for key in state.used if key.startswith(f"{_KEY}{phase}:")]
    if not due:
        return []
    state.used[:] = [key for key in state.used if key not in due]
    return [
        {
            "step": "event",
            "event": {"event": _RETURN, "card": int(key.rsplit(":", 1)[1]), "if_in_play": False},
            "stage": "before",
        }
        for key in due
    ]


def _return(state: State, event: Event) -> None:
    """ "If this Strategy is in your discard pile": only from there."""
    card = state.cards[event["card"]]
    if card.zone != FATE_DISCARD:
        return
    ops.take(state, card)
    ops.place_hand(state, card)
    state.note(f"{card.defn.title} returns to {state.players[card.owner].name}'s hand")


def _titles() -> frozenset[str]:
    from rules.engine.scripts import RECORDS

    return frozenset(
        title
        for title, records in RECORDS.items()
        for record in records.values()
        if any(effect.op == TO_HAND_AT_PHASE_END for effect in record.effects)
    )


# By the game's cards dict: whether any of its cards has such an effect.
_GAMES: dict[int, tuple[dict[int, Card], bool]] = {}


def _watches(state: State, kind: str) -> bool:
    if not kind.endswith("_phase_ends"):
        return False
    cards = state.cards
    found = _GAMES.get(id(cards))
    if found is None or found[0] is not cards:
        from rules.engine.abilities import abilities

        if len(_GAMES) >= 64:
            _GAMES.clear()
        uses = False
        for defn in {id(c.defn): c.defn for c in cards.values()}.values():
            # Only a hand-written record has this effect: a card without one has none.
            if defn.title in _TITLES and any(
                effect.op == TO_HAND_AT_PHASE_END
                for ability in abilities(defn)
                for effect in ability.effects
            ):
                uses = True
                break
        found = _GAMES[id(cards)] = (cards, uses)
    return found[1]


class _Titles:
    """The titles whose records have the effect, read once the records are loaded."""

    found: frozenset[str] | None = None

    def __contains__(self, title: str) -> bool:
        if self.found is None:
            self.found = _titles()
        return title in self.found


_TITLES = _Titles()
APPLY.update({TO_HAND_AT_PHASE_END: _later, _RETURN: _return})
WATCHING.append(_watches)
for _phase_name in tr.PHASES.values():
    FORCED.setdefault((tr.phase_moment(_phase_name, "ends"), INTERRUPT), []).append(_phase_ends)
