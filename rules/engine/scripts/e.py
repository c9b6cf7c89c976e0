"""Hand-written records, titles starting with E."""

from rules.engine import effects_zones as zones
from rules.engine.compiler import Compiled
from rules.engine.effects import PLAYER, Effect
from rules.engine.effects_terrain import KEEP_ONE_EACH
from rules.engine.targets import ANYWHERE, YOURS, Target

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Before this battle resolves, the Attacker and Defender, in the order of your choice,
    # each choose one of their own Personalities at its battlefield. Move all other
    # Personalities there home." (the Terrain's trait, after its Battle action: «Местность»)
    "Encircled Terrain": {1: Compiled((), (Effect(KEEP_ONE_EACH, PLAYER),))},
    # "Limited: Bow your performing Monk Personality and target a Ring in your discard pile:
    # Put it in your hand." (the bow is a cost; the Ring must be in the pile to announce it)
    "Enlightenment": {
        0: Compiled(
            (
                Target(
                    side=YOURS,
                    states=("performing",),
                    where=ANYWHERE,
                    one_of=("Monk",),
                    text="your performing Monk Personality",
                ),
            ),
            (Effect(zones.TAKE_TARGET, PLAYER, what=zones.what("fate-discard", "Ring")),),
            bows=(0,),
            performer=0,
        )
    },
}
