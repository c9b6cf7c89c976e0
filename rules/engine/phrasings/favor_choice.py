"""The Imperial Favor discarded at the player's choice, or a Wind instead (with examples from
the pool):

- You may discard the Imperial Favor. If this discarded the Favor or you control <a Wind>,
  <sentence> ("Tsudao's Chambers": "... or you control the Left Hand of the Emperor,
  straighten a target Personality"; "Oblivion's Gate": "... or you control Black Heart of
  the Empire, destroy a target Follower").

As the action resolves its player chooses: he discards the Favor (if he has it) and the
effect happens; or he keeps it, and the effect happens only if his Wind is the one named
(«Наследник (wind)»; «Как добиться Благорасположения Императора»: the Favor is used by
discarding it). The targets are chosen as the action is announced, whatever he chooses.
"""

import re
from typing import TYPE_CHECKING

from rules.engine import effects as fx
from rules.engine.compiler import PENDING
from rules.engine.effects import PLAYER
from rules.engine.effects_choice import EITHER, EITHER_PLAYER, Either
from rules.engine.effects_conditions import named
from rules.engine.effects_zones import DISCARD_FAVOR
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_MAY_DISCARD = PENDING + "may_discard_favor"


@phrasing(r"^You may discard the Imperial Favor$")
def may_discard(reader: "Reader", match: re.Match[str]) -> bool:
    """Awaits the next sentence, which says what discarding it does."""
    return reader.add(_MAY_DISCARD, PLAYER)


@phrasing(
    r"^If this discarded the Favor or you control (?P<wind>[A-Z][\w' ]+?|the [A-Z][\w' ]+?), "
    r"(?P<rest>[a-z].+)$"
)
def discarded_or_wind(reader: "Reader", match: re.Match[str]) -> bool:
    if not reader.effects or reader.effects[-1].op != _MAY_DISCARD:
        return False
    mark = len(reader.effects)
    rest = match["rest"]
    if not reader.sentence(rest[0].upper() + rest[1:]):
        return False
    added = tuple(reader.effects[mark:])
    cards = {effect.on for effect in added if effect.op not in fx.PLAYER_OPS}
    if (
        not added
        or len(cards) > 1
        or any(
            effect.op.startswith(PENDING) or effect.op in fx.PAIRED or effect.on in fx.LATER
            for effect in added
        )
    ):
        return False
    on = next(iter(cards), PLAYER)
    wind = named(f"wind:{match['wind']}")
    reader.effects[mark - 1 :] = [
        Either(
            EITHER_PLAYER if on == PLAYER else EITHER,
            on,
            options=((fx.Effect(DISCARD_FAVOR, PLAYER), *added), added, ()),
            labels=("discard the Imperial Favor", f"keep it ({match['wind']})", "do not"),
            requires=(named("favor"), wind, named(f"not:{wind}")),
        )
    ]
    return True
