"""Hand-written records, titles starting with O."""

from rules.engine.cards import FOLLOWER, PERSONALITY
from rules.engine.compiler import Compiled
from rules.engine.effects import BONUS, DESTROY, PLAYER, SELF, Effect
from rules.engine.effects_conditions import REQUIRE
from rules.engine.effects_scripted import EACH, IF, TO_BATTLE, Each, ToBattle, When
from rules.engine.effects_unit_keywords import GIVE_KEYWORD_UNIT
from rules.engine.follower_conditions import ONLY_BATTLE_MAIDEN_FOLLOWERS
from rules.engine.infantry import FOLLOWER_OR_ALONE
from rules.engine.targets import ENEMY, UNIT, YOURS, Target

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Battle: If Shiko has no non-Battle Maiden Followers: Move her to the current
    # battlefield." The condition before the colon is needed to take the action, and
    # checked again as it resolves (as `phrasings.conditions.if_colon` reads such lines).
    "Otaku Shiko": {
        0: Compiled(
            (),
            (
                Effect(REQUIRE, PLAYER, what=ONLY_BATTLE_MAIDEN_FOLLOWERS),
                When(IF, SELF, cond=ONLY_BATTLE_MAIDEN_FOLLOWERS, then=ToBattle(TO_BATTLE, SELF)),
            ),
        )
    },
    # "Open: Any number of times per turn, bow this Shugenja and target your unit: Give Naval
    # to each Personality and Follower in it." (for the turn: no duration is stated).
    "Open the Waves": {
        0: Compiled(
            (Target(side=YOURS, kinds=(UNIT,), text="your target unit"),),
            (Effect(GIVE_KEYWORD_UNIT, 0, what="Naval"),),
            bows_host=True,
            repeatable=True,
        )
    },
    # "Battle: Once per battle, target an enemy Infantry Follower or an enemy Infantry
    # Personality without Followers: Destroy it." (`infantry`: Infantry is non-Cavalry).
    "Otaku Kamoko • Experienced 3 KYD": {
        0: Compiled(
            (
                Target(
                    side=ENEMY,
                    kinds=(FOLLOWER, PERSONALITY),
                    traits=("non-Cavalry",),
                    conditions=((FOLLOWER_OR_ALONE, "is", 0),),
                    text="a target enemy Infantry Follower or enemy Infantry Personality "
                    "without Followers",
                ),
            ),
            (Effect(DESTROY, 0),),
            limit="battle",
        )
    },
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
