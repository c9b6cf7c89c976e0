"""Hand-written records, titles starting with H."""

from rules.engine.compiler import Compiled
from rules.engine.effects import DRAW, PLAYER, Effect
from rules.engine.effects_scripted import IF_PLAYER, When

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Battle, :g3:: If you (after playing this Strategy) have fewer cards in your hand than
    # each other player, draw two cards."
    "Hidden Storehouse of House Rafiq": {
        0: Compiled(
            (),
            (
                When(
                    IF_PLAYER,
                    PLAYER,
                    cond="fewer_cards_in_hand",
                    then=Effect(DRAW, PLAYER, amount=2),
                ),
            ),
        )
    },
}
