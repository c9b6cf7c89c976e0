"""Reactions, Interrupts and triggered traits at the table («Реакции»).

A Reaction or an Interrupt whose trigger and effect are read (`rules.engine.triggers`,
`rules.engine.compiler`) is offered in the window of the event it names: "after" in the
reaction window, "before"/"when" in the interrupt window. It is optional (the player may
pass), from a card its player controls (a Strategy from his hand; a card's own "after this
card is destroyed" from his discard pile), once per occurrence of its moment («Любая
реакция может быть использована при выполнении определенного условия только один раз.
Но Вы можете использовать несколько одинаковых реакций на одно условие, если они исходят
от разных (физически) карт»). As for the other card abilities (`rules.engine.cardplay`),
a card cannot act while bowed unless Tireless, and an ability that does not bow its card
is used once a turn unless Repeatable. Targets are chosen before costs are paid, which are
bowing and Gold; with no legal target it is not offered.

A triggered trait (the same text with no timing word) happens by itself at its moment: its
controller only chooses its targets; with none legal it does nothing. As an effect that is
not an action it may target its controller's bowed Personalities («Выбор цели и
перенаправление»).

Windows open only for the moments some card in the game watches for: the kinds watched are
read once per game from its cards.
"""

from collections.abc import Callable, Iterator

from rules.engine import action_limits, cardplay, effects, honor, ops, payment, performing
from rules.engine import targets as tg
from rules.engine import triggers as tr
from rules.engine.abilities import AUTO, Ability, abilities
from rules.engine.actions import Action, PlayCard, UseAbility
from rules.engine.cards import STRATEGY, CardDef
from rules.engine.errors import IllegalAction
from rules.engine.events import (
    APPLY,
    FORCED,
    PERFORMERS,
    PRECHECKS,
    RESPONDERS,
    WATCHING,
    Event,
    emit_moment,
)
from rules.engine.gold import Purchase
from rules.engine.pipeline import Frame, Step, pop, step
from rules.engine.state import ATTACHED, HAND, Card, Player, State, in_play_ids

_TRIGGERED: dict[int, tuple[CardDef, tuple[Ability, ...]]] = {}


def triggered(defn: CardDef) -> tuple[Ability, ...]:
    """A card's abilities that answer a trigger (Reactions, Interrupts, triggered traits)."""
    found = _TRIGGERED.get(id(defn))
    if found is None or found[0] is not defn:
        every = tuple(a for a in abilities(defn) if a.trigger is not None and a.effect == AUTO)
        found = _TRIGGERED[id(defn)] = (defn, every)
    return found[1]


# The (kind, timing) pairs some card of a game watches for, by the game's card dict (kept in
# the entry, so that its id is not reused while the entry lives); the last game's first.
# (cards, (kind, window) pairs answered, their kinds, the pairs triggered traits answer)
_Watch = tuple[
    dict[int, Card], frozenset[tuple[str, str]], frozenset[str], frozenset[tuple[str, str]]
]
_WATCHED: dict[int, _Watch] = {}
_WATCHED_GAMES = 16
_LAST: list[_Watch] = []


def _watch(state: State) -> _Watch:
    """The game's cards, the (kind, window) pairs they answer and those kinds."""
    cards = state.cards
    if _LAST and _LAST[0][0] is cards:
        return _LAST[0]
    found = _WATCHED.get(id(cards))
    if found is None or found[0] is not cards:
        seen = {id(card.defn): card.defn for card in cards.values()}
        every = [
            ability
            for defn in seen.values()
            for ability in triggered(defn)
            if ability.trigger is not None
        ]
        kinds = frozenset((a.trigger.event, a.trigger.timing) for a in every)  # type: ignore[union-attr]
        # Only triggered traits (no timing word) happen by themselves (`_forced`).
        forced = frozenset(
            (a.trigger.event, a.trigger.timing)  # type: ignore[union-attr]
            for a in every
            if not a.timings
        )
        if len(_WATCHED) >= _WATCHED_GAMES:
            del _WATCHED[next(iter(_WATCHED))]
        names = frozenset(kind for kind, _ in kinds)
        found = _WATCHED[id(cards)] = (cards, kinds, names, forced)
    _LAST[:] = [found]
    return found


def watched(state: State) -> frozenset[tuple[str, str]]:
    """The (event kind, window) pairs some card of this game answers."""
    return _watch(state)[1]


