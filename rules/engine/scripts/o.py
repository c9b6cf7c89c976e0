"""Hand-written records, titles starting with O."""

from rules.engine.compiler import Compiled
from rules.engine.effects import BONUS, PLAYER, Effect
from rules.engine.effects_scripted import EACH, Each
from rules.engine.targets import ENEMY, YOURS, Target

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Battle: Give all your opposed Personalities with Followers at the current
    # battlefield +1F. Give all enemy Personalities there without Followers -1F."
    "Outnumbered": {
        0: Compiled(
            (),
            (
                Each(
                    EACH,
                    PLAYER,
                    group=Target(
                        side=YOURS, states=("opposed",), conditions=(("followers", "some", 0),)
                    ),
                    then=Effect(BONUS, force=1),
                ),
                Each(
                    EACH,
                    PLAYER,
                    group=Target(side=ENEMY, conditions=(("followers", "none", 0),)),
                    then=Effect(BONUS, force=-1),
                ),
            ),
        )
    },
}
