"""Delayed effects: a sentence of an action's effect that happens later, once, at the moment
it names ("Before this phase ends, straighten him." — Tamori Kazushige; "Remove that
Personality from the game at the end of the turn." — Summon Earth Kami).

As the action resolves, the delayed effect's events are built (on the cards it names then)
and kept as a mark in `State.used` (saved with the game; the turn's end clears what is left),
"delayed:<moment>:<events as JSON>". The moment's forced step takes them out and runs them:
the end of the phase under way (its interrupt window, «Структура хода»), or the end of the
turn (its interrupt window, «Конец хода»). An event about a card that left play by then does
nothing (`events.applies`). Only a game with a card that has such an effect watches for
those moments.
"""

import json
from dataclasses import dataclass, field

from rules.engine import ops
from rules.engine import triggers as tr
from rules.engine.cards import CardDef
from rules.engine.effects import BONUS, BUILDERS, Effect, builds
from rules.engine.events import APPLY, FORCED, INTERRUPT, WATCHING, Event
from rules.engine.pipeline import Frame
from rules.engine.state import FATE_DISCARD, Card, State

DELAYED = "delayed"
PHASE_END = "phase"
TURN_END = "turn"
_KEY = "delayed:"
# "Before this phase ends, put this Strategy into your hand." (Elemental Adroitness): the
# card itself, from its owner's Fate discard pile, where its action left it.
TO_HAND = "discard_to_hand"


@dataclass(frozen=True, slots=True)
class Later(Effect):
    """`then` at `moment` (PHASE_END, TURN_END) rather than as the action resolves."""

    moment: str = TURN_END
    then: Effect = field(default_factory=lambda: Effect(BONUS))


def _phase(state: State) -> str:
    """The phase under way, as `triggers.PHASES` names it ("dynasty-discard" is Dynasty)."""
    return state.phase.split("-")[0]


@builds(DELAYED)
def _delayed_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert isinstance(effect, Later)
    moment = f"{PHASE_END}-{_phase(state)}" if effect.moment == PHASE_END else TURN_END
    later = BUILDERS[effect.then.op](state, seat, source, effect.then, card)
    return [{"event": DELAYED, "moment": moment, "later": later, "by": seat}]


@builds(TO_HAND)
def _to_hand_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    return [{"event": TO_HAND, "card": card.iid, "if_in_play": False, "by": seat}]


def _to_hand(state: State, event: Event) -> None:
    card = state.cards[event["card"]]
    if card.zone != FATE_DISCARD:
        return
    ops.take(state, card)
    ops.place_hand(state, card)
    state.note(f"{card.defn.title} returns to {state.players[card.owner].name}'s hand")


def _keep(state: State, event: Event) -> None:
    state.used.append(f"{_KEY}{event['moment']}:{json.dumps(event['later'])}")


def _due(state: State, moment: str) -> list[Frame]:
    prefix = f"{_KEY}{moment}:"
    due = [key for key in state.used if key.startswith(prefix)]
    if not due:
        return []
    state.used[:] = [key for key in state.used if not key.startswith(prefix)]
    return [
        {"step": "event", "event": event, "stage": "before"}
        for key in due
        for event in json.loads(key[len(prefix) :])
    ]


def _phase_ends(state: State, event: Event) -> list[Frame]:
    return _due(state, f"{PHASE_END}-{event['event'].removesuffix('_phase_ends')}")


def _turn_ends(state: State, event: Event) -> list[Frame]:
    return _due(state, TURN_END)


def _has_delayed(effect: Effect) -> bool:
    then = getattr(effect, "then", None)
    return effect.op == DELAYED or (isinstance(then, Effect) and _has_delayed(then))


# By the CardDef's identity: whether one of its abilities has a delayed effect.
_CACHE: dict[int, tuple[CardDef, bool]] = {}
# By the game's cards dict: whether any of its cards has one.
_GAMES: dict[int, tuple[dict[int, Card], bool]] = {}


def _defn_delays(defn: CardDef) -> bool:
    found = _CACHE.get(id(defn))
    if found is None or found[0] is not defn:
        from rules.engine.abilities import abilities

        uses = any(
            _has_delayed(effect) for ability in abilities(defn) for effect in ability.effects
        )
        found = _CACHE[id(defn)] = (defn, uses)
    return found[1]


def _watches(state: State, kind: str) -> bool:
    if kind != tr.TURN_ENDED and not kind.endswith("_phase_ends"):
        return False
    cards = state.cards
    found = _GAMES.get(id(cards))
    if found is None or found[0] is not cards:
        if len(_GAMES) >= 64:
            _GAMES.clear()
        defns = {id(card.defn): card.defn for card in cards.values()}
        found = _GAMES[id(cards)] = (cards, any(map(_defn_delays, defns.values())))
    return found[1]


APPLY.update({DELAYED: _keep, TO_HAND: _to_hand})
WATCHING.append(_watches)
FORCED.setdefault((tr.TURN_ENDED, INTERRUPT), []).append(_turn_ends)
for _phase_name in tr.PHASES.values():
    FORCED.setdefault((tr.phase_moment(_phase_name, "ends"), INTERRUPT), []).append(_phase_ends)
