"""Bonuses the phrasings in `rules.engine.phrasings.bonuses` read: a larger bonus when the
card has a trait ("Give him +2F, or +4F if he is Crab Clan"), and a bonus to every card a
description fits at the current battlefield ("Give each of your Personalities at this
battlefield +1F"). Both last until the end of the turn, the default duration («Если на
карте прямо не указана продолжительность ее эффекта, то он прекращается в конце текущего
хода»), unless the text says how long (`Effect.lasts`).
"""

from dataclasses import dataclass

from rules.engine import battlefield as bf
from rules.engine import ops
from rules.engine import targets as tg
from rules.engine.effects import BONUS, LASTING, Effect, builds
from rules.engine.effects_scripted import Each
from rules.engine.events import Event
from rules.engine.state import Card, State

TRAIT_BONUS = "trait_bonus"
BATTLEFIELD_BONUS = "battlefield_bonus"
LASTING.update((TRAIT_BONUS, BATTLEFIELD_BONUS))


@dataclass(frozen=True, slots=True)
class TraitBonus(Effect):
    """`force`/`chi`, or `force2`/`chi2` instead when the card has `trait` as the effect
    resolves ("Crab Clan", "dishonorable", "defending")."""

    trait: str = ""
    force2: int = 0
    chi2: int = 0


@dataclass(frozen=True, slots=True)
class BattlefieldBonus(Each):
    """`then` (a bonus) on every card `group` describes at the current battlefield; nothing
    outside a battle."""


def has(state: State, card: Card, trait: str) -> bool:
    if trait == "dishonorable":
        return card.dishonored
    if trait == "defending":
        return bf.side_of(state, card.controller) == bf.DEFENDER and bf.in_battle(state, card)
    defn = card.defn
    return defn.has_keyword(trait) or any(trait in (clan, f"{clan} Clan") for clan in defn.clans)


@builds(TRAIT_BONUS)
def _trait_bonus_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert isinstance(effect, TraitBonus) and card is not None
    force, chi = (
        (effect.force2, effect.chi2)
        if has(state, card, effect.trait)
        else (effect.force, effect.chi)
    )
    lasts = ops.lasting(effect.lasts, seat)
    return [
        {
            "event": BONUS,
            "card": card.iid,
            "force": force,
            "chi": chi,
            "count": 1,
            "by": seat,
            "lasts": lasts,
        }
    ]


def members(state: State, seat: int, effect: Effect) -> list[Card]:
    """The cards a BattlefieldBonus reaches: none outside a battle."""
    assert isinstance(effect, BattlefieldBonus)
    if bf.current(state) is None:
        return []
    return [
        member
        for member in tg.cards_in_play(state)
        if tg.qualifies(state, seat, member, effect.group, True, True)
    ]


@builds(BATTLEFIELD_BONUS, player=True)
def _battlefield_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert isinstance(effect, BattlefieldBonus)
    then = effect.then
    lasts = ops.lasting(effect.lasts, seat)
    return [
        {
            "event": BONUS,
            "card": member.iid,
            "force": then.force,
            "chi": then.chi,
            "count": 1,
            "by": seat,
            "lasts": lasts,
        }
        for member in members(state, seat, effect)
    ]


def battlefield_worth(state: State, seat: int, effect: Effect) -> int:
    """The Force a bonus to every card at the battlefield adds to the acting player's side
    (less what it adds to the other side), for the players' policies."""
    assert isinstance(effect, BattlefieldBonus)
    return sum(
        (1 if card.controller == seat else -1) * effect.then.force
        for card in members(state, seat, effect)
    )
