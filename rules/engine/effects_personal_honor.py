"""A Personal Honor bonus or penalty given by an action ("Permanently give him -1PH"): a
modifier on the card like a Force bonus, lasting the turn unless the text says longer
(`Effect.lasts`), read by `stats.personal_honor` («Бонусы и штрафы»; a dishonored
Personality's Personal Honor is still 0, «Бесчестье»)."""

from rules.engine import ops
from rules.engine.effects import BONUS, LASTING, Effect, builds, lasting_text
from rules.engine.events import APPLY, Event
from rules.engine.state import Card, State

PH_BONUS = "ph_bonus"
# The stat a Personal Honor modifier is kept under among a card's modifiers (`Card.mods`),
# as `stats.personal_honor` reads it.
PH = "ph"
LASTING.add(PH_BONUS)


@builds(PH_BONUS)
def _ph_bonus_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    return [
        {
            "event": PH_BONUS,
            "card": card.iid,
            "amount": effect.amount,
            "by": seat,
            "lasts": ops.lasting(effect.lasts, seat),
        }
    ]


def _ph_bonus(state: State, event: Event) -> None:
    card = state.cards[event["card"]]
    lasts = event.get("lasts", "turn")
    ops.add_mod(card, BONUS, PH, event["amount"], lasts)
    state.note(f"{card.defn.title} gets {event['amount']:+d}PH{lasting_text(state, lasts)}")


APPLY.update({PH_BONUS: _ph_bonus})
