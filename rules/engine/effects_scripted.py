"""Operations for the hand-written ability records (`rules.engine.scripts`): effects on every
card a description fits, effects under a condition checked when their turn comes in the
action's resolution, a Force bonus equal to a stat, a Force bonus while attacking, a Ranged
Attack within a longer action, moving a unit to the current battlefield, two Personalities
switching locations, straightening a card's attachments, and forbidding a card's abilities
for the turn (or as long as the text says: `Effect.lasts`).

Each operation registers its builder with `effects.builds` and its new events in
`events.APPLY`; the target conditions the records name ("who assigned to this battlefield",
"with a Weapon", "in a Cavalry unit") register in `targets.CONDITIONS`.
"""

from collections.abc import Callable
from dataclasses import dataclass, field

from rules.engine import battlefield as bf
from rules.engine import effects, keywords, ops, stats
from rules.engine import targets as tg
from rules.engine.cards import ATTACHMENT_TYPES, PERSONALITY, STRONGHOLD
from rules.engine.effects import BONUS, LASTING, Effect, builds, lasting_text
from rules.engine.events import APPLY, Event, emit_all, record_move
from rules.engine.state import Card, State

EACH = "each"
IF = "if"
IF_PLAYER = "if_player"
STAT_BONUS = "stat_bonus"
TO_BATTLE = "to_battle"
STRAIGHTEN_ATTACHMENTS = "straighten_attachments"
SILENCE = "silence"
SWAP = "swap"
# Two targets switch locations (`rules.engine.effects_measured`).
SWAP_PAIR = "swap_pair"
ATTACKING_BONUS = "attacking_bonus"
LASTING.update((STAT_BONUS, ATTACKING_BONUS, SILENCE))

# A mark among a card's modifiers (`Card.mods`) that lasts like a bonus: its
# abilities may not be used («Если на карте прямо не указана продолжительность ее эффекта,
# то он прекращается в конце текущего хода»).
SILENCED = "no_abilities"


@dataclass(frozen=True, slots=True)
class Each(Effect):
    """`then` on every card in play `group` describes, chosen as the action resolves ("Give
    all your opposed Personalities with Followers at the current battlefield +1F"); no
    card is targeted."""

    group: tg.Target = field(default_factory=tg.Target)
    then: Effect = field(default_factory=lambda: Effect(BONUS))


@dataclass(frozen=True, slots=True)
class When(Effect):
    """`then` on the same card (or player) if `cond` holds when its turn comes in the
    action's resolution, after the effects before it ("If it is not your turn, straighten a
    target Personality's unit"; "Give a target enemy Personality -3F. Dishonor him if his
    Force is now 0")."""

    cond: str = ""
    then: Effect = field(default_factory=lambda: Effect(BONUS))


@dataclass(frozen=True, slots=True)
class StatBonus(Effect):
    """A Force bonus (`sign` +1) or penalty (-1) equal to the card's own `stat` as the
    action resolves: "ph" its Personal Honor, "printed_ph" its printed Personal Honor."""

    stat: str = "ph"
    sign: int = 1


@dataclass(frozen=True, slots=True)
class ToBattle(Effect):
    """Move the card's unit to the current battlefield; `straighten` "unit" or "self"
    straightens as it moves (nothing when it is there already)."""

    straighten: str = ""


Condition = Callable[[State, int, Card, Card | None], bool]


def _would_be_opposed(state: State, seat: int, source: Card, card: Card | None) -> bool:
    """«Противостоящие»: at the current battlefield there are units of the other side."""
    pid = bf.current(state)
    owner = card.controller if card is not None else seat
    mine = bf.side_of(state, owner)
    if pid is None or mine is None:
        return False
    return any(
        (side := bf.side_of(state, unit.controller)) is not None and side != mine
        for unit in bf.units_at(state, pid)
    )


def _controls_courtier(state: State, seat: int) -> bool:
    return any(
        state.cards[iid].defn.type == PERSONALITY and state.cards[iid].defn.has_keyword("Courtier")
        for iid in state.players[seat].home
        if state.cards[iid].controller == seat
    )


def _fewer_cards(state: State, seat: int, source: Card, card: Card | None) -> bool:
    mine = len(state.players[seat].hand)
    return all(
        mine < len(other.hand)
        for other in state.players
        if other.seat != seat and not other.eliminated
    )


def _defending(state: State, seat: int, source: Card, card: Card | None) -> bool:
    return (
        card is not None
        and bf.side_of(state, card.controller) == bf.DEFENDER
        and bf.in_battle(state, card)
    )


