"""Honor gained equal to a Personality's printed Personal Honor: "Gain Honor equal to the
Personality's printed Personal Honor." (Yokutsu no Shiryo, of the Personality who has just
committed seppuku). Printed: the value on the card, whatever bonuses he had («Бонусы и
штрафы»); a gain like any other (`effects.HONOR`)."""

from rules.engine.effects import BUILDERS, HONOR, PLAYER, Effect, builds
from rules.engine.events import Event
from rules.engine.state import Card, State

PRINTED_PH_HONOR = "printed_ph_honor"


@builds(PRINTED_PH_HONOR)
def _printed_ph_honor_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    amount = card.defn.personal_honor or 0
    if amount <= 0:
        return []
    gain = Effect(HONOR, PLAYER, amount=amount)
    return BUILDERS[HONOR](state, seat, source, gain, None)
