"""A choice between the ways an effect may be carried out, made as it resolves ("Give this
Province +2 or -2 Strength", "Raise or lower the current province's strength by his
Force"): the effect pushes an `either` step that offers one `Option` per way, so the choice
is an action of the log, replayed like any other. Each way is one or more effects on the same
card, on the card itself or its host, or on the player ("you may destroy this Spell to take
an additional Battle action": that, or nothing); a PAIRED effect's second card is named the
same way ("Give Choiko a Force or Chi bonus equal to the target's Personal Honor"); a way
that comes to nothing (its card has left play) is still offered. HONOR_CHOICE offers which
player gains or loses Honor.

The same step offers a card in play chosen as the effect resolves, not targeted ("you may
straighten one of your other units (at any location)", "Transfer your target Follower from
one of your unbowed Personalities to another"): one way per card that fits. `TRANSFER` is
the way of the latter: the Follower (the card the effect is on) moves to the chosen
Personality if he may take it («Солдаты, предметы, заклинания и предки»).
"""

from collections import Counter
from dataclasses import dataclass, field

from rules.engine import battlefield as bf
from rules.engine import effects_zones as zones
from rules.engine import ops
from rules.engine import targets as tg
from rules.engine.actions import Action, Option
from rules.engine.cards import PERSONALITY
from rules.engine.continuous import has_keyword
from rules.engine.effects import (
    BONUS,
    BUILDERS,
    HOST,
    PAIRED,
    PLAYER_OPS,
    SELF,
    Effect,
    builds,
    card_for,
)
from rules.engine.effects_scripted import CONDITIONS
from rules.engine.errors import IllegalAction
from rules.engine.events import APPLY, Event, emit_all
from rules.engine.pipeline import Frame, Step, pop, push, step
from rules.engine.play import attach_problem
from rules.engine.state import Card, State, in_play_ids

EITHER = "either"
EITHER_PLAYER = "either_player"
ONE_OF = "one_of"
# "Move a target Personality ... to an unresolved battlefield where he would be opposed": the
# battlefield (not a target) chosen as the effect resolves.
TO_OPPOSED_BATTLEFIELD = "to_opposed_battlefield"
# "Give a Province +3 strength": a Province (not a target) chosen as the effect resolves;
# `amount` is the strength it gets (until the end of the turn, as `effects.STRENGTH`).
PROVINCE_STRENGTH = "province_strength"
# The card the effect is on (a Personality) takes the attachment `amount` names, as PAIRED
# operations name their second card (OneOf gives the chosen card the same way).
TRANSFER = "transfer"
PAIRED.add(TRANSFER)
# "You, or any player if the Personality is an Artisan, gain or lose 1 Honor": `amount` Honor
# gained or lost by the acting player, or by any player when the card `on` has the keyword
# `what`; who and which, the acting player chooses as it resolves.
HONOR_CHOICE = "honor_choice"
# Another player discards a card of `what` from his hand or bows one of his Personalities.
DISCARD_OR_BOW = "discard_or_bow"


@dataclass(frozen=True, slots=True)
class Either(Effect):
    """One of `options` (each a sequence of effects), chosen by the acting player, each said
    as its `labels` entry."""

    options: tuple[tuple[Effect, ...], ...] = ()
    labels: tuple[str, ...] = ()
    # Per option, a condition (`effects_scripted.CONDITIONS`) it is offered under ("or you
    # may, if he is a Yojimbo, ..."), "" for none; an option alone is carried out unasked.
    requires: tuple[str, ...] = ()
    # The card's controller chooses rather than the acting player ("His controller may
    # dishonor him").
    by_controller: bool = False


@builds(EITHER)
@builds(EITHER_PLAYER, player=True)
def _either_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert isinstance(effect, Either)
    ways, labels = [], []
    for at, way in enumerate(effect.options):
        need = effect.requires[at] if at < len(effect.requires) else ""
        if need and not CONDITIONS[need](state, seat, source, card):
            continue
        labels.append(effect.labels[at])
        ways.append(_way_events(state, seat, source, effect, card, way))
    if len(ways) == 1:
        return ways[0]
    chooser = card.controller if effect.by_controller and card is not None else seat
    return [
        {
            "event": EITHER,
            "seat": chooser,
            "ways": ways,
            "labels": labels,
            "source": source.defn.title,
            "by": seat,
        }
    ]


@dataclass(frozen=True, slots=True)
class OneOf(Effect):
    """`then` on one card in play that `group` describes, of another unit than the card the
    effect is on, chosen by the acting player as the effect resolves (no target); with
    `optional` ("you may") he may choose none. `say` names what is done ("straighten {}'s
    unit"). The events of `then` carry the card the effect is on as "other"."""

    group: tg.Target = field(default_factory=tg.Target)
    then: Effect = field(default_factory=lambda: Effect(BONUS))
    optional: bool = False
    say: str = ""


