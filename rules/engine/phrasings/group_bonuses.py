"""A bonus to every card a plural description fits, while it lasts (`group_statics`):
"All Human Followers in and out of play have +1F" (after "Until your next turn begins, ",
`durations`), "Personalities have -1F while attacking" (Flashy Technique).
"""

import re
from typing import TYPE_CHECKING

from rules.engine.effects import PLAYER
from rules.engine.group_bonus import group_of
from rules.engine.group_statics import GROUP_STATIC, GroupStatic
from rules.engine.phrasings import phrasing
from rules.engine.phrasings.core import STATS, stats

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(
    r"^(?:All )?(?P<group>[A-Za-z][\w' -]*?)(?P<out> in and out of play)? have "
    rf"(?:{STATS})(?: while (?P<states>(?:attacking|defending|opposed)"
    r"(?: and (?:attacking|defending|opposed))*))?$"
)
def group_has(reader: "Reader", match: re.Match[str]) -> bool:
    phrase = match["group"]
    if phrase[:5] == "Your ":
        phrase = "your " + phrase[5:]
    if match["states"]:
        phrase = f"{phrase} while {match['states']}"
    if group_of(phrase) is None:
        return False
    force, chi = stats(match)
    effect = GroupStatic(
        GROUP_STATIC, PLAYER, force=force, chi=chi, phrase=phrase, out_of_play=bool(match["out"])
    )
    reader.effects.append(effect)
    return True


@phrasing(rf"^(?P<first>.+? have (?:{STATS})) and (?P<second>[^,]+? have [+-]\d.*)$")
def two_groups(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Attacking Personalities have +1F and defending Personalities have -1F" (The Heavens
    Reborn): each read as a sentence of its own."""
    second = match["second"]
    mark = len(reader.effects)
    if not reader.sentence(match["first"]) or not reader.sentence(second[0].upper() + second[1:]):
        return False
    return all(isinstance(effect, GroupStatic) for effect in reader.effects[mark:])
