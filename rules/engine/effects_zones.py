"""Effects that move cards between zones: discarding from the hand, searching a deck,
taking a card from a discard pile, putting a card into play, returning a card to its
owner's hand, taking control of a card.

Choices made while an effect resolves (which card to discard, which card a search finds)
are the player's: the effect pushes a `zone_choice` step that offers one `Choose` per card
that qualifies, so the choice is an action of the log, replayed like any other. A card
that leaves a hidden zone is named in the log only when the text shows it; a searched deck
is shuffled afterwards («Колода после поиска в ней карты обязательно перемешивается»).
"""

import functools
import re
from dataclasses import dataclass

from rules.engine import ops
from rules.engine.abilities import actions_of
from rules.engine.actions import Action, Choose, Pass
from rules.engine.cards import CardDef
from rules.engine.effects import FROM_HAND, REQUIRES, Effect, builds
from rules.engine.errors import IllegalAction
from rules.engine.events import APPLY, Event, emit, emit_all, emit_moment
from rules.engine.pipeline import Frame, Step, pop, push, step
from rules.engine.state import (
    ATTACHED,
    DYNASTY_DECK,
    DYNASTY_DISCARD,
    FATE_DECK,
    FATE_DISCARD,
    HAND,
    HOME,
    Card,
    Player,
    State,
)
from rules.engine.triggers import FAVOR_DISCARDED

# The player discards cards of his choice from his hand ("Discard a card."); as a cost
# ("Discard a card to ...") the action needs them before it may be announced.
DISCARD_CHOSEN = "discard_chosen"
DISCARD_COST = "discard_cost"
# The player discards cards from his hand chosen at random ("He discards two cards at
# random."), as the effect resolves (the seeded generator of the game picks them).
DISCARD_RANDOM = "discard_random"
# A card of a kind from a deck or a discard pile (`what`: "<zone>|<show>|<description>")
# into the hand.
TAKE_TO_HAND = "take_to_hand"
PUT_INTO_PLAY = "put_into_play"
# The player's other cards in play with a trait (`what`) are discarded.
DISCARD_OTHERS = "discard_others"
RETURN_TO_HAND = "return_to_hand"
# The Imperial Favor discarded as a cost: only its holder may announce the action.
DISCARD_FAVOR = "discard_favor"
# The top cards of the Fate deck, looked at and put back in the order the player chooses,
# or the top card, which he may put at the bottom.
LOOK_ORDER = "look_order"
LOOK_BOTTOM = "look_bottom"
# One of the top cards of the Fate deck (of the kinds `what` names) into the hand, then a
# card of the hand discarded (LOOK_TAKE) or put on top of the deck (LOOK_EXCHANGE).
LOOK_TAKE = "look_take"
LOOK_EXCHANGE = "look_exchange"
TAKE_CONTROL = "take_control"
# The top card of the player's Fate deck discarded ("Discard the top card of your Fate
# deck") or shown to all players ("Show the top card of your Fate deck"), left where it is
# unless it is of the kinds `what` names ("draw|a Spell or Kiho": "If it is a Spell or Kiho,
# draw it"; "hand|...": "put it in your hand").
DISCARD_TOP = "discard_top"
SHOW_TOP = "show_top"

_ZONES = {
    "fate": FATE_DECK,
    "dynasty": DYNASTY_DECK,
    "fate-discard": FATE_DISCARD,
    "dynasty-discard": DYNASTY_DISCARD,
}
_DECK_WORDS = {FATE_DECK: "Fate deck", DYNASTY_DECK: "Dynasty deck"}
_TYPES = {
    "card": "",
    "cards": "",
    "strategy": "Strategy",
    "strategies": "Strategy",
    "spell": "Spell",
    "item": "Item",
    "follower": "Follower",
    "personality": "Personality",
    "holding": "Holding",
    "ring": "Ring",
    "region": "Region",
    "event": "Event",
    "ancestor": "Ancestor",
}
_TIMINGS = frozenset({"battle", "limited", "open", "engage"})
_ARTICLE = re.compile(r"^(?:an?|one) ")


