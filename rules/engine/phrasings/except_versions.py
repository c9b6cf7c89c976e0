"""Every card a description fits but the Experienced versions of one Personality (an Event's
"bow all ... except ...", `phrasings.events`), with an example from the pool: "bow all
Unique Personalities except Experienced versions of Mirumoto Hitomi." (Hitomi's Choice).
«Опытные версии»: an Experienced Personality is a version of the Personality whose name he
bears; the printed, non-Experienced one is not excepted."""

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from rules.engine import targets as tg
from rules.engine.effects import BOW, DESTROY, DISHONOR, PLAYER, STRAIGHTEN, Effect
from rules.engine.effects_scripted import EACH, Each
from rules.engine.phrasings import phrasing
from rules.engine.phrasings.events import group
from rules.engine.state import Card, State

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_VERBS = {"bow": BOW, "destroy": DESTROY, "dishonor": DISHONOR, "straighten": STRAIGHTEN}


def _not_experienced(name: str) -> str:
    key = f"not_experienced:{name}"
    if key not in tg.CONDITIONS:

        def holds(state: State, card: Card) -> bool:
            # The Personality an Experienced card is a version of, as overlays compare it.
            defn = card.defn
            return not (defn.experience_level > 0 and defn.version_of == name)

        tg.CONDITIONS[key] = holds
    return key


@phrasing(
    r"^(?P<verb>Bow|Destroy|Dishonor|Straighten) all (?P<group>.+?) except Experienced "
    r"versions of (?P<name>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*)$"
)
def verb_all_except(reader: "Reader", match: re.Match[str]) -> bool:
    found = group(match["group"])
    if found is None:
        return False
    condition = (_not_experienced(match["name"]), "is", 0)
    found = replace(found, conditions=(*found.conditions, condition))
    then = Effect(_VERBS[match["verb"].lower()])
    reader.effects.append(Each(EACH, PLAYER, group=found, then=then))
    return True
