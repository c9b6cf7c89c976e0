"""A Force and Chi bonus equal to the number of Spells attached to the card given it
("Give him a Force and Chi bonus equal to the number of his attached Spells",
Scholarship): counted as the effect resolves («Стоимость и эффекты»); no Spells, no bonus.
Like any bonus it lasts the turn («Бонусы и штрафы»)."""

from rules.engine import ops
from rules.engine.cards import SPELL
from rules.engine.effects import Effect, builds
from rules.engine.events import Event
from rules.engine.state import Card, State

SPELL_COUNT_BONUS = "spell_count_bonus"


@builds(SPELL_COUNT_BONUS)
def _spell_count_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    count = sum(1 for iid in card.attachments if state.cards[iid].defn.type == SPELL)
    if not count:
        return []
    return [
        {
            "event": "bonus",
            "card": card.iid,
            "force": count * effect.force,
            "chi": count * effect.chi,
            "by": seat,
            "lasts": ops.lasting(effect.lasts, seat),
        }
    ]