@dataclass(frozen=True, slots=True)
class Kind:
    """A description of cards outside play: its type (empty: any card), traits, action
    timing ("a Battle Strategy") and uniqueness."""

    type: str = ""
    traits: tuple[str, ...] = ()
    timing: str = ""
    unique: bool | None = None

    def matches(self, defn: CardDef) -> bool:
        if self.type and defn.type != self.type:
            return False
        if self.unique is not None and defn.unique != self.unique:
            return False
        if any(not _has_trait(defn, trait) for trait in self.traits):
            return False
        return not self.timing or any(self.timing in a.timings for a in actions_of(defn))


def _has_trait(defn: CardDef, trait: str) -> bool:
    return defn.has_keyword(trait) or any(trait in (c, f"{c} Clan") for c in defn.clans)


def parse_kinds(text: str) -> tuple[Kind, ...] | None:
    """ "a non-Unique Battle Strategy", "a Kiho Strategy or a Spell", "a Terrain"; None when
    some word is not understood."""
    out: list[Kind] = []
    for part in text.strip().split(" or "):
        words = _ARTICLE.sub("", part.strip()).split()
        if not words:
            return None
        unique: bool | None = None
        if words[0].lower() in ("non-unique", "unique"):
            unique = words.pop(0).lower() == "unique"
        if not words:
            return None
        noun = words[-1]
        kind_type = _TYPES.get(noun.lower())
        qualifiers = words[:-1] if kind_type is not None else words
        timing = ""
        traits: list[str] = []
        for word in qualifiers:
            if word.lower() in _TIMINGS and not timing and kind_type == "Strategy":
                timing = word.lower()
            elif re.fullmatch(r"[A-Z][a-z'-]+", word):
                traits.append(word)
            else:
                return None
        out.append(Kind(kind_type or "", tuple(traits), timing, unique))
    return tuple(out)


def what(zone: str, kinds: str, show: bool = False) -> str:
    return f"{zone}|{'show' if show else ''}|{kinds}"


def _what(effect: Effect) -> tuple[str, bool, tuple[Kind, ...]]:
    zone, show, kinds = effect.what.split("|", 2)
    return _ZONES[zone.split(">")[0]], show == "show", parse_kinds(kinds) or ()


def _pile(player: Player, zone: str) -> list[int]:
    return {
        HAND: player.hand,
        FATE_DECK: player.fate,
        DYNASTY_DECK: player.dynasty,
        FATE_DISCARD: player.fate_discard,
        DYNASTY_DISCARD: player.dynasty_discard,
    }[zone]


def _options(state: State, frame: Frame) -> list[int]:
    player = state.players[frame["seat"]]
    kinds = parse_kinds(frame["kinds"]) if frame["kinds"] else ()
    pile = _pile(player, frame["zone"])
    found = []
    for iid in frame.get("among", pile):
        if iid not in pile or iid in frame.get("chosen", ()):
            continue
        if kinds and not any(kind.matches(state.cards[iid].defn) for kind in kinds):
            continue
        found.append(iid)
    return sorted(found)


# -- the choice -----------------------------------------------------------------------------
def _choice(state: State, event: Event) -> None:
    frame = {k: v for k, v in event.items() if k not in ("event", "by")}
    if frame["then"] == "to_hand" and frame["zone"] in _DECK_WORDS:
        # Said as the search happens: an effect under a condition may not come to it.
        state.note(
            f"{state.players[frame['seat']].name} searches their {_DECK_WORDS[frame['zone']]}"
        )
    if "or_zone" in frame and not _options(state, frame):
        frame["zone"] = frame.pop("or_zone")
        frame["shuffle"] = True
        name = state.players[frame["seat"]].name
        state.note(f"{name} searches their {_DECK_WORDS[frame['zone']]}")
    if frame.get("top"):
        # "Look at the top three cards": those on top when the effect resolves.
        frame["among"] = _pile(state.players[frame["seat"]], frame["zone"])[-frame["top"] :]
        frame["chosen"] = []
        count = len(frame["among"])
        state.note(
            f"{state.players[frame['seat']].name} looks at the top {count} "
            f"card{'s' if count != 1 else ''} of their {_DECK_WORDS[frame['zone']]}"
        )
    push(state, frame | {"step": "zone_choice"})


