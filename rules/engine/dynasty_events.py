"""Events in the Dynasty deck as they are revealed («Фаза событий», «События (Events)»).

«Если карта в провинции оказалась событием, оно немедленно происходит, если оно еще не
происходило в этой игре. Затем положите его в стопку покинувших игру карт ..., а на
освободившееся место положите лицевой стороной вниз верхнюю карту Династической колоды.»
The Gold rules put it among the cards removed from the game, happened or not (later
printings' "instead of discarding it normally" follow later rules). Later printings say
when it happens on the card: "After you reveal cards in your Provinces at the start of your turn, if
this Event is face-up in one of them, <effect>", a triggered trait
(`rules.engine.triggers.REVEALED`). When the compiler reads its effect, the Event's reveal
is an event of `rules.engine.events`: the trait happens by itself, its owner choosing what
it names (`rules.engine.reactions.Trait`); then the Event leaves its Province, unless its
effect put it into play ("it enters play in your home").

Operations the Event phrasings (`rules.engine.phrasings.events`) read: the Event entering
play, Honor gained or lost by each player (for each card of a kind he controls), the
Imperial Favor taken by a duel's winner's controller, a permanent Force or Chi bonus
(kept among the card's modifiers while it is in play, not a token), and what each player
does in turn (discards his hand, draws cards).
"""

import re
from dataclasses import dataclass, field

from rules.engine import ops
from rules.engine import targets as tg
from rules.engine.cards import EVENT, CardDef
from rules.engine.effects import BUILDERS, Effect, builds
from rules.engine.events import APPLY, Event
from rules.engine.pipeline import Frame, Step, pop, step
from rules.engine.state import BONUS, PROVINCE, REMOVED, Card, Player, State, in_play_ids
from rules.engine.triggers import REACTION, REVEALED, SELF, Trigger, read_trigger

ENTER_PLAY = "event_enters_play"
EACH_HONOR = "each_player_honor"
WINNER_FAVOR = "winner_favor"
PERMANENT_BONUS = "permanent_bonus"
EACH_PLAYER = "each_player"
# `then` (an EachPlayer's operation on a player) for the player a target names ("Target
# another player. He gains 2 Honor."; the target is his Stronghold, `targets.candidates`).
TARGETED_PLAYER = "targeted_player"
DISCARD_HAND = "discard_hand"
_ENTERS_HOME = re.compile(r"^(?:This card|It) enters play in your home\.?$")
# The moment an Event's text happens, for one printed without the preamble.
REVEAL = Trigger(REVEALED, REACTION, SELF)


@dataclass(frozen=True, slots=True)
class EachHonor(Effect):
    """Each player gains (`amount` > 0) or loses Honor: `amount` once, or once for each of
    his cards in play `per` describes ("for each Ancestor he controls")."""

    per: tg.Target | None = None


def reveals_whole(defn: CardDef, line: str) -> bool:
    """Whether `line` is what the Event does as it is revealed, printed without the preamble
    ("Welcome Home": "Gain 3 Honor."): «Каждое событие оказывает свое действие в тот момент,
    когда игрок перевернул соответствующую карту». An Event with an action ("Open: Put this
    Event into play.") has lasting text instead."""
    from rules.engine.abilities import ACTION_TIMINGS, split_header

    if defn.type != EVENT or read_trigger(defn, line) is not None:
        return False
    if _ENTERS_HOME.match(line):
        # Said only of the Event as it is revealed ("Wrath of the Emperor").
        return True
    for other in defn.text_plain.splitlines():
        header = split_header(other.strip())
        if header is not None and any(word in ACTION_TIMINGS for word in header[0]):
            return False
    return True


def from_province(effects: tuple[Effect, ...]) -> bool:
    """An action that puts its Event into play is taken from the Province it lies in, where
    the Gold rules give a card no actions: the engine does not offer it."""
    return any(effect.op == ENTER_PLAY for effect in effects)


def resolves_itself(card: Card) -> bool:
    """Whether the engine carries out this Event's text as it is revealed."""
    from rules.engine.reactions import triggered

    return any(a.trigger is not None and a.trigger.event == REVEALED for a in triggered(card.defn))


def reveal(state: State, player: Player, card: Card) -> list[Frame]:
    """The steps of an Event face-up in `player`'s Province as his turn begins: it happens
    (if it has not happened this game) and then leaves the Province. An Event whose text
    the engine does not read happens by hand and leaves the game at once (no steps)."""
    if card.defn.identity in state.events_occurred:
        state.note(f"{card.defn.title} has already happened this game: no effect")
    else:
        state.events_occurred.add(card.defn.identity)
        if resolves_itself(card):
            state.note(f"Event: {card.defn.title} happens")
            event = {
                "event": REVEALED,
                "card": card.iid,
                "seat": player.seat,
                "by": player.seat,
                "if_in_play": False,
            }
            return [
                {"step": "event", "event": event, "stage": "before"},
                {"step": "event-resolved", "card": card.iid},
            ]
        state.note(f"Event: {card.defn.title} happens (carry out its text by hand)")
    ops.discard_from_province(state, card, REMOVED)
    return []


