"""Reserve given to a card not yet in play: "Give Reserve to your target Personality in a
Province." (Concealed Reserves). The target is a face-up card in a Province
(`targets.IN_PROVINCE`); Reserve lets it be recruited into a battle
(`rules.engine.mobility`) for the rest of the turn."""

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from rules.engine import targets as tg
from rules.engine.compiler import MAX_TARGETS
from rules.engine.effects_stats import GIVE_KEYWORD
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(r"^Give (?P<keyword>Reserve) to (?P<obj>.+?) in (?:a|your|one of your) Provinces?$")
def give_reserve(reader: "Reader", match: re.Match[str]) -> bool:
    target = tg.parse_target(match["obj"])
    if (
        target is None
        or "target" not in match["obj"].split()
        or target.states
        or len(reader.targets) >= MAX_TARGETS
    ):
        return False
    target = replace(target, where=tg.IN_PROVINCE, text=match[0].partition(" to ")[2])
    reader.targets.append(target)
    reader.last = len(reader.targets) - 1
    return reader.add(GIVE_KEYWORD, reader.last, what=match["keyword"])
