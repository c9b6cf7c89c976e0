"""Operations of the hand-written records (`rules.engine.scripts`) whose amount is measured
as the action resolves, or that move a card the way no phrasing does yet:

- MEASURED_RANGED: a Ranged Attack whose strength is `base` plus a measure: a stat of the
  card `amount` names, as PAIRED operations name their second card (a target, the card
  itself or its host: "Ranged Attack with strength equal to his Chi"), or
  "family_honor" +1 for every 10 points of the acting player's Family Honor.
- STARTING_HONOR_LOSS: the acting player loses Honor equal to his Starting Family Honor.
- SWAP_PAIR: two targets (the second named by `amount`) switch locations, their units
  straightening as they move ("Switch their locations. Straighten both their units as they
  move.").
- USE_AGAIN: the card's abilities may be used a second time (their limits allow one use
  more: "You may use its abilities a second time").
- IF_THEN_ON (`WhenOn`): `then` on the card itself or its host (its own `on`) if `cond`
  holds for the card `on` names ("bow this Shugenja to bow a target enemy card with
  attachments": bowing him when the target has attachments).

Conditions of `effects_scripted.When` and target conditions the records name register here
too.
"""

from dataclasses import dataclass

from rules.engine import battlefield as bf
from rules.engine import continuous, effects, stats
from rules.engine import effects_scripted as scripted
from rules.engine import targets as tg
from rules.engine.cards import PERSONALITY
from rules.engine.effects import Effect, builds
from rules.engine.effects_battle import RANGED_ATTACK
from rules.engine.effects_stats import STATS, named_other
from rules.engine.events import APPLY, Event
from rules.engine.state import Card, State

MEASURED_RANGED = "measured_ranged"
STARTING_HONOR_LOSS = "starting_honor_loss"
SWAP_PAIR = scripted.SWAP_PAIR
USE_AGAIN = "use_again"
IF_THEN_ON = "if_then_on"
effects.PAIRED.update((MEASURED_RANGED, SWAP_PAIR))


@dataclass(frozen=True, slots=True)
class Measured(Effect):
    """`op` on the card `on`, its amount `base` plus `stat` of the card `amount` names
    ("force", "chi", "ph"), or "family_honor" (a tenth of the acting player's Family Honor,
    rounded down)."""

    stat: str = "force"
    base: int = 0


@dataclass(frozen=True, slots=True)
class WhenOn(scripted.When):
    """`then` acts on the card its own `on` names (SELF or HOST); `cond` is checked on the
    card this effect's `on` names, when its turn comes."""


@builds(IF_THEN_ON)
def _if_then_on_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert isinstance(effect, WhenOn) and card is not None
    other = effects.card_for(state, source, effect.then.on, ())
    if other is None:
        return []
    then = effects.BUILDERS[effect.then.op](state, seat, source, effect.then, other)
    return [
        {
            "event": "when",
            "cond": effect.cond,
            "seat": seat,
            "source": source.iid,
            "card": card.iid,
            "then": then,
            "by": seat,
        }
    ]


@builds(MEASURED_RANGED)
def _measured_ranged_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert isinstance(effect, Measured) and card is not None
    event: Event = {
        "event": MEASURED_RANGED,
        "card": card.iid,
        "stat": effect.stat,
        "base": effect.base,
        "source": source.iid,
        "seat": seat,
        "by": seat,
    }
    return [event | named_other(state, source, effect)]


def _measured_ranged(state: State, event: Event) -> None:
    if event["stat"] == "family_honor":
        strength = event["base"] + max(0, state.players[event["seat"]].honor) // 10
    else:
        other = state.cards.get(event.get("other", -1))
        if other is None or not other.in_play:
            return
        strength = event["base"] + STATS[event["stat"]][0](state, other)
    APPLY[RANGED_ATTACK](
        state,
        {
            "event": RANGED_ATTACK,
            "card": event["card"],
            "strength": strength + event.get("bonus", 0),
            "source": event["source"],
            "by": event["by"],
        },
    )


@builds(SWAP_PAIR)
def _swap_pair_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    return [{"event": "swap", "card": card.iid, "by": seat}]


@builds(USE_AGAIN)
def _use_again_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    return [{"event": USE_AGAIN, "card": card.iid, "by": seat}]


def _use_again(state: State, event: Event) -> None:
    from rules.engine.cardplay import allow_again

    card = state.cards[event["card"]]
    allow_again(state, card)
    state.note(f"{card.defn.title}'s abilities may be used a second time")


@builds(STARTING_HONOR_LOSS, player=True)
def _starting_honor_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    loss = state.players[seat].starting_honor
    why = source.defn.title
    honor = {"event": "honor", "seat": seat, "amount": -loss, "why": why, "by": seat}
    return [honor | {"origin": source.iid}]


APPLY.update(
    {
        MEASURED_RANGED: _measured_ranged,
        USE_AGAIN: _use_again,
    }
)


# -- conditions -----------------------------------------------------------------------------
def _host_unbowed(state: State, seat: int, source: Card, card: Card | None) -> bool:
    """ "If this Shugenja is unbowed": the Personality the card is attached to."""
    return source.host is not None and not state.cards[source.host].bowed


def _opposed(state: State, seat: int, source: Card, card: Card | None) -> bool:
    """«Противостоящие»: in the battle, with units of the other side there."""
    return (
        card is not None
        and bf.in_battle(state, card)
        and scripted.CONDITIONS["would_be_opposed"](state, seat, source, card)
    )


def _more_cards_in_hand(state: State, seat: int, source: Card, card: Card | None) -> bool:
    mine = len(state.players[seat].hand)
    return all(
        mine > len(other.hand)
        for other in state.players
        if other.seat != seat and not other.eliminated
    )


scripted.CONDITIONS.update(
    {
        "printed_force_5": lambda state, seat, source, card: (
            card is not None and (card.defn.force or 0) >= 5
        ),
        "host_unbowed": _host_unbowed,
        "has_attachments": lambda state, seat, source, card: (
            card is not None and bool(card.attachments)
        ),
        "opposed": _opposed,
        "more_cards_in_hand": _more_cards_in_hand,
    }
)


def _controls_ninja(state: State, seat: int) -> bool:
    return any(
        card.controller == seat
        and card.defn.type == PERSONALITY
        and continuous.has_keyword(state, card, "Ninja")
        for card in tg.cards_in_play(state)
    )


def _planted_chi(state: State, card: Card, source: Card) -> bool:
    """ "with 3 or lower Chi, or with 4 or lower Chi if you control a Ninja Personality"."""
    bound = 4 if _controls_ninja(state, source.controller) else 3
    return stats.chi(state, card) <= bound


tg.SOURCE_CONDITIONS.update(
    {
        "chi_3_or_4_with_ninja": _planted_chi,
        # Where an attachment is transferred: a Personality other than its bearer.
        "not_host": lambda state, card, source: card.iid != source.host,
    }
)
tg.PAIR_CONDITIONS.update(
    {
        "force_below": lambda state, card, other: (
            stats.force(state, card) < stats.force(state, other)
        ),
        # "Target two Personalities controlled by the same player at different locations."
        "same_controller_elsewhere": lambda state, card, other: (
            card.controller == other.controller
            and bf.location(state, card) != bf.location(state, other)
        ),
    }
)
tg.CONDITIONS.update({"zero_ph": lambda state, card: stats.personal_honor(state, card) == 0})