@step
class Resolved(Step):
    """The Event has happened: it leaves the game from its Province, which is refilled face
    down, unless its effect put it into play."""

    name = "event-resolved"

    def run(self, state: State, frame: Frame) -> int | None:
        pop(state, frame)
        card = state.cards[frame["card"]]
        if card.zone == PROVINCE:
            ops.discard_from_province(state, card, REMOVED)
        return None


@builds(ENTER_PLAY)
def _enter_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    return [
        {"event": ENTER_PLAY, "card": card.iid, "seat": seat, "by": seat, "if_in_play": False},
        {"event": "entered_play", "card": card.iid, "by": seat},
    ]


def _enter(state: State, event: Event) -> None:
    """ "It enters play in your home": from its Province, which is refilled face down."""
    card = state.cards[event["card"]]
    if card.zone != PROVINCE or card.defn.type != EVENT:
        return
    vacated = ops.take(state, card)
    ops.place_home(state, card, event["seat"])
    ops.refill_after(state, vacated)
    state.note(f"{card.defn.title} enters play in {state.players[event['seat']].name}'s home")


def _controlled(state: State, player: Player) -> list[Card]:
    cards = [state.cards[iid] for iid in in_play_ids(state, player)]
    if player.stronghold is not None:
        cards.append(state.cards[player.stronghold])
    return cards


@dataclass(frozen=True, slots=True)
class EachPlayer(Effect):
    """`then`, an operation on a player, for each player from the acting one clockwise."""

    then: Effect = field(default_factory=lambda: Effect(DISCARD_HAND))


@builds(EACH_PLAYER, player=True)
def _each_player_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert isinstance(effect, EachPlayer)
    from rules.engine.phases import clockwise

    then = effect.then
    return [
        event
        for other in clockwise(state, seat)
        for event in BUILDERS[then.op](state, other, source, then, None)
    ]


@builds(TARGETED_PLAYER)
def _targeted_player_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert isinstance(effect, EachPlayer) and card is not None
    then = effect.then
    return BUILDERS[then.op](state, card.controller, source, then, None)


@builds(DISCARD_HAND, player=True)
def _discard_hand_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    return [{"event": DISCARD_HAND, "seat": seat, "by": seat}]


def _discard_hand(state: State, event: Event) -> None:
    player = state.players[event["seat"]]
    count = len(player.hand)
    for iid in list(player.hand):
        card = state.cards[iid]
        ops.take(state, card)
        ops.place_pile(state, card, ops.discard_zone(card))
    state.note(f"{player.name} discards his hand ({count} card{'s' if count != 1 else ''})")


@builds(EACH_HONOR, player=True)
def _each_honor_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert isinstance(effect, EachHonor)
    from rules.engine.phases import clockwise

    out: list[Event] = []
    for other in clockwise(state, seat):
        times = 1
        if effect.per is not None:
            player = state.players[other]
            times = sum(
                tg.qualifies(state, other, mine, effect.per, False, True)
                for mine in _controlled(state, player)
                if mine.controller == other
            )
        out.append(
            {
                "event": "honor",
                "seat": other,
                "amount": effect.amount * times,
                "why": source.defn.title,
                "by": seat,
                "origin": source.iid,
            }
        )
    return out


@builds(WINNER_FAVOR)
def _winner_favor_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    """ "The winner takes the Imperial Favor": the controller of the card (the duel's winner)."""
    assert card is not None
    return [{"event": "favor", "seat": card.controller, "by": seat}]


@builds(PERMANENT_BONUS)
def _permanent_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    return [
        {
            "event": PERMANENT_BONUS,
            "card": card.iid,
            "force": effect.force,
            "chi": effect.chi,
            "by": seat,
        }
    ]


def _permanent(state: State, event: Event) -> None:
    """ "Permanently give him +1F": lasts while the card is in play («Если на карте прямо не
    указана продолжительность ее эффекта, то он прекращается в конце текущего хода»: here
    it is)."""
    card = state.cards[event["card"]]
    for stat in ("force", "chi"):
        if event[stat]:
            card.mods.append([BONUS, stat, event[stat], "play"])
    parts = [f"{event[s]:+d}{s[0].upper()}" for s in ("force", "chi") if event[s]]
    state.note(f"{card.defn.title} gets {'/'.join(parts)} permanently")


def _marker(state: State, event: Event) -> None:
    """The reveal changes nothing by itself: the Event's trait answers it."""


APPLY[REVEALED] = _marker
APPLY[ENTER_PLAY] = _enter
APPLY[PERMANENT_BONUS] = _permanent
APPLY[DISCARD_HAND] = _discard_hand
