"""One-shot triggers an action sets up: "After the next time (this turn) the target assigns to
attack you, gain 1 Honor, or 2 Honor if you control a Temple." (Words of Consecration).

As the action resolves, NEXT_ASSIGNED keeps a mark in `State.used` (saved with the game; the
turn's end clears it: "this turn"): the card, the player it must attack (the acting player,
for "to attack you"), and what happens then. The next time that card is assigned to the
attacking side of a battle against that player (the "assigned" moment, «Маневры пехоты» —
Infantry Maneuvers), the mark is taken out and its effect happens, once: the acting player
gains `amount` Honor, or `more` if he then controls a card with the keyword `what`.
Only a game with a card that has such an effect watches for assignments.
"""

import json
from dataclasses import dataclass

from rules.engine import triggers as tr
from rules.engine.cards import CardDef
from rules.engine.continuous import has_keyword
from rules.engine.effects import BUILDERS, HONOR, PLAYER, Effect, builds
from rules.engine.events import APPLY, FORCED, REACTION, WATCHING, Event
from rules.engine.pipeline import Frame
from rules.engine.state import Card, State, in_play_ids

NEXT_ASSIGNED = "next_assigned"
_KEY = "next_assigned:"


@dataclass(frozen=True, slots=True)
class NextAssigned(Effect):
    """After the next time this turn the card `on` is assigned to attack the acting player:
    he gains `amount` Honor, or `more` if he controls a card with the keyword `what`."""

    more: int = 0


@builds(NEXT_ASSIGNED)
def _next_assigned_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert isinstance(effect, NextAssigned) and card is not None
    return [
        {
            "event": NEXT_ASSIGNED,
            "card": card.iid,
            "seat": seat,
            "source": source.iid,
            "amount": effect.amount,
            "more": effect.more,
            "what": effect.what,
            "by": seat,
        }
    ]


def _keep(state: State, event: Event) -> None:
    record = {k: event[k] for k in ("card", "seat", "source", "amount", "more", "what")}
    state.used.append(_KEY + json.dumps(record, sort_keys=True))
    name = state.cards[event["card"]].defn.title
    state.note(f"the next time {name} is assigned to attack this turn, Honor is gained")


def _controls(state: State, seat: int, keyword: str) -> bool:
    player = state.players[seat]
    return any(
        state.cards[iid].controller == seat and has_keyword(state, state.cards[iid], keyword)
        for iid in in_play_ids(state, player)
    )


def _assigned(state: State, event: Event) -> list[Frame]:
    attack = state.attack
    if attack is None or event.get("side") != "attacker":
        return []
    frames: list[Frame] = []
    kept: list[str] = []
    for key in state.used:
        if not key.startswith(_KEY):
            kept.append(key)
            continue
        record = json.loads(key[len(_KEY) :])
        if record["card"] != event["card"] or attack["defender"] != record["seat"]:
            kept.append(key)
            continue
        seat = record["seat"]
        amount = record["amount"]
        if record["what"] and _controls(state, seat, record["what"]):
            amount = record["more"]
        source = state.cards[record["source"]]
        gain = BUILDERS[HONOR](state, seat, source, Effect(HONOR, PLAYER, amount=amount), None)
        frames.extend({"step": "event", "event": e, "stage": "before"} for e in gain)
    if frames:
        state.used[:] = kept
    return frames


# By the CardDef's identity: whether one of its abilities sets up such a trigger.
_CACHE: dict[int, tuple[CardDef, bool]] = {}
_GAMES: dict[int, tuple[dict[int, Card], bool]] = {}


def _defn_sets(defn: CardDef) -> bool:
    found = _CACHE.get(id(defn))
    if found is None or found[0] is not defn:
        from rules.engine.abilities import abilities

        sets = any(e.op == NEXT_ASSIGNED for a in abilities(defn) for e in a.effects)
        found = _CACHE[id(defn)] = (defn, sets)
    return found[1]


def _watches(state: State, kind: str) -> bool:
    if kind != tr.ASSIGNED:
        return False
    cards = state.cards
    found = _GAMES.get(id(cards))
    if found is None or found[0] is not cards:
        if len(_GAMES) >= 64:
            _GAMES.clear()
        defns = {id(card.defn): card.defn for card in cards.values()}
        found = _GAMES[id(cards)] = (cards, any(map(_defn_sets, defns.values())))
    return found[1]


APPLY[NEXT_ASSIGNED] = _keep
WATCHING.append(_watches)
FORCED.setdefault((tr.ASSIGNED, REACTION), []).append(_assigned)
