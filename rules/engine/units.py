"""A target unit («Отряд»: a Personality with the cards attached to him, chosen by the
Personality who leads it): "Target a unit: Move it home", "Bow a target enemy unit",
"Target your unit: Straighten it", "Target your unit in your home: ... move it to the current
battlefield".

The compiler reads such a target as any other (`targets.UNIT`, the leading Personality
chosen); `settle` then makes what the text does to "it" act on every card of the unit:
bowing and straightening the unit; moving it home or to the current battlefield moves the
unit already (`effects.MOVE_HOME`, `effects_scripted.TO_BATTLE`). An action doing anything
else to a unit is not read.
"""

from dataclasses import replace
from typing import TYPE_CHECKING

from rules.engine import targets as tg
from rules.engine.effects import (
    BOW,
    BOW_UNIT,
    MOVE_HOME,
    PAIRED,
    STRAIGHTEN,
    STRAIGHTEN_UNIT,
    Effect,
)
from rules.engine.effects_scripted import ToBattle

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_ON_UNIT = {
    BOW: BOW_UNIT,
    STRAIGHTEN: STRAIGHTEN_UNIT,
    BOW_UNIT: BOW_UNIT,
    STRAIGHTEN_UNIT: STRAIGHTEN_UNIT,
    MOVE_HOME: MOVE_HOME,
}
# Operations that act on a target's unit as a whole already (registered by their modules:
# `effects_others.EACH_OTHER`, the cards outside the target's unit).
WHOLE_UNIT: set[str] = set()


def settle(reader: "Reader") -> bool:
    """What the action does to its unit targets, made to act on their units; False when it
    does something to one that the units' reading does not cover."""
    units = {i for i, target in enumerate(reader.targets) if tg.UNIT in target.kinds}
    if not units:
        return True
    if any(reader.targets[i].kinds != (tg.UNIT,) for i in units):
        return False
    settled: list[Effect] = []
    for effect in reader.effects:
        if effect.on not in units:
            if effect.op in PAIRED and effect.amount in units:
                return False
            settled.append(effect)
            continue
        if isinstance(effect, ToBattle) or effect.op in WHOLE_UNIT:
            settled.append(effect)
            continue
        if type(effect) is not Effect or effect.op not in _ON_UNIT:
            return False
        settled.append(replace(effect, op=_ON_UNIT[effect.op]))
    reader.effects[:] = settled
    return True