@step
class ZoneChoice(Step):
    """The player picks, one at a time, the cards an effect acts on: `left` more, from
    `zone` among the cards of `kinds`; `then` says what becomes of each."""

    name = "zone_choice"
    label = "choice"

    def run(self, state: State, frame: Frame) -> int | None:
        if frame["left"] > 0 and _options(state, frame):
            return frame["seat"]
        if frame.get("shuffle"):
            player = state.players[frame["seat"]]
            ops.shuffle(state, _pile(player, frame["zone"]))
            state.note(f"{player.name} shuffles their {_DECK_WORDS[frame['zone']]}")
        pop(state, frame)
        return None

    def actions(self, state: State, frame: Frame, seat: int) -> list[Action]:
        chosen: list[Action] = [Choose(iid) for iid in _options(state, frame)]
        return [Pass(), *chosen] if frame.get("optional") else chosen

    def answer(self, state: State, frame: Frame, seat: int, action: Action) -> str | None:
        if isinstance(action, Pass) and frame.get("optional"):
            frame["left"] = 0
            return frame["source"]
        if not isinstance(action, Choose):
            raise IllegalAction(f"choose a card for {frame['source']}")
        if action.card not in _options(state, frame):
            raise IllegalAction(f"card {action.card} cannot be chosen for {frame['source']}")
        frame["left"] -= 1
        if "chosen" in frame:
            frame["chosen"].append(action.card)
        card = state.cards[action.card]
        # The card is out of play (in a hand, a deck, a discard pile).
        emit(
            state,
            frame["then"],
            card=card.iid,
            seat=seat,
            show=frame["show"],
            by=seat,
            if_in_play=False,
            remember=frame.get("remember"),
            **frame.get("with", {}),
        )
        secret = frame["zone"] in (FATE_DECK, DYNASTY_DECK) and not frame["show"]
        return frame["source"] if secret else card.defn.title


# The card discarded for an action's cost, kept among the acting card's modifiers for the
# turn so that its effects may read it ("the discarded card's Focus Value").
DISCARDED = "discarded"


def discarded_for(state: State, source: Card) -> Card | None:
    """The card last discarded for `source`'s action cost this turn."""
    found = [mod[2] for mod in source.mods if mod[1] == DISCARDED]
    return state.cards[found[-1]] if found else None


def _discard_from_hand(state: State, event: Event) -> None:
    card = state.cards[event["card"]]
    if card.zone != HAND:
        return
    if event.get("remember") is not None:
        state.cards[event["remember"]].mods.append(["memo", DISCARDED, card.iid, "turn"])
    ops.take(state, card)
    ops.place_pile(state, card, ops.discard_zone(card))
    state.note(f"{state.players[event['seat']].name} discards {card.defn.title}")


def _to_hand(state: State, event: Event) -> None:
    card = state.cards[event["card"]]
    zone = card.zone
    name = state.players[event["seat"]].name
    ops.take(state, card)
    ops.place_hand(state, card)
    if zone in _DECK_WORDS and not event["show"]:
        state.note(f"{name} puts a card from their {_DECK_WORDS[zone]} into their hand")
    else:
        shown = " shows and" if zone in _DECK_WORDS else ""
        state.note(f"{name}{shown} puts {card.defn.title} into their hand")


# -- builders -------------------------------------------------------------------------------
def _hand_others(state: State, seat: int, source: Card, kinds: str) -> int:
    """The cards of these kinds in the hand, the one being played aside."""
    wanted = parse_kinds(kinds) if kinds else ()
    return sum(
        1
        for iid in state.players[seat].hand
        if iid != source.iid
        and (not wanted or any(kind.matches(state.cards[iid].defn) for kind in wanted))
    )


@builds(DISCARD_CHOSEN, DISCARD_COST, player=True)
def _discard_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    return [
        {
            "event": "zone_choice",
            "seat": seat,
            "zone": HAND,
            "kinds": effect.what,
            "left": effect.amount,
            "then": "discard_from_hand",
            "show": True,
            "source": source.defn.title,
            "by": seat,
        }
        | ({"remember": source.iid} if effect.op == DISCARD_COST else {})
    ]


