"""Hand-written records, titles starting with H."""

from rules.engine.cards import FOLLOWER
from rules.engine.compiler import Compiled
from rules.engine.effects import DRAW, PLAYER, Effect
from rules.engine.effects_choice import ONE_OF, TRANSFER, OneOf
from rules.engine.effects_scripted import ATTACKING_BONUS, IF_PLAYER, SWAP, When
from rules.engine.targets import ANYWHERE, YOURS, Target

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
    # "Open: A target Personality has -2F while attacking this turn."
    "Honor Replaces Rage": {
        0: Compiled(
            (Target(text="a target Personality"),),
            (Effect(ATTACKING_BONUS, 0, force=-2),),
        )
    },
}
