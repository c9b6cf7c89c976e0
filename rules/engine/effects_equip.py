"""Equipping a card from the hand as an effect ("Battle, :gstar:: Equip a Follower to Chiboshi.
You may take an additional Battle action." — Daigotsu Chiboshi).

«Ввод карт в игру»: a Follower, Item or Spell is brought into play from the hand by paying its
Gold Cost and attaching it to one of your Personalities («Солдаты, предметы, заклинания и
предки»: what a Personality may take, `play.attach_problem`). The ":gstar:" before the colon is
that Gold, paid as the action is announced (`variable_cost`: the player chooses the amount):
as the effect resolves he chooses which card of the kind from his hand he Equips, among
those whose Gold Cost the amount covers (the excess is lost, as any Gold produced beyond a
cost). Without such a cost each way is paid as it is chosen (the cheapest payment). With no
card he could pay for, the ability is not offered.
"""

from dataclasses import dataclass

from rules.engine import gold, ops, payment, play, variable_cost
from rules.engine.abilities import abilities
from rules.engine.effects import REQUIRES, Effect, builds, card_for
from rules.engine.effects_choice import EITHER
from rules.engine.events import APPLY, Event, emit
from rules.engine.state import HAND, Card, State
from rules.engine.traits import traits

EQUIP_FROM_HAND = "equip_from_hand"
EQUIPPED = "equipped_from_hand"


@dataclass(frozen=True, slots=True)
class EquipFromHand(Effect):
    """A card of one of `kinds` (card types) from the acting player's hand, attached to the
    card the effect is on, paying its Gold Cost."""

    kinds: tuple[str, ...] = ()
    # "You may take an additional action from the Spell" (Isawa Kosea): once it is attached,
    # the player may take one more action, only one of that card's.
    then_action: bool = False


def _ways(
    state: State, seat: int, effect: EquipFromHand, person: Card, budget: int | None = None
) -> list[tuple[Card, int, tuple[int, ...]]]:
    """The cards the player may Equip to `person` now, with their cost and cheapest payment;
    with a `budget` (the Gold already paid as the action's ":gstar:" cost), those it covers,
    nothing more to pay."""
    if not person.in_play:
        return []
    pays = payment.Payments(state, seat)
    found = []
    for iid in state.players[seat].hand:
        card = state.cards[iid]
        if card.defn.type not in effect.kinds:
            continue
        if play.attach_problem(state, card, person) is not None:
            continue
        cost = play.attach_cost(state, seat, card.defn, person)
        if budget is not None:
            if cost <= budget:
                found.append((card, 0, ()))
            continue
        paid = pays.for_cost(cost, gold.Purchase(card.defn)) if cost > 0 else ()
        if paid is not None:
            found.append((card, cost, tuple(paid)))
    return found


def _prepaid(source: Card, effect: Effect) -> bool:
    """The effect is of an action whose ":gstar:" cost is the Gold the Equip takes (paid as
    the action is announced, `variable_cost`)."""
    return any(
        effect in ability.effects and ability.gold_star for ability in abilities(source.defn)
    )


def _possible(state: State, seat: int, source: Card, effect: Effect) -> bool:
    assert isinstance(effect, EquipFromHand)
    person = card_for(state, source, effect.on, ())
    return person is not None and bool(_ways(state, seat, effect, person))


REQUIRES[EQUIP_FROM_HAND] = _possible


@builds(EQUIP_FROM_HAND)
def _equip_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert isinstance(effect, EquipFromHand)
    if card is None:
        return []
    budget = variable_cost.paid() if _prepaid(source, effect) else None
    ways = [
        [
            {
                "event": EQUIPPED,
                "card": found.iid,
                "host": card.iid,
                "cost": cost,
                "pay": list(paid),
                "then_action": effect.then_action,
                # The card is in the hand (`events.applies`).
                "if_in_play": False,
                "by": seat,
            }
        ]
        for found, cost, paid in _ways(state, seat, effect, card, budget)
    ]
    if len(ways) <= 1:
        return ways[0] if ways else []
    labels = [f"Equip {state.cards[way[0]['card']].defn.title}" for way in ways]
    return [
        {
            "event": EITHER,
            "seat": seat,
            "ways": ways,
            "labels": labels,
            "source": source.defn.title,
            "by": seat,
        }
    ]


def _equipped(state: State, event: Event) -> None:
    card, person = state.cards[event["card"]], state.cards[event["host"]]
    seat = event["by"]
    if card.zone != HAND or card.owner != seat or not person.in_play:
        return
    if play.attach_problem(state, card, person) is not None:
        state.note(f"{card.defn.title} cannot join {person.defn.title}")
        return
    pay, cost, purchase = tuple(event["pay"]), event["cost"], gold.Purchase(card.defn)
    available = payment.producers(state, seat, purchase)
    if sum(available.get(iid, 0) for iid in pay) < cost or any(iid not in available for iid in pay):
        state.note(f"{card.defn.title} cannot be paid for")
        return
    payment.pay(state, seat, pay, cost, card.defn.title, purchase)
    ops.take(state, card)
    ops.place_attached(state, card, person)
    if traits(card.defn).enters_bowed:
        ops.bow(card)
    state.note(f"{card.defn.title} joins {person.defn.title} ({cost} Gold)")
    if event.get("then_action"):
        # After it has entered play (the events run in the order pushed, the last first).
        emit(state, "extra_action", seat=seat, battle=False, count=1, only=f"card:{card.iid}")
    emit(state, "entered_play", card=card.iid, by=seat, equipped=True)


APPLY[EQUIPPED] = _equipped
