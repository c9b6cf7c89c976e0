"""A bonus to a card and to each Personality opposing it (`effects_opposing`), with an
example from the pool: "Give him +3F and each Personality opposing him +2F." (Clarity of
Purpose). The bonuses last the turn, as every "Give ... +NF" does."""

import re
from typing import TYPE_CHECKING

from rules.engine.effects import BONUS, Effect
from rules.engine.effects_opposing import OPPOSING_EACH, OpposingEach
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_STAT = r"[+-]\d+F(?:/[+-]\d+C)?"
_AMOUNT = re.compile(r"([+-]\d+)F(?:/([+-]\d+)C)?")


def _amounts(text: str) -> tuple[int, int]:
    match = _AMOUNT.fullmatch(text)
    assert match is not None
    return int(match[1]), int(match[2] or 0)


@phrasing(
    rf"^Give (?P<obj>him|her|it|the target) (?P<a>{_STAT}) and each Personality opposing "
    rf"(?:him|her|it) (?P<b>{_STAT})$"
)
def bonus_and_opposing(reader: "Reader", match: re.Match[str]) -> bool:
    on = reader.obj(match["obj"])
    if on is None or on < 0:
        return False
    force, chi = _amounts(match["a"])
    other_force, other_chi = _amounts(match["b"])
    reader.effects.append(Effect(BONUS, on, force=force, chi=chi))
    then = Effect(BONUS, force=other_force, chi=other_chi)
    reader.effects.append(OpposingEach(OPPOSING_EACH, on, then=then))
    return True
