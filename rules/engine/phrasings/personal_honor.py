"""A Personal Honor bonus or penalty (`rules.engine.effects_personal_honor`), with examples
from the pool:

- Permanently give him -1PH ("Dark Secrets"; the duration is read by `durations`)
- Give a target Human Personality +1PH ("Last Gift")
"""

import re
from typing import TYPE_CHECKING

from rules.engine.effects_personal_honor import PH_BONUS
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(r"^Give (?P<obj>.+?) (?P<n>[+-]\d+) ?PH$")
def ph_bonus(reader: "Reader", match: re.Match[str]) -> bool:
    return reader.add(PH_BONUS, reader.obj(match["obj"]), amount=int(match["n"]))
