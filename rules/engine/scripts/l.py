"""Hand-written records, titles starting with L."""

from rules.engine.compiler import Compiled
from rules.engine.effects import BOW, Effect
from rules.engine.targets import Target

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Battle, :bow:: Bow a target Personality with Force equal to or lower than this
    # Personality's." (the Personality the Item is on).
    "Lost Blade of the Maharaja": {
        0: Compiled(
            (
                Target(
                    conditions=(("force_at_most_host", "is", 0),),
                    text="a target Personality with Force equal to or lower than this "
                    "Personality's",
                ),
            ),
            (Effect(BOW, 0),),
        )
    },
}
