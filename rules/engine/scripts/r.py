"""Hand-written records, titles starting with R."""

from rules.engine.cards import FOLLOWER, PERSONALITY
from rules.engine.compiler import Compiled
from rules.engine.effects import STRAIGHTEN, Effect
from rules.engine.targets import YOURS, Target

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Battle: Straighten your target card in a unit." A unit is a Personality and his
    # Followers.
    "Ritual Preparation": {
        0: Compiled(
            (Target(side=YOURS, kinds=(PERSONALITY, FOLLOWER), text="your target card in a unit"),),
            (Effect(STRAIGHTEN, 0),),
        )
    },
}
