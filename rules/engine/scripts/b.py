"""Hand-written records, titles starting with B."""

from rules.engine.compiler import Compiled
from rules.engine.effects_scripted import TO_BATTLE, ToBattle
from rules.engine.targets import ANYWHERE, YOURS, Target

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Absent Battle: Target your Personality at any location who assigned to this
    # battlefield (this turn). Move him there and straighten his unit as he moves."
    "Back to the Front": {
        0: Compiled(
            (
                Target(
                    side=YOURS,
                    conditions=(("assigned_here", "is", 0),),
                    where=ANYWHERE,
                    text="your target Personality at any location who assigned to this battlefield",
                ),
            ),
            (ToBattle(TO_BATTLE, 0, straighten="unit"),),
        )
    },
}
