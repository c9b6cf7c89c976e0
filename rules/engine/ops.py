"""The shared vocabulary of game operations: bow, straighten, move between zones, destroy,
discard, tokens, honor, draw, search and shuffle, reveal, destroy a Province.

The turn structure, the rule actions and the manual operations are all built from these, and
card effects in later parts will be too. They change the state in place and note what they
did; they check only what the physical table cannot allow (a card that is not where it should
be, a Province that is occupied). Rule checks live with the actions that need them.
"""

from collections.abc import Callable
from operator import attrgetter

from rules.engine.cards import DYNASTY, FATE, PERSONALITY
from rules.engine.errors import IllegalAction
from rules.engine.state import (
    ATTACHED,
    BONUS,
    DYNASTY_DECK,
    DYNASTY_DISCARD,
    FATE_DECK,
    FATE_DISCARD,
    FOCUS,
    HAND,
    HOME,
    PREGAME,
    PROVINCE,
    REMOVED,
    SET,
    STACKED,
    TOKEN,
    Card,
    Player,
    Province,
    State,
)
from rules.engine.stats import set_delta
from rules.engine.traits import stays_out, traits

DESTROY = "destroy"
DISCARD = "discard"
REMOVE = "remove"


def find_province(state: State, pid: int) -> tuple[Player, Province]:
    for player in state.players:
        for province in player.provinces:
            if province.pid == pid:
                return player, province
    raise IllegalAction(f"there is no Province {pid}")


# -- taking a card out of wherever it is --------------------------------------------------
def take(state: State, card: Card) -> Province | None:
    """Lift a card out of its zone; returns the Province it left, which the caller refills
    once the card is placed («Как только карта покидает поле провинции...»)."""
    zone = card.zone
    iid = card.iid
    vacated: Province | None = None
    if zone == HAND:
        state.players[card.owner].hand.remove(iid)
    elif zone == FATE_DECK:
        state.players[card.owner].fate.remove(iid)
    elif zone == DYNASTY_DECK:
        state.players[card.owner].dynasty.remove(iid)
    elif zone == PROVINCE:
        _, vacated = find_province(state, card.pid)
        vacated.card = None
    elif zone == HOME:
        state.players[card.controller].home.remove(iid)
    elif zone == ATTACHED:
        if card.host is not None:
            state.cards[card.host].attachments.remove(iid)
        else:
            find_province(state, card.pid)[1].attachments.remove(iid)
    elif zone == FATE_DISCARD:
        state.players[card.owner].fate_discard.remove(iid)
    elif zone == DYNASTY_DISCARD:
        state.players[card.owner].dynasty_discard.remove(iid)
    elif zone == REMOVED:
        state.players[card.owner].removed.remove(iid)
    elif zone == FOCUS:
        pass  # the duel's step keeps the list of its Focus cards
    else:
        raise IllegalAction(f"{card.defn.title} ({zone}) cannot be moved")
    card.host = None
    card.pid = None
    card.face_up = False
    return vacated


def refill(state: State, player: Player, province: Province, face_up: bool = False) -> None:
    """ "This Province does not hold Dynasty cards (do not refill it)." on its Region: it
    stays empty. A Province is refilled face down unless a card says face-up."""
    if any(traits(state.cards[iid].defn).no_dynasty for iid in province.attachments):
        return
    if province.card is None and player.dynasty:
        iid = player.dynasty.pop()
        card = state.cards[iid]
        card.zone = PROVINCE
        card.pid = province.pid
        card.face_up = face_up
        province.card = iid


def refill_after(state: State, vacated: Province | None) -> None:
    if vacated is not None:
        for player in state.players:
            if vacated in player.provinces:
                refill(state, player, vacated)
                return


# -- placing a card -----------------------------------------------------------------------
def place_home(state: State, card: Card, seat: int, bowed: bool = False) -> None:
    card.zone = HOME
    card.controller = seat
    card.bowed = bowed
    card.face_up = True
    card.dead = None
    state.players[seat].home.append(card.iid)


