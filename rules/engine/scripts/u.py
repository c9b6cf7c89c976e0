"""Hand-written records, titles starting with U."""

from rules.engine.compiler import Compiled
from rules.engine.effects import BOW, Effect
from rules.engine.effects_scripted import IF, STAT_BONUS, StatBonus, When
from rules.engine.targets import ENEMY, Target

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Battle: Give a target Personality a Force penalty equal to his printed Personal
    # Honor. If he is dishonorable, bow him."
    "Unpleasant Truths": {
        0: Compiled(
            (Target(text="a target Personality"),),
            (
                StatBonus(STAT_BONUS, 0, stat="printed_ph", sign=-1),
                When(IF, 0, cond="dishonorable", then=Effect(BOW, 0)),
            ),
        )
    },
    # "Battle: Bow a target enemy Infantry Personality with no Followers and lower Force."
    # (than Izimi). A unit is Infantry unless all its cards are Cavalry («Cavalry»).
    "Utaku Izimi": {
        0: Compiled(
            (
                Target(
                    side=ENEMY,
                    conditions=(
                        ("infantry", "is", 0),
                        ("followers", "none", 0),
                        ("lower_force", "is", 0),
                    ),
                    text="a target enemy Infantry Personality with no Followers and lower Force",
                ),
            ),
            (Effect(BOW, 0),),
        )
    },
}
