"""The battle keywords that bring units and cards into a battle: Cavalry, Naval and Reserve,
as their reminder text words them (the Gold rulebook's «Специальные надписи» — Special
Traits — and «Фаза атаки» — Attack Phase — with the later editions' reminders on the cards):

- Cavalry: "Once per turn, as an Absent Engage, move your unbowed Personality in a Cavalry
  unit to the battle." Each player once a turn (`State.used`), before the battle's first
  action (an Engage action), even without presence there (Absent). A unit is Cavalry only if
  the Personality and all his Followers are («Кавалерийское маневрирование»).
- Naval: "Once a turn, the Attacker gets the first Battle action, if it's from a Naval
  Personality's unit." As a battle begins, the Attacker may take its first action from a
  card of a Naval Personality's unit, once a turn; then the round goes on from the Defender
  as usual («Морское вторжение» gives the whole round to a wholly Naval army instead).
- Reserve: "You may Recruit a Reserve Personality, if they would be opposed, as an Absent
  Battle action." and "You may Equip a Reserve attachment, if it would be opposed, as a
  Battle action." A Reserve Personality face up in your Province is recruited (paid as in
  the Dynasty phase) straight into the current battle when the other side has a unit there;
  a Reserve attachment in your hand joins your Personality opposed in this battle.

The Gold rulebook knows Cavalry only as the units that may also be assigned in its own
maneuvers segment, and Naval as the naval invasion; the Engage move and the first action are
the later editions' rules, printed on their cards as reminders. Here they are what those
cards say: a player has the Cavalry move while he controls a card in play that prints its
reminder, and the Naval first action while he controls one that prints Naval's. A Gold game
without such cards plays by the Gold rules alone.

Every use is a rule action of the battle's round (`rules.engine.rounds`), offered by
`battle_actions` and carried out by `perform`.
"""

from collections.abc import Iterator
from functools import cache

from rules.engine import battlefield as bf
from rules.engine import engage_moves, gold, keywords, ops, payment, play
from rules.engine.actions import (
    Action,
    Attach,
    CavalryMove,
    Fear,
    MeleeAttack,
    Pass,
    RangedAttack,
    Recruit,
    Tactician,
    UseAbility,
)
from rules.engine.battlefield import ATTACKER
from rules.engine.cards import ATTACHMENT_TYPES, PERSONALITY, CardDef
from rules.engine.continuous import has_keyword
from rules.engine.errors import IllegalAction
from rules.engine.events import emit_all, same_choice
from rules.engine.pipeline import Frame, Step, pop, step
from rules.engine.state import HAND, Card, State, in_play_ids
from rules.engine.traits import stays_out

CAVALRY_USED = "cavalry:"  # + seat, in `State.used`: the player's move this turn
NAVAL_USED = "naval-first"  # in `State.used`: the Attacker's first action this turn


_CAVALRY_REMINDER = "as an absent engage, move your unbowed personality in a cavalry unit"
_NAVAL_REMINDER = "the attacker gets the first battle action, if it's from a naval"


@cache
def _prints(text: str, reminder: str) -> bool:
    return reminder in text.lower()


# By the game's cards dict: the reminders some card of the game prints at all.
_GAMES: dict[int, tuple[dict[int, Card], frozenset[str]]] = {}


_RESERVE = "Reserve"
# By the CardDef's identity (kept in the entry): what of these rules its text brings.
_MARKS: dict[int, tuple[CardDef, frozenset[str]]] = {}


def _marks(defn: CardDef) -> frozenset[str]:
    found = _MARKS.get(id(defn))
    if found is None or found[0] is not defn:
        text = defn.text_plain
        marks = {r for r in (_CAVALRY_REMINDER, _NAVAL_REMINDER) if _prints(text, r)}
        # A card with Reserve, or one that speaks of it ("Give Reserve to your target
        # Personality in a Province").
        if defn.has_keyword(_RESERVE) or _RESERVE in text:
            marks.add(_RESERVE)
        found = _MARKS[id(defn)] = (defn, frozenset(marks))
    return found[1]


def _printed_in_game(state: State) -> frozenset[str]:
    """The reminders some card of the game prints, and Reserve if any card brings it."""
    cards = state.cards
    found = _GAMES.get(id(cards))
    if found is None or found[0] is not cards:
        if len(_GAMES) >= 64:
            _GAMES.clear()
        seen = {id(card.defn): card.defn for card in cards.values()}.values()
        found = _GAMES[id(cards)] = (cards, frozenset().union(*map(_marks, seen)))
    return found[1]


def _has_reminder(state: State, seat: int, reminder: str) -> bool:
    """The player controls a card in play whose text prints the keyword's reminder."""
    if reminder not in _printed_in_game(state):
        return False
    cards = state.cards
    return any(
        reminder in _marks(cards[iid].defn) for iid in in_play_ids(state, state.players[seat])
    )


