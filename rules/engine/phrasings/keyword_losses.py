"""A keyword a card loses, said of the card itself: "he loses Naval" (Tsuruchi Nishima,
after he moves as an Engage action), "That Personality loses Duelist", "He loses
Tactician" (`effects_duel.LOSE_KEYWORD`; for the turn, as an effect with no stated duration
lasts: «Если на карте прямо не указана продолжительность ее эффекта, то он прекращается в
конце текущего хода»). Only the keywords the engine asks about wherever their rule is
(`continuous.GRANTABLE`)."""

import re
from typing import TYPE_CHECKING

from rules.engine.continuous import GRANTABLE
from rules.engine.effects_duel import LOSE_KEYWORD
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_KEYWORDS = "|".join(sorted(GRANTABLE, key=len, reverse=True))


@phrasing(rf"^(?P<obj>[Hh]e|[Ss]he|[Ii]t|[Tt]hat Personality) loses (?P<keyword>{_KEYWORDS})$")
def loses_keyword(reader: "Reader", match: re.Match[str]) -> bool:
    obj = {"he": "him", "she": "her"}.get(match["obj"].lower(), match["obj"])
    return reader.add(LOSE_KEYWORD, reader.obj(obj), what=match["keyword"])
