"""Hand-written records, titles starting with F."""

from rules.engine.compiler import Compiled
from rules.engine.effects import BONUS, DESTROY, MOVE_HOME, PLAYER, SELF, STRAIGHTEN_UNIT, Effect
from rules.engine.effects_choice import ONE_OF, OneOf
from rules.engine.effects_scripted import TO_BATTLE, ToBattle
from rules.engine.province_swap import REFILL_FROM_DISCARD
from rules.engine.target_relations import OPPOSED_BY_SHADOWLANDS
from rules.engine.targets import ANYWHERE, CONDITIONS, SOURCE_CONDITIONS, YOURS, Target

# "One of your other Personalities": not the one this card is attached to.
SOURCE_CONDITIONS["not_own_personality"] = lambda state, card, source: (
    card is not source and card.iid != source.host
)
# A Personality with a Falcon Messengers attached (Falcon Messengers).
CONDITIONS["has_falcon_messengers"] = lambda state, card: any(
    state.cards[iid].defn.title == "Falcon Messengers" for iid in card.attachments
)

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Repeatable Battle, :bow:: Target one of your other Personalities with a Falcon
    # Messengers at any location. Move him to this unit's battlefield." A Battle ability is
    # used at the current battlefield («Действия Битвы»), so this unit's battlefield is the
    # current one; bowing the card is the cost.
    "Falcon Messengers": {
        0: Compiled(
            (
                Target(
                    side=YOURS,
                    conditions=(
                        ("not_own_personality", "is", 0),
                        ("has_falcon_messengers", "is", 0),
                    ),
                    where=ANYWHERE,
                    text="one of your other Personalities with a Falcon Messengers at any location",
                ),
            ),
            (ToBattle(TO_BATTLE, 0),),
            bows_self=True,
            repeatable=True,
        )
    },
    # "Open: Discard a face-up card from one of your Provinces. Refill the Province with your
    # target discarded (not dead) Personality. Destroy this Holding."
    # (`rules.engine.province_swap`)
    "Family Library": {
        0: Compiled((), (Effect(REFILL_FROM_DISCARD, PLAYER), Effect(DESTROY, SELF))),
    },
    # "Battle: Move home your target Personality. As he moves, straighten his unit and you
    # may straighten one of your other units (at any location)."
    "Fall Back!": {
        0: Compiled(
            (Target(side=YOURS, text="your target Personality"),),
            (
                Effect(MOVE_HOME, 0),
                Effect(STRAIGHTEN_UNIT, 0),
                OneOf(
                    ONE_OF,
                    0,
                    group=Target(side=YOURS, where=ANYWHERE, text="one of your other units"),
                    then=Effect(STRAIGHTEN_UNIT),
                    optional=True,
                    say="straighten {}'s unit",
                ),
            ),
        )
    },
    # "Battle: Target a Shadowlands Personality opposed by one or more Shadowlands cards: Give
    # the target +3F/+3C." Opposed: a Shadowlands card in an enemy unit at the battlefield.
    "Fury of the Damned": {
        0: Compiled(
            (
                Target(
                    traits=("Shadowlands",),
                    conditions=((OPPOSED_BY_SHADOWLANDS, "is", 0),),
                    text="a target Shadowlands Personality opposed by one or more Shadowlands "
                    "cards",
                ),
            ),
            (Effect(BONUS, 0, force=3, chi=3),),
        )
    },
}