# -- Cavalry --------------------------------------------------------------------------------
def _joins(state: State, seat: int, unit: Card) -> bool:
    """The unit may join its player's side of the current battle."""
    defending = seat in state.attack["defenders"]
    attachments = (state.cards[iid].defn for iid in unit.attachments)
    return not stays_out(unit.defn, attachments, defending)


def cavalry_moves(state: State, seat: int) -> Iterator[CavalryMove]:
    if (
        bf.side_of(state, seat) is None
        or CAVALRY_USED + str(seat) in state.used
        or not _has_reminder(state, seat, _CAVALRY_REMINDER)
    ):
        return
    pid = bf.current(state)
    for iid in state.players[seat].home:
        card = state.cards[iid]
        if (
            card.defn.type == PERSONALITY
            and card.battle != pid
            and not card.bowed
            and card.controller == seat
            and keywords.is_cavalry(state, card)
            and _joins(state, seat, card)
        ):
            yield CavalryMove(card.iid)


def do_cavalry(state: State, seat: int, action: CavalryMove) -> str:
    if CavalryMove(action.unit) not in set(cavalry_moves(state, seat)):
        raise IllegalAction(
            "move your unbowed Personality in a Cavalry unit to this battle, once per turn, "
            "before the battle's first action"
        )
    unit = state.cards[action.unit]
    pid = bf.current(state)
    state.used.append(CAVALRY_USED + str(seat))
    state.note(f"{unit.defn.title}'s Cavalry unit moves to the battle (Cavalry)")
    # The same move as a card's "Move him to the current battlefield" (what watches a move
    # sees it).
    move = {"event": "to_battle", "card": unit.iid, "pid": pid, "straighten": "", "by": seat}
    emit_all(state, engage_moves.cavalry_move(state, unit, move))
    return unit.defn.title


# -- Reserve --------------------------------------------------------------------------------
def _opposed_here(state: State, seat: int) -> bool:
    """A card of `seat` entering the current battle would be opposed: the other side has a
    unit there."""
    mine = bf.side_of(state, seat)
    if mine is None:
        return False
    return any(
        bf.side_of(state, unit.controller) not in (None, mine)
        for unit in bf.units_at(state, bf.current(state))
    )


def _reserve_recruits(state: State, seat: int, pays: payment.Payments) -> Iterator[Recruit]:
    player = state.players[seat]
    reserve = {
        province.pid
        for province in player.provinces
        if province.card is not None
        and (card := state.cards[province.card]).face_up
        and card.defn.type == PERSONALITY
        and has_keyword(state, card, "Reserve")
        and _joins(state, seat, card)
    }
    if reserve and _opposed_here(state, seat):
        yield from (a for a in play.recruits(state, seat, pays) if a.pid in reserve)


def _reserve_equips(state: State, seat: int, pays: payment.Payments) -> Iterator[Attach]:
    player = state.players[seat]
    cards = [
        state.cards[iid]
        for iid in player.hand
        if state.cards[iid].defn.type in ATTACHMENT_TYPES
        and has_keyword(state, state.cards[iid], "Reserve")
    ]
    if not cards:
        return
    targets = [
        unit
        for unit in bf.units_at(state, bf.current(state))
        if unit.controller == seat and not unit.bowed
    ]
    if not targets or not _opposed_here(state, seat):
        return
    for card in cards:
        purchase = gold.Purchase(card.defn)
        for target in targets:
            cost = play.attach_cost(state, seat, card.defn, target, pays.changes)
            paid = pays.for_cost(cost, purchase)
            if paid is not None and play.attach_problem(state, card, target) is None:
                yield Attach(card.iid, target.iid, paid)


def do_reserve_recruit(state: State, seat: int, action: Recruit) -> str:
    player = state.players[seat]
    province = next((p for p in player.provinces if p.pid == action.pid), None)
    found = None if province is None else province.card
    card = None if found is None else state.cards[found]
    if (
        card is None
        or not card.face_up
        or card.defn.type != PERSONALITY
        or not has_keyword(state, card, "Reserve")
    ):
        raise IllegalAction("only a Reserve Personality face up in your Province is recruited now")
    if not _opposed_here(state, seat) or not _joins(state, seat, card):
        raise IllegalAction(f"{card.defn.title} would not be opposed in this battle")
    title, card = play.do_recruit(state, seat, action)
    pid = bf.current(state)
    ops.move(state, card, f"battle:{pid}", seat)
    state.note(f"{title} (Reserve) enters play in the battle at Province {pid}")
    emit_all(
        state,
        [
            {"event": "entered_play", "card": card.iid, "by": seat},
            {"event": "recruited", "card": card.iid, "by": seat},
        ],
    )
    return title


