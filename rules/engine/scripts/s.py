"""Hand-written records, titles starting with S."""

from rules.engine.base_stats import BASE_CHI_MAX_SELF
from rules.engine.compiler import Compiled
from rules.engine.dynasty_conditions import CONTROLLED_BY_YOU, ONCE_TURN_MARK, ONCE_TURN_NOT_YET
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
from rules.engine.effects_conditions import IF_MOVED
from rules.engine.effects_measured import IF_THEN_ON, SWAP_PAIR, WhenOn
from rules.engine.effects_personal_honor import PH_BONUS
from rules.engine.effects_scripted import IF, When
from rules.engine.effects_spell_count import SPELL_COUNT_BONUS
from rules.engine.effects_zones import DISCARD_COST
from rules.engine.ops import NEXT_TURN
from rules.engine.strategy_conditions import FEAR_OR_TACTICIAN
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
    # "Battle: Bow your performing Personality with a Fear ability or Tactician and target an
    # enemy Personality with lower Chi: Move him home. If he moved, bow him." (lower Chi
    # than the performer's, `performing.compared`).
    "Scaring the Masses": {
        0: Compiled(
            (
                Target(
                    side=YOURS,
                    states=("performing",),
                    conditions=((FEAR_OR_TACTICIAN, "is", 0),),
                    where=ANYWHERE,
                    text="your target performing Personality with a Fear ability or Tactician",
                ),
                Target(
                    side=ENEMY,
                    conditions=(("chi", "below_self", 0),),
                    text="a target enemy Personality with lower Chi",
                    than=0,
                ),
            ),
            (
                Effect(MOVE_HOME, 1),
                When(IF_MOVED, 1, cond="moved", then=Effect(BOW, 1)),
            ),
            bows=(0,),
            performer=0,
        )
    },
    # "Battle/Open: Target a Shugenja, who must be unbowed if he yours: Give him a Force and
    # Chi bonus equal to the number of his attached Spells." (Targeting already keeps a
    # player's own bowed Personalities from being his targets, `phrasings.bonuses`.)
    "Scholarship": {
        0: Compiled(
            (Target(traits=("Shugenja",), text="a target Shugenja"),),
            (Effect(SPELL_COUNT_BONUS, 0, force=1, chi=1),),
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
    # "Limited: Once per turn per Personality, discard a card to give your target your
    # Personality +1F/+1C/+1PH until your next turn begins." Discarding is the cost (what
    # precedes "to", «Стоимость и эффекты»); each Personality once a turn, so the action
    # itself may be taken again for another.
    "Shiro Tamori": {
        0: Compiled(
            (
                Target(
                    side=YOURS,
                    conditions=((ONCE_TURN_NOT_YET, "is", 0),),
                    text="your target Personality (once per turn per Personality)",
                ),
            ),
            (
                Effect(DISCARD_COST, PLAYER, amount=1),
                Effect(BONUS, 0, force=1, chi=1, lasts=NEXT_TURN),
                Effect(PH_BONUS, 0, amount=1, lasts=NEXT_TURN),
                Effect(ONCE_TURN_MARK, 0),
            ),
            repeatable=True,
        )
    },
}
