"""Manual operations: how the table carries out card text the engine does not run yet.

Any player may take one at any time; they change neither priority nor phase. They respect
only what the table itself enforces: nobody handles cards he cannot see (another player's
hand or decks), Strongholds and cards under an Experienced Personality stay put.
"""

from collections.abc import Callable, Iterator

from rules.engine import ops
from rules.engine.actions import (
    Action,
    ManualBonus,
    ManualBow,
    ManualDestroy,
    ManualDestroyProvince,
    ManualDiscard,
    ManualDishonor,
    ManualDraw,
    ManualFavor,
    ManualHonor,
    ManualMove,
    ManualReveal,
    ManualSearch,
    ManualSet,
    ManualStraighten,
    ManualStrength,
    ManualToken,
)
from rules.engine.cards import FATE, PERSONALITY
from rules.engine.errors import IllegalAction
from rules.engine.events import emit
from rules.engine.state import (
    DYNASTY_DECK,
    FATE_DECK,
    HAND,
    PREGAME,
    PROVINCE,
    STACKED,
    TOKEN,
    Card,
    Player,
    State,
)

HIDDEN = frozenset({HAND, FATE_DECK, DYNASTY_DECK})


class Done:
    """What a manual operation reports for the log: the card's title, and whether only the
    acting seat may see it."""

    __slots__ = ("card", "secret")

    def __init__(self, card: str | None, secret: bool = False) -> None:
        self.card = card
        self.secret = secret


def _card(state: State, seat: int, iid: int) -> Card:
    card = state.cards.get(iid)
    if card is None:
        raise IllegalAction(f"there is no card {iid}")
    if card.zone in HIDDEN and card.owner != seat:
        raise IllegalAction(f"card {iid} is hidden from you")
    if card.zone in (PREGAME, STACKED):
        raise IllegalAction(f"{card.defn.title} cannot be handled ({card.zone})")
    return card


def _in_play(state: State, seat: int, iid: int) -> Card:
    card = _card(state, seat, iid)
    if not card.in_play:
        raise IllegalAction(f"{card.defn.title} is not in play")
    return card


def _player(state: State, seat: int) -> Player:
    if not 0 <= seat < len(state.players):
        raise IllegalAction(f"there is no seat {seat}")
    return state.players[seat]


def _bowable(state: State, seat: int, iid: int) -> Card:
    """A card in play, or a Stronghold (it bows for gold and abilities like a card)."""
    if any(player.stronghold == iid for player in state.players):
        return state.cards[iid]
    return _in_play(state, seat, iid)


def _bow(state: State, seat: int, a: ManualBow) -> Done:
    card = _bowable(state, seat, a.card)
    ops.bow(card)
    state.note(f"{card.defn.title} is bowed")
    return Done(card.defn.title)


def _straighten(state: State, seat: int, a: ManualStraighten) -> Done:
    card = _bowable(state, seat, a.card)
    ops.straighten(card)
    state.note(f"{card.defn.title} is straightened")
    return Done(card.defn.title)


def _move(state: State, seat: int, a: ManualMove) -> Done:
    card = _card(state, seat, a.card)
    public = card.zone not in HIDDEN or a.to not in ("hand", "fate-top", "fate-bottom")
    ops.move(state, card, a.to, seat)
    state.note(f"{card.defn.title if public else 'a card'} is moved to {a.to}")
    return Done(card.defn.title, secret=not public)


def _destroy(state: State, seat: int, a: ManualDestroy) -> Done:
    """Through the event path, so that what answers a destruction answers this one too."""
    card = _in_play(state, seat, a.card)
    emit(state, "destroy", card=card.iid, by=seat)
    return Done(card.defn.title)


def _discard(state: State, seat: int, a: ManualDiscard) -> Done:
    card = _card(state, seat, a.card)
    if card.in_play:
        ops.leave_play(state, card, ops.DISCARD)
    elif card.zone in (HAND, PROVINCE, FATE_DECK, DYNASTY_DECK):
        vacated = ops.take(state, card)
        ops.place_pile(state, card, ops.discard_zone(card))
        ops.refill_after(state, vacated)
    else:
        raise IllegalAction(f"{card.defn.title} is already out of the game's play area")
    state.note(f"{card.defn.title} is discarded")
    return Done(card.defn.title)


