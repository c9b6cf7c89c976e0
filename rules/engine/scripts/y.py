"""Hand-written records, titles starting with Y."""

from rules.engine.compiler import Compiled
from rules.engine.effects import BONUS, MOMENT, PLAYER, SELF, Effect
from rules.engine.effects_choice import EITHER, Either
from rules.engine.effects_printed_honor import PRINTED_PH_HONOR
from rules.engine.effects_scripted import IF, When
from rules.engine.effects_seppuku import SEPPUKU
from rules.engine.recruit_paid import RECRUIT_PAID
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
    # "Repeatable Reaction, :bow:: Before one of your Personalities is dishonored, the
    # Personality commits seppuku. Gain Honor equal to the Personality's printed Personal
    # Honor." (he dies honorable, «Уничтожение и сброс карт»; then the gain).
    "Yokutsu no Shiryo": {
        0: Compiled((), (Effect(SEPPUKU, MOMENT), Effect(PRINTED_PH_HONOR, MOMENT)))
    },
    # "Limited, :gstar:: Recruit a target Holding in your Province (entering play bowed), for
    # 1 less Gold." (`rules.engine.recruit_paid`: the Gold paid for the action recruits it)
    "Yoritomo Mikaru": {
        0: Compiled((), (Effect(RECRUIT_PAID, PLAYER, amount=1),)),
    },
}
