"""Hand-written records, titles starting with P."""

from rules.engine.compiler import Compiled
from rules.engine.effects import DESTROY, PLAYER, Effect
from rules.engine.effects_measured import STARTING_HONOR_LOSS
from rules.engine.targets import Target

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Ninja Limited, :g10:: Destroy a target Personality with 3 or lower Chi, or with 4 or
    # lower Chi if you control a Ninja Personality. Lose Honor equal to your Starting Family
    # Honor."
    "Planted Evidence": {
        0: Compiled(
            (
                Target(
                    conditions=(("chi_3_or_4_with_ninja", "is", 0),),
                    text="a target Personality with 3 or lower Chi, or with 4 or lower Chi "
                    "if you control a Ninja Personality",
                ),
            ),
            (Effect(DESTROY, 0), Effect(STARTING_HONOR_LOSS, PLAYER)),
        )
    },
}
