"""Hand-written records, titles starting with I."""

from rules.engine.compiler import Compiled
from rules.engine.effects import BOW, Effect
from rules.engine.effects_battle import CONTROLLER_HONOR
from rules.engine.effects_choice import EITHER, Either
from rules.engine.targets import ANYWHERE, CARD, ENEMY, PLAYER_KIND, YOURS, Target

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Political Battle: Target your Courtier at any location. Bow a target enemy card
    # without attachments. A target player gains or loses 2 Honor." Three targets (the
    # compiler reads two at most); the Courtier is only targeted.
    "Inexplicable Challenge": {
        0: Compiled(
            (
                Target(
                    side=YOURS,
                    traits=("Courtier",),
                    where=ANYWHERE,
                    text="your target Courtier at any location",
                ),
                Target(
                    side=ENEMY,
                    kinds=(CARD,),
                    conditions=(("attachments", "none", 0),),
                    text="a target enemy card without attachments",
                ),
                Target(kinds=(PLAYER_KIND,), text="a target player"),
            ),
            (
                Effect(BOW, 1),
                Either(
                    EITHER,
                    2,
                    options=(
                        Effect(CONTROLLER_HONOR, 2, amount=2),
                        Effect(CONTROLLER_HONOR, 2, amount=-2),
                    ),
                    labels=("the player gains 2 Honor", "the player loses 2 Honor"),
                ),
            ),
        )
    },
}
