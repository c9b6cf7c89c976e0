"""The turn («Структура хода»): start, events, actions, attack, dynasty, end; and the checks
that follow every action (a Personality at 0 Chi dies, players lose or win).

The engine runs everything that needs no decision and stops where a player must choose:
`state.priority` is then the seat that acts, and `state.phase` says where in the turn it is.
"""

from rules.engine import ops, payment, stats
from rules.engine.cards import EVENT, PERSONALITY, REGION, RING
from rules.engine.play import HAND_LIMIT, in_play_cards, play_region, region_choices, region_problem
from rules.engine.state import Card, Player, State

HONOR_VICTORY = 40
HONOR_DEFEAT = -19  # "ниже отметки –19"

REASONS = {
    "honor": "Honor Victory: 40 or more Family Honor at the start of the turn",
    "dishonor": "the opponent's Family Honor fell below -19",
    "military": "all of the opponent's Provinces are destroyed",
    "enlightenment": "Enlightenment Victory: five different Rings in play",
}


def acting_seats(state: State) -> list[int]:
    """Seats that take turns and act in the action phase (a goldfish never does)."""
    return [p.seat for p in state.players if not p.eliminated and not p.goldfish]


def next_seat(state: State, seat: int) -> int:
    """Clockwise: the next seat that takes turns."""
    seats = acting_seats(state)
    count = len(state.players)
    for step in range(1, count + 1):
        candidate = (seat + step) % count
        if candidate in seats:
            return candidate
    return seat


# -- 1. start of the turn -----------------------------------------------------------------
def begin_turn(state: State) -> None:
    player = state.players[state.active]
    state.note(f"turn {state.turn}: {player.name}'s turn begins")
    if player.honor >= HONOR_VICTORY:
        win(state, player.seat, "honor")
        return
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
    events_phase(state)


# -- 2. events phase ----------------------------------------------------------------------
def events_phase(state: State) -> None:
    """«Фаза событий»: left to right, turn each face-down card up; an Event happens if it has
    not happened this game (its text is carried out by hand), then goes to the discard pile
    either way and the Province is refilled face down. Then free Regions enter play."""
    state.phase = "events"
    player = state.players[state.active]
    for province in list(player.provinces):
        if province.card is None:
            continue
        card = state.cards[province.card]
        if not card.face_up:
            card.face_up = True
            state.note(f"Province {province.pid}: {card.defn.title} is revealed")
        if card.defn.type == EVENT:
            name = card.defn.identity
            if name in state.events_occurred:
                state.note(f"{card.defn.title} has already happened this game: no effect")
            else:
                state.events_occurred.add(name)
                state.note(f"Event: {card.defn.title} happens (carry out its text by hand)")
            ops.discard_from_province(state, card)
    for province in list(player.provinces):
        if province.card is None:
            continue
        card = state.cards[province.card]
        if (
            card.face_up
            and card.defn.type == REGION
            and card.defn.cost == 0
            and region_problem(state, card, province) is None
        ):
            play_region(state, player.seat, province, card)
    if region_choices(state, player.seat, payment.Payments(state, player.seat)):
        state.priority = player.seat
        return
    start_action_phase(state)


# -- 3. action phase ----------------------------------------------------------------------
def start_action_phase(state: State) -> None:
    state.phase = "action"
    state.priority = state.active
    state.passes = 0


def after_action(state: State, seat: int) -> None:
    """Each player in turn takes one action or passes."""
    state.passes = 0
    state.priority = next_seat(state, seat)


def after_pass(state: State, seat: int) -> None:
    """The phase ends when every player has passed in a row."""
    state.passes += 1
    if state.passes >= len(acting_seats(state)):
        attack_phase(state)
    else:
        state.priority = next_seat(state, seat)


# -- 4. attack phase ----------------------------------------------------------------------
def attack_phase(state: State) -> None:
    """«Фаза Атаки» is optional; battles come with part 2 of the engine, so for now the
    active player declares no attack."""
    state.phase = "attack"
    state.note("attack phase: no attack declared (battles are not automated yet)")
    start_dynasty(state)


# -- 5. dynasty phase ---------------------------------------------------------------------
def start_dynasty(state: State) -> None:
    state.phase = "dynasty"
    state.priority = state.active
    state.pending = None


def start_dynasty_discard(state: State) -> None:
    state.phase = "dynasty-discard"


# -- 6. end of the turn -------------------------------------------------------------------
def end_phase(state: State) -> None:
    """«Конец хода»: draw a card; more than eight in hand means discarding the extras."""
    state.phase = "end"
    player = state.players[state.active]
    if ops.draw(state, player) is not None:
        state.note(f"{player.name} draws a card")
    if len(player.hand) > HAND_LIMIT:
        state.priority = player.seat
        return
    finish_turn(state)


def finish_turn(state: State) -> None:
    ops.end_of_turn_expiry(state)
    state.active = next_seat(state, state.active)
    state.turn += 1
    begin_turn(state)


# -- after every action -------------------------------------------------------------------
def win(state: State, seat: int, reason: str) -> None:
    state.winner = seat
    state.reason = reason
    state.phase = "over"
    state.priority = None
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
    return [
        card
        for card in in_play_cards(state)
        if card.defn.type == PERSONALITY and stats.chi_dropped_to_zero(state, card)
    ]


def settle(state: State) -> None:
    """State checks after each action: 0 Chi Personalities are destroyed; a player below
    -19 Honor or without Provinces loses; five different Rings win («Цель игры»)."""
    if state.over:
        return
    dying = _dying(state)
    while dying:
        for card in dying:
            if card.in_play:
                state.note(f"{card.defn.title} has no Chi left")
                ops.destroy(state, card)
        dying = _dying(state)
    for player in state.players:
        if player.eliminated:
            continue
        if player.honor < HONOR_DEFEAT:
            _eliminate(state, player, "dishonor")
        elif not player.provinces:
            _eliminate(state, player, "military")
        if state.over:
            return
    for player in state.players:
        if player.eliminated:
            continue
        elements = {
            state.cards[iid].defn.element
            for iid in player.home
            if state.cards[iid].defn.type == RING and state.cards[iid].controller == player.seat
        }
        if len(elements) >= 5:
            win(state, player.seat, "enlightenment")
            return
    if state.players[state.active].eliminated:
        finish_turn(state)
