"""Hand-written records, titles starting with G."""

from rules.engine.cards import FOLLOWER, PERSONALITY
from rules.engine.compiler import Compiled
from rules.engine.dynasty_conditions import FOLLOWER_OR_NO_UNBOWED_FOLLOWERS
from rules.engine.effects import BOW, Effect
from rules.engine.targets import Target

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Repeatable Battle, :bow:: Bow a target Shadowlands Follower, or Shadowlands
    # Personality without unbowed Followers." One target of either kind.
    "Garden of Serenity": {
        2: Compiled(
            (
                Target(
                    kinds=(FOLLOWER, PERSONALITY),
                    traits=("Shadowlands",),
                    conditions=((FOLLOWER_OR_NO_UNBOWED_FOLLOWERS, "is", 0),),
                    text="a target Shadowlands Follower, or Shadowlands Personality without "
                    "unbowed Followers",
                ),
            ),
            (Effect(BOW, 0),),
        )
    },
}
