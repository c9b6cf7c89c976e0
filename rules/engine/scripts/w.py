"""Hand-written records, titles starting with W."""

from rules.engine.cards import FOLLOWER, PERSONALITY
from rules.engine.compiler import Compiled
from rules.engine.effects import BONUS, BOW_OR_STRAIGHTEN, DESTROY, HONOR, PLAYER, Effect
from rules.engine.effects_conditions import REQUIRE, named
from rules.engine.effects_scripted import IF, When
from rules.engine.honor import DESTROY_OR_HONOR
from rules.engine.targets import (
    ANYWHERE,
    ATTACHMENT,
    OTHERS,
    PLAYER_CONTROLS_ATTACHMENT,
    PLAYER_KIND,
    YOURS,
    Target,
)

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Political Open: Target another player who controls an attachment and destroy your
    # target attachment. He may choose and destroy one of his attachments. If he did not
    # choose this, gain Honor equal to the Focus Value of your destroyed attachment."
    "Wary Peace": {
        0: Compiled(
            (
                Target(
                    side=OTHERS,
                    kinds=(PLAYER_KIND,),
                    conditions=(PLAYER_CONTROLS_ATTACHMENT,),
                    text="another player who controls an attachment",
                ),
                Target(side=YOURS, kinds=(ATTACHMENT,), text="your target attachment"),
            ),
            (Effect(DESTROY, 1), Effect(DESTROY_OR_HONOR, 0, amount=1)),
        )
    },
    # "Battle: If you control a Terrain, target a card in a unit: Bow or straighten the
    # target." The condition is needed to announce the action; a unit is a Personality and
    # his Followers («Отряд»), at the current battlefield.
    "Well Prepared": {
        0: Compiled(
            (Target(kinds=(PERSONALITY, FOLLOWER), text="a target card in a unit"),),
            (
                Effect(REQUIRE, PLAYER, what=named("control:1:Terrain")),
                Effect(BOW_OR_STRAIGHTEN, 0),
            ),
        )
    },
    # "Battle/Open: Bow your performing Monk or Shugenja and target a Personality: Lose 3
    # Honor. Give the Personality -1C, or -2C if he is in an army." (an army: the units of
    # a player at a battlefield, «Армия»; where he is as the effect resolves).
    "Written in Blood": {
        0: Compiled(
            (
                Target(
                    side=YOURS,
                    states=("performing",),
                    where=ANYWHERE,
                    one_of=("Monk", "Shugenja"),
                    text="your target performing Monk or Shugenja",
                ),
                Target(text="a target Personality"),
            ),
            (
                Effect(HONOR, PLAYER, amount=-3),
                When(IF, 1, cond="not_at_battlefield", then=Effect(BONUS, 1, chi=-1)),
                When(IF, 1, cond=named("not:not_at_battlefield"), then=Effect(BONUS, 1, chi=-2)),
            ),
            bows=(0,),
            performer=0,
        )
    },
}
