"""Hand-written records, titles starting with D."""

from rules.engine.cards import FOLLOWER, PERSONALITY
from rules.engine.compiler import Compiled
from rules.engine.effects import BONUS, BOW, DESTROY, HOST, PLAYER, SELF, Effect
from rules.engine.effects_battle import EXTRA_BATTLE_ACTION
from rules.engine.effects_choice import EITHER, TO_OPPOSED_BATTLEFIELD, Either
from rules.engine.effects_conditions import IF_MOVED, REQUIRE
from rules.engine.effects_scripted import IF, STAT_BONUS, TO_BATTLE, StatBonus, ToBattle, When
from rules.engine.effects_stats import (
    DISCARD_MAY,
    FOCUS_RANGED,
    FORCE_TO_CHI,
    MEASURED_BONUS,
    MeasuredBonus,
)
from rules.engine.personality_conditions import ATTACKING_RICHER, FEW_SHADOWLANDS
from rules.engine.search_play import SEARCH_PLAY
from rules.engine.targets import ANYWHERE, ENEMY, YOURS, Target

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Battle, :g2:: Target your unbowed Tactician. Search your Fate deck for a non-Unique
    # Battle Strategy and take an additional action to play it." (`rules.engine.search_play`;
    # the Tactician is only targeted.)
    "Death of the Winds": {
        0: Compiled(
            (
                Target(
                    side=YOURS,
                    traits=("Tactician",),
                    states=("unbowed",),
                    text="your target unbowed Tactician",
                ),
            ),
            (Effect(SEARCH_PLAY, PLAYER, what="fate||a non-Unique Battle Strategy"),),
        )
    },
    # "Battle: Target your unbowed attacking Personality. Move a target enemy Personality at
    # any location to the current battlefield. Straighten him as he moves."
    "Determined Challenge": {
        0: Compiled(
            (
                Target(
                    side=YOURS,
                    states=("unbowed", "attacking"),
                    text="your target unbowed attacking Personality",
                ),
                Target(
                    side=ENEMY,
                    where=ANYWHERE,
                    text="a target enemy Personality at any location",
                ),
            ),
            (ToBattle(TO_BATTLE, 1, straighten="self"),),
        )
    },
    # "Open: Target a Personality with lower Personal Honor than Soeka's Chi. Set his Force
    # equal to his own Chi."
    # "Battle: Once per battle, if there are fewer Shadowlands cards opposing Okakura than his
    # Chi, target one of them. Bow it." The condition is needed to announce the action.
    "Doji Okakura • Experienced": {
        0: Compiled(
            (
                Target(
                    side=ENEMY,
                    kinds=(PERSONALITY, FOLLOWER),
                    traits=("Shadowlands",),
                    text="one of the Shadowlands cards opposing Okakura",
                ),
            ),
            (Effect(REQUIRE, PLAYER, what=FEW_SHADOWLANDS), Effect(BOW, 0)),
            limit="battle",
        )
    },
    # "Battle: If Seishiro is attacking and the Defender has lower Family Honor than you, give
    # Seishiro a Force bonus equal to his Personal Honor." Both conditions are checked as the
    # effect resolves.
    "Doji Seishiro": {
        0: Compiled(
            (),
            (
                When(
                    IF,
                    SELF,
                    cond=ATTACKING_RICHER,
                    then=StatBonus(STAT_BONUS, SELF, stat="ph"),
                ),
            ),
        )
    },
    "Doji Soeka": {
        0: Compiled(
            (
                Target(
                    conditions=(("ph_below_chi", "is", 0),),
                    text="a target Personality with lower Personal Honor than Soeka's Chi",
                ),
            ),
            (Effect(FORCE_TO_CHI, 0),),
        )
    },
    # "Battle: Give one to three of your target defending Personalities +2F."
    "Defensive Formation": {
        0: Compiled(
            tuple(
                Target(
                    side=YOURS,
                    states=("defending",),
                    text="your target defending Personality",
                    optional=index > 0,
                )
                for index in range(3)
            ),
            tuple(Effect(BONUS, index, force=2) for index in range(3)),
        )
    },
    # "Thunder Battle, :bow:: Give a target enemy Personality or Follower a Force penalty
    # equal to this Shugenja's Chi. If its Force is now 0 or this Shugenja is Thunder, you
    # may destroy this Spell to take an additional Battle action."
    "Deafening Thunder": {
        0: Compiled(
            (
                Target(
                    side=ENEMY,
                    kinds=(PERSONALITY, FOLLOWER),
                    text="a target enemy Personality or Follower",
                ),
            ),
            (
                MeasuredBonus(MEASURED_BONUS, 0, amount=HOST, sign=-1),
                When(
                    IF,
                    0,
                    cond="force_zero_or_thunder",
                    then=Either(
                        EITHER,
                        0,
                        options=(
                            (Effect(DESTROY, SELF), Effect(EXTRA_BATTLE_ACTION, PLAYER, amount=1)),
                            (),
                        ),
                        labels=(
                            "destroy this Spell to take an additional Battle action",
                            "keep this Spell",
                        ),
                    ),
                ),
            ),
        )
    },
    # "Absent Battle: Move a target Personality (at the current battlefield) to an unresolved
    # battlefield where he would be opposed." The battlefield is chosen as it resolves.
    "Defensive Grill": {
        0: Compiled(
            (Target(text="a target Personality (at the current battlefield)"),),
            (Effect(TO_OPPOSED_BATTLEFIELD, 0),),
        )
    },
    # "Home Battle: If Gensai would be opposed, move him to the current battlefield. After he
    # moves, you may discard a card to make a Ranged Attack with strength equal to the card's
    # Focus Value." The Ranged Attack's target (optional) is chosen as the action is
    # announced; the attack comes only if he moved and a card was discarded.
    "Daidoji Gensai": {
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
                When(IF, SELF, cond="would_be_opposed", then=ToBattle(TO_BATTLE, SELF)),
                When(IF_MOVED, SELF, cond="moved", then=Effect(DISCARD_MAY, PLAYER, amount=1)),
                Effect(FOCUS_RANGED, 0),
            ),
        )
    },
}
