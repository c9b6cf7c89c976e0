"""Changes to Honor gains and losses: the traits that alter them, the gains and losses an
action marks in advance, and the Interrupts that answer an Honor gain or loss.

«Стоимость и эффекты» (Costs and Effects): «Когда Вы вводите в игру карту с надписью
"Потеряйте Х чести", Вы теряете Х Фамильной чести» — a gain or loss "from a card" is one its
text causes: an `honor` event carries the card it comes from as "origin" (a recruit's
Personal Honor, an ally's or a battle's Honor come from the rules and carry none; «Особые
ситуации», Special Situations: the Honor the rules give). What changes them:

- Traits of a player's cards in play or of his Stronghold, applied to every change of his
  Honor (`adjust`, registered in `ops.HONOR_ADJUST`):
  "You do not gain or lose Honor; this is not negation." (nothing changes his Honor);
  "You do not lose Honor from [Fate and Spider Clan | Ninja] cards you own[; this is not
  negation]." (such losses are 0); "Reduce your Honor losses from your cards by 1, to a
  minimum of 1." (Daigotsu Kanpeki); "Before another, non-Spider Clan player loses Honor
  from a card he owns, increase the loss by an amount equal to half his Starting Family
  Honor, rounded down" (Nexus of Lies, its controller's opponents).
- "Increase the next Honor gain or loss (this turn) from your cards by 1" (Court Scribe,
  HONOR_NEXT): a mark in `State.used` (gone at the end of the turn) that the next change of
  any player's Honor from a card its player owns uses up.
- The Honor keyword's Interrupt, "(Repeatable Interrupt: Discard an Honor card to give an
  Honor gain or loss +1 or -1.)", a rule of every card with the keyword Honor in its
  owner's hand (`AdjustHonor`); the later wording "Once per action, discard an Honor card to
  increase or reduce an Honor gain or loss by 1" lets each player use such cards once per
  gain or loss. A gain or loss changed by 1 changes its size: a loss of 2 given +1 is a
  loss of 3, given -1 a loss of 1, never turning into a gain.
"""

import functools
import re
from typing import Any

from rules.engine import ops
from rules.engine.actions import AdjustHonor
from rules.engine.cards import ATTACHMENT_TYPES, CardDef
from rules.engine.effects import PAIRED, Effect, builds
from rules.engine.errors import IllegalAction
from rules.engine.events import (
    APPLY,
    INTERRUPT,
    PERFORMERS,
    Event,
    events_under_interrupt,
    responder,
)
from rules.engine.state import HAND, Card, Player, State, in_play_ids

# -- traits that alter Honor changes ----------------------------------------------------------
NO_CHANGE = "no_change"  # the player neither gains nor loses Honor
NO_LOSS = "no_loss"  # he loses no Honor from cards he owns (of a kind)
REDUCE_LOSS = "reduce_loss"  # his losses from his cards are smaller, to a minimum of 1
NEXUS = "nexus"  # other, non-Spider Clan players lose more from cards they own
# "You may not take Political actions or actions that cause other players unconditional
# Honor losses." (the Shadowlands Strongholds): `forbidden`.
NO_POLITICAL = "no_political"

_NEGATION = r"(?:; this is not negation)?\.?$"
_TRAITS = (
    (re.compile(r"^You (?:do|will) not gain or lose Honor" + _NEGATION), NO_CHANGE),
    (
        re.compile(
            r"^You do not lose Honor from (?P<what>(?:Fate and Spider Clan|Spider Clan and Fate"
            r"|Ninja) )?cards you own" + _NEGATION
        ),
        NO_LOSS,
    ),
    (
        re.compile(
            r"^You may not take Political actions or actions that cause other players "
            r"unconditional Honor losses\.?$"
        ),
        NO_POLITICAL,
    ),
    (
        re.compile(
            r"^Reduce your Honor losses from your cards by (?P<n>\d+), to a minimum of 1\.?$"
        ),
        REDUCE_LOSS,
    ),
    (
        re.compile(
            r"^Before another, non-Spider Clan player loses Honor from a card he owns, increase "
            r"the loss by an amount equal to half his Starting Family Honor, rounded down"
            r"(?: \(this doesn't allow them to ignore Honor Requirements\))?\.?$"
        ),
        NEXUS,
    ),
)

