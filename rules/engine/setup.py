"""Setting up a game («Подготовка к игре», «Кто будет ходить первым»)."""

from collections.abc import Sequence

from rules.engine import ops, winds
from rules.engine.cards import (
    DYNASTY,
    FATE,
    SENSEI,
    SHADOWLANDS_STRONGHOLDS,
    STRONGHOLD,
    WIND,
    CardDef,
    Setup,
)
from rules.engine.rng import Rng
from rules.engine.state import DYNASTY_DECK, FATE_DECK, PREGAME, Card, Player, Province, State

PROVINCES = 4
OPENING_HAND = 5
STARTING_HONOR_FLOOR = -19
GOLDFISH_STRENGTH = 6
GOLDFISH_NAME = "Goldfish"
# Ties on the first-player draw are redrawn; a table of decks that can only tie (no Fate
# cards, or all Focus 0) is settled by lot after this many rounds.
FIRST_PLAYER_ROUNDS = 50


def validate(setups: Sequence[Setup], goldfish: bool) -> None:
    if goldfish and len(setups) != 1:
        raise ValueError(f"a goldfish game takes exactly one deck, not {len(setups)}")
    if not goldfish and len(setups) < 2:
        raise ValueError("a game needs at least two decks (or goldfish=True)")
    for seat, setup in enumerate(setups):
        who = setup.name or f"seat {seat}"
        if setup.stronghold.type != STRONGHOLD:
            raise ValueError(f"{who}: {setup.stronghold.title} is not a Stronghold")
        if setup.sensei is not None:
            if setup.sensei.type != SENSEI:
                raise ValueError(f"{who}: {setup.sensei.title} is not a Sensei")
            clans = setup.sensei.clans
            if clans and not any(clan in setup.stronghold.clans for clan in clans):
                raise ValueError(
                    f"{who}: Sensei {setup.sensei.title} is for {', '.join(clans)} only, "
                    f"not {setup.stronghold.title}"
                )
        if setup.wind is not None and setup.wind.type != WIND:
            raise ValueError(f"{who}: {setup.wind.title} is not a Wind")
        for home in (setup.stronghold, setup.sensei):
            # "Your Wind must be The Kanpeki Dynasty." (a Sensei's): a deck rule, checked here.
            needed = winds.required(home.text_plain) if home is not None else None
            if needed and not winds.named(setup.wind.title if setup.wind else "", needed):
                assert home is not None
                raise ValueError(f"{who}: with {home.title}, your Wind must be {needed}")
        for deck, cards in ((DYNASTY, setup.dynasty), (FATE, setup.fate)):
            for card in cards:
                if card.home_deck != deck:
                    raise ValueError(
                        f"{who}: {card.title} ({card.type}) does not belong in the {deck} deck"
                    )


def _stronghold_values(player: Player, stronghold: CardDef, sensei: CardDef | None) -> None:
    """«Сенсей»: the Sensei's numbers change the Stronghold's, never below 0 for Province
    strength and gold production, never below -19 for starting Honor."""
    strength = stronghold.province_strength or 0
    gold = stronghold.gold_production or 0
    honor = stronghold.starting_honor or 0
    if sensei is not None:
        strength += sensei.province_strength or 0
        gold += sensei.gold_production or 0
        honor += sensei.starting_honor or 0
    player.province_strength = max(0, strength)
    player.stronghold_gold = max(0, gold)
    player.starting_honor = max(STARTING_HONOR_FLOOR, honor)
    player.honor = player.starting_honor
    player.clans = list(stronghold.clans)
    player.shadowlands = "Shadowlands" in stronghold.clans or (
        stronghold.title in SHADOWLANDS_STRONGHOLDS
    )


def _provinces(state: State, player: Player) -> int:
    """«Подготовка к игре» (Setup): four Provinces, unless the Stronghold or its Sensei says
    "You begin the game with three Provinces."."""
    from rules.engine.traits import traits

    for iid in (player.stronghold, player.sensei):
        if iid is not None and (count := traits(state.cards[iid].defn).provinces):
            return count
    return PROVINCES