@builds(DISCARD_RANDOM, player=True)
def _discard_random_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    return [{"event": DISCARD_RANDOM, "seat": seat, "left": effect.amount, "by": seat}]


def _discard_random(state: State, event: Event) -> None:
    """Each card is picked at random from the hand as it is then; each is discarded as its
    own event."""
    hand = list(state.players[event["seat"]].hand)
    picked = []
    for _ in range(min(event["left"], len(hand))):
        picked.append(hand.pop(state.rng.randrange(len(hand))))
    if not picked:
        state.note(f"{state.players[event['seat']].name} has no card to discard")
        return
    emit_all(
        state,
        [
            {
                "event": "discard_from_hand",
                "card": iid,
                "seat": event["seat"],
                "by": event["by"],
                # A card in the hand is not in play: the discard happens all the same.
                "if_in_play": False,
            }
            for iid in picked
        ],
    )


REQUIRES[DISCARD_COST] = lambda state, seat, source, effect: (
    _hand_others(state, seat, source, effect.what) >= effect.amount
)


@builds(TAKE_TO_HAND, player=True)
def _take_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    zone, show, _ = _what(effect)
    zones, _, kinds = effect.what.split("|", 2)
    event = {
        "event": "zone_choice",
        "seat": seat,
        "zone": zone,
        "kinds": kinds,
        "left": max(1, effect.amount),
        "then": "to_hand",
        "show": show,
        "shuffle": zone in _DECK_WORDS,
        "source": source.defn.title,
        "by": seat,
    }
    if ">" in zones:
        # "Search your Fate discard pile, then deck, for a Ring": the deck only when the
        # pile holds none (the choice of zone is made as the effect resolves).
        event["or_zone"] = _ZONES[zones.split(">")[1]]
    return [event]


def _has_in_pile(state: State, seat: int, source: Card, effect: Effect) -> bool:
    zone, _, kinds = _what(effect)
    return any(
        iid != source.iid and any(kind.matches(state.cards[iid].defn) for kind in kinds)
        for iid in _pile(state.players[seat], zone)
    )


# "Put a target Terrain in your discard pile into your hand": an action with no legal target
# cannot be announced (only a discard pile is open to all; a search may find nothing).
TAKE_TARGET = "take_target_to_hand"
builds(TAKE_TARGET, player=True)(_take_events)
REQUIRES[TAKE_TARGET] = _has_in_pile


@builds(PUT_INTO_PLAY)
def _put_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    return [
        {"event": "put_into_play", "card": card.iid, "seat": seat, "by": seat, "if_in_play": False},
        {"event": "entered_play", "card": card.iid, "by": seat},
    ]


FROM_HAND.add(PUT_INTO_PLAY)


def _put_into_play(state: State, event: Event) -> None:
    card = state.cards[event["card"]]
    if card.in_play:
        return
    vacated = ops.take(state, card)
    card.destroyed = False
    ops.place_home(state, card, event["seat"])
    ops.refill_after(state, vacated)
    state.note(f"{card.defn.title} enters play")


@builds(DISCARD_OTHERS, player=True)
def _others_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    player = state.players[seat]
    return [
        {"event": "discard_in_play", "card": iid, "by": seat}
        for iid in list(player.home)
        if iid != source.iid
        and state.cards[iid].controller == seat
        and state.cards[iid].defn.has_keyword(effect.what)
    ]


def _discard_in_play(state: State, event: Event) -> None:
    card = state.cards[event["card"]]
    ops.leave_play(state, card, ops.DISCARD)
    state.note(f"{card.defn.title} is discarded")


@builds(RETURN_TO_HAND)
def _return_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    return [{"event": "return_to_hand", "card": card.iid, "by": seat}]


def _return_to_hand(state: State, event: Event) -> None:
    """The card leaves play (its attachments are discarded, its tokens lost) into its
    owner's hand."""
    card = state.cards[event["card"]]
    ops.move(state, card, "hand", card.owner)
    state.note(f"{card.defn.title} returns to {state.players[card.owner].name}'s hand")


@builds(TAKE_CONTROL)
def _control_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    at_province = card.zone == ATTACHED and card.host is None
    if card.controller == seat or not (card.zone == HOME or at_province):
        return []
    return [{"event": "take_control", "card": card.iid, "seat": seat, "by": seat}]


