"""Hand-written records, titles starting with D."""

from rules.engine.compiler import Compiled
from rules.engine.effects import BONUS, Effect
from rules.engine.effects_scripted import TO_BATTLE, ToBattle
from rules.engine.effects_stats import FORCE_TO_CHI
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
    # "Open: Target a Personality with lower Personal Honor than Soeka's Chi. Set his Force
    # equal to his own Chi."
    "Doji Soeka": {
        0: Compiled(
            (
                Target(
                    conditions=(("ph_below_chi", "is", 0),),
                    text="a target Personality with lower Personal Honor than Soeka's Chi",
                ),
            ),
            (Effect(FORCE_TO_CHI, 0),),
        )
    },
    # "Battle: Give one to three of your target defending Personalities +2F."
    "Defensive Formation": {
        0: Compiled(
            tuple(
                Target(
                    side=YOURS,
                    states=("defending",),
                    text="your target defending Personality",
                    optional=index > 0,
                )
                for index in range(3)
            ),
            tuple(Effect(BONUS, index, force=2) for index in range(3)),
        )
    },
}