def _first_player(state: State) -> int:
    """Each player adds a random Fate card's Focus to his starting Honor; the highest goes
    first, tied players draw again until one is left."""
    contenders = [p.seat for p in state.players if not p.goldfish]
    totals = {seat: state.players[seat].starting_honor for seat in contenders}
    rounds = 0
    while len(contenders) > 1:
        rounds += 1
        if rounds > FIRST_PLAYER_ROUNDS:
            chosen = state.rng.choice(contenders)
            state.note(f"still tied after {FIRST_PLAYER_ROUNDS} draws: chosen by lot")
            return chosen
        for seat in contenders:
            player = state.players[seat]
            focus = 0
            if player.fate:
                card = state.cards[state.rng.choice(player.fate)]
                focus = card.defn.focus or 0
                state.note(f"{player.name} draws {card.defn.title} at random: Focus {focus}")
            totals[seat] += focus
        best = max(totals[seat] for seat in contenders)
        contenders = [seat for seat in contenders if totals[seat] == best]
        if len(contenders) > 1:
            state.note(f"tied at {best}: draw again")
    return contenders[0]


def build(setups: Sequence[Setup], seed: int, goldfish: bool, goldfish_strength: int) -> State:
    validate(setups, goldfish)
    state = State(Rng(seed))
    entries = [(seat, defn) for seat, setup in enumerate(setups) for defn in setup.cards()]
    # Instance ids come from a seeded permutation: an id says nothing about the card.
    ids = list(range(1, len(entries) + 1))
    state.rng.shuffle(ids)
    issued = iter(ids)
    cards = state.cards

    def new_card(seat: int, defn: CardDef, zone: str) -> Card:
        card = Card(next(issued), defn, seat)
        card.zone = zone
        cards[card.iid] = card
        return card

    def new_cards(seat: int, defns: Sequence[CardDef], zone: str) -> list[int]:
        # A deck's cards in one loop (a game creates some 160 of them).
        out = []
        for defn, iid in zip(defns, issued, strict=False):
            card = cards[iid] = Card(iid, defn, seat)
            card.zone = zone
            out.append(iid)
        return out

    for seat, setup in enumerate(setups):
        player = Player(seat, setup.name or f"Player {seat + 1}")
        state.players.append(player)
        player.stronghold = new_card(seat, setup.stronghold, PREGAME).iid
        if setup.sensei is not None:
            player.sensei = new_card(seat, setup.sensei, PREGAME).iid
        if setup.wind is not None:
            player.wind = new_card(seat, setup.wind, PREGAME).iid
        player.dynasty = new_cards(seat, setup.dynasty, DYNASTY_DECK)
        player.fate = new_cards(seat, setup.fate, FATE_DECK)
        _stronghold_values(player, setup.stronghold, setup.sensei)
        sensei = f", Sensei {setup.sensei.title}" if setup.sensei else ""
        wind = f"shows the Wind {setup.wind.title}" if setup.wind else "has no Wind"
        state.note(
            f"{player.name}: {setup.stronghold.title}{sensei} (Province strength "
            f"{player.province_strength}, gold {player.stronghold_gold}, Honor "
            f"{player.starting_honor}); {wind}"
        )
    if goldfish:
        dummy = Player(len(setups), GOLDFISH_NAME)
        dummy.goldfish = True
        dummy.province_strength = goldfish_strength
        state.players.append(dummy)

    for player in state.players:
        ops.shuffle(state, player.dynasty)
        ops.shuffle(state, player.fate)
    first = _first_player(state)
    state.note(f"{state.players[first].name} goes first")
    for player in state.players:
        ops.shuffle(state, player.fate)
        for _ in range(_provinces(state, player)):
            province = Province(state.next_pid)
            state.next_pid += 1
            player.provinces.append(province)
            ops.refill(state, player, province)
        for _ in range(OPENING_HAND):
            ops.draw(state, player)
    state.active = first
    state.first = first
    state.turn = 1
    return state
