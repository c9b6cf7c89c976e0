"""The turn («Структура хода») as steps of the pipeline: Straighten, Events, Action, Attack,
Dynasty, End; and the state checks after every action (a Personality at 0 Chi dies, players
lose or win).

`begin_turn` pushes the turn's steps; each phase's step sets `state.phase`, does what needs
no decision, and waits where a player must choose. The Action phase is a round of actions
(`rules.engine.rounds`), the Attack phase the steps of `rules.engine.attack`.
"""

from rules.engine import (
    continuous,
    dynasty_events,
    end_draws,
    honor,
    no_end_draw,
    ops,
    payment,
    play,
    stats,
)
from rules.engine import triggers as tr
from rules.engine.actions import (
    Action,
    Attach,
    DiscardFromHand,
    DiscardFromProvince,
    Option,
    Overlay,
    Pass,
    PlayRegion,
    Recruit,
)
from rules.engine.cards import EVENT, PERSONALITY, REGION, RING
from rules.engine.errors import IllegalAction
from rules.engine.events import emit_all, emit_moment, watches
from rules.engine.pipeline import Frame, Step, pop, push, step
from rules.engine.state import Card, Player, State
from rules.engine.traits import traits

HONOR_VICTORY = 40
HONOR_DEFEAT = -19  # "ниже отметки –19"

REASONS = {
    "honor": "Honor Victory: 40 or more Family Honor at the start of the turn",
    "dishonor": "The opponent's Family Honor fell below -19",
    "military": "All of the opponent's Provinces are destroyed",
    "enlightenment": "Enlightenment Victory: five different Rings in play",
}


def acting_seats(state: State) -> list[int]:
    """Seats that take turns and act (a goldfish never does)."""
    return [p.seat for p in state.players if not p.eliminated and not p.goldfish]


def next_seat(state: State, seat: int) -> int:
    """Clockwise: the next seat that takes turns."""
    seats = acting_seats(state)
    count = len(state.players)
    for offset in range(1, count + 1):
        candidate = (seat + offset) % count
        if candidate in seats:
            return candidate
    return seat


def clockwise(state: State, first: int, include_first: bool = True) -> list[int]:
    """The seats still in the game, clockwise from `first` (a goldfish included)."""
    count = len(state.players)
    seats = [(first + offset) % count for offset in range(count)]
    if not include_first:
        seats = seats[1:]
    return [seat for seat in seats if not state.players[seat].eliminated]


# -- the turn ------------------------------------------------------------------------------
# The steps of each phase of the turn.
_PHASE_STEPS = (
    ("straighten", ("straighten",)),
    ("events", ("events",)),
    ("action", ("action-phase",)),
    ("attack", ("attack",)),
    ("dynasty", ("dynasty", "dynasty-discard")),
    ("end", ("end",)),
)


def begin_turn(state: State) -> None:
    """The turn's steps; around each phase, the moments of its beginning and end when a card
    of the game answers them (the End Phase's end: `End`)."""
    frames: list[Frame] = []
    for phase, steps in _PHASE_STEPS:
        frames += _phase_moments(state, phase, "begins")
        frames += [{"step": name} for name in steps]
        if phase != "end":
            frames += _phase_moments(state, phase, "ends")
    push(state, *frames)


def _phase_moments(state: State, phase: str, edge: str) -> list[Frame]:
    return _moment(state, tr.phase_moment(phase, edge))


# By the game's cards dict (fixed at set-up): the phase and turn moments some card of the
# game answers, found once per kind (eleven are asked every turn).
_WATCHED: dict[int, tuple[dict[int, Card], dict[str, bool]]] = {}
_WATCHED_KEPT = 64


def _watched(state: State, kind: str) -> bool:
    cards = state.cards
    found = _WATCHED.get(id(cards))
    if found is None or found[0] is not cards:
        if len(_WATCHED) >= _WATCHED_KEPT:
            _WATCHED.clear()
        found = _WATCHED[id(cards)] = (cards, {})
    known = found[1]
    if kind not in known:
        known[kind] = watches(state, kind)
    return known[kind]


def _moment(state: State, kind: str) -> list[Frame]:
    """The active player's moment of this kind, as a step, if a card of the game answers it."""
    if not _watched(state, kind):
        return []
    event = {"event": kind, "seat": state.active, "by": state.active}
    return [{"step": "event", "event": event, "stage": "before"}]


