"""A Force or Chi bonus, or tokens, to every card in play a description fits, none targeted
(with examples from the pool):

- Give each Nonhuman Personality +1F/+1C and give each Nonhuman Follower +1F (Return of
  Myth)
- Give each Spirit Personality +1F/+2C until your next turn begins (When Spirits Walked; the
  duration is read by `phrasings.durations`)
- Give all Personalities a -1F/-1C Corruption token (Hunger of the Dead)
- "Give +1F/+1C to each of your Personalities with a Weapon" (Master Smith Ascends) is read
  as "Give each of your ..." is; with no place named it is read on an Event only
- Give all Shadowlands Personalities and Followers +1F/+1C (Evil Portents); Bow all
  Personalities and Followers at this battlefield with 1 or lower Force (The Hand of
  Thunder): both kinds, the words before them asked of each

«Эффекты карт»: an Event's effect that names no target acts on every card it describes,
wherever it is in play; the cards are found as it resolves. An action's ("Battle: Give each
of your Followers +1F.") that names no battlefield is not read (`test_ability_gold`). A
bonus lasts the turn unless a duration is said; a token stays while its card is in play.
"""

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from rules.engine import targets as tg
from rules.engine.cards import EVENT
from rules.engine.effects import (
    BONUS,
    BOW,
    DESTROY,
    DISHONOR,
    PLAYER,
    STRAIGHTEN,
    TOKEN,
    Effect,
)
from rules.engine.effects_scripted import EACH, Each
from rules.engine.phrasings import number, phrasing
from rules.engine.phrasings.core import STATS, stats
from rules.engine.phrasings.events import group

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_AND_KINDS = re.compile(
    r"^(?P<qualifier>(?:[A-Z][\w'-]* )*)(?P<a>Personalities|Followers) and "
    r"(?P<b>Personalities|Followers)(?P<suffix>(?: .+)?)$"
)
_SINGLE = {"Personalities": "Personality", "Followers": "Follower"}
_VERBS = {"Bow": BOW, "Destroy": DESTROY, "Dishonor": DISHONOR, "Straighten": STRAIGHTEN}


def _group(phrase: str, whose: str = "a target") -> tg.Target | None:
    """`events.group`, also of "Personalities and Followers" ("Shadowlands Personalities and
    Followers": a Shadowlands Personality or a Shadowlands Follower)."""
    both = _AND_KINDS.match(phrase)
    if both is not None and both["a"] != both["b"]:
        qualifier = both["qualifier"]
        phrase = (
            f"{qualifier}{_SINGLE[both['a']]} or {qualifier}{_SINGLE[both['b']]}{both['suffix']}"
        )
    return group(phrase, whose)


_ONE = re.compile(
    rf"^(?:all|each) (?P<group>.+?) (?:(?P<count>an?|one|two|three) )?(?:{STATS})"
    r"(?P<token>(?: [A-Z][\w'-]*)? tokens?)?$"
)


def _give(reader: "Reader", text: str) -> bool:
    match = _ONE.match(text)
    if match is None or bool(match["count"]) != bool(match["token"]):
        return False
    words = match["group"]
    whose = "a target"
    if words.startswith("of your "):
        words, whose = words.removeprefix("of your "), "your target"
    found = _group(words, whose)
    if found is None or found.side != (tg.YOURS if whose == "your target" else tg.ANY):
        return False
    force, chi = stats(match)
    if match["count"]:
        then = Effect(TOKEN, force=force, chi=chi, amount=number(match["count"]))
    else:
        then = Effect(BONUS, force=force, chi=chi)
    if not re.search(r"\b(?:at|in) (?:this|the current|your|his|its)\b", words):
        # No place said: an Event's reach is every such card in play; an action's text
        # that names no battlefield does not say which of them (left to the player).
        if reader.defn.type != EVENT:
            return False
        found = replace(found, where=tg.ANYWHERE)
    reader.effects.append(Each(EACH, PLAYER, group=found, then=then))
    return True


@phrasing(r"^Give (?P<first>(?:all|each) .+?)(?:,? and give (?P<second>(?:all|each) .+))?$")
def give_all(reader: "Reader", match: re.Match[str]) -> bool:
    if not _give(reader, match["first"]):
        return False
    return match["second"] is None or _give(reader, match["second"])


@phrasing(rf"^Give (?P<stats>{STATS}) to (?P<rest>(?:all|each) .+)$")
def give_to_all(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Give +1F/+1C to each of your Personalities with a Weapon": the bonus put last."""
    return _give(reader, f"{match['rest']} {match['stats']}")


@phrasing(
    r"^(?P<verb>Bow|Destroy|Dishonor|Straighten) all (?P<group>(?:[A-Z][\w'-]* )*"
    r"(?:Personalities and Followers|Followers and Personalities)(?: .+)?)$"
)
def verb_all_kinds(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Bow all Personalities and Followers at this battlefield with 1 or lower Force": as
    `events.verb_all` does for one kind."""
    found = _group(match["group"])
    if found is None:
        return False
    then = Effect(_VERBS[match["verb"]])
    reader.effects.append(Each(EACH, PLAYER, group=found, then=then))
    return True
