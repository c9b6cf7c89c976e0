"""Hand-written records, titles starting with L."""

from rules.engine.compiler import Compiled
from rules.engine.continuous import has_keyword
from rules.engine.effects import BONUS, PLAYER, SELF, STRAIGHTEN, Effect
from rules.engine.effects_conditions import REQUIRE
from rules.engine.effects_duel import LOSE_KEYWORD
from rules.engine.effects_scripted import CONDITIONS
from rules.engine.effects_zones import TAKE_CONTROL
from rules.engine.strategy_conditions import DOUBLE_CHI_OR_PH3
from rules.engine.strategy_conditions_lz2 import NOT_OWNER_CONTROLS
from rules.engine.targets import Target

# The acting card itself has the Cavalry keyword (printed or given, not removed): what
# "remove the Cavalry keyword from this card" as a cost needs to be paid.
CONDITIONS["self_cavalry"] = lambda state, seat, source, card: has_keyword(state, source, "Cavalry")

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
    # "Battle: Once per battle, remove the Cavalry keyword from this card: Give it +1F."
    # The removal is the cost («Стоимость и эффекты»: costs are paid first; a cost that
    # cannot be paid, with no Cavalry to remove, keeps the action from being taken); the
    # keyword is gone for the turn, as an effect with no stated duration is.
    "Light Mounted Infantry": {
        0: Compiled(
            (),
            (
                Effect(REQUIRE, PLAYER, what="self_cavalry"),
                Effect(LOSE_KEYWORD, SELF, what="Cavalry"),
                Effect(BONUS, SELF, force=1),
            ),
            limit="battle",
        )
    },
}