def place_attached(state: State, card: Card, host: Card) -> None:
    card.zone = ATTACHED
    card.host = host.iid
    card.controller = host.controller
    card.face_up = True
    card.dead = None
    host.attachments.append(card.iid)


def place_at_province(state: State, card: Card, seat: int, province: Province) -> None:
    card.zone = ATTACHED
    card.pid = province.pid
    card.controller = seat
    card.face_up = True
    card.dead = None
    province.attachments.append(card.iid)


def place_in_province(card: Card, province: Province, face_up: bool) -> None:
    card.zone = PROVINCE
    card.pid = province.pid
    card.face_up = face_up
    province.card = card.iid


def place_hand(state: State, card: Card) -> None:
    card.zone = HAND
    state.players[card.owner].hand.append(card.iid)


def place_deck(state: State, card: Card, deck: str, top: bool) -> None:
    player = state.players[card.owner]
    if deck != card.defn.home_deck:
        raise IllegalAction(f"{card.defn.title} is not a {deck} card")
    cards = player.fate if deck == FATE else player.dynasty
    card.zone = FATE_DECK if deck == FATE else DYNASTY_DECK
    if top:
        cards.append(card.iid)
    else:
        cards.insert(0, card.iid)


def discard_zone(card: Card) -> str:
    return DYNASTY_DISCARD if card.defn.home_deck == DYNASTY else FATE_DISCARD


def place_pile(state: State, card: Card, zone: str) -> None:
    player = state.players[card.owner]
    card.zone = zone
    card.face_up = True
    card.destroyed = False
    {
        FATE_DISCARD: player.fate_discard,
        DYNASTY_DISCARD: player.dynasty_discard,
        REMOVED: player.removed,
    }[zone].append(card.iid)


# -- leaving play -------------------------------------------------------------------------
def _reset(card: Card) -> None:
    card.bowed = False
    card.battle = None
    card.mods.clear()
    card.dishonored = False
    card.controller = card.owner


def _shed(state: State, card: Card, how: str) -> None:
    """What a card leaving play takes with it: its attachments leave play `how`, the lower
    versions under an Experienced Personality are removed from the game."""
    for iid in list(card.attachments):
        leave_play(state, state.cards[iid], how)
    for iid in card.stack:
        lower = state.cards[iid]
        lower.host = None
        place_pile(state, lower, REMOVED)
    card.stack.clear()


def leave_play(state: State, card: Card, how: str) -> None:
    """Destroy, discard or remove from the game a card in play («Уничтожение и сброс карт»):
    its attachments go the same way, its tokens vanish, lower versions under an Experienced
    Personality are removed from the game."""
    _shed(state, card, how)
    dishonored = card.dishonored
    controller = card.controller
    take(state, card)
    _reset(card)
    # «Токены никогда не кладут в стопки отыгранных карт»: a created card (`created`) leaves
    # the game.
    created = card.defn.key.startswith("created|")
    if how == REMOVE or created or (how == DESTROY and traits(card.defn).removed_when_destroyed):
        place_pile(state, card, REMOVED)
    else:
        place_pile(state, card, discard_zone(card))
        card.destroyed = how == DESTROY
    if how == DESTROY and card.defn.type == PERSONALITY:
        card.dead = "dishonorable" if dishonored else "honorable"
        if dishonored and card.defn.personal_honor:
            change_honor(state, state.players[card.owner], -card.defn.personal_honor)
    if card.defn.has_keyword("Overconfident"):
        overconfident_draws(state, card, controller)
    if how == DESTROY and card.defn.has_keyword("Expendable"):
        # "Draw a card after your Expendable card is destroyed."
        player = state.players[controller]
        if draw(state, player) is not None:
            state.note(f"{player.name} draws a card ({card.defn.title} is Expendable)")