def _take_control(state: State, event: Event) -> None:
    """«Если Вы перехватили контроль над картой у другого игрока, то она переходит в Ваш
    "дом", даже если для этого ее придется вывести из битвы или дуэли»; his unit comes with
    him. A Terrain stays at its battlefield."""
    card = state.cards[event["card"]]
    seat = event["seat"]
    if card.zone == HOME:
        state.players[card.controller].home.remove(card.iid)
        state.players[seat].home.append(card.iid)
    card.controller = seat
    card.battle = None
    for iid in card.attachments:
        state.cards[iid].controller = seat
    state.note(f"{state.players[seat].name} takes control of {card.defn.title}")


APPLY.update(
    {
        "zone_choice": _choice,
        "discard_from_hand": _discard_from_hand,
        "to_hand": _to_hand,
        "put_into_play": _put_into_play,
        "discard_in_play": _discard_in_play,
        "return_to_hand": _return_to_hand,
        "take_control": _take_control,
        DISCARD_RANDOM: _discard_random,
    }
)


# -- the Imperial Favor as a cost ------------------------------------------------------------
@builds(DISCARD_FAVOR, player=True)
def _favor_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    return [{"event": "discard_favor", "seat": seat, "by": seat}]


REQUIRES[DISCARD_FAVOR] = lambda state, seat, source, effect: state.favor == seat


def _discard_favor(state: State, event: Event) -> None:
    if state.favor == event["seat"]:
        state.favor = None
        state.note(f"{state.players[event['seat']].name} discards the Imperial Favor")
        emit_moment(state, FAVOR_DISCARDED, seat=event["seat"], by=event["by"])


APPLY["discard_favor"] = _discard_favor


# -- looking at the top of a deck ---------------------------------------------------------------
@builds(LOOK_ORDER, LOOK_BOTTOM, player=True)
def _look_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    """ "Look at the top three cards of your Fate deck. Put them back in any order.": the
    player picks the one to go back first (lowest), then the next on it, and so on. "Look at
    the top card ... You may put it at the bottom of the deck.": he may pick it."""
    order = effect.op == LOOK_ORDER
    return [
        {
            "event": "zone_choice",
            "seat": seat,
            "zone": FATE_DECK,
            "kinds": "",
            "top": effect.amount,
            "left": effect.amount,
            "then": "deck_top" if order else "deck_bottom",
            "show": False,
            "optional": not order,
            "source": source.defn.title,
            "by": seat,
        }
    ]


@builds(LOOK_TAKE, LOOK_EXCHANGE, player=True)
def _look_take_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    """LOOK_TAKE: "Look at the top three cards of your Fate deck. If one of them is a Kiho or
    Spell, you may show it, put it into your hand, and then discard a card." LOOK_EXCHANGE:
    "Look at the top three cards of your Fate deck. You may exchange one of them with one
    from your hand." (the card from the hand goes where it was, on top)."""
    take = effect.op == LOOK_TAKE
    return [
        {
            "event": "zone_choice",
            "seat": seat,
            "zone": FATE_DECK,
            "kinds": effect.what,
            "top": effect.amount,
            "left": 1,
            "then": "to_hand_then_discard" if take else "to_hand_then_to_deck",
            "show": take,
            "optional": True,
            "source": source.defn.title,
            "with": {"for": source.defn.title},
            "by": seat,
        }
    ]


def _to_hand_then(state: State, event: Event) -> None:
    """The card taken into the hand; then the player chooses a card of his hand to discard,
    or to put on top of his Fate deck."""
    _to_hand(state, event)
    discard = event["event"] == "to_hand_then_discard"
    emit(
        state,
        "zone_choice",
        seat=event["seat"],
        zone=HAND,
        kinds="",
        left=1,
        then="discard_from_hand" if discard else "hand_to_deck_top",
        show=discard,
        source=event["for"],
        by=event["by"],
    )


def _hand_to_deck_top(state: State, event: Event) -> None:
    card = state.cards[event["card"]]
    if card.zone != HAND:
        return
    ops.take(state, card)
    ops.place_deck(state, card, card.defn.home_deck, top=True)
    state.note(f"{state.players[event['seat']].name} puts a card from their hand on their deck")


