"""Hand-written records, titles starting with S."""

from rules.engine.compiler import Compiled
from rules.engine.effects_scripted import STAT_BONUS, StatBonus
from rules.engine.targets import YOURS, Target

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Battle: Give your target opposed Personality a Force bonus equal to his Personal
    # Honor."
    "Strength of my Father": {
        0: Compiled(
            (Target(side=YOURS, states=("opposed",), text="your target opposed Personality"),),
            (StatBonus(STAT_BONUS, 0, stat="ph"),),
        )
    },
}
