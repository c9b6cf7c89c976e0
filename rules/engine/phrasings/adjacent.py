"""Moving to an adjacent battlefield («Фаза атаки» — Attack Phase: the battlefields are at
the Provinces, side by side): "Move this Shugenja to an adjacent, unresolved battlefield or
move him home" (Fire and Air). The battlefield is chosen as the effect resolves, among the
unresolved ones at the Provinces beside his (`effects_terrain.TO_ADJACENT`); which of the
two moves, the acting player chooses then too (`effects_choice.Either`).
"""

import re
from typing import TYPE_CHECKING

from rules.engine.effects import MOVE_HOME, Effect
from rules.engine.effects_choice import EITHER, Either
from rules.engine.effects_terrain import TO_ADJACENT
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(
    r"^Move (?P<obj>.+?) to an adjacent,? unresolved battlefield or move (?:him|her|it) home$"
)
def adjacent_or_home(reader: "Reader", match: re.Match[str]) -> bool:
    on = reader.obj(match["obj"])
    if on is None:
        return False
    options = ((Effect(TO_ADJACENT, on),), (Effect(MOVE_HOME, on),))
    labels = ("move to an adjacent, unresolved battlefield", "move home")
    reader.effects.append(Either(EITHER, on, options=options, labels=labels))
    return True
