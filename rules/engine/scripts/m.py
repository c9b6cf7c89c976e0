"""Hand-written records, titles starting with M."""

from rules.engine.cards import PERSONALITY
from rules.engine.compiler import Compiled
from rules.engine.effects import BOW, MOVE_HOME, Effect
from rules.engine.targets import ENEMY, Target

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Battle, :bow:: Move home a target enemy unit." A unit is targeted through its
    # Personality («Эффект, целью которого является отряд, одновременно выбирает в качестве
    # цели и его командира»).
    "Matsu Morito": {
        0: Compiled(
            (Target(side=ENEMY, kinds=(PERSONALITY,), text="a target enemy unit"),),
            (Effect(MOVE_HOME, 0),),
        )
    },
    # "Battle: Bow a target enemy Personality with lower Force and lower Chi." (than
    # Tsukazu).
    "Mirumoto Tsukazu": {
        0: Compiled(
            (
                Target(
                    side=ENEMY,
                    conditions=(("lower_force_and_chi", "is", 0),),
                    text="a target enemy Personality with lower Force and lower Chi",
                ),
            ),
            (Effect(BOW, 0),),
        )
    },
}
