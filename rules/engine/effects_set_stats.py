"""A card's Force or Chi set to a number («Бонусы и штрафы»: a "set to" value is kept as the
difference it made when it was applied, so later changes still move the value —
`stats.set_delta`), for the effect's duration (the turn unless the text says otherwise):

- SET_STAT: "Set a target enemy card's Force to 0" — `what` the stat, `amount` the number.
- REDUCE_STAT: "Reduce his Force to 0" — the same, but a value already lower stays.
"""

from rules.engine import ops, stats
from rules.engine.effects import LASTING, Effect, builds, lasting_text
from rules.engine.events import APPLY, Event
from rules.engine.state import SET, Card, State

SET_STAT = "set_stat"
REDUCE_STAT = "reduce_stat"
LASTING.update((SET_STAT, REDUCE_STAT))


@builds(SET_STAT, REDUCE_STAT)
def _set_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    event = {"event": effect.op, "card": card.iid, "stat": effect.what, "amount": effect.amount}
    return [event | {"lasts": ops.lasting(effect.lasts, seat), "by": seat}]


def _set(state: State, event: Event) -> None:
    card = state.cards[event["card"]]
    stat, wanted = event["stat"], event["amount"]
    delta = stats.set_delta(state, card, stat, wanted)
    if event["event"] == REDUCE_STAT:
        delta = min(0, delta)
    lasts = event.get("lasts", "turn")
    if delta:
        ops.add_mod(card, SET, stat, delta, lasts)
    when = lasting_text(state, lasts) or " this turn"
    word = "Force" if stat == "force" else "Chi"
    state.note(f"{card.defn.title}'s {word} is {stats.value(state, card, stat)}{when}")


APPLY[SET_STAT] = _set
APPLY[REDUCE_STAT] = _set
