"""A gift of one of two things, the acting player choosing which as the effect resolves
(`effects_choice.Either`):

- Give this card +1F/-1C or -1F/+1C ("Naishi")
- Give this Personality either Double Chi or Tactician ("Atarasi's Armor")

Each way is read as its own sentence ("Give this card +1F/-1C", "Give him -1F/+1C") on the
same card; a target named in the first is the one the second is given to.
"""

import re
from typing import TYPE_CHECKING

from rules.engine.effects import PLAYER
from rules.engine.effects_choice import EITHER, Either
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

# The most words the first thing given may have ("Double Chi").
_LONGEST = 2


@phrasing(r"^Give (?P<left>.+?) or (?P<right>[^ ]+(?: [A-Z][\w-]*)?)$")
def give_one_or_other(reader: "Reader", match: re.Match[str]) -> bool:
    left, right = match["left"], match["right"]
    if " either " in left:
        obj, first = left.split(" either ", 1)
        splits = [(obj, first)]
    else:
        words = left.split()
        splits = [
            (" ".join(words[:-n]), " ".join(words[-n:]))
            for n in range(1, _LONGEST + 1)
            if len(words) > n
        ]
    return any(_either(reader, obj, first, right) for obj, first in splits)


def _either(reader: "Reader", obj: str, first: str, second: str) -> bool:
    mark, targets, last = len(reader.effects), len(reader.targets), reader.last
    options = []
    for thing in (first, second):
        # A target named by the first way is the one the second is given to.
        who = "it" if len(reader.targets) > targets else obj
        if not reader.sentence(f"Give {who} {thing}"):
            break
        options.append(tuple(reader.effects[mark:]))
        del reader.effects[mark:]
    ons = {effect.on for option in options for effect in option}
    if len(options) != 2 or not all(options) or len(ons) != 1 or PLAYER in ons:
        del reader.effects[mark:]
        del reader.targets[targets:]
        reader.last = last
        return False
    (on,) = ons
    labels = (f"give {first}", f"give {second}")
    reader.effects.append(Either(EITHER, on, options=tuple(options), labels=labels))
    return True