def _token(state: State, seat: int, a: ManualToken) -> Done:
    card = _in_play(state, seat, a.card)
    if a.remove:
        ops.remove_token(card, a.force, a.chi)
    else:
        ops.add_token(card, a.force, a.chi)
    state.note(f"{a.text()[len('manual ') :]} on {card.defn.title}")
    return Done(card.defn.title)


def _bonus(state: State, seat: int, a: ManualBonus) -> Done:
    card = _in_play(state, seat, a.card)
    ops.add_bonus(card, a.force, a.chi)
    state.note(f"{card.defn.title} gets {a.text().split()[-1]} until the end of the turn")
    return Done(card.defn.title)


def _set(state: State, seat: int, a: ManualSet) -> Done:
    card = _in_play(state, seat, a.card)
    if a.stat not in ("F", "C"):
        raise IllegalAction(f"the stat must be F or C, not {a.stat!r}")
    if a.value < 0:
        raise IllegalAction("a value cannot be set below 0")
    ops.set_stat(state, card, "force" if a.stat == "F" else "chi", a.value)
    state.note(f"{card.defn.title}'s {a.stat} is set to {a.value} until the end of the turn")
    return Done(card.defn.title)


def _honor(state: State, seat: int, a: ManualHonor) -> Done:
    player = _player(state, a.seat)
    ops.change_honor(state, player, a.amount, exact=True)
    state.note(f"{player.name} {'gains' if a.amount >= 0 else 'loses'} {abs(a.amount)} Honor")
    return Done(None)


def _draw(state: State, seat: int, a: ManualDraw) -> Done:
    player = _player(state, a.seat)
    if ops.draw(state, player) is None:
        raise IllegalAction(f"{player.name}'s Fate deck is empty")
    state.note(f"{player.name} draws a card")
    return Done(None)


def _search(state: State, seat: int, a: ManualSearch) -> Done:
    player = _player(state, a.seat)
    if a.seat != seat:
        raise IllegalAction("you may only search your own decks")
    card = _card(state, seat, a.card)
    ops.search(state, player, a.deck, card, a.to, seat)
    public = a.to not in ("hand", "fate-top", "fate-bottom")
    what = card.defn.title if public else "a card"
    state.note(f"{player.name} searches the {a.deck} deck for {what}, then shuffles it")
    return Done(card.defn.title, secret=not public)


def _reveal(state: State, seat: int, a: ManualReveal) -> Done:
    card = state.cards.get(a.card)
    if card is None:
        raise IllegalAction(f"there is no card {a.card}")
    if card.zone == PROVINCE:
        if card.face_up:
            raise IllegalAction(f"{card.defn.title} is already face up")
        card.face_up = True
        state.note(f"Province {card.pid}: {card.defn.title} is turned face up")
    elif card.zone == HAND:
        if card.owner != seat:
            raise IllegalAction(f"card {a.card} is hidden from you")
        state.note(f"{state.players[seat].name} reveals {card.defn.title}")
    else:
        raise IllegalAction(f"{card.defn.title} is not hidden")
    return Done(card.defn.title)


def _destroy_province(state: State, seat: int, a: ManualDestroyProvince) -> Done:
    player = _player(state, a.seat)
    province = player.province(a.pid)
    if province is None:
        raise IllegalAction(f"{player.name} has no Province {a.pid}")
    ops.destroy_province(state, player, province)
    return Done(None)


def _strength(state: State, seat: int, a: ManualStrength) -> Done:
    owner, province = ops.find_province(state, a.pid)
    province.bonus += a.amount
    verb = "gains" if a.amount >= 0 else "loses"
    state.note(
        f"{owner.name}'s Province {a.pid} {verb} {abs(a.amount)} strength until the end of the turn"
    )
    return Done(None)


def _dishonor(state: State, seat: int, a: ManualDishonor) -> Done:
    card = _in_play(state, seat, a.card)
    if card.defn.type != PERSONALITY:
        raise IllegalAction(f"{card.defn.title} is not a Personality")
    card.dishonored = not a.restore
    state.note(f"{card.defn.title} is {'honorable again' if a.restore else 'dishonored'}")
    return Done(card.defn.title)


