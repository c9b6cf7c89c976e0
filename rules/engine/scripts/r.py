"""Hand-written records, titles starting with R."""

from rules.engine.cards import FOLLOWER, PERSONALITY
from rules.engine.compiler import Compiled
from rules.engine.effects import BONUS, DRAW, MOVE_HOME, PLAYER, STRAIGHTEN, Effect
from rules.engine.effects_battle import CONTROLLER_HONOR
from rules.engine.effects_scripted import EACH, IF_PLAYER, Each, When
from rules.engine.effects_zones import DISCARD_CHOSEN, DISCARD_COST
from rules.engine.strategy_conditions_lz2 import LOWEST_HUMAN_PH_THERE
from rules.engine.targets import YOURS, Target

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Battle/Open: Bow Ratling Conjuror and discard a card: Give all Ratlings +1F." Every
    # Ratling Personality and Follower in play (in a battle, at its battlefield: «Правило
    # уместности»); the discard is a cost, needed before the action is announced.
    "Ratling Conjuror": {
        0: Compiled(
            (),
            (
                Effect(DISCARD_COST, PLAYER, amount=1),
                Each(
                    EACH,
                    PLAYER,
                    group=Target(kinds=(PERSONALITY, FOLLOWER), traits=("Ratling",)),
                    then=Effect(BONUS, force=1),
                ),
            ),
            bows_self=True,
        )
    },
    # "Battle: Straighten your target card in a unit." A unit is a Personality and his
    # Followers.
    "Ritual Preparation": {
        0: Compiled(
            (Target(side=YOURS, kinds=(PERSONALITY, FOLLOWER), text="your target card in a unit"),),
            (Effect(STRAIGHTEN, 0),),
        )
    },
    # "Political Battle: Move home a target Personality with 0 Personal Honor and, as he
    # moves, his controller loses 2 Honor."
    "Ramifications": {
        0: Compiled(
            (
                Target(
                    conditions=(("zero_ph", "is", 0),),
                    text="a target Personality with 0 Personal Honor",
                ),
            ),
            (Effect(MOVE_HOME, 0), Effect(CONTROLLER_HONOR, 0, amount=-2)),
        )
    },
    # "Battle: Target the Human Personality with the lowest Personal Honor, or who is tied
    # for lowest, among all Human Personalities there: Move him home." ("there": the current
    # battlefield, where a Battle action acts.)
    "Return For Training": {
        0: Compiled(
            (
                Target(
                    traits=("Human",),
                    conditions=((LOWEST_HUMAN_PH_THERE, "is", 0),),
                    text="the target Human Personality with the lowest Personal Honor there",
                ),
            ),
            (Effect(MOVE_HOME, 0),),
        )
    },
    # "Void Limited, :bow:: Draw a card. If you now have more cards in your hand than any
    # other player, discard a card."
    "Ring of the Void": {
        1: Compiled(
            (),
            (
                Effect(DRAW, PLAYER, amount=1),
                When(
                    IF_PLAYER,
                    PLAYER,
                    cond="more_cards_in_hand",
                    then=Effect(DISCARD_CHOSEN, PLAYER, amount=1),
                ),
            ),
        )
    },
}