CONDITIONS: dict[str, Condition] = {
    "not_your_turn": lambda state, seat, source, card: state.active != seat,
    "your_turn_or_courtier": lambda state, seat, source, card: (
        state.active == seat or _controls_courtier(state, seat)
    ),
    "dishonorable": lambda state, seat, source, card: card is not None and card.dishonored,
    "defending": _defending,
    "would_be_opposed": _would_be_opposed,
    "fewer_cards_in_hand": _fewer_cards,
    "fewer_provinces": lambda state, seat, source, card: all(
        len(state.players[seat].provinces) < len(other.provinces)
        for other in state.players
        if other.seat != seat and not other.eliminated
    ),
    "force_zero": lambda state, seat, source, card: (
        card is not None and stats.force(state, card) == 0
    ),
    "not_yours": lambda state, seat, source, card: card is not None and card.controller != seat,
}
# Conditions no card of the acting player meets: an effect under one never straightens his
# own bowed Personality, so it does not make him a legal target.
_NEVER_YOURS = frozenset({"not_yours"})


def straightens(effect: Effect) -> bool:
    """Whether an effect straightens the card it is on, for «Вы не можете объявлять целью
    Ваших акций своих повернутых командиров, за исключением акций, которые разворачивают
    их»."""
    if isinstance(effect, ToBattle):
        return bool(effect.straighten)
    if effect.op in (SWAP, SWAP_PAIR):
        return True
    if isinstance(effect, When):
        return effect.cond not in _NEVER_YOURS and straightens(effect.then)
    # A choice one of whose ways straightens it (`effects_choice.Either`).
    if options := getattr(effect, "options", ()):
        return any(straightens(way_effect) for way in options for way_effect in way)
    return effect.op in (effects.STRAIGHTEN, effects.STRAIGHTEN_UNIT, effects.BOW_OR_STRAIGHTEN)


@builds(EACH, player=True)
def _each_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert isinstance(effect, Each)
    in_battle = bf.current(state) is not None
    # Not a target: the rule against targeting one's own bowed Personalities does not apply.
    group = [
        member
        for member in tg.cards_in_play(state)
        if tg.qualifies(state, seat, member, effect.group, in_battle, True)
    ]
    then = effect.then
    return [
        event
        for member in group
        for event in effects.BUILDERS[then.op](state, seat, source, then, member)
    ]


@builds(IF)
def _if_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    """The condition is checked when this event comes, after the effects before it ("Give
    a target enemy Personality -3F. Dishonor him if his Force is now 0.")."""
    assert isinstance(effect, When)
    then = effects.BUILDERS[effect.then.op](state, seat, source, effect.then, card)
    event: Event = {
        "event": "when",
        "cond": effect.cond,
        "seat": seat,
        "source": source.iid,
        "then": then,
        "by": seat,
    }
    if card is not None:
        event["card"] = card.iid
        if card.defn.type == STRONGHOLD:
            # A target player (his Stronghold, `targets.PLAYER_KIND`) is never in play.
            event["if_in_play"] = False
    return [event]


@builds(IF_PLAYER, player=True)
def _if_player_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    return _if_events(state, seat, source, effect, None)


@builds(STAT_BONUS)
def _stat_bonus_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert isinstance(effect, StatBonus) and card is not None
    if effect.stat == "printed_ph":
        amount = card.defn.personal_honor or 0
    else:
        amount = stats.personal_honor(state, card)
    force = effect.sign * amount
    lasts = ops.lasting(effect.lasts, seat)
    return [
        {"event": "bonus", "card": card.iid, "force": force, "chi": 0, "by": seat, "lasts": lasts}
    ]


@builds(TO_BATTLE)
def _to_battle_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert isinstance(effect, ToBattle) and card is not None
    pid = bf.current(state)
    if pid is None:
        return []
    person = bf.person_of(state, card)
    return [
        {
            "event": "to_battle",
            "card": person.iid,
            "pid": pid,
            "straighten": effect.straighten,
            "by": seat,
            "mover": source.iid,
        }
    ]


@builds(STRAIGHTEN_ATTACHMENTS)
def _attachments_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    return [
        {"event": "straighten", "card": iid, "by": seat, "say": True}
        for iid in card.attachments
        if state.cards[iid].defn.type in ATTACHMENT_TYPES
    ]


