"""A target face up in the player's own Province: "Give Reserve to a target face-up Unicorn
Clan Personality in your Province." (Moto Naleesh, the Living Goddess) — read as "your target
... in your Province" (`phrasings.mobility`): a card in a Province is named only face up
(`targets.IN_PROVINCE`), and "your Province" makes it the player's own."""

import re
from typing import TYPE_CHECKING

from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(r"^Give (?P<keyword>Reserve) to a target face-up (?P<what>.+?) in your Provinces?$")
def give_reserve_face_up(reader: "Reader", match: re.Match[str]) -> bool:
    if match["what"].startswith(("target ", "your ", "enemy ")):
        return False
    keyword, what = match["keyword"], match["what"]
    return reader.sentence(f"Give {keyword} to your target {what} in your Province")
