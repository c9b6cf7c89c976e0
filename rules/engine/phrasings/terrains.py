"""Battlefield phrasings. What a Terrain's trait does at its moment ("Before this battle
resolves, straighten a Follower or Personality." — Lakeside Retreat), «Местность»
(Terrains): a Terrain describes the battlefield it is at, so the card its controller chooses
there ("a Follower or Personality", not a target) is one at that battlefield, chosen as the
trait happens (`rules.engine.reactions.Trait`). A player's attacks during this battle ("Your
Ranged Attacks during this battle have +1 strength.").
"""

import re
from typing import TYPE_CHECKING

from rules.engine.effects import BOW, DESTROY, DISHONOR, PLAYER, STRAIGHTEN, Effect
from rules.engine.effects_scripted import EACH, Each
from rules.engine.effects_terrain import ATTACK_STRENGTH, NO_MOVE, REDUCE_FORCE_TO
from rules.engine.phrasings import phrasing
from rules.engine.phrasings.events import group

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_VERBS = {"bow": BOW, "destroy": DESTROY, "dishonor": DISHONOR, "straighten": STRAIGHTEN}


@phrasing(r"^(?P<verb>Bow|Straighten|Destroy|Dishonor) (?P<obj>(?:an?|your|one of your) .+)$")
def terrain_chooses(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Straighten a Follower or Personality": one card its controller chooses."""
    if not reader.defn.has_keyword("Terrain") or reader.targets:
        return False
    phrase = match["obj"]
    if "target" in phrase.split():
        return False
    if phrase.startswith("one of your "):
        words = phrase.removeprefix("one of your ").split()
        if len(words) != 1 or not words[0].endswith(("s", "ies")):
            return False
        noun = words[0][:-3] + "y" if words[0].endswith("ies") else words[0][:-1]
        phrase = f"your {noun}"
    if not reader.new_target(f"target {phrase}"):
        return False
    return reader.add(_VERBS[match["verb"].lower()], reader.last)


@phrasing(r"^Your (?P<kind>Ranged|Melee) Attacks during this battle have (?P<n>[+-]\d+) strength$")
def attacks_this_battle(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Your Ranged Attacks during this battle have +1 strength." (Yoritomo Hiromi, the
    Growing Storm's Engage action)."""
    kind = f"{match['kind']} Attacks"
    return reader.add(ATTACK_STRENGTH, PLAYER, amount=int(match["n"]), what=kind)


@phrasing(r"^The action (?:cannot|will not) move Personalities$")
def action_cannot_move(reader: "Reader", match: re.Match[str]) -> bool:
    """ "The action cannot move Personalities." (an Interrupt to an action announced)."""
    return reader.add(NO_MOVE, PLAYER)


# A Terrain's sentences said in other words the phrasings read: "at its battlefield" (the
# Terrain's, the current one), "Give -1F to all ..." ("Give all ... -1F"), "Bow all bowed
# Personalities and Followers ..." (each kind in turn).
@phrasing(r"^(?P<head>.+) at its battlefield(?P<tail>.*)$")
def its_battlefield(reader: "Reader", match: re.Match[str]) -> bool:
    if not reader.defn.has_keyword("Terrain"):
        return False
    return reader.sentence(f"{match['head']} at the current battlefield{match['tail']}")


@phrasing(r"^Give (?P<bonus>[+-]\d+F(?:/[+-]\d+C)?) to (?P<each>all|each) (?P<group>.+)$")
def give_to_all(reader: "Reader", match: re.Match[str]) -> bool:
    if not reader.defn.has_keyword("Terrain"):
        return False
    return reader.sentence(f"Give {match['each']} {match['group']} {match['bonus']}")


@phrasing(
    r"^(?P<verb>Bow|Destroy|Dishonor|Straighten) all (?P<pre>(?:[\w-]+ )*?)"
    r"(?:Personalities and Followers|Followers and Personalities)(?P<post>.*)$"
)
def both_kinds(reader: "Reader", match: re.Match[str]) -> bool:
    if not reader.defn.has_keyword("Terrain"):
        return False
    verb, pre, post = match["verb"], match["pre"], match["post"]
    return reader.sentence(f"{verb} all {pre}Personalities{post}") and reader.sentence(
        f"{verb} all {pre}Followers{post}"
    )


@phrasing(r"^(?P<head>.+ with) 0 Force(?P<tail>.*)$")
def zero_force(reader: "Reader", match: re.Match[str]) -> bool:
    """ "with 0 Force": no Force is below 0 («Бонусы и штрафы»), so "with 0 or lower Force"."""
    if not reader.defn.has_keyword("Terrain"):
        return False
    return reader.sentence(f"{match['head']} 0 or lower Force{match['tail']}")


@phrasing(
    r"^Reduce (?:to (?P<n>\d+) )?the Force of (?:each|all) (?P<group>.+?)(?: to (?P<n2>\d+))?$"
)
def reduce_force(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Reduce the Force of each Follower at the current battlefield to 1", "Reduce to 2 the
    Force of each Personality at this battlefield": every card so described, none targeted."""
    if (match["n"] is None) == (match["n2"] is None):
        return False
    words = match["group"].split(" at ", 1)
    words[0] = {"Personality": "Personalities", "Follower": "Followers"}.get(words[0], words[0])
    found = group(" at ".join(words))
    if found is None:
        return False
    then = Effect(REDUCE_FORCE_TO, amount=int(match["n"] or match["n2"]))
    reader.effects.append(Each(EACH, PLAYER, group=found, then=then))
    return True
