"""A card's Force or Chi set to a number (`effects_set_stats`), for the turn unless a duration
says otherwise (`phrasings.durations`):

- Reduce a target enemy Shadowlands Personality's Force to 0 ("Hiruma Slayers")
- Target an enemy Personality: Reduce his Force to 0 ("Asako Rikate")
- Set a target enemy card's Force to 0 ("Daigotsu"'s grant); Set his Force to 0
"""

import re
from typing import TYPE_CHECKING

from rules.engine.effects_set_stats import REDUCE_STAT, SET_STAT
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_OPS = {"reduce": REDUCE_STAT, "set": SET_STAT}


@phrasing(
    r"^(?P<verb>Reduce|Set) (?:(?P<pronoun>his|her|its)|(?P<obj>.+?)'s) "
    r"(?P<stat>Force|Chi) to (?P<n>\d+)$",
    re.IGNORECASE,
)
def set_stat(reader: "Reader", match: re.Match[str]) -> bool:
    on = reader.last if match["pronoun"] else reader.obj(match["obj"])
    op = _OPS[match["verb"].lower()]
    return reader.add(op, on, what=match["stat"].lower(), amount=int(match["n"]))
