"""Hand-written records, titles starting with D."""

from rules.engine.compiler import Compiled
from rules.engine.effects_scripted import TO_BATTLE, ToBattle
from rules.engine.targets import ANYWHERE, ENEMY, YOURS, Target

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Battle: Target your unbowed attacking Personality. Move a target enemy Personality at
    # any location to the current battlefield. Straighten him as he moves."
    "Determined Challenge": {
        0: Compiled(
            (
                Target(
                    side=YOURS,
                    states=("unbowed", "attacking"),
                    text="your target unbowed attacking Personality",
                ),
                Target(
                    side=ENEMY,
                    where=ANYWHERE,
                    text="a target enemy Personality at any location",
                ),
            ),
            (ToBattle(TO_BATTLE, 1, straighten="self"),),
        )
    },
}