@builds(ONE_OF)
def _one_of_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert isinstance(effect, OneOf) and card is not None
    in_battle = bf.current(state) is not None
    unit = bf.person_of(state, card)
    members = [
        member
        for member in tg.cards_in_play(state)
        if bf.person_of(state, member) is not unit
        and tg.qualifies(state, seat, member, effect.group, in_battle, True)
    ]
    ways = [
        [
            {**event, "other": card.iid}
            for event in BUILDERS[effect.then.op](state, seat, source, effect.then, member)
        ]
        for member in members
    ]
    labels = [effect.say.format(name) for name in told_apart(state, members)]
    if effect.optional and ways:
        ways.append([])
        labels.append("none")
    if not ways:
        return []
    event = {"event": EITHER, "seat": seat, "ways": ways, "labels": labels}
    return [event | {"source": source.defn.title, "by": seat}]


def _way_events(
    state: State,
    seat: int,
    source: Card,
    either: Effect,
    card: Card | None,
    way: tuple[Effect, ...],
) -> list[Event]:
    """The events of one way: each effect on the card it names (`_on`); a PAIRED effect's
    second card (`amount`) named the same way, as "other" in its events. An effect whose
    card is not there (the host of a card that has none) does nothing."""
    out: list[Event] = []
    for option in way:
        target = _on(state, source, either, option.on, card)
        if option.op not in PLAYER_OPS and target is None:
            continue
        built = BUILDERS[option.op](state, seat, source, option, target)
        if option.op in PAIRED:
            other = _on(state, source, either, option.amount, card)
            if other is None:
                continue
            built = [{**event, "other": other.iid} for event in built]
        out.extend(built)
    return out


def _on(state: State, source: Card, either: Effect, on: int, card: Card | None) -> Card | None:
    """The card a way's effect names: the card itself or its host, or the one the Either is
    on (its own `on`)."""
    if on in (SELF, HOST):
        return card_for(state, source, on, ())
    return card if on == either.on else None


def _either(state: State, event: Event) -> None:
    push(state, {k: v for k, v in event.items() if k not in ("event", "by")} | {"step": EITHER})


@step
class EitherStep(Step):
    """The player picks one of the ways (`labels`) the effect of `source` is carried out."""

    name = EITHER
    label = "choice"

    def run(self, state: State, frame: Frame) -> int | None:
        return frame["seat"]

    def actions(self, state: State, frame: Frame, seat: int) -> list[Action]:
        return [Option(number) for number in range(1, len(frame["ways"]) + 1)]

    def answer(self, state: State, frame: Frame, seat: int, action: Action) -> str | None:
        if not isinstance(action, Option) or not 1 <= action.number <= len(frame["ways"]):
            options = ", ".join(
                f"option {n} ({label})" for n, label in enumerate(frame["labels"], 1)
            )
            raise IllegalAction(f"choose for {frame['source']}: {options}")
        label = frame["labels"][action.number - 1]
        state.note(f"{state.players[seat].name} chooses for {frame['source']}: {label}")
        pop(state, frame)
        emit_all(state, frame["ways"][action.number - 1])
        return label


@builds(PROVINCE_STRENGTH, player=True)
def _province_strength_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    ways, labels = [], []
    for player in state.players:
        if player.eliminated:
            continue
        for province in player.provinces:
            strength = {"event": "strength", "pid": province.pid, "amount": effect.amount}
            ways.append([strength | {"by": seat}])
            labels.append(f"{player.name}'s Province {province.pid} gets {effect.amount:+d}")
    if not ways:
        return []
    event = {"event": EITHER, "seat": seat, "ways": ways, "labels": labels}
    return [event | {"source": source.defn.title, "by": seat}]


@builds(TO_OPPOSED_BATTLEFIELD)
def _to_opposed_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    attack = state.attack
    if attack is None:
        return []
    person = bf.person_of(state, card)
    mine = bf.side_of(state, person.controller)
    ways, labels = [], []
    for province in state.players[attack["defender"]].provinces:
        pid = province.pid
        if pid in attack["resolved"] or pid == person.battle:
            continue
        if not any(
            bf.side_of(state, u.controller) not in (mine, None) for u in bf.units_at(state, pid)
        ):
            continue
        ways.append([{"event": "to_battle", "card": person.iid, "pid": pid, "straighten": ""}])
        labels.append(f"move him to the battlefield at Province {pid}")
    if not ways:
        return []
    for way in ways:
        way[0]["by"] = seat
    event = {"event": EITHER, "seat": seat, "ways": ways, "labels": labels}
    return [event | {"source": source.defn.title, "by": seat}]


