"""Battle actions a player may take with no unit in the battle, as the card says so in its
own words: "Battle: Even if you control no units at the current battlefield, target another
player's Personality: Straighten him." («Правило присутствия»: the text waives the rule, as
the Absent keyword does; the rest of the action is read as any other.)"""

import re

_EVEN_IF = re.compile(
    r"^Even if you control no units at the current battlefield[,:] (?P<rest>.+)$",
    re.IGNORECASE | re.DOTALL,
)


def absent_body(body: str) -> str | None:
    """The action's effect without the words that make it Absent; None when it has none."""
    match = _EVEN_IF.match(body)
    if match is None:
        return None
    rest = match["rest"]
    return rest[:1].upper() + rest[1:]
