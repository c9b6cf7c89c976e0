"""Operations reading a card's stats, for the hand-written records (`rules.engine.scripts`): a
Force (or Chi) bonus or penalty equal to another card's Chi, Force or Personal Honor ("Give
a target Personality or Follower a Force penalty equal to your target Personality's Chi",
"Give Choiko a Chi bonus equal to the target's Personal Honor"), a Force set equal to the
card's own Chi ("Set his Force equal to his own Chi"), the current Province's strength
raised or lowered by the card's Force ("Raise or lower the current province's strength by
his Force"), a Force bonus equal to the highest Chi among the player's Courtiers and
Shugenja, a Force bonus or a Ranged Attack equal to the Focus Value of the card discarded
for the action's cost.
The stat is read as the effect resolves; the first two last the turn like any
bonus («Если на карте прямо не указана продолжительность ее эффекта, то он прекращается в
конце текущего хода»). A token removed after its player's next turn begins ("Give a
target Personality a +1F Sake token. Remove it after your next turn begins."), and a
keyword given for the turn ("Give them each +1F and Conqueror"), a card that cannot
straighten this turn ("the card cannot straighten").

The target condition "with lower Personal Honor than <this card>'s Chi" registers in
`targets.SOURCE_CONDITIONS`; "If its Force is now 0 or this Shugenja is Thunder" in
`effects_scripted.CONDITIONS`.
"""

from dataclasses import dataclass

from rules.engine import battlefield as bf
from rules.engine import ops, stats
from rules.engine import targets as tg
from rules.engine.cards import ITEM, PERSONALITY
from rules.engine.continuous import KEYWORD_MOD, has_keyword
from rules.engine.effects import HOST, LASTING, PAIRED, SELF, Effect, builds, card_for, lasting_text
from rules.engine.effects_battle import RANGED_ATTACK
from rules.engine.effects_scripted import CONDITIONS
from rules.engine.effects_zones import DISCARDED, discarded_for
from rules.engine.events import APPLY, Event
from rules.engine.state import HAND, PROVINCE, TOKEN, Card, State, in_play_ids

MEASURED_BONUS = "measured_bonus"
FORCE_TO_CHI = "force_to_chi"
STRENGTH_BY_FORCE = "strength_by_force"
TOKEN_UNTIL_NEXT_TURN = "token_until_next_turn"
# `what` names the keyword (one the engine asks about through `continuous.has_keyword`).
GIVE_KEYWORD = "give_keyword"
CANNOT_STRAIGHTEN = "cannot_straighten"
LASTING.update((GIVE_KEYWORD, CANNOT_STRAIGHTEN))
# "a Force bonus equal to the highest Chi among all Courtiers and Shugenja you control (at
# any location)"
HIGHEST_CHI_BONUS = "highest_chi_bonus"
# "Discard a card ... to give Kyokuta a Force bonus equal to the card's Focus Value. You may
# make a Ranged Attack with strength equal to that Focus Value": the card discarded for the
# action's cost (`effects_zones.discarded_for`), read as the effect resolves; a penalty
# with a negative `amount` ("a Force penalty equal to the card's Focus Value").
FOCUS_BONUS = "focus_bonus"
FOCUS_RANGED = "focus_ranged"
# "you may discard a card to make a Ranged Attack with strength equal to the card's Focus
# Value": the discard is the player's choice; the attack comes only if he discarded.
DISCARD_MAY = "discard_may"
# The other card, whose stat it is, is named by `amount` (a target's index, SELF or HOST).
PAIRED.add(MEASURED_BONUS)


@dataclass(frozen=True, slots=True)
class MeasuredBonus(Effect):
    """A bonus (`sign` +1) or penalty (-1) to the Force (`to` "force") or Chi ("chi") of
    `on`, equal to `stat` ("chi", "force", "ph") of the card `amount` names."""

    sign: int = 1
    stat: str = "chi"
    to: str = "force"


@builds(MEASURED_BONUS)
def _measured_bonus_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert isinstance(effect, MeasuredBonus) and card is not None
    event = {"event": MEASURED_BONUS, "card": card.iid, "sign": effect.sign, "by": seat}
    return [event | {"stat": effect.stat, "to": effect.to} | named_other(state, source, effect)]


def named_other(state: State, source: Card, effect: Effect) -> dict[str, int]:
    """The second card of a PAIRED operation when `amount` names the card itself or its host:
    known as the events are built (inside a condition's `then` too); a target is given by
    `effects.events_for`."""
    if effect.amount in (SELF, HOST):
        other = card_for(state, source, effect.amount, ())
        return {"other": other.iid} if other is not None else {}
    return {}