def overconfident_draws(state: State, card: Card, controller: int) -> None:
    """ "Each other player may draw a card after an Overconfident card enters or leaves
    play." (each draws: a card more is never a loss to him)."""
    for player in state.players:
        if player.seat == controller or player.eliminated:
            continue
        if draw(state, player) is not None:
            state.note(f"{player.name} draws a card ({card.defn.title} is Overconfident)")


def destroy(state: State, card: Card) -> None:
    state.note(f"{card.defn.title} is destroyed")
    leave_play(state, card, DESTROY)


def discard_from_province(state: State, card: Card, zone: str | None = None) -> None:
    """Take a card from its Province to its discard pile (or `zone`); the Province is
    refilled face down."""
    vacated = take(state, card)
    place_pile(state, card, zone or discard_zone(card))
    refill_after(state, vacated)


def destroy_province(state: State, player: Player, province: Province) -> None:
    """«Если провинция уничтожена, уничтожаются все карты, присоединенные к ней, и все
    несыгранные карты, находящиеся в ней»; the others close up."""
    for iid in list(province.attachments):
        leave_play(state, state.cards[iid], DESTROY)
    if province.card is not None:
        card = state.cards[province.card]
        take(state, card)
        place_pile(state, card, discard_zone(card))
    player.provinces.remove(province)
    state.note(f"{player.name}'s Province {province.pid} is destroyed")


# -- bowing, honor, drawing ---------------------------------------------------------------
def bow(card: Card) -> None:
    card.bowed = True


def straighten(card: Card) -> None:
    card.bowed = False


# Called after every change of a player's Honor and after every card drawn
# (`rules.engine.reactions` registers the moments cards answer).
HONOR_CHANGED: list[Callable[[State, Player, int], None]] = []
DREW: list[Callable[[State, Player], None]] = []


# A mark among a card's modifiers: it cannot straighten this turn ("the card cannot
# straighten"); the effects that straighten cards ask `may_straighten`.
NO_STRAIGHTEN = "cannot straighten"


def may_straighten(card: Card) -> bool:
    return not (card.mods and any(mod[1] == NO_STRAIGHTEN for mod in card.mods))


# What alters a change of a player's Honor (`rules.engine.honor.adjust`): given the card the
# change comes from (None: from the rules), the change as it happens.
HONOR_ADJUST: list[Callable[[State, Player, int, int | None], int]] = []


def change_honor(
    state: State, player: Player, amount: int, origin: int | None = None, exact: bool = False
) -> int:
    """Change `player`'s Honor by `amount` as the cards in play alter it (`exact`: a manual
    correction, as given); the change made."""
    if not exact:
        for adjust in HONOR_ADJUST:
            amount = adjust(state, player, amount, origin)
    player.honor += amount
    for hook in HONOR_CHANGED:
        hook(state, player, amount)
    return amount


def draw(state: State, player: Player) -> int | None:
    if not player.fate:
        return None
    iid = player.fate.pop()
    card = state.cards[iid]
    card.zone = HAND
    player.hand.append(iid)
    for hook in DREW:
        hook(state, player)
    return iid


def shuffle(state: State, cards: list[int]) -> None:
    state.rng.shuffle(cards)


# -- Force and Chi modifiers --------------------------------------------------------------
# How long a modifier lasts («Стоимость и эффекты»: «Если на карте прямо не указана
# продолжительность ее эффекта, то он прекращается в конце текущего хода»). An effect's
# duration as the compiler reads it (`Effect.lasts`): "" the turn, BATTLE "until the battle
# ends", NEXT_TURN "until your next turn begins", NEXT_TURN_END "until the end of your next
# turn", GAME "permanently" («"Постоянно" - слово, заменяющее выражение "до конца игры"»).
# A modifier keeps it in `Card.mods` (so a saved game keeps it), "your" turns being those of
# the player who gave it: "turn", "battle", "game", "play" (a token's, while it is in play),
# "next_turn:<seat>" (gone as that player's next turn begins: `begin_turn_expiry`),
# "through:<seat>" (from that player's next turn on, it lasts that turn). A card leaving
# play loses them all.
BATTLE = "battle"
NEXT_TURN = "next_turn"
NEXT_TURN_END = "next_turn_end"
GAME = "game"
DURATIONS = ("", BATTLE, NEXT_TURN, NEXT_TURN_END, GAME)


