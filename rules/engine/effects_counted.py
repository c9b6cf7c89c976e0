"""A Force or Chi bonus (or penalty) counted as the effect resolves from the cards around
another card: "Give Domotai a Force bonus equal to the number of other Matsu Family
Personalities in his army", "Give Shinya a Force bonus equal to the number of Shugenja
opposing him", "Give Mokoto +1F for each other Toturi's Army Personality in his army",
"Give it a Force penalty equal to the number of Tsuno in Nintai's army", "... equal to the
number of units opposing him".

The card whose army is looked at is named by `amount`: the card given the bonus (`on`),
the card itself or its host. His army is his side's units at the battlefield he is at («Фаза
атаки»: the units of one side at one battlefield); the cards opposing him are the other
side's units at the current battlefield while he is in the battle. Like any bonus it lasts
the turn («Бонусы и штрафы»).
"""

from dataclasses import dataclass

from rules.engine import battlefield as bf
from rules.engine import ops
from rules.engine.cards import FOLLOWER, PERSONALITY
from rules.engine.continuous import is_trait
from rules.engine.effects import Effect, builds, card_for
from rules.engine.events import APPLY, Event
from rules.engine.keywords import is_cavalry, is_naval
from rules.engine.state import Card, State

COUNTED_BONUS = "counted_bonus"
UNIT = "unit"
ARMY = "army"
OPPOSING = "opposing"


@dataclass(frozen=True, slots=True)
class Counted(Effect):
    """`force`/`chi` per card counted, given to `on`; the cards counted are those of
    `kind` (PERSONALITY, FOLLOWER, UNIT, or "" for Personalities and Followers) with all
    of `traits` (a Family as "Matsu Family"), `where` (ARMY or OPPOSING) the card `amount`
    names, without that card itself when `other`."""

    kind: str = ""
    traits: tuple[str, ...] = ()
    where: str = ARMY
    other: bool = False


@builds(COUNTED_BONUS)
def _counted_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert isinstance(effect, Counted) and card is not None
    around = card if effect.amount == effect.on else card_for(state, source, effect.amount, ())
    if around is None:
        return []
    return [
        {
            "event": COUNTED_BONUS,
            "card": card.iid,
            "force": effect.force,
            "chi": effect.chi,
            "kind": effect.kind,
            "traits": list(effect.traits),
            "where": effect.where,
            "exclude": effect.other,
            "around": around.iid,
        }
    ]


def _fits(state: State, card: Card, trait: str) -> bool:
    if trait.endswith(" Family"):
        name = card.defn.personality_name or card.defn.title
        return name.split(" ", 1)[0] == trait.removesuffix(" Family")
    return is_trait(state, card, trait)


def _unit_fits(state: State, unit: Card, trait: str) -> bool:
    if trait == "Cavalry":
        return is_cavalry(state, unit)
    if trait == "Naval":
        return is_naval(state, unit)
    return _fits(state, unit, trait)


def _units(state: State, around: Card, where: str) -> list[Card]:
    """The units of `around`'s army, or those opposing him in the current battle."""
    pid = bf.location(state, around)
    side = bf.side_of(state, around.controller)
    if pid is None or side is None:
        return []
    if where == ARMY:
        return list(bf.units_at(state, pid, side))
    if not bf.in_battle(state, around):
        return []
    return [
        unit
        for unit in bf.units_at(state, pid)
        if bf.side_of(state, unit.controller) not in (None, side)
    ]


def count(state: State, around: Card, event: Event) -> int:
    """How many cards the event's description fits around `around`."""
    traits, kind = event["traits"], event["kind"]
    units = _units(state, around, event["where"])
    if kind == UNIT:
        return sum(
            1
            for unit in units
            if not (event["exclude"] and unit is bf.person_of(state, around))
            and all(_unit_fits(state, unit, t) for t in traits)
        )
    kinds = (kind,) if kind else (PERSONALITY, FOLLOWER)
    return sum(
        1
        for unit in units
        for card in (unit, *bf.followers(state, unit))
        if card.defn.type in kinds
        and not (event["exclude"] and card is around)
        and all(_fits(state, card, t) for t in traits)
    )


def _counted_bonus(state: State, event: Event) -> None:
    card, around = state.cards[event["card"]], state.cards[event["around"]]
    if not around.in_play or not card.in_play:
        return
    n = count(state, around, event)
    force, chi = event["force"] * n, event["chi"] * n
    ops.add_bonus(card, force, chi)
    given = "/".join(f"{v:+d}{s}" for v, s in ((force, "F"), (chi, "C")) if v) or "nothing"
    state.note(f"{card.defn.title} gets {given} ({n} counted)")


APPLY.update({COUNTED_BONUS: _counted_bonus})
