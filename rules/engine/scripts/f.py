"""Hand-written records, titles starting with F."""

from rules.engine.cards import FOLLOWER, PERSONALITY
from rules.engine.compiler import Compiled
from rules.engine.effects import BOW, Effect
from rules.engine.effects_scripted import RANGED_ATTACK
from rules.engine.targets import ENEMY, YOURS, Target

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Battle: Bow your target unbowed Scout. Ranged 3 Attack (Destroy a target enemy
    # Follower, or Personality without Followers, with 3 or lower Force)." Both targets are
    # chosen when the action is announced; the Force is compared as the attack comes.
    "Fearful Volley": {
        1: Compiled(
            (
                Target(
                    side=YOURS,
                    traits=("Scout",),
                    states=("unbowed",),
                    text="your target unbowed Scout",
                ),
                Target(
                    side=ENEMY,
                    kinds=(FOLLOWER, PERSONALITY),
                    conditions=(("ranged_target", "is", 0),),
                    text="a target enemy Follower, or Personality without Followers",
                ),
            ),
            (Effect(BOW, 0), Effect(RANGED_ATTACK, 1, amount=3)),
        )
    },
}
