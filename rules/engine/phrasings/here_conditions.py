"""The card itself at the current battlefield, as a condition (with examples from the pool):

- If Geiko is at the current battlefield, give him +1F (Daigotsu Geiko, after an action
  resolves): the effects happen only if the card (its unit) is at the battlefield of the
  battle under way when they come.
- If Yasuki Tenzo is at the current battlefield: <sentence> — the condition before the
  colon must be met for the ability to be taken at all («Способности и надписи»: what
  comes before the colon must be met), and is checked again as the effect comes.

Only the card's own name, "this Personality" or "this card" (on an attachment, the
Personality it is on): the battle's place is its unit's («Фаза атаки»: a unit at a
battlefield). The effects under the condition act on the player or on one card.
"""

import re
from typing import TYPE_CHECKING

from rules.engine import battlefield as bf
from rules.engine import effects as fx
from rules.engine.compiler import PENDING
from rules.engine.effects import HOST, PLAYER, SELF
from rules.engine.effects_conditions import REQUIRE
from rules.engine.effects_scripted import CONDITIONS, IF, IF_PLAYER, When
from rules.engine.phrasings import phrasing
from rules.engine.state import Card, State

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

HERE = "self_at_current_battlefield"


def _here(state: State, seat: int, source: Card, card: Card | None) -> bool:
    """The card whose text it is (its unit) is at the current battlefield."""
    return bf.in_battle(state, source)


CONDITIONS[HERE] = _here

_WHO = r"(?P<who>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*|this (?:Personality|card))"


def _wrap(reader: "Reader", who: str, rest: str) -> bool:
    """Read `rest` under the condition that the card named `who` (itself) is at the
    current battlefield."""
    if reader.obj(who) not in (SELF, HOST):
        return False
    if reader.last is None:
        # "give him +1F": him is the card itself.
        reader.last = reader.obj(who)
    mark = len(reader.effects)
    if not reader.sentence(rest[0].upper() + rest[1:]):
        return False
    added = reader.effects[mark:]
    if not added:
        return False
    wrapped: list[fx.Effect] = []
    for effect in added:
        if (
            effect.op.startswith(PENDING)
            or effect.op in fx.REQUIRES
            or effect.op in fx.FROM_HAND
            or effect.op in fx.PAIRED
            or effect.on in fx.LATER
        ):
            return False
        if effect.op in fx.PLAYER_OPS:
            wrapped.append(When(IF_PLAYER, PLAYER, cond=HERE, then=effect))
        else:
            wrapped.append(When(IF, effect.on, cond=HERE, then=effect))
    reader.effects[mark:] = wrapped
    return True


@phrasing(rf"^If {_WHO} is at the current battlefield, (?P<rest>.+)$")
def if_here(reader: "Reader", match: re.Match[str]) -> bool:
    return _wrap(reader, match["who"], match["rest"])


@phrasing(rf"^If {_WHO} is at the current battlefield: (?P<rest>.+)$")
def if_here_colon(reader: "Reader", match: re.Match[str]) -> bool:
    """Needed to take the ability, and checked again as it resolves."""
    return _wrap(reader, match["who"], match["rest"]) and reader.add(REQUIRE, PLAYER, what=HERE)