@builds(DISCARD_OR_BOW, player=True)
def _discard_or_bow_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    """ "Another player may discard <kinds> from his hand. If he does not, he must target and
    bow one of his unbowed Personalities": the acting player picks the other player when
    there are several; that player picks a card to discard or a Personality to bow."""
    kinds = zones.parse_kinds(effect.what) or ()
    choices: list[tuple[str, Event]] = []
    for other in state.players:
        if other.seat == seat or other.eliminated:
            continue
        ways: list[list[Event]] = []
        verbs: list[str] = []
        named: list[Card] = []
        for iid in other.hand:
            if any(kind.matches(state.cards[iid].defn) for kind in kinds):
                ways.append([{"event": "discard_from_hand", "card": iid, "seat": other.seat}])
                verbs.append("discard")
                named.append(state.cards[iid])
        for iid in in_play_ids(state, other):
            person = state.cards[iid]
            mine = person.defn.type == PERSONALITY and person.controller == other.seat
            if mine and not person.bowed:
                ways.append([{"event": "bow", "card": iid, "say": True}])
                verbs.append("bow")
                named.append(person)
        labels = [
            f"{verb} {name}" for verb, name in zip(verbs, told_apart(state, named), strict=True)
        ]
        for way in ways:
            way[0].update(by=other.seat, if_in_play=way[0]["event"] != "discard_from_hand")
        if ways:
            event = {"event": EITHER, "seat": other.seat, "ways": ways, "labels": labels}
            choices.append((other.name, event | {"source": source.defn.title, "by": seat}))
    if len(choices) <= 1:
        return [event for _, event in choices]
    event = {"event": EITHER, "seat": seat, "ways": [[e] for _, e in choices]}
    labels = [f"{name} chooses" for name, _ in choices]
    return [event | {"labels": labels, "source": source.defn.title, "by": seat}]


@builds(HONOR_CHOICE)
def _honor_choice_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    anyone = has_keyword(state, card, effect.what)
    ways, labels = [], []
    for player in state.players:
        if player.eliminated or not (anyone or player.seat == seat):
            continue
        for sign, verb in ((1, "gains"), (-1, "loses")):
            honor = {"event": "honor", "seat": player.seat, "amount": sign * effect.amount}
            ways.append([honor | {"why": source.defn.title, "by": seat, "origin": source.iid}])
            labels.append(f"{player.name} {verb} {effect.amount} Honor")
    event = {"event": EITHER, "seat": seat, "ways": ways, "labels": labels}
    return [event | {"source": source.defn.title, "by": seat}]


@builds(TRANSFER)
def _transfer_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    return [{"event": TRANSFER, "card": card.iid, "by": seat}]


def _transfer(state: State, event: Event) -> None:
    follower, person = state.cards[event["other"]], state.cards[event["card"]]
    if follower.host is None or not person.in_play or follower.host == person.iid:
        return
    if attach_problem(state, follower, person, moving=True) is not None:
        return
    before = state.cards[follower.host]
    ops.take(state, follower)
    ops.place_attached(state, follower, person)
    state.note(f"{follower.defn.title} moves from {before.defn.title} to {person.defn.title}")


APPLY.update({EITHER: _either, TRANSFER: _transfer})


def told_apart(state: State, cards: list[Card]) -> list[str]:
    """The cards' titles, as a player tells them apart: where two share a title, where each
    is ("in hand", "at home", "at Province 3's battlefield") and whether it is bowed, then
    which of them it is in that order ("Bushi (at home, second)")."""
    titles = Counter(card.defn.title for card in cards)
    described = [
        (card.defn.title, _where(state, card))
        if titles[card.defn.title] > 1
        else (card.defn.title, "")
        for card in cards
    ]
    alike = Counter(described)
    seen: Counter[tuple[str, str]] = Counter()
    names = []
    for title, where in described:
        seen[title, where] += 1
        parts = [where] if where else []
        if alike[title, where] > 1:
            parts.append(_ORDINALS[min(seen[title, where], len(_ORDINALS)) - 1])
        names.append(f"{title} ({', '.join(parts)})" if parts else title)
    return names


_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "another")


def _where(state: State, card: Card) -> str:
    if card.zone == "hand":
        return "in hand"
    bowed = "bowed, " if card.bowed else ""
    pid = bf.location(state, card) if card.in_play else None
    return f"{bowed}at Province {pid}'s battlefield" if pid is not None else f"{bowed}at home"


def _host_unbowed(state: State, card: Card) -> bool:
    return card.host is not None and not state.cards[card.host].bowed


tg.CONDITIONS.update({"host_unbowed": _host_unbowed})
