"""Hand-written records, titles starting with V."""

from rules.engine.compiler import Compiled
from rules.engine.effects import HOST, PLAYER, Effect
from rules.engine.effects_conditions import REQUIRE
from rules.engine.effects_scripted import IF, TO_BATTLE, ToBattle, When
from rules.engine.effects_stats import MEASURED_BONUS, MeasuredBonus
from rules.engine.effects_zones import DISCARD_COST
from rules.engine.targets import YOURS, Target

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Home Battle: If this Personality would be opposed, discard a card to move him to the
    # current battlefield." Taken while he is at home («Дом»); the condition holds as it is
    # announced and again as it resolves (the discard is its cost).
    "Versatile Blade": {
        1: Compiled(
            (),
            (
                Effect(REQUIRE, PLAYER, what="would_be_opposed"),
                Effect(DISCARD_COST, PLAYER, amount=1),
                When(IF, HOST, cond="would_be_opposed", then=ToBattle(TO_BATTLE, HOST)),
            ),
        )
    },
    # "Dark Virtue Open: Target your unbowed Samurai. Give a target Personality a Force
    # penalty equal to your Samurai's Force." (his Force as the penalty is given).
    "Vigilant Eyes": {
        0: Compiled(
            (
                Target(
                    side=YOURS,
                    traits=("Samurai",),
                    states=("unbowed",),
                    text="your target unbowed Samurai",
                ),
                Target(text="a target Personality"),
            ),
            (MeasuredBonus(MEASURED_BONUS, 1, amount=0, stat="force", sign=-1),),
        )
    },
}
