"""Hand-written records, titles starting with B."""

from rules.engine.cards import FOLLOWER, PERSONALITY
from rules.engine.compiler import Compiled
from rules.engine.dynasty_conditions import PERSONALITY_OR_NON_CREATED
from rules.engine.effects import BONUS, BOW, DESTROY, DISHONOR, DRAW, HONOR, PLAYER, Effect
from rules.engine.effects_choice import EITHER, Either
from rules.engine.effects_scripted import IF, TO_BATTLE, ToBattle, When
from rules.engine.effects_stats import CANNOT_STRAIGHTEN, MEASURED_BONUS, MeasuredBonus
from rules.engine.targets import ANYWHERE, ATTACHMENT, CARD, ENEMY, YOURS, Target

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Water Battle, :bow:: Give a target Personality or Follower a Force penalty equal to
    # your target Personality's Chi."
    "Blistering Rain": {
        0: Compiled(
            (
                Target(
                    kinds=(PERSONALITY, FOLLOWER),
                    text="a target Personality or Follower",
                ),
                Target(side=YOURS, text="your target Personality"),
            ),
            (MeasuredBonus(MEASURED_BONUS, 0, amount=1, sign=-1),),
        )
    },
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
    # "Battle: Bow a target enemy card without attachments. If Toshimo has a Weapon or you
    # control a Courtier, the card cannot straighten."
    "Bayushi Toshimo": {
        0: Compiled(
            (
                Target(
                    side=ENEMY,
                    kinds=(CARD,),
                    conditions=(("attachments", "none", 0),),
                    text="a target enemy card without attachments",
                ),
            ),
            (
                Effect(BOW, 0),
                When(IF, 0, cond="weapon_or_courtier", then=Effect(CANNOT_STRAIGHTEN, 0)),
            ),
        )
    },
    # "Political Home Battle, :bow:: Target a Personality. His controller may dishonor him.
    # If he did not become dishonorable (or was already dishonorable), give him -3F." His
    # controller chooses; the penalty comes unless dishonoring changed him (checked before
    # the dishonor).
    "Bayushi Akane": {
        0: Compiled(
            (Target(text="a target Personality"),),
            (
                Either(
                    EITHER,
                    0,
                    options=(
                        (
                            When(IF, 0, cond="dishonorable", then=Effect(BONUS, 0, force=-3)),
                            Effect(DISHONOR, 0),
                        ),
                        (Effect(BONUS, 0, force=-3),),
                    ),
                    labels=("dishonor him", "do not dishonor him: he gets -3F"),
                    by_controller=True,
                ),
            ),
        )
    },
    # "Maho Repeatable Limited, :bow:: Destroy your target performing Personality or
    # non-created Follower to draw a card and lose 2 Honor." Destroying the performer is the
    # cost (what precedes "to", «Стоимость и эффекты»), paid first.
    "Bloodspeaker's Altar": {
        0: Compiled(
            (
                Target(
                    side=YOURS,
                    kinds=(PERSONALITY, FOLLOWER),
                    states=("performing",),
                    conditions=((PERSONALITY_OR_NON_CREATED, "is", 0),),
                    text="your target performing Personality or non-created Follower",
                ),
            ),
            (
                Effect(DESTROY, 0),
                Effect(DRAW, PLAYER, amount=1),
                Effect(HONOR, PLAYER, amount=-2),
            ),
            performer=0,
        )
    },
}