@step
class Straighten(Step):
    """«Начало хода»: an Honor Victory is checked, then the active player straightens."""

    name = "straighten"

    def run(self, state: State, frame: Frame) -> int | None:
        pop(state, frame)
        player = state.players[state.active]
        state.phase = "straighten"
        state.note(f"turn {state.turn}: {player.name}'s turn begins")
        if player.honor >= HONOR_VICTORY:
            win(state, player.seat, "honor")
            return None
        cards = state.cards
        if player.stronghold is not None:
            ops.straighten(cards[player.stronghold])
        for iid in player.home:
            card = cards[iid]
            card.bowed = False
            for attached in card.attachments:
                cards[attached].bowed = False
        for province in player.provinces:
            for iid in province.attachments:
                cards[iid].bowed = False
        ops.begin_turn_expiry(state, player.seat)
        emit_moment(state, "turn_began", seat=player.seat, by=player.seat)
        return None


@step
class Events(Step):
    """«Фаза событий»: left to right, turn each face-down card up; an Event happens if it
    has not happened this game (`rules.engine.dynasty_events`: by itself when the engine
    reads its text, else by hand), then is removed from the game either way and the
    Province is refilled face down. Then free Regions enter play, and the active player may
    pay for the others."""

    name = "events"

    def run(self, state: State, frame: Frame) -> int | None:
        player = state.players[state.active]
        if not frame.get("revealed"):
            frame["revealed"] = True
            state.phase = "events"
            happening = _reveal_provinces(state, player)
            if happening:
                # The Events happen first (their steps run above this one), then Regions.
                push(state, *happening)
                return None
        if not frame.get("regions"):
            frame["regions"] = True
            _free_regions(state, player)
        if play.region_choices(state, player.seat, payment.Payments(state, player.seat)):
            return player.seat
        pop(state, frame)
        return None

    def actions(self, state: State, frame: Frame, seat: int) -> list[Action]:
        return [Pass(), *play.region_choices(state, seat, payment.Payments(state, seat))]

    def answer(self, state: State, frame: Frame, seat: int, action: Action) -> str | None:
        if isinstance(action, Pass):
            pop(state, frame)
            return None
        if isinstance(action, PlayRegion):
            return play.do_region(state, seat, action)
        raise IllegalAction(f"{action.text()!r} is not possible in the events phase")


def _reveal_provinces(state: State, player: Player) -> list[Frame]:
    """Turn the cards face up, left to right; the steps of the Events that happen."""
    happening: list[Frame] = []
    for province in list(player.provinces):
        if province.card is None:
            continue
        card = state.cards[province.card]
        if not card.face_up:
            card.face_up = True
            state.note(f"Province {province.pid}: {card.defn.title} is revealed")
        if card.defn.type == EVENT:
            happening.extend(dynasty_events.reveal(state, player, card))
    return happening


def _free_regions(state: State, player: Player) -> None:
    for province in list(player.provinces):
        if province.card is None:
            continue
        card = state.cards[province.card]
        if (
            card.face_up
            and card.defn.type == REGION
            and card.defn.cost == 0
            and play.region_problem(state, card, province) is None
        ):
            play.play_region(state, player.seat, province, card)


@step
class ActionPhase(Step):
    """«Фаза Действий»: from the active player clockwise, each player takes one action or
    passes, until all pass in a row."""

    name = "action-phase"

    def run(self, state: State, frame: Frame) -> int | None:
        pop(state, frame)
        state.phase = "action"
        push(
            state,
            {
                "step": "round",
                "kind": "action",
                "order": clockwise(state, state.active),
                "at": 0,
                "passes": 0,
            },
        )
        return None


@step
class Dynasty(Step):
    """«Династическая фаза»: recruit Personalities and Holdings, overlay Experienced
    versions; then (the next step) discard face-up cards from the Provinces."""

    name = "dynasty"

    def run(self, state: State, frame: Frame) -> int | None:
        state.phase = "dynasty"
        return state.active

    def actions(self, state: State, frame: Frame, seat: int) -> list[Action]:
        pays = payment.Payments(state, seat)
        return [Pass(), *play.recruits(state, seat, pays), *play.overlays(state, seat, pays)]

    def answer(self, state: State, frame: Frame, seat: int, action: Action) -> str | None:
        if isinstance(action, Pass):
            pop(state, frame)
            return None
        if isinstance(action, Recruit):
            title, card = play.do_recruit(state, seat, action)
            emit_all(
                state,
                [
                    {"event": "entered_play", "card": card.iid, "by": seat, "pid": action.pid},
                    {"event": "recruited", "card": card.iid, "by": seat},
                ],
            )
            revealed = play.revealed_by_refill(state, seat, action.pid, card)
            if revealed:
                push(state, *revealed)
            return title
        if isinstance(action, Overlay):
            return play.do_overlay(state, seat, action)
        if isinstance(action, Attach):
            raise IllegalAction("cards are attached in the action phase")
        raise IllegalAction(f"{action.text()!r} is not possible in the dynasty phase")


