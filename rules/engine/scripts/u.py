"""Hand-written records, titles starting with U."""

from rules.engine.cards import HOLDING, REGION
from rules.engine.compiler import Compiled
from rules.engine.effects import BOW, DESTROY, Effect
from rules.engine.effects_scripted import IF, STAT_BONUS, StatBonus, When
from rules.engine.strategy_conditions import REGION_OR_FORTIFICATION
from rules.engine.targets import ANYWHERE, ENEMY, YOURS, Target

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
    # "Battle: Bow your performing Samurai with 3 or more Chi and target a Region or
    # Fortification attached to the current battlefield's province: Destroy it."
    "Using the Land": {
        0: Compiled(
            (
                Target(
                    side=YOURS,
                    traits=("Samurai",),
                    states=("performing",),
                    conditions=(("chi", "min", 3),),
                    where=ANYWHERE,
                    text="your target performing Samurai with 3 or more Chi",
                ),
                Target(
                    kinds=(REGION, HOLDING),
                    conditions=(
                        (REGION_OR_FORTIFICATION, "is", 0),
                        ("at_this_province", "is", 0),
                    ),
                    text="a target Region or Fortification attached to the current "
                    "battlefield's province",
                ),
            ),
            (Effect(DESTROY, 1),),
            bows=(0,),
            performer=0,
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