def _sources(state: State, event: Event, seat: int, mandatory: bool) -> Iterator[Card]:
    """The cards whose text `seat` may answer with: his Stronghold and cards in play, the
    Strategies in his hand, and the event's own card if it has just left play."""
    cards = state.cards
    player = state.players[seat]
    if player.stronghold is not None:
        yield cards[player.stronghold]
    for iid in in_play_ids(state, player):
        card = cards[iid]
        # A card on a Province is its controller's (a Terrain another player played there).
        if card.controller == seat or card.zone != ATTACHED or card.host is not None:
            yield card
    terrain = state.attack.get("terrain") if state.attack is not None else None
    if terrain is not None:
        card = cards[terrain]
        if card.in_play and card.controller == seat and _province_owner(state, card) != seat:
            yield card
    if not mandatory:
        for iid in player.hand:
            if cards[iid].defn.type == STRATEGY:
                yield cards[iid]
    # "After this Strategy's action resolves": the Strategy has gone to the discard pile.
    for iid in dict.fromkeys((event.get("card"), event.get("source"))):
        if iid is not None:
            card = cards[iid]
            if not card.in_play and card.zone != HAND and card.owner == seat:
                yield card


def _province_owner(state: State, card: Card) -> int | None:
    """The player whose Province `card` lies at."""
    for player in state.players:
        if player.province(card.pid) is not None:
            return player.seat
    return None


def _matching(
    state: State, event: Event, timing: str, seat: int, mandatory: bool
) -> Iterator[tuple[Card, Ability]]:
    kind = event["event"]
    # The game's cards that answer this moment at all: none of this player's, nothing to do.
    answering = _answering(state).get((kind, timing, mandatory))
    if not answering:
        return
    cards = state.cards
    stronghold = state.players[seat].stronghold
    # Only a card where `_sources` looks can answer (most of the game's cards lie in decks).
    named = (event.get("card"), event.get("source"), stronghold)
    if not any(
        (card := cards[iid]).iid in named
        or (card.in_play and seat in (card.controller, card.owner))
        or (card.zone == HAND and card.owner == seat and not mandatory)
        for iid in answering
    ):
        return
    for card in _sources(state, event, seat, mandatory):
        if card.iid not in answering:
            continue
        for ability in triggered(card.defn):
            trigger = ability.trigger
            if (
                trigger is None
                or trigger.event != kind
                or trigger.timing != timing
                or (not ability.timings) != mandatory
            ):
                continue
            # Out of play (a Stronghold is always there), only "after this card ...".
            out = card.zone != HAND and not card.in_play and card.iid != stronghold
            if out and trigger.who != tr.SELF:
                continue
            if trigger.matches(state, event, card, seat):
                yield card, ability


# By the game's cards dict: (kind, window, whether a triggered trait) -> the cards answering.
_ANSWERING: dict[int, tuple[dict[int, Card], dict[tuple[str, str, bool], frozenset[int]]]] = {}


# By the CardDef's identity (kept in the entry): the moments its text answers.
_KEYS: dict[int, tuple[CardDef, frozenset[tuple[str, str, bool]]]] = {}


def _answer_keys(defn: CardDef) -> frozenset[tuple[str, str, bool]]:
    found = _KEYS.get(id(defn))
    if found is None or found[0] is not defn:
        keys = frozenset(
            (a.trigger.event, a.trigger.timing, not a.timings)
            for a in triggered(defn)
            if a.trigger is not None
        )
        found = _KEYS[id(defn)] = (defn, keys)
    return found[1]


def _answering(state: State) -> dict[tuple[str, str, bool], frozenset[int]]:
    cards = state.cards
    found = _ANSWERING.get(id(cards))
    if found is None or found[0] is not cards:
        index: dict[tuple[str, str, bool], set[int]] = {}
        for iid, card in cards.items():
            for key in _answer_keys(card.defn):
                index.setdefault(key, set()).add(iid)
        if len(_ANSWERING) >= _WATCHED_GAMES:
            del _ANSWERING[next(iter(_ANSWERING))]
        found = _ANSWERING[id(cards)] = (cards, {k: frozenset(v) for k, v in index.items()})
    return found[1]


def _problem(state: State, seat: int, card: Card, ability: Ability) -> bool:
    """Whether `seat` may not use this ability of `card` now (apart from its targets and
    Gold): «Поворот карт», and the once-a-turn limit of abilities."""
    # A Political ability is never used in a battle, as in `rules.engine.cardplay`.
    if ability.has("political") and state.attack is not None and state.attack["battle"]:
        return True
    if honor.forbidden(state, seat, ability):
        return True
    if card.zone == HAND or not card.in_play:
        return card.owner != seat
    if card.controller != seat:
        return True
    actor = cardplay._actor(state, card)
    if actor is not None and actor.bowed and ability.performer < 0 and not ability.has("tireless"):
        return True
    if action_limits.ability_problem(state, card, actor, ability) is not None:
        return True
    if ability.bow and card.bowed:
        return True
    if ability.bow_host and (card.host is None or state.cards[card.host].bowed):
        return True
    # "Twice per turn, after ..." (Memorial): `times` uses a turn.
    if ability.times > 1:
        return _once_a_turn(ability) and state.used.count(_key(card, ability)) >= ability.times
    return _once_a_turn(ability) and _key(card, ability) in state.used