@builds(FORCE_TO_CHI)
def _force_to_chi_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    return [{"event": FORCE_TO_CHI, "card": card.iid, "by": seat}]


@dataclass(frozen=True, slots=True)
class StrengthByForce(Effect):
    """The current battle's Province gets `sign` (+1 or -1) times the card's Force."""

    sign: int = 1


@builds(STRENGTH_BY_FORCE)
def _strength_by_force_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert isinstance(effect, StrengthByForce) and card is not None
    pid = bf.current(state)
    if pid is None:
        return []
    event = {"event": STRENGTH_BY_FORCE, "card": card.iid, "pid": pid, "sign": effect.sign}
    return [event | {"by": seat}]


def _strength_by_force(state: State, event: Event) -> None:
    amount = event["sign"] * stats.force(state, state.cards[event["card"]])
    APPLY["strength"](state, {"pid": event["pid"], "amount": amount})


@builds(TOKEN_UNTIL_NEXT_TURN)
def _token_until_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    event = {"event": TOKEN_UNTIL_NEXT_TURN, "card": card.iid, "force": effect.force}
    return [event | {"chi": effect.chi, "count": max(1, effect.amount), "seat": seat, "by": seat}]


def _token_until(state: State, event: Event) -> None:
    card = state.cards[event["card"]]
    until = f"next_turn:{event['seat']}"
    for _ in range(event["count"]):
        for stat in ("force", "chi"):
            if event[stat]:
                card.mods.append([TOKEN, stat, event[stat], until])
    name = state.players[event["seat"]].name
    state.note(f"{card.defn.title} gets a token until {name}'s next turn begins")


@builds(GIVE_KEYWORD)
def _give_keyword_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    lasts = ops.lasting(effect.lasts, seat)
    event = {"event": GIVE_KEYWORD, "card": card.iid, "keyword": effect.what, "by": seat}
    if card.zone == PROVINCE:
        # "Give Reserve to your target Personality in a Province": a card out of play.
        event["if_in_play"] = False
    return [event | {"lasts": lasts}]


def _give_keyword(state: State, event: Event) -> None:
    card = state.cards[event["card"]]
    lasts = event.get("lasts", "turn")
    card.mods.append([KEYWORD_MOD, event["keyword"], 0, lasts])
    when = lasting_text(state, lasts) or " this turn"
    state.note(f"{card.defn.title} has {event['keyword']}{when}")


@builds(CANNOT_STRAIGHTEN)
def _cannot_straighten_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    lasts = ops.lasting(effect.lasts, seat)
    return [{"event": CANNOT_STRAIGHTEN, "card": card.iid, "by": seat, "lasts": lasts}]


@builds(HIGHEST_CHI_BONUS)
def _highest_chi_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    return [{"event": HIGHEST_CHI_BONUS, "card": card.iid, "seat": seat, "by": seat}]


def _highest_chi(state: State, event: Event) -> None:
    card, seat = state.cards[event["card"]], event["seat"]
    chis = [
        stats.chi(state, other)
        for iid in in_play_ids(state, state.players[seat])
        if (other := state.cards[iid]).controller == seat
        and other.defn.type == PERSONALITY
        and (has_keyword(state, other, "Courtier") or has_keyword(state, other, "Shugenja"))
    ]
    amount = max(chis, default=0)
    ops.add_bonus(card, amount, 0)
    state.note(
        f"{card.defn.title} gets {amount:+d}F (the highest Chi of your Courtiers and Shugenja)"
    )


def _discarded_focus(state: State, source: Card) -> int:
    found = discarded_for(state, source)
    return (found.defn.focus or 0) if found is not None else 0


def _discards(source: Card) -> int:
    return sum(1 for mod in source.mods if mod[1] == DISCARDED)


@builds(FOCUS_BONUS, FOCUS_RANGED)
def _focus_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    # Only a card discarded during this resolution counts: those kept before are `seen`.
    event = {"event": effect.op, "card": card.iid, "source": source.iid, "by": seat}
    return [event | {"seen": _discards(source), "sign": -1 if effect.amount < 0 else 1}]


def _fresh(state: State, event: Event) -> bool:
    return _discards(state.cards[event["source"]]) > event["seen"]


def _focus_bonus(state: State, event: Event) -> None:
    if not _fresh(state, event):
        return
    card = state.cards[event["card"]]
    amount = event["sign"] * _discarded_focus(state, state.cards[event["source"]])
    ops.add_bonus(card, amount, 0)
    state.note(f"{card.defn.title} gets {amount:+d}F (the discarded card's Focus Value)")


