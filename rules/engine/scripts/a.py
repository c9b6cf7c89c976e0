"""Hand-written records, titles starting with A."""

from rules.engine.cards import FOLLOWER, PERSONALITY, RING
from rules.engine.compiler import Compiled
from rules.engine.effects import (
    BONUS,
    BOW,
    HOST,
    MOVE_HOME,
    PLAYER,
    SELF,
    STRAIGHTEN,
    STRAIGHTEN_UNIT,
    Effect,
)
from rules.engine.effects_choice import DISCARD_OR_BOW, EITHER, Either
from rules.engine.effects_conditions import named
from rules.engine.effects_scripted import IF, STRAIGHTEN_ATTACHMENTS, TO_BATTLE, ToBattle, When
from rules.engine.effects_stats import (
    FOCUS_BONUS,
    FOCUS_RANGED,
    GIVE_KEYWORD,
    STRENGTH_BY_FORCE,
    StrengthByForce,
)
from rules.engine.effects_terrain import TO_ADJACENT
from rules.engine.effects_zones import DISCARD_COST
from rules.engine.ops import NEXT_TURN_END
from rules.engine.targets import ANYWHERE, ATTACHMENT, ENEMY, YOURS, Target

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Before this battle resolves, you may move one of your opposed attacking Personalities
    # at this battlefield to an adjacent, unresolved battlefield." (the Terrain's trait,
    # after its Battle action: «Местность»)
    "A Moving Battle": {
        1: Compiled(
            (
                Target(
                    side=YOURS,
                    states=("opposed", "attacking"),
                    optional=True,
                    text="one of your opposed attacking Personalities at this battlefield",
                ),
            ),
            (Effect(TO_ADJACENT, 0),),
        )
    },
    # "Battle: Target your bowed Ring and an attachment. Straighten both targets." A Ring is
    # never at a battlefield; the attachment is the card in this battle («Правило
    # уместности»).
    "Aligned with the Elements": {
        1: Compiled(
            (
                Target(
                    side=YOURS,
                    kinds=(RING,),
                    states=("bowed",),
                    where=ANYWHERE,
                    text="your target bowed Ring",
                ),
                Target(kinds=(ATTACHMENT,), text="a target attachment"),
            ),
            (Effect(STRAIGHTEN, 0), Effect(STRAIGHTEN, 1)),
        )
    },
    # "Tireless Battle/Open: Straighten this Personality, and straighten his attachments if
    # he is defending."
    "Ancestral Armor of the Crab Clan • Experienced": {
        0: Compiled(
            (),
            (
                Effect(STRAIGHTEN, HOST),
                When(IF, HOST, cond="defending", then=Effect(STRAIGHTEN_ATTACHMENTS, HOST)),
            ),
        )
    },
    # "Battle, :bow:: If he would be opposed, move a target Personality at any location to
    # this battlefield. Straighten his unit if you do not control him."
    "Ancestral Armor of the Lion Clan • Experienced": {
        0: Compiled(
            (Target(where=ANYWHERE, text="a target Personality at any location"),),
            (
                When(IF, 0, cond="would_be_opposed", then=ToBattle(TO_BATTLE, 0)),
                When(IF, 0, cond="not_yours", then=Effect(STRAIGHTEN_UNIT, 0)),
            ),
        )
    },
    # "Battle: Move your target Personality home. If he is a Scout, straighten his unit.
    # Raise or lower the current province's strength by his Force."
    "Advance Warning": {
        0: Compiled(
            (Target(side=YOURS, text="your target Personality"),),
            (
                Effect(MOVE_HOME, 0),
                When(IF, 0, cond=named("keyword:Scout"), then=Effect(STRAIGHTEN_UNIT, 0)),
                Either(
                    EITHER,
                    0,
                    options=(
                        (StrengthByForce(STRENGTH_BY_FORCE, 0, sign=1),),
                        (StrengthByForce(STRENGTH_BY_FORCE, 0, sign=-1),),
                    ),
                    labels=(
                        "raise the current Province's strength by his Force",
                        "lower the current Province's strength by his Force",
                    ),
                ),
            ),
        )
    },
    # "Battle: Target your Personality, or one or two of your Personalities if you have fewer
    # Provinces than any other player. Give them each +1F and Conqueror (A Conqueror's unit
    # doesn't bow after battle)." The second target only with fewer Provinces, and optional.
    "Army Like a Tide": {
        0: Compiled(
            (
                Target(side=YOURS, text="your target Personality"),
                Target(
                    side=YOURS,
                    conditions=(("fewer_provinces", "is", 0),),
                    optional=True,
                    text="your second target Personality if you have fewer Provinces",
                ),
            ),
            tuple(
                effect
                for index in (0, 1)
                for effect in (
                    Effect(BONUS, index, force=1),
                    Effect(GIVE_KEYWORD, index, what="Conqueror"),
                )
            ),
        )
    },
    # "Battle/Open, :bow:: Another player may discard a Spell or Kiho from his hand. If he
    # does not, he must target and bow one of his unbowed Personalities."
    "Ancestral Armor of the Phoenix Clan • Experienced": {
        0: Compiled((), (Effect(DISCARD_OR_BOW, PLAYER, what="a Spell or Kiho"),))
    },
    # "Fire Void Battle: Discard a card with an element keyword to give Kyokuta a Force bonus
    # equal to the card's Focus Value. You may make a Ranged Attack with strength equal to
    # that Focus Value." The Ranged Attack's target (an enemy Follower, or Personality
    # without Followers — «Атаки с расстояния») is optional, chosen as the action is
    # announced.
    "Agasha Kyokuta": {
        0: Compiled(
            (
                Target(
                    side=ENEMY,
                    kinds=(FOLLOWER, PERSONALITY),
                    conditions=(("followers", "none", 0),),
                    optional=True,
                    text="a target enemy Follower or Personality without Followers",
                ),
            ),
            (
                Effect(
                    DISCARD_COST,
                    PLAYER,
                    amount=1,
                    what="an Air card or an Earth card or a Fire card or a Water card or "
                    "a Void card",
                ),
                Effect(FOCUS_BONUS, SELF),
                Effect(FOCUS_RANGED, 0),
            ),
        )
    },
    # "Repeatable Limited: Bow your target unbowed performing Personality. He meditates at a
    # shrine. If he bowed, give him +1F/+2C until your next turn ends." The middle sentence
    # says what the bowing is (no game effect of its own); "if he bowed": bowed now, the
    # target having been unbowed (a bow an effect prevented gives nothing).
    "Ancestral Shrines of Otosan Uchi": {
        0: Compiled(
            (
                Target(
                    side=YOURS,
                    states=("unbowed", "performing"),
                    text="your target unbowed performing Personality",
                ),
            ),
            (
                Effect(BOW, 0),
                When(
                    IF,
                    0,
                    cond=named("state:bowed"),
                    then=Effect(BONUS, 0, force=1, chi=2, lasts=NEXT_TURN_END),
                ),
            ),
            performer=0,
        )
    },
}
