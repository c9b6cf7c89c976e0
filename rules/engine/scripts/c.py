"""Hand-written records, titles starting with C."""

from rules.engine.compiler import Compiled
from rules.engine.effects import DRAW, PLAYER, Effect
from rules.engine.effects_scripted import IF_PLAYER, When

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Limited, :bow:: If you have fewer Provinces than each other player, draw a card."
    "Counting House": {
        1: Compiled(
            (),
            (When(IF_PLAYER, PLAYER, cond="fewer_provinces", then=Effect(DRAW, PLAYER, amount=1)),),
        )
    },
}
