"""Hand-written records, titles starting with Y."""

from rules.engine.cards import HOLDING
from rules.engine.compiler import Compiled
from rules.engine.effects import BONUS, BOW_UNIT, MOVE_HOME, Effect
from rules.engine.effects_scripted import IF, SILENCE, When
from rules.engine.targets import ENEMY, Target

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Open: If it is your turn or you control a Courtier, give a target Personality -2F."
    "Yogo Nobukai": {
        0: Compiled(
            (Target(text="a target Personality"),),
            (When(IF, 0, cond="your_turn_or_courtier", then=Effect(BONUS, 0, force=-2)),),
        )
    },
    # "Open, :bow:: A target Holding's abilities may not be used." (as Coastal Pearl Bed).
    "Yukihime's Hot Springs": {
        0: Compiled((Target(kinds=(HOLDING,), text="a target Holding"),), (Effect(SILENCE, 0),))
    },
    # "Battle, :bow:: Move a target enemy non-Naval Personality home and bow his unit as he
    # moves."
    "Yoritomo Ichido": {
        0: Compiled(
            (
                Target(
                    side=ENEMY,
                    conditions=(("non_naval", "is", 0),),
                    text="a target enemy non-Naval Personality",
                ),
            ),
            (Effect(MOVE_HOME, 0), Effect(BOW_UNIT, 0)),
        )
    },
}