Rule = tuple[str, str, int]  # (kind, the kind of card it speaks of, amount)


@functools.cache
def read_trait(sentence: str) -> Rule | None:
    """One sentence of a trait line that alters Honor changes, or None."""
    for pattern, kind in _TRAITS:
        match = pattern.match(sentence.strip())
        if match is not None:
            found = match.groupdict()
            what = (found.get("what") or "").strip()
            return kind, what, int(found.get("n") or 0)
    return None


def reads(sentence: str) -> bool:
    """Whether the engine applies this trait sentence (`rules.engine.coverage`)."""
    return read_trait(sentence) is not None


# By the CardDef's identity (hashing a CardDef hashes every field): the CardDef is kept in
# the entry so that its id is never reused while the entry lives.
_CARD_RULES: dict[int, tuple[CardDef, tuple[Rule, ...]]] = {}
_LOBBY_RULES: dict[int, tuple[CardDef, tuple[Rule, ...]]] = {}


def card_rules(defn: CardDef) -> tuple[Rule, ...]:
    found = _CARD_RULES.get(id(defn))
    if found is None or found[0] is not defn:
        found = _CARD_RULES[id(defn)] = (defn, _card_rules(defn))
    return found[1]


def _card_rules(defn: CardDef) -> tuple[Rule, ...]:
    found = []
    for line in defn.text_plain.splitlines():
        for sentence in re.split(r"(?<=\.)\s+", line.strip()):
            rule = read_trait(sentence)
            if rule is not None:
                found.append(rule)
    return tuple(found)


# Per game (by its cards' dict): whether any card alters Honor changes, whether any has the
# keyword Honor, whether any changes lobbying.
_GAMES: dict[int, tuple[dict[int, Card], bool, bool, bool, frozenset[str], frozenset[str]]] = {}


def _game(
    state: State,
) -> tuple[dict[int, Card], bool, bool, bool, frozenset[str], frozenset[str]]:
    cards = state.cards
    found = _GAMES.get(id(cards))
    if found is None or found[0] is not cards:
        if len(_GAMES) >= 64:
            del _GAMES[next(iter(_GAMES))]
        honor_rules = honor_card = lobby = False
        kinds: set[str] = set()
        lobby_kinds: set[str] = set()
        for defn in {id(card.defn): card.defn for card in cards.values()}.values():
            rules, keyword, lobbying = _flags(defn)
            honor_rules = honor_rules or bool(rules)
            honor_card = honor_card or keyword
            lobby = lobby or bool(lobbying)
            kinds.update(rules)
            lobby_kinds.update(lobbying)
        found = _GAMES[id(cards)] = (
            cards,
            honor_rules,
            honor_card,
            lobby,
            frozenset(kinds),
            frozenset(lobby_kinds),
        )
    return found


# By the CardDef's identity (kept in the entry): the kinds of its Honor rules, whether it has
# the keyword Honor, the kinds of its lobbying rules.
_FLAGS: dict[int, tuple[CardDef, tuple[frozenset[str], bool, frozenset[str]]]] = {}


def _flags(defn: CardDef) -> tuple[frozenset[str], bool, frozenset[str]]:
    found = _FLAGS.get(id(defn))
    if found is None or found[0] is not defn:
        flags = (
            frozenset(rule[0] for rule in card_rules(defn)),
            defn.has_keyword("Honor"),
            frozenset(rule[0] for rule in lobby_rules(defn)),
        )
        found = _FLAGS[id(defn)] = (defn, flags)
    return found[1]


def _spider(defn: CardDef) -> bool:
    return defn.has_keyword("Spider Clan") or "Spider" in defn.clans


