"""A Force or Chi bonus counted as the effect resolves from the cards a player controls
(`effects_counted` counts those around a card): one point for each card in play its
player controls that a description fits ("Give a target Personality a Force and Chi bonus
equal to the number of Temples you control"). The bonus is then fixed: it does not follow
the count afterwards («Бонусы и штрафы»: an effect's amount is measured as it resolves)."""

from dataclasses import dataclass, field

from rules.engine import ops
from rules.engine import targets as tg
from rules.engine.effects import BONUS, LASTING, Effect, builds
from rules.engine.events import Event
from rules.engine.state import Card, State

CONTROL_COUNT_BONUS = "control_count_bonus"
LASTING.add(CONTROL_COUNT_BONUS)


@dataclass(frozen=True, slots=True)
class ControlCountBonus(Effect):
    """`force` and `chi` per card in play the acting player controls that `group` fits."""

    group: tg.Target = field(default_factory=tg.Target)


def count(state: State, seat: int, group: tg.Target) -> int:
    """The cards in play `seat` controls that `group` describes (not targets: his bowed
    Personalities count)."""
    return sum(
        1
        for card in tg.cards_in_play(state)
        if card.controller == seat and tg.qualifies(state, seat, card, group, False, True)
    )


@builds(CONTROL_COUNT_BONUS)
def _control_count_bonus_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert isinstance(effect, ControlCountBonus) and card is not None
    n = count(state, seat, effect.group)
    if not n:
        return []
    return [
        {
            "event": BONUS,
            "card": card.iid,
            "force": effect.force * n,
            "chi": effect.chi * n,
            "count": 1,
            "by": seat,
            "lasts": ops.lasting(effect.lasts, seat),
        }
    ]
