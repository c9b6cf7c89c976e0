"""A card chosen as the effect resolves, not targeted: "you may dishonor a Personality"
(Small-Time Bully), "Bow a Follower". «Выбор цели и перенаправление» (Targeting and
Redirection): only what the text calls a target is a target; any other card it names is
chosen by the acting player when the effect comes, among the cards in play the description
fits (`effects_choice.OneOf`: one way per card; with "you may", none is a way too).
"""

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from rules.engine import targets as tg
from rules.engine.effects import BOW, DESTROY, DISHONOR, SELF, STRAIGHTEN, Effect
from rules.engine.effects_choice import ONE_OF, OneOf
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_VERBS = {"bow": BOW, "destroy": DESTROY, "dishonor": DISHONOR, "straighten": STRAIGHTEN}


@phrasing(
    r"^(?P<may>You may )?(?P<verb>[Bb]ow|[Dd]estroy|[Dd]ishonor|[Ss]traighten) "
    r"(?P<what>an? (?:[A-Z][\w'-]* )*(?:Personality|Follower))$"
)
def verb_chosen(reader: "Reader", match: re.Match[str]) -> bool:
    words = match["what"].split()
    group = tg.parse_target(" ".join([words[0], "target", *words[1:]]))
    if group is None:
        return False
    # Not a target: a card anywhere in play, in a battle or not.
    group = replace(group, where=tg.ANYWHERE)
    verb = match["verb"].lower()
    say = f"{verb} {{}}"
    effect = OneOf(
        ONE_OF, SELF, group=group, then=Effect(_VERBS[verb]), optional=bool(match["may"]), say=say
    )
    reader.effects.append(effect)
    return True
