"""A bonus and a keyword granted together, under one condition (`continuous.parse_statics`):

- "Kinuko has +2 Chi and Monk while she has the Tattooed keyword." (Togashi Kinuko)
- "Yayu has +2F and Cavalry while it is not your turn." (Tamori Yayu)
- "Kyuudo has +3F and Elite while defending (Elite cards contribute Force even if bowed)."
  (Asako Kyuudo): the keyword's reminder text goes with the keyword
- "Kitao has +3C and Double Chi while facing a Clan Champion in a duel." (Yoritomo Kitao)

Each is read as two continuous effects, "<who> has <bonus> <condition>." and "<who> has
<keyword> <condition>.", each read whole by `continuous.parse_static` (the keyword one of
`continuous.GRANTABLE`), so the condition holds for both or neither.
"""

import re
from typing import TYPE_CHECKING

from rules.engine.cards import CardDef

if TYPE_CHECKING:
    from rules.engine.continuous import Static

_BONUS = r"[+-]\d+ ?(?:F|C|PH|Chi|Force)(?:/[+-]\d+ ?(?:F|C|PH))*"
_KEYWORD = r"[A-Z][\w'-]*(?: [A-Z][\w'-]*)?"
_PAIR = re.compile(
    rf"^(?P<who>[A-Z][\w' ]*? has) (?:(?P<a>{_BONUS}) and (?P<b>{_KEYWORD})"
    rf"|(?P<b2>{_KEYWORD}) and (?P<a2>{_BONUS}))"
    r"(?P<tail> (?:while|if) [^()]+?)?(?P<reminder> \([^()]+\))?\.?$"
)


def read(sentence: str, defn: CardDef) -> tuple["Static", ...]:
    """The two statics of a "has <bonus> and <keyword> while ..." sentence, or ()."""
    from rules.engine.continuous import parse_static

    match = _PAIR.match(sentence.strip())
    if match is None:
        return ()
    bonus = match["a"] or match["a2"]
    keyword = match["b"] or match["b2"]
    tail = match["tail"] or ""
    reminder = match["reminder"] or ""
    if reminder and keyword not in reminder:
        return ()
    first = parse_static(f"{match['who']} {bonus}{tail}.", defn)
    second = parse_static(f"{match['who']} {keyword}{tail}{reminder}.", defn)
    if first is None or second is None or not second.keywords:
        return ()
    return (first, second)
