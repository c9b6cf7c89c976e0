"""Hand-written records, titles starting with E."""

from rules.engine.compiler import Compiled
from rules.engine.effects import PLAYER, Effect
from rules.engine.effects_terrain import KEEP_ONE_EACH

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Before this battle resolves, the Attacker and Defender, in the order of your choice,
    # each choose one of their own Personalities at its battlefield. Move all other
    # Personalities there home." (the Terrain's trait, after its Battle action: «Местность»)
    "Encircled Terrain": {1: Compiled((), (Effect(KEEP_ONE_EACH, PLAYER),))},
}
