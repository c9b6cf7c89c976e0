"""Targets described by a stat of exactly 0 (`targets.parse_target`, «Выбор цели»):
"a target Personality with 0 Personal Honor" (Kitsuki Taji, Foolish Pride), "your target
performing Human Personality with 0 Force" (Shrine of Reverse Fortunes).

A stat never goes below 0 («Характеристики»: Force, Chi and Personal Honor have a minimum
of 0), so "with 0 X" is the bound "X at most 0" the target's conditions already check.
"""

import re

_ZERO = re.compile(r"^with (?:a |an )?0 (?P<stat>Force|Chi|Personal Honor)$")
_NAMES = {"Force": "force", "Chi": "chi", "Personal Honor": "ph"}


def condition(part: str) -> tuple[str, str, int] | None:
    """("ph", "max", 0) for "with 0 Personal Honor", or None."""
    match = _ZERO.match(part.strip())
    return None if match is None else (_NAMES[match["stat"]], "max", 0)
