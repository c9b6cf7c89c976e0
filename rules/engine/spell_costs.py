"""A Spell destroyed as the cost of its own action («Стоимости и Эффекты» — Costs and Effects).

"Bow this Shugenja, destroy this card, and target a Holding: Destroy it.", "Bow this Shugenja
and destroy this card: Gain 4 Honor.", "Bow this Shugenja and destroy this Spell to search
your Fate deck for a card and put it in your hand." The rulebook: what comes before the colon
(or "to") is the cost, paid when the action is announced. The Spell's destruction is read as
the first effect, as "Destroy this Holding to ..." is (`phrasings.holdings.destroy_to`); the
rest of the cost (bowing the Shugenja, a target named there) is left for the compiler's own
reading of "Bow this Shugenja and target ...: ...".
"""

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_DESTROY_SELF = re.compile(
    r"^(?P<bow>bow this (?:Shugenja|Personality))(?:,? and|,) (?P<cost>destroy this (?:card|Spell))"
    r"(?:(?:,? and|,) (?P<target>target [^:]+?))?(?P<sep>: | to )(?P<rest>.+)$",
    re.IGNORECASE,
)


def strip(reader: "Reader", body: str) -> str:
    """The action's text with "destroy this card" taken out of its cost (the destruction
    added to the reader's effects); the body unchanged unless the card names itself there."""
    match = _DESTROY_SELF.match(body)
    if match is None or (match["target"] and match["sep"] == " to "):
        return body
    mark = len(reader.effects)
    if not reader.sentence(match["cost"][0].upper() + match["cost"][1:]):
        return body
    if len(reader.effects) != mark + 1:
        del reader.effects[mark:]
        return body
    target = f" and {match['target']}" if match["target"] else ""
    return f"{match['bow']}{target}{match['sep']}{match['rest']}"
