"""A Personality commits seppuku (`effects_seppuku.SEPPUKU`), with examples from the pool:

- Target a dishonorable Samurai: He commits seppuku (Remorseful Seppuku)
- Your target Samurai Personality commits seppuku (Honorable Sacrifice)
"""

import re
from typing import TYPE_CHECKING

from rules.engine.effects_seppuku import SEPPUKU
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_PRONOUNS = {"he": "him", "she": "her"}


@phrasing(r"^(?P<obj>.+?) commits [Ss]eppuku$")
def seppuku(reader: "Reader", match: re.Match[str]) -> bool:
    obj = match["obj"]
    return reader.add(SEPPUKU, reader.obj(_PRONOUNS.get(obj.lower(), obj)))