def lasting(duration: str, seat: int) -> str:
    """A modifier's `lasts` for an effect's duration given by the player at `seat`."""
    if duration == NEXT_TURN:
        return f"next_turn:{seat}"
    if duration == NEXT_TURN_END:
        return f"through:{seat}"
    return duration or "turn"


def add_mod(card: Card, kind: str, stat: str, delta: int, lasts: str = "turn") -> None:
    card.mods.append([kind, stat, delta, "play" if kind == TOKEN else lasts])


def add_token(card: Card, force: int, chi: int) -> None:
    if force:
        add_mod(card, TOKEN, "force", force)
    if chi:
        add_mod(card, TOKEN, "chi", chi)


def remove_token(card: Card, force: int, chi: int) -> None:
    wanted = [("force", force)] if force else []
    if chi:
        wanted.append(("chi", chi))
    found = []
    for stat, delta in wanted:
        for mod in card.mods:
            if mod[0] == TOKEN and mod[1] == stat and mod[2] == delta and mod not in found:
                found.append(mod)
                break
        else:
            raise IllegalAction(f"{card.defn.title} has no {delta:+d} {stat} token")
    for mod in found:
        card.mods.remove(mod)


def add_bonus(card: Card, force: int, chi: int, lasts: str = "turn") -> None:
    if force > 0 and card.defn.text_plain:
        # "Increase by 1 all Force bonuses Saiyuki receives" (`traits.Traits.more_force`).
        force += traits(card.defn).more_force
    if force:
        add_mod(card, BONUS, "force", force, lasts)
    if chi:
        add_mod(card, BONUS, "chi", chi, lasts)


def set_stat(state: State, card: Card, stat: str, target: int) -> None:
    add_mod(card, SET, stat, set_delta(state, card, stat, target))


# The cards with modifiers, picked out of all of a game's cards without a Python-level step
# per card (twice a turn).
_MODIFIED = attrgetter("mods")


def end_of_battle_expiry(state: State) -> None:
    """What lasts "until the battle ends" ends with it; a card created "to be removed from the
    game after this battle ends" leaves the game (`created.remove_after_battle`)."""
    modified = list(filter(_MODIFIED, state.cards.values()))
    if any(card.defn.key.startswith("created|") for card in modified):
        from rules.engine.created import remove_after_battle

        remove_after_battle(state, modified)
    for card in modified:
        card.mods[:] = [mod for mod in card.mods if mod[3] != BATTLE]


def end_of_turn_expiry(state: State, beginning: int) -> None:
    """The turn ends, before the turn of the player at `beginning`: what lasts the turn (or
    a battle in it) ends; what lasts until the end of his next turn now lasts that turn."""
    through = f"through:{beginning}"
    for card in filter(_MODIFIED, state.cards.values()):
        card.mods[:] = [
            [*mod[:3], "turn"] if mod[3] == through else mod
            for mod in card.mods
            if mod[3] != "turn" and mod[3] != BATTLE
        ]
    for player in state.players:
        for province in player.provinces:
            province.bonus = 0
    state.used[:] = [key for key in state.used if key.startswith("game:")]


def begin_turn_expiry(state: State, seat: int) -> None:
    """Tokens and bonuses that last until a player's next turn begins ("Remove it after your
    next turn begins", "until your next turn begins") leave as that turn begins."""
    until = f"next_turn:{seat}"
    for card in filter(_MODIFIED, state.cards.values()):
        if any(mod[3] == until for mod in card.mods):
            if any(mod[3] == until and mod[0] == TOKEN for mod in card.mods):
                state.note(f"{card.defn.title}'s token is removed")
            card.mods[:] = [mod for mod in card.mods if mod[3] != until]


