"""Hand-written records, titles starting with T."""

from dataclasses import replace

from rules.engine.cards import FOLLOWER, ITEM, PERSONALITY, SPELL
from rules.engine.compiler import Compiled
from rules.engine.dynasty_conditions import ATTACKING_AT_YOUR_PROVINCE, TRAITOR
from rules.engine.effects import (
    BONUS,
    BOW,
    DESTROY,
    HOST,
    PLAYER,
    SELF,
    STRAIGHTEN,
    STRAIGHTEN_UNIT,
    Effect,
)
from rules.engine.effects_battle import RANGED_SHIELD
from rules.engine.effects_choice import HONOR_CHOICE
from rules.engine.effects_conditions import named
from rules.engine.effects_measured import USE_AGAIN
from rules.engine.effects_scripted import IF, TO_BATTLE, ToBattle, When
from rules.engine.effects_stats import MEASURED_BONUS, MeasuredBonus
from rules.engine.effects_terrain import CREATE_BATTLEFIELD, TO_CREATED
from rules.engine.effects_zones import LOOK_TAKE
from rules.engine.named_tokens import NAMED_TOKEN, NO_PRINTED_ABILITIES, no_token
from rules.engine.sworn import NOT_SWORN, SWORN
from rules.engine.targets import (
    ANYWHERE,
    ATTACHMENT,
    CARD,
    ENEMY,
    YOURS,
    Target,
    parse_target,
)

_PERSON_OR_FOLLOWER = parse_target("a target Personality or Follower")
assert _PERSON_OR_FOLLOWER is not None
# «Атака с расстояния должна иметь в качестве цели одну карту противника».
_PARSED = parse_target("a target enemy Follower or Personality without Followers")
assert _PARSED is not None
_RANGED_TARGET = replace(_PARSED, conditions=(*_PARSED.conditions, RANGED_SHIELD))

_YOUR_PERSONALITY = parse_target("your target Personality")
_ENEMY_PERSONALITY = parse_target("a target enemy Personality")
assert _YOUR_PERSONALITY is not None and _ENEMY_PERSONALITY is not None