@step
class DynastyDiscard(Step):
    name = "dynasty-discard"

    def run(self, state: State, frame: Frame) -> int | None:
        state.phase = "dynasty-discard"
        return state.active

    def actions(self, state: State, frame: Frame, seat: int) -> list[Action]:
        out: list[Action] = [Pass()]
        for province in state.players[seat].provinces:
            if province.card is not None and state.cards[province.card].face_up:
                out.append(DiscardFromProvince(province.pid))
        return out

    def answer(self, state: State, frame: Frame, seat: int, action: Action) -> str | None:
        if isinstance(action, Pass):
            pop(state, frame)
            return None
        if isinstance(action, DiscardFromProvince):
            return play.do_discard_province(state, seat, action)
        raise IllegalAction(f"{action.text()!r} is not possible now")


@step
class End(Step):
    """«Конец хода»: draw a card; more than eight (or the larger limit cards give) in hand
    means discarding the extras; the player then ends the turn (it ends by itself when no
    discard was needed)."""

    name = "end"

    def run(self, state: State, frame: Frame) -> int | None:
        player = state.players[state.active]
        if not frame.get("drawn"):
            frame["drawn"] = True
            state.phase = "end"
            # "You will not draw any cards during your next End Phase" (`no_end_draw`).
            if no_end_draw.used_up(state, player):
                honor.end_draws(state, player)  # used up, not drawn
                state.note(f"{player.name} draws no cards during this End Phase")
                frame["may_draw"] = 0
            else:
                end_draws.draw_before(state, player)
                if ops.draw(state, player) is not None:
                    state.note(f"{player.name} draws a card")
                # "Draw an additional card during your next End Phase" (`rules.engine.honor`).
                for _ in range(honor.end_draws(state, player)):
                    if ops.draw(state, player) is not None:
                        state.note(f"{player.name} draws an additional card")
                # Cards he may draw as the turn ends (`rules.engine.end_draws`), before the
                # hand size is checked.
                frame["may_draw"] = end_draws.optional(state, player)
        if frame.get("may_draw"):
            return player.seat
        if "discarding" not in frame:
            frame["discarding"] = play.over_hand_limit(state, player)
        if frame["discarding"]:
            return player.seat
        if not frame.get("ended"):
            # The End Phase and the turn end (their moments) before the next turn begins.
            frame["ended"] = True
            ending = _phase_moments(state, "end", "ends") + _moment(state, tr.TURN_ENDED)
            if ending:
                push(state, *ending)
                return None
        pop(state, frame)
        finish_turn(state)
        return None

    def actions(self, state: State, frame: Frame, seat: int) -> list[Action]:
        player = state.players[seat]
        if frame.get("may_draw"):
            # Option 1: draw one of the cards he may draw; Pass: no more.
            return [Option(1), Pass()]
        if not play.over_hand_limit(state, player):
            return [Pass()]
        return [DiscardFromHand(iid) for iid in player.hand]

    def answer(self, state: State, frame: Frame, seat: int, action: Action) -> str | None:
        if frame.get("may_draw"):
            if isinstance(action, Option) and action.number == 1:
                frame["may_draw"] -= 1
                end_draws.draw_one(state, state.players[seat])
                return None
            if isinstance(action, Pass):
                frame["may_draw"] = 0
                return None
            raise IllegalAction("draw a card or pass")
        if isinstance(action, Pass):
            if play.over_hand_limit(state, state.players[seat]):
                limit = play.hand_limit(state, state.players[seat])
                raise IllegalAction(f"discard down to {limit} cards first")
            frame["discarding"] = False
            return None
        if isinstance(action, DiscardFromHand):
            title = play.do_discard_hand(state, seat, action)
            frame["discarding"] = play.over_hand_limit(state, state.players[seat])
            return title
        raise IllegalAction(f"{action.text()!r} is not possible in the end phase")


def finish_turn(state: State) -> None:
    beginning = next_seat(state, state.active)
    ops.end_of_turn_expiry(state, beginning)
    state.active = beginning
    state.turn += 1
    begin_turn(state)


