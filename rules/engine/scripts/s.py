"""Hand-written records, titles starting with S."""

from rules.engine.base_stats import BASE_CHI_MAX_SELF
from rules.engine.compiler import Compiled
from rules.engine.dynasty_conditions import CONTROLLED_BY_YOU
from rules.engine.effects import (
    BONUS,
    BOW,
    HONOR,
    HOST,
    MOMENT,
    MOVE_HOME,
    PLAYER,
    REHONOR,
    SELF,
    STRAIGHTEN,
    STRENGTH,
    Effect,
)
from rules.engine.effects_choice import EITHER, TRANSFER, Either
from rules.engine.effects_measured import IF_THEN_ON, SWAP_PAIR, WhenOn
from rules.engine.effects_personal_honor import PH_BONUS
from rules.engine.effects_scripted import IF, When
from rules.engine.ops import NEXT_TURN
from rules.engine.targets import ANYWHERE, CARD, ENEMY, YOURS, Target

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Battle: Any number of times per turn, bow Sanshu Denki and target an enemy
    # Peresonality: Bow it." (the printed "Peresonality" is a Personality).
    "Sanshu Denki": {
        0: Compiled(
            (Target(side=ENEMY, text="a target enemy Personality"),),
            (Effect(BOW, 0),),
            bows_self=True,
            repeatable=True,
        )
    },
    # "Air Battle: Bow this Shugenja to move home a target attacking Personality and
    # himself, and gain 2 Honor." (bowing the Shugenja is the cost).
    "Seeking the Way": {
        0: Compiled(
            (Target(states=("attacking",), text="a target attacking Personality"),),
            (
                Effect(MOVE_HOME, 0),
                Effect(MOVE_HOME, HOST),
                Effect(HONOR, PLAYER, amount=2),
            ),
            bows_host=True,
        )
    },
    # "Air Open: Transfer this Spell to your target Air Shugenja." and "Air Battle, :bow::
    # If this Shugenja is opposed, give this Province +2 strength and gain 1 Honor. Move
    # this Shugenja home."
    "Shielded by Tempest": {
        0: Compiled(
            (
                Target(
                    side=YOURS,
                    traits=("Air", "Shugenja"),
                    conditions=(("not_host", "is", 0),),
                    where=ANYWHERE,
                    text="your target Air Shugenja",
                ),
            ),
            (Effect(TRANSFER, 0, amount=SELF),),
        ),
        1: Compiled(
            (),
            (
                When(IF, HOST, cond="opposed", then=Effect(STRENGTH, PLAYER, amount=2)),
                When(IF, HOST, cond="opposed", then=Effect(HONOR, PLAYER, amount=1)),
                Effect(MOVE_HOME, HOST),
            ),
        ),
    },
    # "Limited: Give Miyo +1F, +2C, or +2PH until your next turn begins." The player
    # chooses one as the effect resolves (`effects_choice.Either`).
    "Shosuro Miyo": {
        0: Compiled(
            (),
            (
                Either(
                    EITHER,
                    SELF,
                    options=(
                        (Effect(BONUS, SELF, force=1, lasts=NEXT_TURN),),
                        (Effect(BONUS, SELF, chi=2, lasts=NEXT_TURN),),
                        (Effect(PH_BONUS, SELF, amount=2, lasts=NEXT_TURN),),
                    ),
                    labels=("give +1F", "give +2C", "give +2PH"),
                ),
            ),
        )
    },
    # "Battle: Any number of times per turn, bow Omezo and target a Personality whose base
    # Chi is less than or equal to Omezo's base Chi: Bow the target." (`base_stats`: the
    # printed Chi as permanent effects changed it, compared as the target is chosen).
    "Shosuro Omezo": {
        0: Compiled(
            (
                Target(
                    conditions=((BASE_CHI_MAX_SELF, "is", 0),),
                    text="a target Personality whose base Chi is less than or equal to "
                    "Omezo's base Chi",
                ),
            ),
            (Effect(BOW, 0),),
            bows_self=True,
            repeatable=True,
        )
    },
    # "Battle: Bow your target unbowed Personality. Bow a target enemy card with lower Force
    # than his. If your Personality has 5 or more printed Force, straighten him." (his
    # Force when the targets are chosen, as the action is announced).
    "Strength of the Bear": {
        0: Compiled(
            (
                Target(side=YOURS, states=("unbowed",), text="your target unbowed Personality"),
                Target(
                    side=ENEMY,
                    kinds=(CARD,),
                    conditions=(("force_below", "is", 0),),
                    text="a target enemy card with lower Force than his",
                ),
            ),
            (
                Effect(BOW, 0),
                Effect(BOW, 1),
                When(IF, 0, cond="printed_force_5", then=Effect(STRAIGHTEN, 0)),
            ),
        )
    },
    # "Battle: Target two Personalities controlled by the same player at different
    # locations. Switch their locations. Straighten both their units as they move."
    "Sudden Movement": {
        0: Compiled(
            (
                Target(where=ANYWHERE, text="a target Personality"),
                Target(
                    where=ANYWHERE,
                    conditions=(("same_controller_elsewhere", "is", 0),),
                    text="a target Personality controlled by the same player at a different "
                    "location",
                ),
            ),
            (Effect(SWAP_PAIR, 0, amount=1),),
        )
    },
    # "Water Battle, :bow:: Bow a target enemy card without attachments, or bow this
    # Shugenja to bow a target enemy card with attachments." One target of either kind;
    # with attachments, bowing the Shugenja is paid first (as the costs an effect names:
    # «Стоимости и эффекты»). The Shugenja casting it is unbowed (a bowed card does not
    # act), so he may always pay it.
    "Suitengu's Embrace": {
        0: Compiled(
            (
                Target(
                    side=ENEMY,
                    kinds=(CARD,),
                    text="a target enemy card without attachments, or a target enemy card "
                    "with attachments (bowing this Shugenja)",
                ),
            ),
            (
                WhenOn(IF_THEN_ON, 0, cond="has_attachments", then=Effect(BOW, HOST)),
                Effect(BOW, 0),
            ),
        )
    },
    # "Reaction, :bow:: Before a dishonorable Personality is destroyed, target and rehonor
    # him, and if you control him, gain 2 Honor." (he dies honorable; the gain only if he is
    # the acting player's as it comes).
    "Shrine to Jurojin": {
        1: Compiled(
            (),
            (
                Effect(REHONOR, MOMENT),
                When(IF, MOMENT, cond=CONTROLLED_BY_YOU, then=Effect(HONOR, PLAYER, amount=2)),
            ),
        )
    },
}
