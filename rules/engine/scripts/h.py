"""Hand-written records, titles starting with H."""

from rules.engine.cards import FOLLOWER, ITEM, PERSONALITY
from rules.engine.compiler import Compiled
from rules.engine.duel_targets import ON_FACING
from rules.engine.effects import DESTROY, DRAW, PLAYER, SELF, Effect
from rules.engine.effects_choice import ONE_OF, TRANSFER, OneOf
from rules.engine.effects_scripted import ATTACKING_BONUS, IF_PLAYER, SWAP, When
from rules.engine.personality_conditions import ON_OTHER_CRAB
from rules.engine.target_relations import UNIT_CHI_WITHIN_CHI
from rules.engine.targets import ANYWHERE, ENEMY, YOURS, Target

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Open, :bow:: Transfer your target Follower from one of your unbowed Personalities to
    # another."
    "Hida Advisor": {
        1: Compiled(
            (
                Target(
                    side=YOURS,
                    kinds=(FOLLOWER,),
                    conditions=(("host_unbowed", "is", 0),),
                    text="your target Follower from one of your unbowed Personalities",
                ),
            ),
            (
                OneOf(
                    ONE_OF,
                    0,
                    group=Target(
                        side=YOURS,
                        states=("unbowed",),
                        where=ANYWHERE,
                        text="another of your unbowed Personalities",
                    ),
                    then=Effect(TRANSFER),
                    say="transfer it to {}",
                ),
            ),
        )
    },
    # "Battle: Once per battle, transfer your target a Follower attached to another of your
    # Crab Clan Personalities to Kagore." and "Battle: Once per battle, transfer one of
    # Kagore's target Followers to another of your target Crab Clan Personalities."
    "Hida Kagore": {
        0: Compiled(
            (
                Target(
                    side=YOURS,
                    kinds=(FOLLOWER,),
                    conditions=((ON_OTHER_CRAB, "is", 0),),
                    text="your target Follower attached to another of your Crab Clan Personalities",
                ),
            ),
            (Effect(TRANSFER, SELF, amount=0),),
            limit="battle",
        ),
        1: Compiled(
            (
                Target(
                    kinds=(FOLLOWER,),
                    conditions=(("unit", "same_self", 0),),
                    text="one of Kagore's target Followers",
                ),
                Target(
                    side=YOURS,
                    traits=("Crab Clan",),
                    conditions=(("not_self", "is", 0),),
                    text="another of your target Crab Clan Personalities",
                ),
            ),
            (Effect(TRANSFER, 1, amount=0),),
            limit="battle",
        ),
    },
    # "Battle, :g3:: If you (after playing this Strategy) have fewer cards in your hand than
    # each other player, draw two cards."
    "Hidden Storehouse of House Rafiq": {
        0: Compiled(
            (),
            (
                When(
                    IF_PLAYER,
                    PLAYER,
                    cond="fewer_cards_in_hand",
                    then=Effect(DRAW, PLAYER, amount=2),
                ),
            ),
        )
    },
    # "Home Battle: Target your Personality at any location. Switch his and Toranosuke's
    # location. Straighten their units as they move."
    "Hida Toranosuke": {
        0: Compiled(
            (Target(side=YOURS, where=ANYWHERE, text="your target Personality at any location"),),
            (Effect(SWAP, 0),),
        )
    },
    # "Battle: Bow and destroy your performing Monk or Shugenja and target an enemy Follower
    # or Personality without Followers in a unit whose Personality's Chi is less than or equal
    # to your performer's Chi: Destroy the target." The performer is bowed as the cost and
    # destroyed first, as "bow and destroy this card" is (`self_costs`).
    "Hitsu-Do": {
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
                    kinds=(FOLLOWER, PERSONALITY),
                    conditions=(("followers", "none", 0), (UNIT_CHI_WITHIN_CHI, "is", 0)),
                    text="a target enemy Follower or Personality without Followers in a unit "
                    "whose Personality's Chi is less than or equal to your performer's Chi",
                ),
            ),
            (Effect(DESTROY, 0), Effect(DESTROY, 1)),
            bows=(0,),
            performer=0,
        )
    },
    # "Open: A target Personality has -2F while attacking this turn."
    "Honor Replaces Rage": {
        0: Compiled(
            (Target(text="a target Personality"),),
            (Effect(ATTACKING_BONUS, 0, force=-2),),
        )
    },
    # "Repeatable Reaction, :bow:: After Takeji enters a duel, destroy a target non-Unique
    # Weapon attached to the Personality facing him."
    "Hoshi Takeji": {
        0: Compiled(
            (
                Target(
                    kinds=(ITEM,),
                    traits=("Weapon",),
                    states=("non-unique",),
                    conditions=((ON_FACING, "is", 0),),
                    where=ANYWHERE,
                    text="a target non-Unique Weapon attached to the Personality facing him",
                ),
            ),
            (Effect(DESTROY, 0),),
        )
    },
}
