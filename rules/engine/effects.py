"""Effects of card abilities: the game operations an ability's text is built from.

An `Effect` names an operation and what it acts on: a chosen target (its index among the
ability's targets), the card itself (SELF), the Personality it is attached to (HOST), or
the acting player (PLAYER). Playing an
ability turns its effects into events (`rules.engine.events`), in the card's order, so an
effect opens the same interrupt and reaction windows as the rules' own changes and is
skipped when its card has left play in between. Force and Chi bonuses last until the end of
the turn («Если на карте прямо не указана продолжительность ее эффекта, то он прекращается
в конце текущего хода»); tokens last while their card is in play («Токены»).

Each operation has a builder (`builds`) that turns it into events; an operation added in
another module registers its builder there, and the change its new events make in
`events.APPLY`.
"""

from collections.abc import Callable
from dataclasses import dataclass

from rules.engine import battlefield as bf
from rules.engine import ops
from rules.engine.cards import PERSONALITY
from rules.engine.events import APPLY, INTERRUPT, Event, emit_all, emit_moment
from rules.engine.registry import Registry
from rules.engine.state import Card, State
from rules.engine.traits import HOST as HOST_TRAIT
from rules.engine.traits import traits
from rules.engine.triggers import ANNOUNCED, FAVOR_TAKEN

SELF = -1
PLAYER = -2
HOST = -3  # the Personality an attachment is on ("this Personality" on an Item)
# The card whose moment a Reaction or triggered trait answers ("After a Personality moves to
# a battlefield: Give him -3F"), named by "him" before any target.
MOMENT = -7

BOW = "bow"
STRAIGHTEN = "straighten"
DESTROY = "destroy"
DISHONOR = "dishonor"
REHONOR = "rehonor"
MOVE_HOME = "move_home"
BONUS = "bonus"
TOKEN = "token"
DRAW = "draw"
HONOR = "honor"
BOW_UNIT = "bow_unit"
STRAIGHTEN_UNIT = "straighten_unit"
STRENGTH = "strength"
FAVOR = "favor"
# "Negate the destruction": the event an Interrupt answers does not happen (`what` names its
# kind); read only in an Interrupt answering that kind of event (`rules.engine.abilities`).
NEGATE = "negate"
# "Bow or straighten a target Personality": the player's choice is the one that changes the
# card (bowing a bowed card or straightening an unbowed one does nothing), so it bows an
# unbowed target and straightens a bowed one.
BOW_OR_STRAIGHTEN = "bow_or_straighten"
# What some effects act on is only known later (a duel's loser and winner): `events_for`
# leaves those to the operation before them (`rules.engine.effects_battle`).
LATER: set[int] = set()
# Cards some effects name that only the moment they happen tells (the other duelist of a
# duel under way, `rules.engine.effects_duel`), by their `on`: found from the card whose text
# it is.
RESOLVERS: dict[int, Callable[[State, Card], Card | None]] = {}
# Operations whose effect lasts (a bonus, a mark among a card's modifiers), so that the
# text may say for how long ("until the battle ends"): their builders pass `Effect.lasts` on
# as their events' "lasts" (`ops.lasting`).
LASTING: set[str] = {BONUS}
# Operations on two cards, the second named by `amount` as `on` names the first (a
# challenger and the Personality he challenges): its events get it as "other".
PAIRED: set[str] = set()


@dataclass(frozen=True, slots=True)
class Effect:
    """One operation: `op` on `on` (a target's index, SELF or PLAYER). `force`/`chi` for a
    bonus or a token, `amount` for cards drawn, Honor gained (lost when negative), tokens
    given or Province strength; `what` describes the cards an operation looks for outside
    play ("Fate|non-Unique Battle Strategy"); `lasts` how long an operation in LASTING lasts
    (`ops.DURATIONS`: "" the turn, "battle", "next_turn", ...)."""

    op: str
    on: int = 0
    force: int = 0
    chi: int = 0
    amount: int = 0
    what: str = ""
    lasts: str = ""


def _unit(state: State, card: Card) -> list[Card]:
    person = bf.person_of(state, card)
    return [person, *bf.followers(state, person)]


Builder = Callable[[State, int, Card, Effect, Card | None], list[Event]]
# How each operation becomes events: given the acting seat, the card whose ability it is,
# the effect, and the card it acts on (None for the player's own operations). Operations
# beyond these register here from their own modules (`builds`).
BUILDERS: Registry[Builder] = Registry()
# Operations on the acting player rather than on a card.
PLAYER_OPS: set[str] = set()
# What an operation needs before its action may be announced (a card to discard as its
# cost, a card of its kind in a discard pile), registered with the operation.
Requirement = Callable[[State, int, Card, Effect], bool]
REQUIRES: Registry[Requirement] = Registry()
# Operations that bring their own card into play: such an action is played from the hand
# only, never again once the card is in play.
FROM_HAND: set[str] = set()


