"""Effects on each Follower of a Personality (`rules.engine.effects_followers`), with
examples from the pool:

- Give him and each of his Followers +3F ("Shield Formation"); Give a target Personality
  and all his Followers -1F
- Give +2F to each of his non-created Followers ("Inspired Troops"); Give each of her
  Followers +1F
- Straighten all his Followers ("High Morale"); Bow all his Followers
"""

import re
from typing import TYPE_CHECKING

from rules.engine.effects import BONUS, BOW, DESTROY, STRAIGHTEN, Effect
from rules.engine.effects_followers import EACH_FOLLOWER, EachFollower
from rules.engine.phrasings import phrasing
from rules.engine.phrasings.core import STATS, stats

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_HIS = r"(?:his|her|its|their)"
_VERBS = {"Bow": BOW, "Straighten": STRAIGHTEN, "Destroy": DESTROY}


def _each(reader: "Reader", on: int | None, then: Effect, created: bool = True) -> bool:
    if on is None:
        return False
    reader.effects.append(EachFollower(EACH_FOLLOWER, on, then=then, created=created))
    return True


@phrasing(rf"^Give (?P<obj>.+?) and (?:each of |all ){_HIS} Followers (?:{STATS})$")
def him_and_his_followers(reader: "Reader", match: re.Match[str]) -> bool:
    force, chi = stats(match)
    on = reader.obj(match["obj"])
    return reader.add(BONUS, on, force=force, chi=chi) and _each(
        reader, on, Effect(BONUS, force=force, chi=chi)
    )


@phrasing(rf"^Give (?:{STATS}) to each of {_HIS} (?P<new>non-created )?Followers$")
@phrasing(rf"^Give each of {_HIS} (?P<new>non-created )?Followers (?:{STATS})$")
def his_followers(reader: "Reader", match: re.Match[str]) -> bool:
    force, chi = stats(match)
    then = Effect(BONUS, force=force, chi=chi)
    return _each(reader, reader.last, then, created=not match["new"])


@phrasing(rf"^(?P<verb>Bow|Straighten|Destroy) all {_HIS} Followers$")
def verb_his_followers(reader: "Reader", match: re.Match[str]) -> bool:
    return _each(reader, reader.last, Effect(_VERBS[match["verb"]]))