def _once_a_turn(ability: Ability) -> bool:
    return not (ability.bow or ability.bow_host or ability.has("repeatable"))


def _key(card: Card, ability: Ability) -> str:
    return f"{card.iid}:{ability.index}"


def _straightens(ability: Ability, index: int) -> bool:
    if index in ability.bow_targets:
        return False
    return any(
        e.on == index and e.op in (effects.STRAIGHTEN, effects.STRAIGHTEN_UNIT)
        for e in ability.effects
    )


def target_sets(
    state: State, seat: int, ability: Ability, source: Card | None = None
) -> list[tuple[int, ...]]:
    """Every way to choose the ability's targets (distinct cards), anywhere in play;
    `source`, the card whose ability it is, for conditions relative to it."""
    trait = not ability.timings
    straightens = [trait or _straightens(ability, i) for i in range(len(ability.targets))]
    # Optional targets come last: each may also be left unchosen, the last first
    # (`targets.Target.optional`, as `cardplay._chosen_sets`).
    required = len(ability.targets)
    while required and ability.targets[required - 1].optional:
        required -= 1
    out: list[tuple[int, ...]] = []
    for count in range(len(ability.targets), required - 1, -1):
        out.extend(
            tg.choices(state, seat, ability.targets[:count], False, straightens[:count], source)
        )
    return out


def _cost(state: State, seat: int, card: Card, ability: Ability) -> int:
    base = ability.gold_cost + (card.defn.cost if card.zone == HAND else 0)
    return payment.cost(state, seat, card.defn, base, True) if base else 0


def _window(state: State, event: Event) -> Frame | None:
    """The window answering `event` now, if it is the step waiting."""
    if state.stack:
        frame = state.stack[-1]
        if frame["step"] == "window" and frame["event"] is event:
            return frame
    return None


def answers(state: State, event: Event, seat: int, timing: str) -> list[Action]:
    """The Reactions and Interrupts `seat` may answer `event` with in the `timing` window."""
    window = _window(state, event)
    answered = window.get("answered", ()) if window is not None else ()
    out: list[Action] = []
    pays: payment.Payments | None = None
    for card, ability in _matching(state, event, timing, seat, mandatory=False):
        if _key(card, ability) in answered or _problem(state, seat, card, ability):
            continue
        # What its costs need ("discard the Imperial Favor": only its holder).
        if not effects.requirements_met(state, seat, card, ability.effects):
            continue
        if pays is None:
            pays = payment.Payments(state, seat)
        pay = pays.for_cost(_cost(state, seat, card, ability), Purchase(card.defn, True))
        if pay is None:
            continue
        kind = PlayCard if card.zone == HAND else UseAbility
        out.extend(
            kind(card.iid, ability.index, pay, t)
            for t in target_sets(state, seat, ability, card)
            if action_limits.targets_allowed(state, seat, card, ability, t)
        )
    return out


def _ability(card: Card, index: int) -> Ability:
    for ability in triggered(card.defn):
        if ability.index == index:
            return ability
    raise IllegalAction(f"{card.defn.title} has no triggered ability number {index}")


def perform(state: State, seat: int, action: Action) -> str:
    """Use a Reaction or an Interrupt offered in the window on top (checked by the window)."""
    assert isinstance(action, (PlayCard, UseAbility))
    depth = len(state.stack)
    window = state.stack[-1]
    card = state.cards[action.card]
    ability = _ability(card, action.index)
    cost = _cost(state, seat, card, ability)
    purchase = Purchase(card.defn, True)
    payment.check(state, seat, action.pay, cost, card.defn.title, purchase)
    payment.pay(state, seat, action.pay, cost, card.defn.title, purchase)
    performing.pay(state, card, ability, action.targets)
    window.setdefault("answered", []).append(_key(card, ability))
    word = ability.timing.replace("/", " or ").title()
    if card.zone == HAND:
        ops.take(state, card)
        ops.place_pile(state, card, ops.discard_zone(card))
        state.note(f"{state.players[seat].name} plays {card.defn.title} ({word})")
    else:
        if ability.bow:
            ops.bow(card)
        elif ability.bow_host and card.host is not None:
            ops.bow(state.cards[card.host])
        elif _once_a_turn(ability) and card.in_play:
            state.used.append(_key(card, ability))
        state.note(f"{card.defn.title}: {word}")
    about = window["event"].get("card")
    effects.perform(state, seat, card, ability.effects, action.targets, about)
    cardplay.action_moments(state, depth, seat, action)
    return card.defn.title