def _deck_place(state: State, event: Event) -> None:
    card = state.cards[event["card"]]
    pile = _pile(state.players[card.owner], card.zone)
    pile.remove(card.iid)
    if event["event"] == "deck_top":
        pile.append(card.iid)
    else:
        pile.insert(0, card.iid)
        state.note(f"{state.players[card.owner].name} puts a card at the bottom of their deck")


@builds(DISCARD_TOP, SHOW_TOP, player=True)
def _top_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    event = {"event": effect.op, "seat": seat, "what": effect.what, "by": seat}
    return [event | ({"remember": source.iid} if effect.op == DISCARD_TOP else {})]


def _top_card(state: State, event: Event) -> None:
    player = state.players[event["seat"]]
    if not player.fate:
        return
    card = state.cards[player.fate[-1]]
    if event["event"] == DISCARD_TOP:
        player.fate.pop()
        ops.place_pile(state, card, FATE_DISCARD)
        # "the discarded card's Focus Value" (`effects_stats.FOCUS_BONUS`) reads it.
        state.cards[event["remember"]].mods.append(["memo", DISCARDED, card.iid, "turn"])
        state.note(f"{player.name} discards {card.defn.title} from the top of their Fate deck")
        return
    state.note(f"{player.name} shows {card.defn.title} from the top of their Fate deck")
    if not event["what"]:
        return
    take, kinds = event["what"].split("|", 1)
    if not any(kind.matches(card.defn) for kind in parse_kinds(kinds) or ()):
        return
    if take == "draw":
        ops.draw(state, player)
        state.note(f"{player.name} draws {card.defn.title}")
    else:
        player.fate.pop()
        ops.place_hand(state, card)
        state.note(f"{player.name} puts {card.defn.title} into their hand")


APPLY.update(
    {
        DISCARD_TOP: _top_card,
        SHOW_TOP: _top_card,
        "deck_top": _deck_place,
        "deck_bottom": _deck_place,
        "to_hand_then_discard": _to_hand_then,
        "to_hand_then_to_deck": _to_hand_then,
        "hand_to_deck_top": _hand_to_deck_top,
    }
)


# -- Discipline -----------------------------------------------------------------------------
_DISCIPLINE = re.compile(
    r"^(?:If you are (?:an? )?(?P<clan>[A-Z][\w'-]*)(?: Clan)?(?: player)?, this Strategy "
    r"has )?Discipline :g(?P<gold>\d+):\.?$"
)
_REMINDER = re.compile(r"\s*\([^()]*\)\s*")


def discipline_line(line: str) -> tuple[str, int] | None:
    """A line "Discipline :g2:" (its reminder text aside), or "If you are a Crane Clan
    player, this Strategy has Discipline :g2:": the clan it needs ("" for any) and the Gold
    it adds to playing the card from the discard pile."""
    match = _DISCIPLINE.match(_REMINDER.sub(" ", line).strip())
    if match is None:
        return None
    return match["clan"] or "", int(match["gold"])


@functools.cache
def _disciplines(text: str) -> tuple[tuple[str, int], ...]:
    lines = [line.strip() for line in text.splitlines()]
    found = [discipline_line(line) for line in lines]
    # Another line setting terms for it ("You must discard the Imperial Favor ... to play it
    # using Discipline"): terms the engine does not check, so it does not offer it.
    pairs = zip(found, lines, strict=True)
    if any(entry is None and "Discipline" in line for entry, line in pairs):
        return ()
    return tuple(entry for entry in found if entry is not None)


def has_discipline(defn: CardDef) -> bool:
    """Whether the engine offers this Strategy from the discard pile to some player."""
    return bool(_disciplines(defn.text_plain))


def discipline(defn: CardDef, clans: list[str]) -> int | None:
    """The Gold a player with these clans adds to play this Strategy from his discard pile
    (the card's reminder: "You may pay 2 Gold to play this Discipline from your discard
    pile, then remove it from the game after its action resolves"); None when he may not."""
    for clan, gold in _disciplines(defn.text_plain):
        if not clan or clan in clans:
            return gold
    return None
