"""The strength of the current battle's Province, named by the battlefield (`effects.STRENGTH`,
until the end of the turn like every Province strength bonus), with examples from the pool:

- Give the current battlefield's province -3 strength ("Sabotage")
- Give the current battlefield's province +3 or -3 strength ("Well Scouted Target"); +3
  strength or -3 strength ("Strength in Simplicity"): the player chooses as it resolves
- Increase the current battlefield's Province's strength by 2 ("Indomitable Home")
- Raise or lower the current battlefield's province's strength by 4 ("Tamori Sugi")

A card at a Province (a Region, a Fortification) gives its own Province strength with
`effects.STRENGTH`; its text naming the battlefield's is left to the player.
"""

import re
from typing import TYPE_CHECKING

from rules.engine.cards import HOLDING, REGION
from rules.engine.effects import PLAYER, STRENGTH, Effect
from rules.engine.effects_choice import EITHER_PLAYER, Either
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_PROVINCE = r"(?:this|the current) battlefield's [Pp]rovince"
_S = r"(?:strength|PS|Province strength)"


def _give(reader: "Reader", amounts: tuple[int, ...]) -> bool:
    if reader.defn.type in (REGION, HOLDING):
        return False
    if len(amounts) == 1:
        return reader.add(STRENGTH, PLAYER, amount=amounts[0])
    options = tuple((Effect(STRENGTH, PLAYER, amount=n),) for n in amounts)
    labels = tuple(f"give the battlefield's Province {n:+d} strength" for n in amounts)
    reader.effects.append(Either(EITHER_PLAYER, PLAYER, options=options, labels=labels))
    return True


@phrasing(
    rf"^Give {_PROVINCE}(?:'s)? (?P<n>[+-]\d+)(?: ?{_S})?"
    rf"(?: or (?P<m>[+-]\d+))? ?{_S}$"
)
def give_strength(reader: "Reader", match: re.Match[str]) -> bool:
    amounts = (int(match["n"]),) + ((int(match["m"]),) if match["m"] else ())
    return _give(reader, amounts)


@phrasing(rf"^Increase {_PROVINCE}'s strength by (?P<n>\d+)$")
def increase_strength(reader: "Reader", match: re.Match[str]) -> bool:
    return _give(reader, (int(match["n"]),))


@phrasing(
    rf"^(?:Raise or lower|Increase or decrease|Increase or reduce) "
    rf"(?:{_PROVINCE}'s strength|the strength of {_PROVINCE}) by (?P<n>\d+)$"
)
def raise_or_lower(reader: "Reader", match: re.Match[str]) -> bool:
    n = int(match["n"])
    return _give(reader, (n, -n))
