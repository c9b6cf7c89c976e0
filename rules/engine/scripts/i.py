"""Hand-written records, titles starting with I."""

from rules.engine.compiler import Compiled
from rules.engine.effects import BONUS, BOW, PLAYER, Effect
from rules.engine.effects_battle import CONTROLLER_HONOR
from rules.engine.effects_choice import EITHER, EITHER_PLAYER, Either
from rules.engine.effects_conditions import named
from rules.engine.effects_scripted import EACH, Each
from rules.engine.effects_seppuku import SEPPUKU
from rules.engine.effects_stats import HIGHEST_CHI_BONUS
from rules.engine.requirement_conditions import ABOVE_FAMILY_HONOR
from rules.engine.targets import ANYWHERE, CARD, ENEMY, PLAYER_KIND, YOURS, Target

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Limited: Target a Personality with an Honor Requirement higher than his controller's
    # Family Honor: He commits seppuku."
    "I Believed In You": {
        0: Compiled(
            (
                Target(
                    conditions=((ABOVE_FAMILY_HONOR, "is", 0),),
                    text="a target Personality with an Honor Requirement higher than his "
                    "controller's Family Honor",
                ),
            ),
            (Effect(SEPPUKU, 0),),
        )
    },
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
                        (Effect(CONTROLLER_HONOR, 2, amount=2),),
                        (Effect(CONTROLLER_HONOR, 2, amount=-2),),
                    ),
                    labels=("the player gains 2 Honor", "the player loses 2 Honor"),
                ),
            ),
        )
    },
    # "Void Home Battle, :bow:: Give all your opposed Samurai +1F, or all enemy
    # Personalities -1F." Which, the player chooses as the effect resolves.
    "Isawa Shunryu, the Infinite Eye": {
        0: Compiled(
            (),
            (
                Either(
                    EITHER_PLAYER,
                    PLAYER,
                    options=(
                        (
                            Each(
                                EACH,
                                PLAYER,
                                group=Target(
                                    side=YOURS,
                                    traits=("Samurai",),
                                    states=("opposed",),
                                    where=ANYWHERE,
                                    text="all your opposed Samurai",
                                ),
                                then=Effect(BONUS, force=1),
                            ),
                        ),
                        (
                            Each(
                                EACH,
                                PLAYER,
                                group=Target(
                                    side=ENEMY, where=ANYWHERE, text="all enemy Personalities"
                                ),
                                then=Effect(BONUS, force=-1),
                            ),
                        ),
                    ),
                    labels=(
                        "give all your opposed Samurai +1F",
                        "give all enemy Personalities -1F",
                    ),
                ),
            ),
        )
    },
    # "Battle/Open: Give your target Personality +2F or you may, if he is a Yojimbo, give him
    # a Force bonus equal to the highest Chi among all Courtiers and Shugenja you control (at
    # any location)."
    "Inspired Devotion": {
        0: Compiled(
            (Target(side=YOURS, text="your target Personality"),),
            (
                Either(
                    EITHER,
                    0,
                    options=((Effect(BONUS, 0, force=2),), (Effect(HIGHEST_CHI_BONUS, 0),)),
                    labels=(
                        "give him +2F",
                        "give him a Force bonus equal to the highest Chi among your Courtiers "
                        "and Shugenja",
                    ),
                    requires=("", named("keyword:Yojimbo")),
                ),
            ),
        )
    },
}
