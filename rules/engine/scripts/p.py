"""Hand-written records, titles starting with P."""

from rules.engine.compiler import Compiled
from rules.engine.dynasty_events import PERMANENT_BONUS
from rules.engine.effects import BOW, DESTROY, PLAYER, Effect
from rules.engine.effects_measured import STARTING_HONOR_LOSS
from rules.engine.effects_scripted import EACH, Each
from rules.engine.targets import ENEMY, HERE, YOUR_ARMY, YOURS, Target

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Kiho Battle: Target your unbowed Monk without a Weapon. Bow a target enemy
    # Personality without a Weapon." The Monk is only targeted: the card names no cost of
    # bowing him.
    "Palm Strike": {
        0: Compiled(
            (
                Target(
                    side=YOURS,
                    traits=("Monk",),
                    states=("unbowed",),
                    conditions=(("weapons", "none", 0),),
                    text="your target unbowed Monk without a Weapon",
                ),
                Target(
                    side=ENEMY,
                    conditions=(("weapons", "none", 0),),
                    text="a target enemy Personality without a Weapon",
                ),
            ),
            (Effect(BOW, 1),),
        )
    },
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
    # "Reaction: After your army wins a battle: Permanently give each Personality in it +1F."
    # ("it": the winning army, still at the current battlefield in that window.)
    "Prepared for the Enemy": {
        0: Compiled(
            (),
            (
                Each(
                    EACH,
                    PLAYER,
                    group=Target(side=YOUR_ARMY, kinds=("Personality",), where=HERE),
                    then=Effect(PERMANENT_BONUS, force=1),
                ),
            ),
        )
    },
}
