"""Hand-written records, titles starting with B."""

from rules.engine.cards import PERSONALITY
from rules.engine.compiler import Compiled
from rules.engine.effects import BOW, Effect
from rules.engine.effects_scripted import TO_BATTLE, ToBattle
from rules.engine.targets import ANYWHERE, ATTACHMENT, YOURS, Target

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Absent Battle: Target your Personality at any location who assigned to this
    # battlefield (this turn). Move him there and straighten his unit as he moves."
    "Back to the Front": {
        0: Compiled(
            (
                Target(
                    side=YOURS,
                    conditions=(("assigned_here", "is", 0),),
                    where=ANYWHERE,
                    text="your target Personality at any location who assigned to this battlefield",
                ),
            ),
            (ToBattle(TO_BATTLE, 0, straighten="unit"),),
        )
    },
    # "Battle: Bow a target attachment or a target dishonorable Personality." (one target,
    # of either kind).
    "Bounty Hunter": {
        0: Compiled(
            (
                Target(
                    kinds=(ATTACHMENT, PERSONALITY),
                    conditions=(("attachment_or_dishonorable", "is", 0),),
                    text="a target attachment or a target dishonorable Personality",
                ),
            ),
            (Effect(BOW, 0),),
        )
    },
}
