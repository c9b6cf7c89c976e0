"""A card's own Ranged Attack that may target a Personality with Followers (with examples
from the pool): "Ranged 2 Attack that may target a Personality with attached Followers."
(Poison Dartgun), "Ranged 3 Attack that may target a Personality even if he has Followers."
(Han-kyu), "Ranged 6 Attack that may target a Personality with Followers." (Tsuruchi
Kosoko).

«Атака с расстояния должна иметь в качестве цели одну карту противника»: an enemy Follower,
or an enemy Personality without Followers — these attacks may also target an enemy
Personality who has Followers. Otherwise the attack is the card's own
(`phrasings.attacks.own_ranged`, `effects_attacks.RANGED_BY`).
"""

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from rules.engine.cards import ATTACHMENT_TYPES, FOLLOWER, PERSONALITY, SPELL
from rules.engine.effects_attacks import RANGED_BY
from rules.engine.effects_battle import RANGED_SHIELD
from rules.engine.phrasings import phrasing
from rules.engine.phrasings.attacks import _ONE_ONLY

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_ANY_ENEMY = "a target enemy Follower or Personality"


@phrasing(
    r"^(?:[Mm]ake an? )?(?:Ranged (?P<n>\d+) Attack|:ranged: ?(?P<m>\d+)),? (?:that|which) may "
    r"target a Personality (?:with (?:attached )?Followers|even if (?:he|she) has Followers)$"
)
def ranged_at_any_personality(reader: "Reader", match: re.Match[str]) -> bool:
    defn = reader.defn
    if defn.type not in (PERSONALITY, FOLLOWER, *ATTACHMENT_TYPES) or defn.type == SPELL:
        return False
    if reader.performer is not None or any(e.op in _ONE_ONLY for e in reader.effects):
        return False
    if any(effect.on >= 0 for effect in reader.effects):
        return False
    on = reader.obj(_ANY_ENEMY)
    if on is None:
        return False
    target = reader.targets[on]
    reader.targets[on] = replace(target, conditions=(*target.conditions, RANGED_SHIELD))
    return reader.add(RANGED_BY, on, amount=int(match["n"] or match["m"]))


@phrasing(r"^(?:This|The) (?:attack|Ranged Attack) may not be combined$")
def not_combined(reader: "Reader", match: re.Match[str]) -> bool:
    """ "This attack may not be combined." after the card's own attack: a compiled attack is
    an action of its own, never joined with another card's Ranged Attack (only the whole-line
    keyword attacks of one unit are, `keywords.keyword_actions`)."""
    return any(effect.op == RANGED_BY for effect in reader.effects)