def _spider_player(state: State, player: Player) -> bool:
    """A Spider Clan player: his Stronghold is of the Spider Clan."""
    return player.stronghold is not None and _spider(state.cards[player.stronghold].defn)


def _of_kind(defn: CardDef, what: str) -> bool:
    if not what:
        return True
    if what == "Ninja":
        return defn.has_keyword("Ninja")
    return defn.deck.lower() == "fate" or _spider(defn)


def _rules_of(state: State, player: Player) -> list[Rule]:
    ids = in_play_ids(state, player)
    if player.stronghold is not None:
        ids = [player.stronghold, *ids]
    found: list[Rule] = []
    for iid in ids:
        card = state.cards[iid]
        if card.controller == player.seat:
            found.extend(card_rules(card.defn))
    return found


def _sized(amount: int, size: int) -> int:
    return max(0, size) * (1 if amount > 0 else -1)


def adjust(state: State, player: Player, amount: int, origin: int | None) -> int:
    """The change of `player`'s Honor after the traits in play and the marks of this turn
    (`origin`: the card it comes from, None when it comes from the rules)."""
    if not amount:
        return amount
    source = state.cards[origin] if origin is not None else None
    amount = _marked(state, player, amount, source)
    if amount > 0:
        for _ in range(_halvings(state)):
            amount //= 2
    if not _game(state)[1]:
        return amount
    size = abs(amount)
    mine = source is not None and source.owner == player.seat
    if mine and amount < 0 and not _spider_player(state, player):
        for other in state.players:
            if other is player or other.eliminated:
                continue
            if any(rule[0] == NEXUS for rule in _rules_of(state, other)):
                size += max(0, player.starting_honor // 2)
    own = _rules_of(state, player)
    for kind, _, n in own:
        if kind == REDUCE_LOSS and amount < 0 and mine and size > 0:
            size = max(1, size - n)
    for kind, what, _ in own:
        if kind == NO_CHANGE:
            return 0
        if kind == NO_LOSS and amount < 0 and mine and source and _of_kind(source.defn, what):
            return 0
    return _sized(amount, size)


ops.HONOR_ADJUST.append(adjust)


# -- "the next Honor gain or loss from your cards" ------------------------------------------
# A mark in `State.used` (gone at the end of the turn): "honor_next:<from>:<to>:<kind>:<n>",
# the next change of the Honor of player <to> ("*" anyone) from a card player <from> owns
# ("*": from anything), a gain or loss (<kind> "any") or only a loss ("loss"), grows by <n>.
HONOR_NEXT = "honor_next"  # the acting player's: from his cards (what FROM_YOUR_CARDS)
HONOR_NEXT_OF = "honor_next_of"  # a target player's next loss (what LOSS)
FROM_YOUR_CARDS = "from_your_cards"
LOSS = "loss"
_MARK = "honor_next:"


@builds(HONOR_NEXT, player=True)
def _honor_next_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    mark = f"{_MARK}{seat}:*:any:{effect.amount}"
    return [{"event": HONOR_NEXT, "seat": seat, "mark": mark, "by": seat}]


@builds(HONOR_NEXT_OF)
def _honor_next_of_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    mark = f"{_MARK}*:{card.controller}:loss:{effect.amount}"
    return [{"event": HONOR_NEXT, "seat": card.controller, "mark": mark, "by": seat}]


def _honor_next(state: State, event: Event) -> None:
    state.used.append(event["mark"])
    name = state.players[event["seat"]].name
    _, _source, _, kind, _ = event["mark"].split(":")
    if kind == LOSS:
        state.note(f"{name}'s next Honor loss this turn is increased")
    else:
        state.note(f"the next Honor gain or loss from {name}'s cards this turn is increased")


APPLY[HONOR_NEXT] = _honor_next


def _marked(state: State, player: Player, amount: int, source: Card | None) -> int:
    """The marks of this turn that this change fits increase it, and are used up."""
    if not state.used:
        return amount
    size = abs(amount)
    for mark in [mark for mark in state.used if mark.startswith(_MARK)]:
        _, origin, whose, kind, n = mark.split(":")
        if origin != "*" and (source is None or str(source.owner) != origin):
            continue
        if whose != "*" and whose != str(player.seat):
            continue
        if kind == LOSS and amount > 0:
            continue
        state.used.remove(mark)
        size += int(n)
    return _sized(amount, size)


# -- "Before a player loses Honor, ... negate the loss" --------------------------------------
# An Interrupt answering the `honor` event (`triggers.HONOR_EVENT`) makes it come to nothing
# («Отмена действий и аннулирование эффектов», Canceling Actions and Negating Effects).
HONOR_ZERO = "honor_zero"


@builds(HONOR_ZERO, player=True)
def _honor_zero_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    return [{"event": HONOR_ZERO, "seat": seat, "by": seat, "why": source.defn.title}]


def _honor_zero(state: State, event: Event) -> None:
    events = events_under_interrupt(state, "honor")
    for answered in events:
        answered["zero"] = True
    if events:
        what = "gain" if events[0]["amount"] > 0 else "loss"
        whose = state.players[events[0]["seat"]].name
        state.note(f"{whose}'s Honor {what} is negated ({event['why']})")


APPLY[HONOR_ZERO] = _honor_zero


# -- "name a Phase ... reduce each Honor gain by half ... during that phase" ----------------
# (Word of the Anvil, Hantei Naseru): "Until your next turn begins, reduce each Honor gain
# by half, rounded down, that occurs during that phase of each player's turn." A memo on the
# player's Stronghold, gone as his next turn begins (`ops.begin_turn_expiry`); a gain during
# that phase becomes half of itself, rounded down.
HALVE_GAINS = "halve_gains"
PHASES = ("straighten", "events", "action", "attack", "dynasty", "end")
_HALVE = "halve_gains:"


@builds(HALVE_GAINS, player=True)
def _halve_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    return [{"event": HALVE_GAINS, "seat": seat, "phase": effect.what, "by": seat}]


def _halve(state: State, event: Event) -> None:
    player = state.players[event["seat"]]
    if player.stronghold is None:
        return
    lasts = ops.lasting(ops.NEXT_TURN, player.seat)
    state.cards[player.stronghold].mods.append(["memo", f"{_HALVE}{event['phase']}", 0, lasts])
    state.note(
        f"until {player.name}'s next turn begins, Honor gains during the "
        f"{event['phase'].capitalize()} Phase are halved"
    )


APPLY[HALVE_GAINS] = _halve


def _halvings(state: State) -> int:
    """How many times a gain of Honor now is halved."""
    phase = "dynasty" if state.phase.startswith("dynasty") else state.phase
    mark = f"{_HALVE}{phase}"
    count = 0
    for player in state.players:
        if player.stronghold is not None:
            mods = state.cards[player.stronghold].mods
            count += sum(1 for mod in mods if mod[1] == mark)
    return count


# -- the Honor keyword: an Interrupt from the hand -------------------------------------------
ONCE_PER_ACTION = "Once per action, discard an Honor card"


def _once(card: Card) -> bool:
    return ONCE_PER_ACTION in card.defn.text_plain


def _size(event: Event) -> int:
    return max(0, abs(event["amount"]) + event.get("adjust", 0))


@responder("honor", INTERRUPT)
def _honor_cards(state: State, event: Event, seat: int) -> list[AdjustHonor]:
    if not _game(state)[2] or not event.get("amount"):
        return []
    player = state.players[seat]
    out: list[AdjustHonor] = []
    for iid in player.hand:
        card = state.cards[iid]
        if not card.defn.has_keyword("Honor"):
            continue
        if _once(card) and seat in event.get("once", ()):
            continue
        out.append(AdjustHonor(iid, 1))
        if _size(event) > 0:
            out.append(AdjustHonor(iid, -1))
    return out


def perform_adjust(state: State, seat: int, action: AdjustHonor) -> str:
    card = state.cards[action.card]
    if card.zone != HAND or card.owner != seat or not card.defn.has_keyword("Honor"):
        raise IllegalAction("discard an Honor card from your hand")
    events = events_under_interrupt(state, "honor")
    if not events:
        raise IllegalAction("no Honor gain or loss to change")
    ops.take(state, card)
    ops.place_pile(state, card, ops.discard_zone(card))
    for event in events:
        event["adjust"] = event.get("adjust", 0) + action.change
        if _once(card):
            event["once"] = [*event.get("once", ()), seat]
    event = events[0]
    size = _size(event)
    what = "gain" if event["amount"] > 0 else "loss"
    whose = state.players[event["seat"]].name
    state.note(
        f"{state.players[seat].name} discards {card.defn.title} (Honor): "
        f"{whose}'s Honor {what} becomes {size}"
    )
    return card.defn.title


PERFORMERS[AdjustHonor] = perform_adjust


# -- Lobbying («Как добиться Благорасположения Императора», How to Gain the Imperial Favor) --
# «Один раз в ход в качестве политической акции Вы можете добиваться Благорасположения
# Императора. Для этого у Вас должно быть больше фамильной чести, чем у остальных игроков
# ... выберите и поверните одного из своих командиров, личная честь которого больше 0».
# The traits that change it (`rules.engine.play.lobby_problem`, `lobbies`, `do_lobby`):
OPEN_LOBBY = "open_lobby"  # the Personality (or the one it is attached to) lobbies as Open
LOBBY_BONUS = "lobby_bonus"  # the player's Family Honor counts this much more when lobbying
LOBBY_PH = "lobby_ph"  # his Personal Honor is added to the check when this Personality lobbies
LOBBY_AGAIN = "lobby_again"  # this Personality may lobby a second time this turn
LOBBIED_HONOR = "lobbied_honor"  # after this Personality lobbies, gain N Honor
# «Необязательные правила» (Optional Rules): «Историческое использование Благорасположения
# Императора» — the rulebook's own Favor actions (draw a card; rehonor; send a unit home;
# negate a loss of Honor) belong to an optional rule the engine does not play: in the Gold
# rules the Favor is used through cards alone («использовать "Благорасположение
# Императора" можно только с помощью специальной карты»). A trait that only changes those
# actions changes nothing in a game.
RULEBOOK_FAVOR = "rulebook_favor"

_SUBJECT = r"(?P<who>[Tt]his Personality|He|She|[A-Z][\w']*(?: [A-Z][\w']*)?)"
_LOBBY_TRAITS = (
    (re.compile(rf"^{_SUBJECT} may Lobby as an Open action\.?$"), OPEN_LOBBY),
    (
        re.compile(
            r"^You are considered to have \+(?P<n>\d+) Family Honor when Lobbying checks "
            r"Honor\.?$"
        ),
        LOBBY_BONUS,
    ),
    (
        re.compile(
            r"^When a Lobby action checks Family Honor, your Honor is treated as (?P<n>\d+) "
            r"points higher\.?$"
        ),
        LOBBY_BONUS,
    ),
    (
        re.compile(
            r"^When (?:this Personality|he) Lobbies, add his Personal Honor to the Family Honor "
            r"check\.?$"
        ),
        LOBBY_PH,
    ),
    (
        re.compile(
            rf"^{_SUBJECT} may Lobby even if you have already (?:Lobbied once|used the Lobby "
            r"ability exactly once already) this turn\.?$"
        ),
        LOBBY_AGAIN,
    ),
    (
        re.compile(rf"^After {_SUBJECT} Lobbies, gain (?P<n>\d+) Honor\.?$"),
        LOBBIED_HONOR,
    ),
    (
        re.compile(
            r"^You may (?:use rulebook Favor abilities two times per turn|take Favor Battle "
            r"actions one additional time per turn|target defending Personalities with the "
            r"rulebook Favor Political Battle action)\.?$"
        ),
        RULEBOOK_FAVOR,
    ),
)


def _names_itself(defn: CardDef, who: str) -> bool:
    """ "This Personality" on a Personality or an attachment, "He", or the card's own name
    ("Dainagon may Lobby as an Open action")."""
    if who in ("This Personality", "this Personality", "He", "She"):
        return True
    own = set()
    for full in (defn.title, defn.personality_name):
        name = re.split(r"[,•]", full or "")[0]
        own |= {word for word in name.split() if word[:1].isupper()}
    return defn.type == "Personality" and all(word in own for word in who.split())


def lobby_trait(sentence: str, defn: CardDef) -> Rule | None:
    for pattern, kind in _LOBBY_TRAITS:
        match = pattern.match(sentence.strip())
        if match is None:
            continue
        found = match.groupdict()
        if found.get("who") and not _names_itself(defn, found["who"]):
            return None
        return kind, "", int(found.get("n") or 0)
    return None


def lobby_rules(defn: CardDef) -> tuple[Rule, ...]:
    found = _LOBBY_RULES.get(id(defn))
    if found is None or found[0] is not defn:
        found = _LOBBY_RULES[id(defn)] = (defn, _lobby_rules(defn))
    return found[1]


def _lobby_rules(defn: CardDef) -> tuple[Rule, ...]:
    found = []
    for line in defn.text_plain.splitlines():
        for sentence in re.split(r"(?<=\.)\s+", line.strip()):
            rule = lobby_trait(sentence, defn)
            if rule is not None:
                found.append(rule)
    return tuple(found)


def reads_for(sentence: str, defn: CardDef) -> bool:
    """Whether the engine applies this trait sentence of `defn` (`rules.engine.coverage`)."""
    return read_trait(sentence) is not None or lobby_trait(sentence, defn) is not None


def lobbying_changed(state: State) -> bool:
    """Whether any card of this game changes lobbying (computed once per game)."""
    return _game(state)[3]


def open_lobbying(state: State) -> bool:
    """Whether any card of this game lets a Personality Lobby as an Open action."""
    return OPEN_LOBBY in _game(state)[5]


def personality_lobby(state: State, card: Card, kind: str) -> list[Rule]:
    """The lobbying rules of `kind` a Personality has: his own and his attachments'."""
    if not lobbying_changed(state):
        return []
    found = [rule for rule in lobby_rules(card.defn) if rule[0] == kind]
    for iid in card.attachments:
        found.extend(rule for rule in lobby_rules(state.cards[iid].defn) if rule[0] == kind)
    return found


def lobby_bonus(state: State, player: Player, card: Card | None) -> int:
    """How much more Family Honor `player` counts as having when `card` lobbies."""
    if not lobbying_changed(state):
        return 0
    bonus = 0
    ids = in_play_ids(state, player)
    if player.stronghold is not None:
        ids = [player.stronghold, *ids]
    for iid in ids:
        other = state.cards[iid]
        if other.controller == player.seat:
            bonus += sum(n for kind, _, n in lobby_rules(other.defn) if kind == LOBBY_BONUS)
    if card is not None and personality_lobby(state, card, LOBBY_PH):
        from rules.engine import stats

        bonus += stats.personal_honor(state, card)
    return bonus


# -- "He may choose and destroy one of his attachments. If he did not choose this, gain Honor
# equal to the Focus Value of your destroyed attachment." (Wary Peace) ----------------------
# On the target player (his Stronghold) with `amount` naming the target attachment destroyed
# before (PAIRED: its events carry it as "other"). He chooses as it resolves.
DESTROY_OR_HONOR = "destroy_or_honor"
PAIRED.add(DESTROY_OR_HONOR)


@builds(DESTROY_OR_HONOR)
def _destroy_or_honor_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    return [
        {
            "event": DESTROY_OR_HONOR,
            "seat": card.controller,
            "by": seat,
            "why": source.defn.title,
            "origin": source.iid,
        }
    ]


def _destroy_or_honor(state: State, event: Event) -> None:
    from rules.engine.effects_choice import EITHER
    from rules.engine.events import emit

    other = state.players[event["seat"]]
    mine = state.cards[event["other"]]
    gain = mine.defn.focus or 0
    ways: list[list[Event]] = []
    labels: list[str] = []
    for iid in in_play_ids(state, other):
        attachment = state.cards[iid]
        if (
            attachment.host is not None
            and attachment.controller == other.seat
            and attachment.defn.type in ATTACHMENT_TYPES
        ):
            ways.append([{"event": "destroy", "card": iid, "by": other.seat, "cause": "action"}])
            labels.append(f"destroy {attachment.defn.title}")
    honor = {"event": "honor", "seat": event["by"], "amount": gain, "why": event["why"]}
    ways.append([honor | {"origin": event["origin"], "by": event["by"]}])
    labels.append(f"destroy nothing: {state.players[event['by']].name} gains {gain} Honor")
    emit(
        state,
        EITHER,
        seat=other.seat,
        ways=ways,
        labels=labels,
        source=event["why"],
        by=event["by"],
    )


APPLY[DESTROY_OR_HONOR] = _destroy_or_honor


# -- "Draw an additional card during your next End Phase" (Toturi Sezaru, Miya Masatsuko) ---
# A memo on the player's Stronghold («Конец хода», End Phase: «Возьмите карту»), used up as
# his next End Phase draws (`phases.End`): this turn's when it is his, else his next one's.
END_DRAW = "next_end_phase_draw"
_END_DRAW = "next_end_phase_draw"


@builds(END_DRAW, player=True)
def _end_draw_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    return [{"event": END_DRAW, "seat": seat, "amount": effect.amount or 1, "by": seat}]


def _end_draw(state: State, event: Event) -> None:
    player = state.players[event["seat"]]
    if player.stronghold is None:
        return
    lasts = "turn" if state.active == player.seat else ops.lasting(ops.NEXT_TURN_END, player.seat)
    state.cards[player.stronghold].mods.append(["memo", _END_DRAW, event["amount"], lasts])
    state.note(f"{player.name} will draw an additional card during his next End Phase")


APPLY[END_DRAW] = _end_draw


def end_draws(state: State, player: Player) -> int:
    """The additional cards `player` draws in this End Phase (the memos are used up)."""
    if player.stronghold is None:
        return 0
    mods = state.cards[player.stronghold].mods
    if not mods:
        return 0
    count = sum(mod[2] for mod in mods if mod[1] == _END_DRAW)
    mods[:] = [mod for mod in mods if mod[1] != _END_DRAW]
    return count


# -- "You may not take Political actions or actions that cause other players unconditional
# Honor losses." ----------------------------------------------------------------------------
# Lobbying is a Political action too («Один раз в ход в качестве политической акции Вы
# можете добиваться Благорасположения Императора»). An unconditional loss: an effect that
# takes Honor from a player who may be another, not under a condition or a choice.
def _causes_others_loss(ability: Any) -> bool:
    from rules.engine.dynasty_events import EACH_HONOR
    from rules.engine.effects_battle import CONTROLLER_HONOR
    from rules.engine.targets import YOURS

    targets = getattr(ability, "targets", ())
    for effect in getattr(ability, "effects", ()):
        if effect.op == EACH_HONOR and effect.amount < 0:
            return True
        if effect.op == CONTROLLER_HONOR and effect.amount < 0:
            on = effect.on
            if not (0 <= on < len(targets)) or targets[on].side != YOURS:
                return True
    return False


def forbidden(state: State, seat: int, ability: Any = None) -> str | None:
    """Why `seat` may not take this action (`ability`; None: Lobbying) under his own
    "You may not take Political actions ..." trait, or None."""
    if NO_POLITICAL not in _game(state)[4]:
        return None
    player = state.players[seat]
    if not any(rule[0] == NO_POLITICAL for rule in _rules_of(state, player)):
        return None
    if ability is None or ability.has("political"):
        return "you may not take Political actions"
    if _causes_others_loss(ability):
        return "you may not take actions that cause other players unconditional Honor losses"
    return None
