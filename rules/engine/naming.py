"""Naming a card (Canceling Actions and Negating Effects — «Отмена действий и аннулирование
эффектов»): "Name a Fate card, or name a Dynasty card in play. Negate the effects of the next
action from a card with that title." (The Shadowed Estate of the Scorpion).

The player names a title as the effect resolves: any Fate card of the game (naming one that
no player has would do nothing) or a Dynasty card in play. A mark in `State.used` ("negate
next:<title>", gone at the end of the turn — «Если на карте прямо не указана
продолжительность ее эффекта, то он прекращается в конце текущего хода») waits for the next
action announced from a card with that title; its effects are negated, as an Interrupt
answering its announcement negates them (`effects._negate_action`), and the mark is used.
"""

from rules.engine import effects
from rules.engine import triggers as tr
from rules.engine.cards import DYNASTY_TYPES, FATE_TYPES
from rules.engine.effects import Effect, builds
from rules.engine.effects_choice import EITHER
from rules.engine.events import APPLY, FORCED, INTERRUPT, WATCHING, Event
from rules.engine.pipeline import Frame
from rules.engine.state import Card, State, in_play_ids

NAME_NEGATE = "name_negate"
NEGATED_NAME = "negated_name"
_MARK = "negate next:"


def _titles(state: State) -> list[str]:
    """The titles the player may name: the game's Fate cards, the Dynasty cards in play."""
    fate = {card.defn.title for card in state.cards.values() if card.defn.type in FATE_TYPES}
    dynasty = {
        state.cards[iid].defn.title
        for player in state.players
        for iid in in_play_ids(state, player)
        if state.cards[iid].defn.type in DYNASTY_TYPES
    }
    return sorted(fate | dynasty)


@builds(NAME_NEGATE, player=True)
def _name_negate_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    titles = _titles(state)
    ways = [[{"event": NEGATED_NAME, "seat": seat, "title": title, "by": seat}] for title in titles]
    if len(ways) <= 1:
        return ways[0] if ways else []
    labels = [f"name {title}" for title in titles]
    event = {"event": EITHER, "seat": seat, "ways": ways, "labels": labels}
    return [event | {"source": source.defn.title, "by": seat}]


def _negated_name(state: State, event: Event) -> None:
    state.used.append(f"{_MARK}{event['title']}")
    state.note(f"the effects of the next action from {event['title']} will be negated")


APPLY[NEGATED_NAME] = _negated_name


def _marked(state: State) -> bool:
    return any(mark.startswith(_MARK) for mark in state.used)


# The announcement of an action is an event only while such a mark waits.
WATCHING.append(lambda state, kind: kind == tr.ANNOUNCED and _marked(state))


def _negate_named(state: State, event: Event) -> list[Frame]:
    if not state.used or not _marked(state):
        return []
    mark = f"{_MARK}{state.cards[event['source']].defn.title}"
    if mark in state.used:
        state.used.remove(mark)
        effects._negate_action(state, event)
    return []


FORCED.setdefault((tr.ANNOUNCED, INTERRUPT), []).append(_negate_named)