# -- after every action -------------------------------------------------------------------
def win(state: State, seat: int, reason: str) -> None:
    state.winner = seat
    state.reason = reason
    state.phase = "over"
    state.priority = None
    state.stack.clear()
    state.note(f"{state.players[seat].name} wins: {REASONS[reason]}")


def _eliminate(state: State, player: Player, reason: str) -> None:
    player.eliminated = True
    state.note(f"{player.name} is out of the game")
    for iid in list(player.home):
        ops.leave_play(state, state.cards[iid], ops.REMOVE)
    if state.favor == player.seat:
        state.favor = None
    alive = [p for p in state.players if not p.eliminated]
    if len(alive) == 1:
        win(state, alive[0].seat, reason)


def _dying(state: State) -> list[Card]:
    cards = state.cards
    # A Personality's Chi drops only through a penalty: a modifier, an attachment printed
    # with a negative Chi, or a continuous effect of this game that lowers Chi. Without one
    # he is not looked at (every action asks).
    lowered = continuous.touches(state, continuous.LOWERS_CHI)
    out = []
    for player in state.players:
        for iid in player.home:
            card = cards[iid]
            if (
                card.defn.type == PERSONALITY
                and (lowered or ((card.mods or card.attachments) and _penalized(state, card)))
                and stats.chi_dropped_to_zero(state, card)
            ):
                out.append(card)
    return out


_CHI_MODS = frozenset({stats.CHI, stats.WHILE_ATTACKING[stats.CHI]})


def _penalized(state: State, card: Card) -> bool:
    for mod in card.mods:
        if mod[2] < 0 and mod[1] in _CHI_MODS:
            return True
    cards = state.cards
    return any((cards[iid].defn.chi or 0) < 0 for iid in card.attachments)


def _refill_empty(state: State) -> bool:
    """«Если в Вашей колоде каким-либо образом появились карты, заполните ими пустые
    провинции слева направо»."""
    refilled = False
    for player in state.players:
        if player.dynasty:
            for province in player.provinces:
                if province.card is None:
                    ops.refill(state, player, province)
                    refilled = True
    return refilled


# By the game's cards dict (fixed at set-up, as long-lived as the game): whether its cards
# hold Rings of five different elements at all; in most games they do not, and the
# enlightenment check after every action can be skipped.
_RINGS: dict[int, tuple[dict[int, Card], bool]] = {}
_RINGS_KEPT = 64


def _rings_may_win(state: State) -> bool:
    cards = state.cards
    found = _RINGS.get(id(cards))
    if found is None or found[0] is not cards:
        if len(_RINGS) >= _RINGS_KEPT:
            _RINGS.clear()
        elements = {card.defn.element for card in cards.values() if card.defn.type == RING}
        found = _RINGS[id(cards)] = (cards, len(elements) >= 5)
    return found[1]


def settle(state: State) -> bool:
    """State checks after each action: 0 Chi Personalities are destroyed, and cards whose
    "If this Personality is ever ..." holds; empty Provinces
    are refilled when their Dynasty deck has cards again; a player below -19 Honor or
    without Provinces loses; five different Rings win («Цель игры»). True when something
    changed."""
    if state.over:
        return False
    changed = False
    dying = _dying(state)
    while dying:
        for card in dying:
            if card.in_play:
                state.note(f"{card.defn.title} has no Chi left")
                ops.destroy(state, card)
        changed = True
        dying = _dying(state)
    for card in continuous.self_destroyed(state):
        if card.in_play:
            state.note(f"{card.defn.title} is destroyed by its own condition")
            ops.destroy(state, card)
            changed = True
    changed = _refill_empty(state) or changed
    for player in state.players:
        if player.eliminated:
            continue
        if player.honor < HONOR_DEFEAT:
            _eliminate(state, player, "dishonor")
            changed = True
        elif not player.provinces:
            _eliminate(state, player, "military")
            changed = True
        if state.over:
            return True
    for player in state.players if _rings_may_win(state) else ():
        if player.eliminated:
            continue
        elements = {
            state.cards[iid].defn.element
            for iid in player.home
            if state.cards[iid].defn.type == RING
            and state.cards[iid].controller == player.seat
            and not traits(state.cards[iid].defn).no_enlightenment
        }
        if len(elements) >= 5:
            win(state, player.seat, "enlightenment")
            return True
    if state.players[state.active].eliminated:
        state.stack.clear()
        state.attack = None
        for card in state.cards.values():
            card.battle = None
        finish_turn(state)
        changed = True
    return changed
