"""Hand-written records, titles starting with N."""

from rules.engine.cards import ITEM
from rules.engine.compiler import Compiled
from rules.engine.effects import HONOR, PLAYER, Effect
from rules.engine.effects_choice import TRANSFER
from rules.engine.strategy_conditions_lz2 import NOT_ITS_HOLDER
from rules.engine.targets import Target

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Limited: Target a Personality's Item and another Personality: Transfer the first
    # target to the second. Lose 3 Honor." The transfer follows the rules of attaching
    # (`effects_choice._transfer`); the Honor is lost either way.
    "Ninja Thief": {
        0: Compiled(
            (
                Target(kinds=(ITEM,), text="a target Personality's Item"),
                Target(
                    conditions=((NOT_ITS_HOLDER, "is", 0),),
                    text="another target Personality",
                ),
            ),
            (Effect(TRANSFER, 1, amount=0), Effect(HONOR, PLAYER, amount=-3)),
        )
    },
}