def requirements_met(state: State, seat: int, source: Card, effects: tuple[Effect, ...]) -> bool:
    return all(
        effect.op not in REQUIRES or REQUIRES[effect.op](state, seat, source, effect)
        for effect in effects
    )


def builds(*ops: str, player: bool = False) -> Callable[[Builder], Builder]:
    def register(function: Builder) -> Builder:
        for op in ops:
            BUILDERS[op] = function
            if player:
                PLAYER_OPS.add(op)
        return function

    return register


def events_for(
    state: State,
    seat: int,
    source: Card,
    effects: tuple[Effect, ...],
    chosen: tuple[int, ...],
    about: int | None = None,
) -> list[Event]:
    """The events that carry out `effects` with the targets `chosen` (`about`: the card of
    the moment answered)."""
    out: list[Event] = []
    for effect in effects:
        card: Card | None = None
        if effect.on in LATER:
            continue
        if effect.op not in PLAYER_OPS:
            card = card_for(state, source, effect.on, chosen, about)
            if card is None:
                continue
        built = BUILDERS[effect.op](state, seat, source, effect, card)
        if effect.op in PAIRED:
            other = card_for(state, source, effect.amount, chosen)
            if other is None:
                continue
            built = [{**event, "other": other.iid} for event in built]
        out.extend(built)
    return out


def card_for(
    state: State, source: Card, on: int, chosen: tuple[int, ...], about: int | None = None
) -> Card | None:
    """The card an effect names: a chosen target, the card itself, its host or the card of
    the moment answered."""
    if on == MOMENT:
        return state.cards[about] if about is not None else None
    if on == HOST:
        return state.cards[source.host] if source.host is not None else None
    if on == SELF:
        return source
    if on < 0 and on in RESOLVERS:
        return RESOLVERS[on](state, source)
    # An optional target left unchosen (`targets.Target.optional`).
    return state.cards[chosen[on]] if on < len(chosen) else None


@builds(DRAW, player=True)
def _draw_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    return [{"event": "draw", "seat": seat, "count": effect.amount, "by": seat}]


@builds(HONOR, player=True)
def _honor_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    why = source.defn.title
    amount = effect.amount
    if amount > 0 and source.mods:
        # "Increase Honor gains from its abilities by 1" (`phrasings.holdings`).
        from rules.engine.phrasings.holdings import honor_gain_bonus

        amount += honor_gain_bonus(source)
    return [
        {
            "event": "honor",
            "seat": seat,
            "amount": amount,
            "why": why,
            "by": seat,
            "origin": source.iid,
        }
    ]


@builds(FAVOR, player=True)
def _favor_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    return [{"event": "favor", "seat": seat, "by": seat}]


@builds(NEGATE, player=True)
def _negate_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    return [{"event": NEGATE, "what": effect.what, "by": seat}]


@builds(STRENGTH, player=True)
def _strength_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    # "this Province": the one a Region or Fortification is at, else the battle's.
    on_province = source.in_play and source.host is None and source.pid is not None
    pid = source.pid if on_province else bf.current(state)
    if pid is None:
        return []
    return [{"event": "strength", "pid": pid, "amount": effect.amount, "by": seat}]


@builds(BOW_UNIT, STRAIGHTEN_UNIT)
def _unit_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    kind = BOW if effect.op == BOW_UNIT else STRAIGHTEN
    assert card is not None
    return [
        {"event": kind, "card": member.iid, "by": seat, "say": True}
        for member in _unit(state, card)
    ]


@builds(BOW, STRAIGHTEN)
def _bow_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    return [{"event": effect.op, "card": card.iid, "by": seat, "say": True}]


@builds(BOW_OR_STRAIGHTEN)
def _bow_or_straighten_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    kind = STRAIGHTEN if card.bowed else BOW
    return [{"event": kind, "card": card.iid, "by": seat, "say": True}]


@builds(MOVE_HOME)
def _move_home_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    person = bf.person_of(state, card).iid
    return [{"event": "move_home", "card": person, "by": seat, "say": True}]


@builds(BONUS, TOKEN)
def _bonus_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    return [
        {
            "event": effect.op,
            "card": card.iid,
            "force": effect.force,
            "chi": effect.chi,
            "count": max(1, effect.amount),
            "by": seat,
            "lasts": ops.lasting(effect.lasts, seat),
        }
    ]


@builds(DESTROY, DISHONOR, REHONOR)
def _card_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    # What destroyed or dishonored a card: a card's action or effect (`rules.engine.triggers`).
    return [{"event": effect.op, "card": card.iid, "by": seat, "cause": "action"}]


def perform(
    state: State,
    seat: int,
    source: Card,
    effects: tuple[Effect, ...],
    chosen: tuple[int, ...],
    about: int | None = None,
) -> None:
    emit_all(state, events_for(state, seat, source, effects, chosen, about))


