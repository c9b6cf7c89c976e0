"""Hand-written records, titles starting with M."""

from dataclasses import replace

from rules.engine.cards import PERSONALITY
from rules.engine.compiler import Compiled
from rules.engine.effects import DESTROY, HONOR, MOVE_HOME, PLAYER, SELF, STRAIGHTEN, Effect
from rules.engine.effects_battle import RANGED_SHIELD
from rules.engine.effects_choice import EITHER, Either
from rules.engine.effects_conditions import REQUIRE
from rules.engine.effects_measured import MEASURED_RANGED, Measured
from rules.engine.effects_phase import TO_HAND_AT_PHASE_END
from rules.engine.effects_stats import MEASURED_BONUS, MeasuredBonus
from rules.engine.effects_zones import DISCARD_COST, LOOK_EXCHANGE, LOOK_ORDER
from rules.engine.strategy_conditions_lz2 import TOP_COURTIER
from rules.engine.targets import CARD, ENEMY, YOUR_ARMY, YOURS, Target, parse_target
from rules.engine.this_army import SELF_IN_BATTLE

_PARSED = parse_target("a target enemy Follower or Personality without Followers")
assert _PARSED is not None
_RANGED_TARGET = replace(_PARSED, conditions=(*_PARSED.conditions, RANGED_SHIELD))

_COURTIER = Target(
    side=YOURS,
    kinds=(PERSONALITY,),
    traits=("Courtier",),
    states=("performing",),
    text="your target performing Courtier",
)

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Limited: Bow your performing Courtier with greater Chi plus Personal Honor than any
    # other player's Courtier: Gain 2 Honor." (the performer, «Исполнитель», bows as the cost.)
    "Mastermind": {
        0: Compiled(
            (
                Target(
                    side=YOURS,
                    traits=("Courtier",),
                    states=("performing",),
                    conditions=((TOP_COURTIER, "is", 0),),
                    text="your target performing Courtier with greater Chi plus Personal Honor "
                    "than any other player's Courtier",
                ),
            ),
            (Effect(HONOR, PLAYER, amount=2),),
            bows=(0,),
            performer=0,
        )
    },
    # "Political Repeatable Limited, :bow:: Bow two of your target performing Courtiers to gain
    # 2 Honor." Both perform: bowing them is the cost (what precedes "to", «Стоимость и
    # эффекты»), two distinct unbowed Courtiers.
    "Meditation Chamber": {
        2: Compiled(
            (_COURTIER, _COURTIER),
            (Effect(HONOR, PLAYER, amount=2),),
            bows=(0, 1),
            performer=0,
        )
    },
    # "Open, :g2:: If this Strategy is in your discard pile, put it into your hand before this
    # phase ends." (played, it is in the discard pile; it comes back as the phase ends)
    "Move the Troops": {0: Compiled((), (Effect(TO_HAND_AT_PHASE_END, SELF),))},
    # "Battle, :bow:: Move home a target enemy unit." A unit is targeted through its
    # Personality («Эффект, целью которого является отряд, одновременно выбирает в качестве
    # цели и его командира»).
    "Matsu Morito": {
        0: Compiled(
            (Target(side=ENEMY, kinds=(PERSONALITY,), text="a target enemy unit"),),
            (Effect(MOVE_HOME, 0),),
        )
    },
    # "Battle, :bow:: Ranged 3 Attack with +1 strength for every 10 points of Family Honor
    # you have." «Атака с расстояния должна иметь в качестве цели одну карту противника»:
    # an enemy Follower, or an enemy Personality without Followers, in this battle.
    "Matsu Misato": {
        0: Compiled(
            (_RANGED_TARGET,),
            (Measured(MEASURED_RANGED, 0, amount=SELF, stat="family_honor", base=3),),
        )
    },
    # "Battle: Target another of your Lion Clan Personalities. Give Choiko a Force or Chi
    # bonus equal to the target's Personal Honor." (the player chooses which, as it
    # resolves).
    "Matsu Choiko": {
        0: Compiled(
            (
                Target(
                    side=YOURS,
                    traits=("Lion Clan",),
                    conditions=(("not_self", "is", 0),),
                    text="another of your Lion Clan Personalities",
                ),
            ),
            (
                Either(
                    EITHER,
                    0,
                    options=(
                        (MeasuredBonus(MEASURED_BONUS, SELF, amount=0, stat="ph"),),
                        (MeasuredBonus(MEASURED_BONUS, SELF, amount=0, stat="ph", to="chi"),),
                    ),
                    labels=(
                        "a Force bonus equal to the target's Personal Honor",
                        "a Chi bonus equal to the target's Personal Honor",
                    ),
                ),
            ),
        )
    },
    # "Limited: Look at the top three cards of your Fate deck. You may exchange one of them
    # with one from your hand. Put the cards back in any order."
    "Mirumoto Shikei, the Laughing Dragon • Experienced": {
        0: Compiled(
            (),
            (Effect(LOOK_EXCHANGE, PLAYER, amount=3), Effect(LOOK_ORDER, PLAYER, amount=3)),
        )
    },
    # "Battle, :bow:: Destroy Kadu-kai to destroy a target enemy Personality with equal or
    # lower Force." Destroying Kadu-kai is a cost, paid first («Стоимость и эффекты»); the
    # Force compared as the target is chosen.
    "Moto Kadu-kai": {
        0: Compiled(
            (
                Target(
                    side=ENEMY,
                    conditions=(("force", "max_self", 0),),
                    text="a target enemy Personality with equal or lower Force",
                ),
            ),
            (Effect(DESTROY, SELF), Effect(DESTROY, 0)),
        )
    },
    # "Repeatable Battle, :bow:: Straighten a target bowed Personality this army and give
    # him a Force bonus equal to Vordu's Force." "This army" is Vordu's, so he must be in
    # the current battle (`this_army`); the target is of his side there.
    "Moto Vordu • Experienced": {
        0: Compiled(
            (
                Target(
                    side=YOUR_ARMY, states=("bowed",), text="a target bowed Personality this army"
                ),
            ),
            (
                Effect(REQUIRE, PLAYER, what=SELF_IN_BATTLE),
                Effect(STRAIGHTEN, 0),
                MeasuredBonus(MEASURED_BONUS, 0, amount=SELF, stat="force"),
            ),
        )
    },
    # "Repeatable Battle, :bow:: Discard a Spell or a Kiho Strategy to straighten a target
    # bowed Cavalry card." The discard is a cost, needed before the action is announced.
    "Moto Vordu": {
        0: Compiled(
            (
                Target(
                    kinds=(CARD,),
                    traits=("Cavalry",),
                    states=("bowed",),
                    text="a target bowed Cavalry card",
                ),
            ),
            (
                Effect(DISCARD_COST, PLAYER, amount=1, what="a Spell or a Kiho Strategy"),
                Effect(STRAIGHTEN, 0),
            ),
        )
    },
}