_OGRE_OR_TROLL = Target(
    kinds=(PERSONALITY, FOLLOWER), one_of=("Ogre", "Troll"), text="a target Ogre or Troll"
)

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Open, :bow:: Give a +1F/+1C Training token to a target Personality with no printed
    # abilities and no Training tokens." (`rules.engine.named_tokens`)
    "The Topaz Dojo": {
        1: Compiled(
            (
                Target(
                    conditions=((NO_PRINTED_ABILITIES, "is", 0), no_token("Training")),
                    where=ANYWHERE,
                    text="a target Personality with no printed abilities and no Training tokens",
                ),
            ),
            (Effect(NAMED_TOKEN, 0, force=1, chi=1, amount=1, what="Training"),),
        )
    },
    # "Limited: Target a Samurai Personality who has not been targeted by a Today We Die this
    # game. Until the game ends, he cannot Lobby, after the end of each of his controller's
    # Action Phases, if he can legally assign, his controller must declare an attack and
    # assign him, and give him a +1F/+1C token after each battle resolution he is in."
    # (`rules.engine.sworn`)
    "Today We Die": {
        0: Compiled(
            (
                Target(
                    traits=("Samurai",),
                    conditions=((NOT_SWORN, "is", 0),),
                    text="a Samurai Personality who has not been targeted by a Today We Die "
                    "this game",
                ),
            ),
            (Effect(SWORN, 0),),
        )
    },
    # "Battle: Create a battlefield without a Province. Move your target Personality and a
    # target enemy Personality there; if your Personality is a Scout, straighten his unit."
    # The battlefield is one more of this attack's, fought when the attacker chooses it.
    "The False Route": {
        0: Compiled(
            (_YOUR_PERSONALITY, _ENEMY_PERSONALITY),
            (
                Effect(CREATE_BATTLEFIELD, PLAYER),
                Effect(TO_CREATED, 0),
                Effect(TO_CREATED, 1),
                When(IF, 0, cond=named("keyword:Scout"), then=Effect(STRAIGHTEN_UNIT, 0)),
            ),
        )
    },
    # "Battle: Bow your target unbowed Weapon. Destroy a target enemy attachment." (its
    # other action, "Battle: Give a target Personality with a Weapon +2F.", is compiled).
    "Tonfajutsu": {
        0: Compiled(
            (
                Target(
                    side=YOURS,
                    kinds=(ITEM,),
                    traits=("Weapon",),
                    states=("unbowed",),
                    text="your target unbowed Weapon",
                ),
                Target(side=ENEMY, kinds=(ATTACHMENT,), text="a target enemy attachment"),
            ),
            (Effect(BOW, 0), Effect(DESTROY, 1)),
        ),
    },
    # "Battle/Engage: If he would be opposed, move to the current battlefield your target
    # unbowed Personality in a Cavalry unit at any location."
    "The Golden Plains of the Unicorn": {
        0: Compiled(
            (
                Target(
                    side=YOURS,
                    states=("unbowed",),
                    conditions=(("cavalry_unit", "is", 0),),
                    where=ANYWHERE,
                    text="your target unbowed Personality in a Cavalry unit at any location",
                ),
            ),
            (When(IF, 0, cond="would_be_opposed", then=ToBattle(TO_BATTLE, 0)),),
        )
    },
    "The Importunate Vu": {
        # "Battle/Open: Any number of times per turn, bow Vu and target an Ogre or Troll:
        # Give it +2F." An Ogre or a Troll: a Personality or Follower with either keyword.
        0: Compiled(
            (_OGRE_OR_TROLL,), (Effect(BONUS, 0, force=2),), bows_self=True, repeatable=True
        ),
        # "Battle/Open: Bow and destroy Vu, and target an Ogre or Troll: Give it +3F."
        # Destroying Vu is a cost, paid first («Стоимость и эффекты»).
        1: Compiled(
            (_OGRE_OR_TROLL,),
            (Effect(DESTROY, SELF), Effect(BONUS, 0, force=3)),
            bows_self=True,
        ),
    },
    # "Air Open: If this Shugenja is unbowed, give a target Personality or Follower a Force
    # penalty equal to this Shugenja's Chi. Bow this Shugenja."
    "Tempest of Air": {
        0: Compiled(
            (_PERSON_OR_FOLLOWER,),
            (
                When(
                    IF,
                    0,
                    cond="host_unbowed",
                    then=MeasuredBonus(MEASURED_BONUS, 0, amount=HOST, sign=-1),
                ),
                Effect(BOW, HOST),
            ),
        )
    },
    # "Limited: Bow your target unbowed Shugenja. Look at the top three cards of your Fate
    # deck. If one of them is a Kiho or Spell, you may show it, put it into your hand, and
    # then discard a card."
    "The Eternal Temple of the Phoenix": {
        0: Compiled(
            (
                Target(
                    side=YOURS,
                    traits=("Shugenja",),
                    states=("unbowed",),
                    text="your target unbowed Shugenja",
                ),
            ),
            (
                Effect(BOW, 0),
                Effect(LOOK_TAKE, PLAYER, amount=3, what="a Kiho or a Spell"),
            ),
        )
    },
    # "Political Limited, :bow:: Bow your target unbowed Personality. You, or any player if
    # the Personality is an Artisan, gain or lose 1 Honor." (the player chooses who and
    # which as it resolves).
    "The Turquoise Court": {
        1: Compiled(
            (Target(side=YOURS, states=("unbowed",), text="your target unbowed Personality"),),
            (Effect(BOW, 0), Effect(HONOR_CHOICE, 0, amount=1, what="Artisan")),
        )
    },
    # "Battle, :bow:: Straighten your target Spell. You may use its abilities a second
    # time."
    "The Jade Temple": {
        1: Compiled(
            (Target(side=YOURS, kinds=(SPELL,), text="your target Spell"),),
            (Effect(STRAIGHTEN, 0), Effect(USE_AGAIN, 0)),
        )
    },
    # "Limited: Destroy a target Personality who has your Clan Alignment and does not have
    # his controller's Clan Alignment." (`dynasty_conditions.TRAITOR`)
    "Traitor's Grove": {
        0: Compiled(
            (
                Target(
                    conditions=((TRAITOR, "is", 0),),
                    text="a target Personality who has your Clan Alignment and does not have "
                    "his controller's Clan Alignment",
                ),
            ),
            (Effect(DESTROY, 0),),
        )
    },
    # "Absent Repeatable Battle, :bow:: Bow a target Shadowlands card in an attacking army
    # at one of your Provinces' battlefields." The text names where the target is, at the
    # current battlefield or another of the controller's Provinces' (Absent: «Правило
    # присутствия» waived by the keyword).
    "Temple of Bishamon": {
        1: Compiled(
            (
                Target(
                    kinds=(CARD,),
                    traits=("Shadowlands",),
                    conditions=((ATTACKING_AT_YOUR_PROVINCE, "is", 0),),
                    where=ANYWHERE,
                    text="a target Shadowlands card in an attacking army at one of your "
                    "Provinces' battlefields",
                ),
            ),
            (Effect(BOW, 0),),
        )
    },
}
