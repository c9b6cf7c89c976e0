"""Hand-written records, titles starting with F."""

from rules.engine.compiler import Compiled
from rules.engine.effects import MOVE_HOME, STRAIGHTEN_UNIT, Effect
from rules.engine.effects_choice import ONE_OF, OneOf
from rules.engine.targets import ANYWHERE, YOURS, Target

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Battle: Move home your target Personality. As he moves, straighten his unit and you
    # may straighten one of your other units (at any location)."
    "Fall Back!": {
        0: Compiled(
            (Target(side=YOURS, text="your target Personality"),),
            (
                Effect(MOVE_HOME, 0),
                Effect(STRAIGHTEN_UNIT, 0),
                OneOf(
                    ONE_OF,
                    0,
                    group=Target(side=YOURS, where=ANYWHERE, text="one of your other units"),
                    then=Effect(STRAIGHTEN_UNIT),
                    optional=True,
                    say="straighten {}'s unit",
                ),
            ),
        )
    },
}
