"""What a player has played this turn: "If you have not played another Flashy Technique this
turn, Personalities have -1F while attacking." (`rules.engine.played_copies`): the effects
happen only if no other copy of that card was played this turn, checked as they come."""

import re
from typing import TYPE_CHECKING

from rules.engine import effects as fx
from rules.engine.effects import PLAYER
from rules.engine.effects_scripted import IF_PLAYER, When
from rules.engine.phrasings import phrasing
from rules.engine.played_copies import condition

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(r"^If you have not played another (?P<title>.+?) this turn, (?P<rest>.+)$")
def not_played_another(reader: "Reader", match: re.Match[str]) -> bool:
    # Only the card's own title: its plays are the ones remembered.
    if match["title"] != reader.defn.title:
        return False
    mark = len(reader.effects)
    rest = match["rest"]
    if not reader.sentence(rest[0].upper() + rest[1:]):
        return False
    added = reader.effects[mark:]
    if not added or any(effect.op not in fx.PLAYER_OPS for effect in added):
        return False
    name = condition(match["title"])
    reader.effects[mark:] = [When(IF_PLAYER, PLAYER, cond=name, then=e) for e in added]
    return True