@builds(SWAP)
def _swap_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    """The card (a Personality) and the target switch locations, their units straightening
    as they move."""
    assert card is not None
    return [{"event": "swap", "card": source.iid, "other": card.iid, "by": seat}]


@builds(ATTACKING_BONUS)
def _attacking_bonus_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    """ "has -2F while attacking this turn"."""
    assert card is not None
    lasts = ops.lasting(effect.lasts, seat)
    return [
        {
            "event": "attacking_bonus",
            "card": card.iid,
            "force": effect.force,
            "by": seat,
            "lasts": lasts,
        }
    ]


@builds(SILENCE)
def _silence_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    lasts = ops.lasting(effect.lasts, seat)
    return [{"event": "silence", "card": card.iid, "by": seat, "lasts": lasts}]


def _to_battle(state: State, event: Event) -> None:
    card = state.cards[event["card"]]
    if card.battle == event["pid"] or card.defn.type != PERSONALITY or card.host is not None:
        return
    card.battle = event["pid"]
    state.note(f"{card.defn.title} moves to the battlefield at Province {event['pid']}")
    record_move(state, event, card.iid)
    if event["straighten"]:
        unit = [card] if event["straighten"] == "self" else [card, *bf.followers(state, card)]
        for member in unit:
            if member.bowed and ops.may_straighten(member):
                member.bowed = False
                state.note(f"{member.defn.title} is straightened")


def _swap(state: State, event: Event) -> None:
    first, second = state.cards[event["card"]], state.cards[event["other"]]
    if not second.in_play or first.battle == second.battle:
        return
    first.battle, second.battle = second.battle, first.battle
    for person in (first, second):
        where = "home" if person.battle is None else f"Province {person.battle}"
        state.note(f"{person.defn.title} moves to {where}")
        for member in (person, *bf.followers(state, person)):
            if member.bowed and ops.may_straighten(member):
                member.bowed = False
                state.note(f"{member.defn.title} is straightened")


def _attacking_bonus(state: State, event: Event) -> None:
    card = state.cards[event["card"]]
    lasts = event.get("lasts", "turn")
    card.mods.append(["bonus", stats.WHILE_ATTACKING[stats.FORCE], event["force"], lasts])
    when = lasting_text(state, lasts) or " this turn"
    state.note(f"{card.defn.title} has {event['force']:+d}F while attacking{when}")


def _when(state: State, event: Event) -> None:
    card = state.cards[event["card"]] if "card" in event else None
    if CONDITIONS[event["cond"]](state, event["seat"], state.cards[event["source"]], card):
        emit_all(state, event["then"])


def _silence(state: State, event: Event) -> None:
    card = state.cards[event["card"]]
    lasts = event.get("lasts", "turn")
    card.mods.append(["bonus", SILENCED, 0, lasts])
    when = lasting_text(state, lasts) or " this turn"
    state.note(f"{card.defn.title}'s abilities may not be used{when}")


def silenced(card: Card) -> bool:
    return bool(card.mods) and any(mod[1] == SILENCED for mod in card.mods)


APPLY.update(
    {
        "to_battle": _to_battle,
        "silence": _silence,
        "when": _when,
        "swap": _swap,
        "attacking_bonus": _attacking_bonus,
    }
)


# -- target conditions ----------------------------------------------------------------------
def _assigned_here(state: State, card: Card) -> bool:
    """Assigned (in the maneuvers) to the current battlefield this turn."""
    attack = state.attack
    pid = bf.current(state)
    return attack is not None and [card.iid, pid] in attack.get("assigned", [])


def _cavalry_unit(state: State, card: Card) -> bool:
    return card.defn.type == PERSONALITY and keywords.is_cavalry(state, card)


def _attachment_or_dishonorable(state: State, card: Card) -> bool:
    """ "a target attachment or a target dishonorable Personality"."""
    if card.defn.type == PERSONALITY:
        return card.dishonored
    return card.defn.type in ATTACHMENT_TYPES and card.host is not None


def _lower_force(state: State, card: Card, source: Card) -> bool:
    return stats.force(state, card) < stats.force(state, source)


tg.SOURCE_CONDITIONS.update(
    {
        "lower_force": _lower_force,
    }
)
tg.CONDITIONS.update(
    {
        "assigned_here": _assigned_here,
        "cavalry_unit": _cavalry_unit,
        "attachment_or_dishonorable": _attachment_or_dishonorable,
        "infantry": lambda state, card: not keywords.is_cavalry(state, card),
    }
)
