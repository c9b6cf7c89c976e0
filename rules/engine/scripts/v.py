"""Hand-written records, titles starting with V."""

from rules.engine.compiler import Compiled
from rules.engine.effects_stats import MEASURED_BONUS, MeasuredBonus
from rules.engine.targets import YOURS, Target

RECORDS: dict[str, dict[int, Compiled]] = {
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
