"""Hand-written records, titles starting with L."""

from rules.engine.compiler import Compiled
from rules.engine.effects import STRAIGHTEN, Effect
from rules.engine.effects_zones import TAKE_CONTROL
from rules.engine.strategy_conditions import DOUBLE_CHI_OR_PH3
from rules.engine.strategy_conditions_lz2 import NOT_OWNER_CONTROLS
from rules.engine.targets import Target

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Battle: Target a Samurai Personality with Double Chi or 3 or more Personal Honor:
    # Straighten him." (either is enough; his own bowed Samurai may be the target of an
    # action that straightens him).
    "Let Courage Guide Me": {
        0: Compiled(
            (
                Target(
                    traits=("Samurai",),
                    conditions=((DOUBLE_CHI_OR_PH3, "is", 0),),
                    text="a target Samurai Personality with Double Chi or 3 or more Personal Honor",
                ),
            ),
            (Effect(STRAIGHTEN, 0),),
        )
    },
    # "Battle/Open: Target a Personality controlled by a player other than his owner: Take
    # control of him." (he comes to your home, «Контроль»).
    "Loyalty Renewed": {
        0: Compiled(
            (
                Target(
                    conditions=((NOT_OWNER_CONTROLS, "is", 0),),
                    text="a target Personality controlled by a player other than his owner",
                ),
            ),
            (Effect(TAKE_CONTROL, 0),),
        )
    },
}