# -- triggered traits -----------------------------------------------------------------------
def _forced(timing: str) -> Callable[[State, Event], list[Frame]]:
    def frames(state: State, event: Event) -> list[Frame]:
        if (event["event"], timing) not in _watch(state)[3]:
            return []
        return [
            {
                "step": "trait",
                "card": card.iid,
                "index": ability.index,
                "seat": seat,
                "about": event.get("card"),
                "label": "triggered trait",
            }
            for seat in range(len(state.players))
            if not state.players[seat].eliminated
            for card, ability in _matching(state, event, timing, seat, mandatory=True)
        ]

    return frames


def _carry_out(
    state: State,
    seat: int,
    card: Card,
    ability: Ability,
    chosen: tuple[int, ...],
    about: int | None,
) -> None:
    state.note(f"{card.defn.title}: {ability.body}")
    effects.perform(state, seat, card, ability.effects, chosen, about)


@step
class Trait(Step):
    """A triggered trait happens; its controller chooses its targets if there is a choice."""

    name = "trait"

    def run(self, state: State, frame: Frame) -> int | None:
        card = state.cards[frame["card"]]
        ability = _ability(card, frame["index"])
        options = target_sets(state, frame["seat"], ability, card)
        if len(options) > 1:
            return frame["seat"]
        pop(state, frame)
        if options:
            _carry_out(state, frame["seat"], card, ability, options[0], frame.get("about"))
        else:
            state.note(f"{card.defn.title}: no legal target")
        return None

    def actions(self, state: State, frame: Frame, seat: int) -> list[Action]:
        card = state.cards[frame["card"]]
        ability = _ability(card, frame["index"])
        return [
            UseAbility(card.iid, ability.index, (), t)
            for t in target_sets(state, frame["seat"], ability, card)
        ]

    def answer(self, state: State, frame: Frame, seat: int, action: Action) -> str | None:
        if action not in self.actions(state, frame, seat):
            raise IllegalAction(f"{action.text()!r}: choose the targets of this trait")
        assert isinstance(action, UseAbility)
        card = state.cards[frame["card"]]
        pop(state, frame)
        ability = _ability(card, frame["index"])
        _carry_out(state, seat, card, ability, action.targets, frame.get("about"))
        return card.defn.title


def _marker(state: State, event: Event) -> None:
    """Moments cards answer that change nothing by themselves."""


APPLY.update({kind: _marker for kind in (tr.DUEL_STARTED, tr.TURN_BEGAN, tr.ATTACK_DECLARED)})
APPLY[tr.ENGAGED] = APPLY[tr.ASSIGNED] = APPLY[tr.BATTLE_RESOLVING] = _marker
APPLY[tr.ACTION_RESOLVED] = APPLY[tr.HONOR_CHANGED] = APPLY[tr.DREW] = _marker
APPLY[tr.ANNOUNCED] = _marker
APPLY[tr.BATTLE_WON] = _marker
APPLY[tr.FAVOR_TAKEN] = APPLY[tr.FAVOR_DISCARDED] = _marker
APPLY.update({kind: _marker for kind in (tr.CHALLENGED, tr.ACCEPTED, tr.REFUSED)})
APPLY.update({kind: _marker for kind in (*tr.PHASE_KINDS, tr.TURN_ENDED, tr.MANEUVERS_ENDED)})


def _responder(timing: str) -> Callable[[State, Event, int], list[Action]]:
    def respond(state: State, event: Event, seat: int) -> list[Action]:
        if (event["event"], timing) not in watched(state):
            return []
        return answers(state, event, seat, timing)

    PRECHECKS[respond] = _possible
    return respond


def _possible(state: State, key: tuple[str, str]) -> bool:
    """Some card of the game answers this window at all (with a Reaction or an Interrupt)."""
    return key in watched(state) and bool(_answering(state).get((key[0], key[1], False)))


# Only the windows some phrasing answers are watched: any other costs an event nothing.
for _kind, _timing in sorted(tr.WINDOWS):
    RESPONDERS.setdefault((_kind, _timing), []).append(_responder(_timing))
    FORCED.setdefault((_kind, _timing), []).append(_forced(_timing))
WATCHING.append(lambda state, kind: kind in _watch(state)[2])


def _honor_changed(state: State, player: Player, amount: int) -> None:
    if amount:
        emit_moment(state, tr.HONOR_CHANGED, seat=player.seat, amount=amount, by=player.seat)


def _drew(state: State, player: Player) -> None:
    # The opening hands are dealt before the game (turn 0): no moment then.
    if state.turn:
        emit_moment(state, tr.DREW, seat=player.seat, by=player.seat)


ops.HONOR_CHANGED.append(_honor_changed)
ops.DREW.append(_drew)
PERFORMERS[UseAbility] = perform
PERFORMERS[PlayCard] = perform