def do_reserve_equip(state: State, seat: int, action: Attach) -> str:
    card = state.cards.get(action.card)
    target = state.cards.get(action.target)
    if (
        card is None
        or card.zone != HAND
        or not has_keyword(state, card, "Reserve")
        or target is None
        or not bf.in_battle(state, target)
        or target.controller != seat
        or not _opposed_here(state, seat)
    ):
        raise IllegalAction(
            "in a battle, only a Reserve attachment joins your Personality who is opposed there"
        )
    return play.do_attach(state, seat, action)


# -- the battle's round ---------------------------------------------------------------------
def battle_actions(state: State, seat: int, fresh: bool, pays: payment.Payments) -> list[Action]:
    """The rule actions of these keywords open to `seat` in the battle's round now."""
    out: list[Action] = []
    if fresh:
        out.extend(cavalry_moves(state, seat))
    if _RESERVE in _printed_in_game(state):
        out.extend(_reserve_recruits(state, seat, pays))
        out.extend(_reserve_equips(state, seat, pays))
    return out


def perform(state: State, seat: int, action: Action, fresh: bool) -> str:
    if isinstance(action, CavalryMove):
        if not fresh:
            raise IllegalAction("a Cavalry unit moves as an Engage action, before the first action")
        return do_cavalry(state, seat, action)
    if isinstance(action, Recruit):
        return do_reserve_recruit(state, seat, action)
    if isinstance(action, Attach):
        return do_reserve_equip(state, seat, action)
    raise IllegalAction(f"{action.text()!r} is not possible in a battle")


# -- Naval ----------------------------------------------------------------------------------
def _naval_person(state: State, card: Card) -> bool:
    return card.in_play and has_keyword(state, bf.person_of(state, card), "Naval")


def _from_naval_unit(state: State, action: Action) -> bool:
    """The action is taken by a card of a Naval Personality's unit."""
    if isinstance(action, UseAbility):
        sources = [action.card]
    elif isinstance(action, RangedAttack):
        sources = list(action.sources)
    elif isinstance(action, (MeleeAttack, Fear)):
        sources = [action.source]
    elif isinstance(action, Tactician):
        sources = [action.personality]
    else:
        return False
    return all(_naval_person(state, state.cards[iid]) for iid in sources)


def naval_frames(state: State) -> list[Frame]:
    """The Attacker's first action, pushed above the battle's round as it begins."""
    attack = state.attack
    if attack.get("naval") == ATTACKER or NAVAL_USED in state.used:
        return []
    seat = attack["attacker"]
    if not _has_reminder(state, seat, _NAVAL_REMINDER):
        return []
    units = bf.units_at(state, bf.current(state))
    if not any(u.controller == seat and _naval_person(state, u) for u in units):
        return []
    return [{"step": "naval-first", "seat": seat, "label": "the Naval first action"}]


def _round_below(state: State, frame: Frame) -> Frame | None:
    at = next((i for i, f in enumerate(state.stack) if f is frame), None)
    below = state.stack[at - 1] if at else None
    return below if below is not None and below["step"] == "round" else None


@step
class NavalFirst(Step):
    """The Attacker's first Battle action from a Naval Personality's unit, or a pass."""

    name = "naval-first"

    def _offered(self, state: State, frame: Frame) -> list[Action]:
        from rules.engine.rounds import round_actions

        round_frame = _round_below(state, frame)
        if round_frame is None or round_frame.get("acted"):
            return []
        seat = frame["seat"]
        return [a for a in round_actions(state, round_frame, seat) if _from_naval_unit(state, a)]

    def run(self, state: State, frame: Frame) -> int | None:
        seat = frame["seat"]
        if (
            NAVAL_USED in state.used
            or state.players[seat].goldfish
            or not self._offered(state, frame)
        ):
            pop(state, frame)
            return None
        return seat

    def actions(self, state: State, frame: Frame, seat: int) -> list[Action]:
        return [Pass(), *self._offered(state, frame)]

    def answer(self, state: State, frame: Frame, seat: int, action: Action) -> str | None:
        from rules.engine import rounds

        if isinstance(action, Pass):
            pop(state, frame)
            return None
        if not any(same_choice(action, offered) for offered in self._offered(state, frame)):
            raise IllegalAction(
                "the Attacker's first Battle action must come from a Naval Personality's unit"
            )
        round_frame = _round_below(state, frame)
        pop(state, frame)
        state.used.append(NAVAL_USED)
        state.note(f"{state.players[seat].name} takes the first Battle action (Naval)")
        title = rounds._perform(state, round_frame, seat, action)
        # The Defender acts next, as the round began with him.
        round_frame["acted"] = True
        return title
