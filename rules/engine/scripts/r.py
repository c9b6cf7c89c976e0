"""Hand-written records, titles starting with R."""

from rules.engine.cards import FOLLOWER, PERSONALITY
from rules.engine.compiler import Compiled
from rules.engine.effects import BONUS, STRAIGHTEN, Effect
from rules.engine.effects_scripted import IF, TO_BATTLE, ToBattle, When
from rules.engine.targets import AT_HOME, YOURS, Target

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Battle: Straighten your target card in a unit." A unit is a Personality and his
    # Followers.
    "Ritual Preparation": {
        0: Compiled(
            (Target(side=YOURS, kinds=(PERSONALITY, FOLLOWER), text="your target card in a unit"),),
            (Effect(STRAIGHTEN, 0),),
        )
    },
    # "Absent Engage: If he would be opposed, move your target Personality at home to the
    # current battlefield. Give him +2F if he is a Tactician."
    "Recovering What Was Lost": {
        0: Compiled(
            (Target(side=YOURS, where=AT_HOME, text="your target Personality at home"),),
            (
                When(IF, 0, cond="would_be_opposed", then=ToBattle(TO_BATTLE, 0)),
                When(IF, 0, cond="tactician", then=Effect(BONUS, 0, force=2)),
            ),
        )
    },
}
