"""A Spell's costs beyond bowing its Shugenja («Стоимости и Эффекты» — Costs and Effects).

"Bow this Shugenja, destroy this card, and target a Holding: Destroy it.", "Bow this Shugenja
and destroy this card: Gain 4 Honor.", "Bow this Shugenja and destroy this Spell to search
your Fate deck for a card and put it in your hand.", "Bow and destroy this Shugenja and target
an enemy Personality: Destroy him.", "Any number of times per turn, bow this Shugenja and
discard a card: Draw a card." The rulebook: what comes before the colon (or "to") is the
cost, paid when the action is announced. A card destroyed so is read as the first effect, as
"Destroy this Holding to ..." is (`phrasings.holdings.destroy_to`); a card discarded so is the
cost "Discard a card to ..." the compiler reads; the rest of the cost (bowing the Shugenja, a
target named there) is left for the compiler's own reading of "Bow this Shugenja and target
...: ...".
"""

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_REPEATS = r"(?P<repeats>Any number of times per turn, )?"
_DESTROY_SELF = re.compile(
    rf"^{_REPEATS}(?P<bow>bow this (?:Shugenja|Personality))(?:,? and|,) "
    r"(?P<cost>destroy this (?:card|Spell))"
    r"(?:(?:,? and|,) (?P<target>target [^:]+?))?(?P<sep>: | to )(?P<rest>.+)$",
    re.IGNORECASE,
)
_DESTROY_SHUGENJA = re.compile(
    rf"^{_REPEATS}bow and (?P<cost>destroy this Shugenja)"
    r"(?: and (?P<target>target [^:]+?))?(?P<sep>: | to )(?P<rest>.+)$",
    re.IGNORECASE,
)
# The same, the cost ending only at its colon.
_COLON_SELF = re.compile(_DESTROY_SELF.pattern.replace("(?P<sep>: | to )", "(?P<sep>: )"), re.I)
_COLON_SHUGENJA = re.compile(
    _DESTROY_SHUGENJA.pattern.replace("(?P<sep>: | to )", "(?P<sep>: )"), re.I
)
_DISCARD = re.compile(
    rf"^{_REPEATS}(?P<bow>bow this Shugenja) and discard a card: (?P<rest>.+)$", re.IGNORECASE
)


def strip(reader: "Reader", body: str) -> str:
    """The action's text with the card's own destruction, or a card discarded, taken out of
    its cost (the destruction added to the reader's effects, the discard put before its
    effect); the body unchanged unless its cost is one of those."""
    match = _DISCARD.match(body)
    if match is not None:
        rest = match["rest"][:1].lower() + match["rest"][1:]
        return f"{match['repeats'] or ''}{match['bow']}: Discard a card to {rest}"
    match = _DESTROY_SELF.match(body) or _DESTROY_SHUGENJA.match(body)
    if match is not None and match["target"] and match["sep"] == " to ":
        # "target an enemy Personality with Force equal to this Shugenja's Force: ...": the
        # "to" is the target's own word; the colon ends the cost.
        match = _COLON_SELF.match(body) or _COLON_SHUGENJA.match(body) or match
    if match is None or (match["target"] and match["sep"] == " to "):
        return body
    mark = len(reader.effects)
    if not reader.sentence(match["cost"][0].upper() + match["cost"][1:]):
        return body
    if len(reader.effects) != mark + 1:
        del reader.effects[mark:]
        return body
    bow = match.groupdict().get("bow") or "bow this Shugenja"
    target = f" and {match['target']}" if match["target"] else ""
    return f"{match['repeats'] or ''}{bow}{target}{match['sep']}{match['rest']}"