# -- what the new events change -------------------------------------------------------------
def _stats_text(force: int, chi: int) -> str:
    parts = [f"{force:+d}F"] if force else []
    if chi:
        parts.append(f"{chi:+d}C")
    return "/".join(parts)


def _bonus(state: State, event: Event) -> None:
    card = state.cards[event["card"]]
    lasts = event.get("lasts", "turn")
    ops.add_bonus(card, event["force"], event["chi"], lasts)
    what = _stats_text(event["force"], event["chi"])
    state.note(f"{card.defn.title} gets {what}{lasting_text(state, lasts)}")


def lasting_text(state: State, lasts: str) -> str:
    """How long a modifier lasts, for the players' log ("" for the turn)."""
    kind, _, seat = lasts.partition(":")
    if kind == "next_turn":
        return f" until {state.players[int(seat)].name}'s next turn begins"
    if kind == "through":
        return f" until the end of {state.players[int(seat)].name}'s next turn"
    return {
        "battle": " until the battle ends",
        "game": " for the rest of the game",
        "duel": " until the duel ends",
    }.get(kind, "")


def _token(state: State, event: Event) -> None:
    card = state.cards[event["card"]]
    for _ in range(event["count"]):
        ops.add_token(card, event["force"], event["chi"])
    count = event["count"]
    what = _stats_text(event["force"], event["chi"])
    state.note(f"{card.defn.title} gets {count} {what} token{'s' if count > 1 else ''}")


def _draw(state: State, event: Event) -> None:
    player = state.players[event["seat"]]
    drawn = 0
    for _ in range(event["count"]):
        if ops.draw(state, player) is not None:
            drawn += 1
    state.note(f"{player.name} draws {drawn} card{'s' if drawn != 1 else ''}")


def _dishonor(state: State, event: Event) -> None:
    card = state.cards[event["card"]]
    if card.defn.type == PERSONALITY and not card.dishonored:
        if traits(card.defn).no_dishonor or any(
            traits(state.cards[iid].defn).no_dishonor == HOST_TRAIT for iid in card.attachments
        ):
            # "Shusaku will not be dishonored."; "This Personality will not be dishonored."
            state.note(f"{card.defn.title} will not be dishonored")
            return
        card.dishonored = True
        state.note(f"{card.defn.title} is dishonored")


def _strength(state: State, event: Event) -> None:
    if not any(p.province(event["pid"]) for p in state.players):
        return  # a battlefield without a Province («The False Route»)
    owner, province = ops.find_province(state, event["pid"])
    province.bonus += event["amount"]
    state.note(f"{owner.name}'s Province {province.pid} gets {event['amount']:+d} strength")


def _negate(state: State, event: Event) -> None:
    """«Реакции»: «Иногда реакция меняет изначальное условие» — an Interrupt ("до
    (before)") cancels the event of the interrupt window under way; nothing
    answers it after, since it did not happen."""
    answered = next(
        (
            frame["event"]
            for frame in reversed(state.stack)
            if frame["step"] == "window"
            and (frame["timing"] == INTERRUPT or event["what"] == ANNOUNCED)
            and frame["event"]["event"] == event["what"]
        ),
        None,
    )
    if answered is not None and event["what"] == ANNOUNCED:
        _negate_action(state, answered)
        return
    for frame in state.stack:
        if answered is not None and frame["step"] == "event" and frame["event"] is answered:
            frame["cancelled"] = True
            card = answered.get("card")
            name = state.cards[card].defn.title if card is not None else "it"
            state.note(f"the {_NEGATED[event['what']]} of {name} is negated")
            return


_NEGATED = {DESTROY: "destruction", DISHONOR: "dishonoring"}


def _negate_action(state: State, announced: Event) -> None:
    """An action announced whose effects are negated: the steps that would carry them out
    (`rules.engine.cardplay.action_moments` counted them) do nothing."""
    start, count = announced["start"], announced["count"]
    for frame in state.stack[start : start + count]:
        if frame["step"] == "event":
            frame["cancelled"] = True
    # Any other step (a duel the action starts) is taken off.
    state.stack[start : start + count] = [
        frame for frame in state.stack[start : start + count] if frame["step"] == "event"
    ]
    state.note(f"the effects of {state.cards[announced['source']].defn.title} are negated")


def _favor(state: State, event: Event) -> None:
    state.favor = event["seat"]
    state.note(f"{state.players[event['seat']].name} takes the Imperial Favor")
    emit_moment(state, FAVOR_TAKEN, seat=event["seat"], by=event.get("by", event["seat"]))


APPLY.update(
    {
        "bonus": _bonus,
        "token": _token,
        "draw": _draw,
        "dishonor": _dishonor,
        "strength": _strength,
        "favor": _favor,
        NEGATE: _negate,
    }
)