def _favor(state: State, seat: int, a: ManualFavor) -> Done:
    if a.seat is None:
        state.favor = None
        state.note("the Emperor's Favor returns to the Emperor")
    else:
        state.favor = _player(state, a.seat).seat
        state.note(f"{state.players[a.seat].name} has the Emperor's Favor")
    return Done(None)


APPLY: dict[type, Callable[..., Done]] = {
    ManualBow: _bow,
    ManualStraighten: _straighten,
    ManualMove: _move,
    ManualDestroy: _destroy,
    ManualDiscard: _discard,
    ManualToken: _token,
    ManualBonus: _bonus,
    ManualSet: _set,
    ManualHonor: _honor,
    ManualDraw: _draw,
    ManualSearch: _search,
    ManualReveal: _reveal,
    ManualDestroyProvince: _destroy_province,
    ManualStrength: _strength,
    ManualDishonor: _dishonor,
    ManualFavor: _favor,
}


def apply(state: State, seat: int, action: Action) -> Done:
    return APPLY[type(action)](state, seat, action)


_UNIT_STATS = ((1, 0), (-1, 0), (0, 1), (0, -1))


def manual_actions(state: State, seat: int) -> Iterator[Action]:
    """The manual operations, with unit amounts (any amount is accepted by `act`)."""
    me = state.players[seat]
    personalities = []
    if state.favor is not None:
        yield ManualFavor(None)
    for player in state.players:
        if player.stronghold is not None:
            stronghold = state.cards[player.stronghold]
            iid = stronghold.iid
            yield ManualStraighten(iid) if stronghold.bowed else ManualBow(iid)
        yield ManualHonor(player.seat, 1)
        yield ManualHonor(player.seat, -1)
        if player.fate:
            yield ManualDraw(player.seat)
        for province in player.provinces:
            yield ManualDestroyProvince(player.seat, province.pid)
            yield ManualStrength(province.pid, 1)
            yield ManualStrength(province.pid, -1)
            if province.card is not None:
                card = state.cards[province.card]
                if card.face_up:
                    yield ManualDiscard(card.iid)
                    yield ManualMove(card.iid, "home")
                else:
                    yield ManualReveal(card.iid)
        for iid in player.home:
            card = state.cards[iid]
            if card.defn.type == PERSONALITY:
                personalities.append(card)
            yield from _in_play_ops(state, card)
            for attached in card.attachments:
                yield from _in_play_ops(state, state.cards[attached])
        for province in player.provinces:
            for iid in province.attachments:
                yield from _in_play_ops(state, state.cards[iid])
        for iid in player.fate_discard:
            yield ManualMove(iid, "hand")
        for iid in player.dynasty_discard:
            yield ManualMove(iid, "dynasty-top")
    for iid in me.hand:
        yield ManualReveal(iid)
        yield ManualDiscard(iid)
        yield ManualMove(iid, "fate-top")
        yield ManualMove(iid, "home")
        for personality in personalities:
            yield ManualMove(iid, f"on:{personality.iid}")
    for iid in me.fate:
        yield ManualSearch(seat, "fate", iid, "hand")
    for iid in me.dynasty:
        yield ManualSearch(seat, "dynasty", iid, "home")


def _in_play_ops(state: State, card: Card) -> Iterator[Action]:
    iid = card.iid
    yield ManualStraighten(iid) if card.bowed else ManualBow(iid)
    yield ManualDestroy(iid)
    yield ManualDiscard(iid)
    if card.defn.home_deck == FATE:
        yield ManualMove(iid, "hand")
    for force, chi in _UNIT_STATS:
        yield ManualToken(iid, force, chi)
    seen = set()
    for kind, stat, delta, _ in card.mods:
        if kind == TOKEN and (stat, delta) not in seen:
            seen.add((stat, delta))
            force, chi = (delta, 0) if stat == "force" else (0, delta)
            yield ManualToken(iid, force, chi, remove=True)
    if card.defn.type == PERSONALITY:
        yield ManualDishonor(iid, restore=card.dishonored)
