"""Hand-written records, titles starting with C."""

from rules.engine.cards import HOLDING
from rules.engine.compiler import Compiled
from rules.engine.effects import DRAW, PLAYER, Effect
from rules.engine.effects_scripted import IF_PLAYER, SILENCE, When
from rules.engine.targets import Target

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Open, :bow:: A target Holding's abilities may not be used." (this turn: «Если на
    # карте прямо не указана продолжительность ее эффекта, то он прекращается в конце
    # текущего хода»).
    "Coastal Pearl Bed": {
        0: Compiled((Target(kinds=(HOLDING,), text="a target Holding"),), (Effect(SILENCE, 0),))
    },
    # "Limited, :bow:: If you have fewer Provinces than each other player, draw a card."
    "Counting House": {
        1: Compiled(
            (),
            (When(IF_PLAYER, PLAYER, cond="fewer_provinces", then=Effect(DRAW, PLAYER, amount=1)),),
        )
    },
}
