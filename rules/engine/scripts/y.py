"""Hand-written records, titles starting with Y."""

from rules.engine.compiler import Compiled
from rules.engine.effects import BONUS, SELF, Effect
from rules.engine.effects_choice import EITHER, Either
from rules.engine.effects_scripted import IF, When
from rules.engine.targets import ANYWHERE, CARD, YOURS, Target

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Open: If it is your turn or you control a Courtier, give a target Personality -2F."
    "Yogo Nobukai": {
        0: Compiled(
            (Target(text="a target Personality"),),
            (When(IF, 0, cond="your_turn_or_courtier", then=Effect(BONUS, 0, force=-2)),),
        )
    },
    # "Battle/Open: Any number of times per turn, bow one of your non-Stronghold Ports: Give
    # Heishiro either +1F or +1C." The Port is chosen as the action is announced and bowing
    # it is the cost («Стоимость и эффекты»); it is at home, wherever the battle is.
    "Yoritomo Heishiro": {
        0: Compiled(
            (
                Target(
                    side=YOURS,
                    kinds=(CARD,),
                    traits=("Port", "non-Stronghold"),
                    states=("unbowed",),
                    where=ANYWHERE,
                    text="one of your non-Stronghold Ports",
                ),
            ),
            (
                Either(
                    EITHER,
                    SELF,
                    options=((Effect(BONUS, SELF, force=1),), (Effect(BONUS, SELF, chi=1),)),
                    labels=("+1F", "+1C"),
                ),
            ),
            repeatable=True,
            bows=(0,),
        )
    },
}