def _focus_ranged(state: State, event: Event) -> None:
    if not _fresh(state, event):
        return
    strength = _discarded_focus(state, state.cards[event["source"]])
    APPLY[RANGED_ATTACK](state, event | {"strength": strength})


@builds(DISCARD_MAY, player=True)
def _discard_may_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    event = {"event": "zone_choice", "seat": seat, "zone": HAND, "kinds": effect.what}
    event |= {"left": max(1, effect.amount), "then": "discard_from_hand", "show": True}
    event |= {"optional": True, "remember": source.iid, "source": source.defn.title}
    return [event | {"by": seat}]


def _cannot_straighten(state: State, event: Event) -> None:
    card = state.cards[event["card"]]
    lasts = event.get("lasts", "turn")
    card.mods.append(["mark", ops.NO_STRAIGHTEN, 0, lasts])
    when = lasting_text(state, lasts) or " this turn"
    state.note(f"{card.defn.title} cannot straighten{when}")


# A card's stat as it is now, and its name, by the short names the records use.
STATS = {"chi": (stats.chi, "Chi"), "force": (stats.force, "Force")}
STATS["ph"] = (stats.personal_honor, "Personal Honor")


def _measured_bonus(state: State, event: Event) -> None:
    """The stat as the bonus is given; nothing if the measured card has left play."""
    card, other = state.cards[event["card"]], state.cards.get(event.get("other", -1))
    if other is None or not other.in_play:
        return
    value, name = STATS[event["stat"]]
    amount = event["sign"] * value(state, other)
    chi = event["to"] == "chi"
    ops.add_bonus(card, 0 if chi else amount, amount if chi else 0)
    what = f"{amount:+d}{'C' if chi else 'F'}"
    state.note(f"{card.defn.title} gets {what} ({other.defn.title}'s {name})")


def _force_to_chi(state: State, event: Event) -> None:
    card = state.cards[event["card"]]
    chi = stats.chi(state, card)
    ops.set_stat(state, card, "force", chi)
    state.note(f"{card.defn.title}'s Force is set to {chi} (his Chi) until the end of the turn")


APPLY.update(
    {
        MEASURED_BONUS: _measured_bonus,
        FORCE_TO_CHI: _force_to_chi,
        STRENGTH_BY_FORCE: _strength_by_force,
        TOKEN_UNTIL_NEXT_TURN: _token_until,
        GIVE_KEYWORD: _give_keyword,
        CANNOT_STRAIGHTEN: _cannot_straighten,
        HIGHEST_CHI_BONUS: _highest_chi,
        FOCUS_BONUS: _focus_bonus,
        FOCUS_RANGED: _focus_ranged,
    }
)


def _ph_below_chi(state: State, card: Card, source: Card) -> bool:
    return stats.personal_honor(state, card) < stats.chi(state, source)


def _fewer_provinces(state: State, card: Card, source: Card) -> bool:
    """ "if you have fewer Provinces than any other player" (the player of the card whose
    ability it is)."""
    mine = len(state.players[source.controller].provinces)
    return any(
        mine < len(other.provinces)
        for other in state.players
        if other.seat != source.controller and not other.eliminated
    )


tg.SOURCE_CONDITIONS.update({"ph_below_chi": _ph_below_chi, "fewer_provinces": _fewer_provinces})


def _force_zero_or_thunder(state: State, seat: int, source: Card, card: Card | None) -> bool:
    """ "If its Force is now 0 or this Shugenja is Thunder" (on a Spell)."""
    host = state.cards[source.host] if source.host is not None else None
    return (card is not None and stats.force(state, card) == 0) or (
        host is not None and has_keyword(state, host, "Thunder")
    )


def _weapon_or_courtier(state: State, seat: int, source: Card, card: Card | None) -> bool:
    """ "If Toshimo has a Weapon or you control a Courtier" (the card itself)."""
    weapon = any(
        state.cards[iid].defn.type == ITEM and state.cards[iid].defn.has_keyword("Weapon")
        for iid in source.attachments
    )
    return weapon or any(
        state.cards[iid].controller == seat
        and state.cards[iid].defn.type == PERSONALITY
        and has_keyword(state, state.cards[iid], "Courtier")
        for iid in in_play_ids(state, state.players[seat])
    )


def _force_within_focus(state: State, seat: int, source: Card, card: Card | None) -> bool:
    """ "with Force equal to or lower than the discarded card's Focus Value"."""
    return card is not None and stats.force(state, card) <= _discarded_focus(state, source)


CONDITIONS.update(
    {
        "force_zero_or_thunder": _force_zero_or_thunder,
        "weapon_or_courtier": _weapon_or_courtier,
        "force_within_focus": _force_within_focus,
    }
)