# -- manual moves -------------------------------------------------------------------------
def move(state: State, card: Card, to: str, seat: int) -> None:
    """Move a card to a zone named as in `ManualMove`. A card leaving play takes its
    attachments with it (discarded) and loses its tokens; moving between places in play keeps
    them."""
    if card.zone in (PREGAME, STACKED):
        raise IllegalAction(f"{card.defn.title} cannot be moved ({card.zone})")
    head, _, tail = to.partition(":")
    if card.zone == HOME and (to == "home" or head == "battle"):
        _move_unit(state, card, int(tail) if head == "battle" else None)
        return
    host: Card | None = None
    province: Province | None = None
    if head == "on":
        host = state.cards.get(int(tail))
        if host is None or not host.in_play:
            raise IllegalAction(f"card {tail} is not in play")
        if host is card or _is_under(state, host, card):
            raise IllegalAction(f"{card.defn.title} cannot be attached to itself")
    elif head in ("province", "at"):
        owner, province = find_province(state, int(tail))
        if head == "province" and province.card is not None:
            raise IllegalAction(f"Province {province.pid} already holds a card")
    elif to in ("fate-top", "fate-bottom", "dynasty-top", "dynasty-bottom"):
        deck = FATE if to.startswith("fate") else DYNASTY
        if card.defn.home_deck != deck:
            raise IllegalAction(f"{card.defn.title} is not a {deck} card")

    was_in_play = card.in_play
    leaves_play = was_in_play and not (to == "home" or head in ("on", "at"))
    if leaves_play:
        _shed(state, card, DISCARD)
    from_deck = card.zone in (FATE_DECK, DYNASTY_DECK)
    controller = card.controller if was_in_play else seat
    vacated = take(state, card)
    if leaves_play:
        _reset(card)
    if to == "hand":
        place_hand(state, card)
    elif to == "home":
        place_home(state, card, controller, bowed=card.bowed if was_in_play else False)
    elif to == "discard":
        place_pile(state, card, discard_zone(card))
    elif to == "removed":
        place_pile(state, card, REMOVED)
    elif head == "on":
        place_attached(state, card, host)
    elif head == "at":
        place_at_province(state, card, owner.seat, province)
    elif head == "province":
        place_in_province(card, province, face_up=not from_deck)
    else:
        place_deck(state, card, FATE if to.startswith("fate") else DYNASTY, to.endswith("top"))
    refill_after(state, vacated)
    if leaves_play and card.defn.has_keyword("Overconfident"):
        overconfident_draws(state, card, controller)


def _move_unit(state: State, card: Card, pid: int | None) -> None:
    """A unit moves home, or to the battlefield at Province `pid` (during an attack)."""
    if pid is not None:
        if state.attack is None or card.defn.type != PERSONALITY:
            raise IllegalAction("only a Personality's unit moves to a battlefield, in an attack")
        # A battlefield an action created lies at no Province (`effects_terrain`).
        if pid not in (state.attack.get("fields") or ()):
            owner, _ = find_province(state, pid)
            if owner.seat != state.attack["defender"]:
                raise IllegalAction(f"Province {pid} is not the defender's")
        defending = card.controller in state.attack["defenders"]
        attachments = (state.cards[iid].defn for iid in card.attachments)
        if stays_out(card.defn, attachments, defending):
            side = "a defending" if defending else "an attacking"
            raise IllegalAction(f"{card.defn.title} will not move into {side} army")
    card.battle = pid


def _is_under(state: State, card: Card, maybe_host: Card) -> bool:
    while card.host is not None:
        if card.host == maybe_host.iid:
            return True
        card = state.cards[card.host]
    return False


def search(state: State, player: Player, deck: str, card: Card, to: str, seat: int) -> None:
    """Take a card from a deck, then shuffle the deck ("Колода после поиска в ней карты
    обязательно перемешивается")."""
    cards = player.fate if deck == FATE.lower() else player.dynasty
    if card.iid not in cards:
        raise IllegalAction(f"card {card.iid} is not in {player.name}'s {deck} deck")
    move(state, card, to, seat)
    shuffle(state, cards)
