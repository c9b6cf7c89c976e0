"""A card's Force and Chi switched (`rules.engine.effects_switched`): "Switch Kiyo's Force
and Chi" (Soshi Kiyo), "Switch his Force and Chi" (Energy Transference), "Switch the
target's Force and Chi" (Shifting Waves).
"""

import re
from typing import TYPE_CHECKING

from rules.engine.effects_switched import SWITCH_FORCE_CHI
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(r"^Switch (?:(?P<whose>his|her|its)|(?P<obj>.+?)'s) Force and Chi$")
def switch_force_chi(reader: "Reader", match: re.Match[str]) -> bool:
    on = reader.last if match["whose"] else reader.obj(match["obj"])
    return reader.add(SWITCH_FORCE_CHI, on)
