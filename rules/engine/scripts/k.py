"""Hand-written records, titles starting with K."""

from rules.engine.compiler import Compiled
from rules.engine.effects import BONUS, BOW, DESTROY, MOVE_HOME, PLAYER, Effect
from rules.engine.effects_scripted import IF, When
from rules.engine.effects_zones import DISCARD_COST
from rules.engine.ops import GAME
from rules.engine.personality_conditions import (
    ANCESTOR_OR_OPPOSED,
    ONCE_EACH_MARK,
    ONCE_EACH_NOT_YET,
    PRINTED_SHADOWLANDS_OF_NON_HORDE,
)
from rules.engine.target_relations import FORCE_BELOW_CHI
from rules.engine.targets import ANYWHERE, CARD, ENEMY, UNIT, YOURS, Target

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Battle: Discard a card to bow a target enemy card with Force equal to or lower than the
    # discarded card's Focus Value." The target is chosen as the action is announced, before
    # the card is discarded (its cost); the Force is compared as the effect resolves.
    "Kaiu Gorobei": {
        0: Compiled(
            (Target(side=ENEMY, kinds=(CARD,), text="a target enemy card"),),
            (
                Effect(DISCARD_COST, PLAYER, amount=1),
                When(IF, 0, cond="force_within_focus", then=Effect(BOW, 0)),
            ),
        )
    },
    # "Battle: Bow your performing Monk or Shugenja and target an enemy unit led by a
    # Personality with less Force than your Shugenja or Monk's Chi: Move it home."
    "Kaze-do": {
        0: Compiled(
            (
                Target(
                    side=YOURS,
                    states=("performing",),
                    where=ANYWHERE,
                    one_of=("Monk", "Shugenja"),
                    text="your target performing Monk or Shugenja",
                ),
                Target(
                    side=ENEMY,
                    kinds=(UNIT,),
                    conditions=((FORCE_BELOW_CHI, "is", 0),),
                    text="a target enemy unit led by a Personality with less Force than your "
                    "Shugenja or Monk's Chi",
                ),
            ),
            (Effect(MOVE_HOME, 1),),
            bows=(0,),
            performer=0,
        )
    },
    # "Repeatable Battle, :bow:: Once per game per Personality, permanently give +2F/+2C to a
    # target Personality with an attached Ancestor or who is opposed."
    "Kitsu Juri": {
        0: Compiled(
            (
                Target(
                    conditions=((ONCE_EACH_NOT_YET, "is", 0), (ANCESTOR_OR_OPPOSED, "is", 0)),
                    text="a target Personality with an attached Ancestor or who is opposed",
                ),
            ),
            (Effect(BONUS, 0, force=2, chi=2, lasts=GAME), Effect(ONCE_EACH_MARK, 0)),
        )
    },
    # "Repeatable Limited, :bow:: Destroy a target card with the printed Shadowlands keyword
    # controlled by a non-Shadowlands Horde player."
    "Kuni Rihito": {
        0: Compiled(
            (
                Target(
                    kinds=(CARD,),
                    conditions=((PRINTED_SHADOWLANDS_OF_NON_HORDE, "is", 0),),
                    where=ANYWHERE,
                    text="a target card with the printed Shadowlands keyword controlled by a "
                    "non-Shadowlands Horde player",
                ),
            ),
            (Effect(DESTROY, 0),),
        )
    },
}
