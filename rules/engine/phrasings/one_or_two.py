"""One or two targets of one description, the second the player may leave unchosen
(«Выбор цели»: each target is chosen as the action is announced, distinct cards), and what
is done to them, with examples from the pool:

- Target one or two enemy cards without attachments: Bow them
- Target one or two of your Personalities: Give them +1F
- Straighten one or two target Tattooed Personalities; Dishonor one or two target
  Personalities with lower Personal Honor

What the sentence does to "them" is done to each target chosen; an effect that needs more
than its one card (a paired or a conditional one) is not read here.
"""

import dataclasses
import re
from typing import TYPE_CHECKING

from rules.engine.effects import PAIRED
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_VERBS = ("Bow", "Straighten", "Destroy", "Dishonor", "Rehonor")


def _pair(reader: "Reader", phrase: str) -> tuple[int, int] | None:
    if reader.targets:
        return None
    first = reader.obj(phrase)
    second = reader.obj(phrase)
    if first is None or second is None or first < 0 or second != first + 1:
        return None
    reader.targets[second] = dataclasses.replace(reader.targets[second], optional=True)
    reader.last = first
    return first, second


def _to_both(reader: "Reader", pair: tuple[int, int], mark: int) -> bool:
    """Each effect read since `mark` on the first target, given to the second too."""
    first, second = pair
    added = reader.effects[mark:]
    if not added or len(reader.targets) != second + 1:
        return False
    for effect in added:
        if effect.on == second or effect.op in PAIRED or hasattr(effect, "then"):
            return False
    reader.effects.extend(
        dataclasses.replace(effect, on=second) for effect in added if effect.on == first
    )
    return any(effect.on == first for effect in added)


def _phrase(whose: str | None, desc: str) -> str:
    return f"{whose} target {desc}" if whose else f"a target {desc}"


@phrasing(r"^Target one or two (?:of (?P<whose>your) )?(?P<desc>[^:]+): (?P<rest>.+)$")
def target_one_or_two(reader: "Reader", match: re.Match[str]) -> bool:
    pair = _pair(reader, _phrase(match["whose"], match["desc"]))
    if pair is None:
        return False
    mark: int = len(reader.effects)
    rest = match["rest"]
    if not re.search(r"\bthem\b", rest) or not reader.sentence(rest[0].upper() + rest[1:]):
        return False
    return _to_both(reader, pair, mark)


@phrasing(rf"^(?P<verb>{'|'.join(_VERBS)}) one or two target (?P<desc>.+)$")
def verb_one_or_two(reader: "Reader", match: re.Match[str]) -> bool:
    pair = _pair(reader, _phrase(None, match["desc"]))
    if pair is None:
        return False
    mark = len(reader.effects)
    return reader.sentence(f"{match['verb']} them") and _to_both(reader, pair, mark)
