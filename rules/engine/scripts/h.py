"""Hand-written records, titles starting with H."""

from rules.engine.compiler import Compiled
from rules.engine.effects import DRAW, PLAYER, Effect
from rules.engine.effects_scripted import ATTACKING_BONUS, IF_PLAYER, SWAP, When
from rules.engine.targets import ANYWHERE, YOURS, Target

RECORDS: dict[str, dict[int, Compiled]] = {
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
