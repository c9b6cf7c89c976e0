"""Core phrasings (with examples from the pool):

- Bow / Straighten / Destroy / Dishonor / Rehonor <target or this card>
  ("Battle: Bow a target enemy Follower.", "Destroy this Holding.")
- Bow or straighten <target> ("Battle: Bow or straighten a target Personality with lower
  Personal Honor.")
- Straighten <target>'s unit / his unit ("Open: Straighten a target Personality's unit.")
- Move home <target> / Move <target> home, "Bow his unit as he moves."
- Give <target or this card> +2F / -3F / +1F/+1C / a +1F token / two +1F tokens
- Target <target>. (names a target that later sentences call "him")
- You may target <target> and <sentence> ("You may target your Personality and move him
  home"): an optional target, the last one, and what is done to it
- Draw a card / Draw two cards; Gain 2 Honor / Lose 1 Honor
- Give this Province +2 Strength; Take the Imperial Favor
- Negate the destruction / the dishonoring (an Interrupt's), "Destroy this Follower to negate
  the destruction"
- Give this Province +2 or -2 Strength (the player chooses as it resolves)
- Give a Province +3 strength / +3PS (the player chooses which as it resolves)
- Remove it after your next turn begins (the tokens just given)
- A target player gains or loses 2 Honor / Another target player loses 1 Honor
"""

import dataclasses
import re
from typing import TYPE_CHECKING

from rules.engine import targets as tg
from rules.engine.compiler import MAX_TARGETS
from rules.engine.effects import (
    BONUS,
    BOW,
    BOW_OR_STRAIGHTEN,
    BOW_UNIT,
    DESTROY,
    DISHONOR,
    DRAW,
    FAVOR,
    HONOR,
    MOVE_HOME,
    NEGATE,
    PLAYER,
    REHONOR,
    STRAIGHTEN,
    STRAIGHTEN_UNIT,
    STRENGTH,
    TOKEN,
    Effect,
)
from rules.engine.effects_battle import CONTROLLER_HONOR
from rules.engine.effects_choice import EITHER, EITHER_PLAYER, PROVINCE_STRENGTH, Either
from rules.engine.effects_stats import TOKEN_UNTIL_NEXT_TURN
from rules.engine.phrasings import number, phrasing
from rules.engine.triggers import ANNOUNCED

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

STATS = r"(?P<force>[+-]\d+)F(?:/(?P<chi>[+-]\d+)C)?|(?P<chi_only>[+-]\d+)C"
_UNIT = re.compile(r"^(?P<obj>.+?)(?:'s|s') unit$|^(?:his|its|their) unit$")
_VERB_OPS = {
    "Bow": BOW,
    "Straighten": STRAIGHTEN,
    "Destroy": DESTROY,
    "Dishonor": DISHONOR,
    "Rehonor": REHONOR,
}


def stats(match: re.Match[str]) -> tuple[int, int]:
    """The Force and Chi of a match of STATS."""
    if match["chi_only"]:
        return 0, int(match["chi_only"])
    return int(match["force"]), int(match["chi"] or 0)


@phrasing(r"^Draw (?P<n>a|one|two|three|\d+) cards?$")
def draw(reader: "Reader", match: re.Match[str]) -> bool:
    return reader.add(DRAW, PLAYER, amount=number(match["n"]))


@phrasing(r"^(?P<verb>Gain|Lose) (?P<n>\d+) Honor$")
def honor(reader: "Reader", match: re.Match[str]) -> bool:
    amount = int(match["n"]) * (1 if match["verb"] == "Gain" else -1)
    return reader.add(HONOR, PLAYER, amount=amount)


@phrasing(r"^Take the Imperial Favor$")
def favor(reader: "Reader", match: re.Match[str]) -> bool:
    return reader.add(FAVOR, PLAYER)


@phrasing(r"^Give this Province (?P<n>[+-]\d+) (?:Province )?Strength$", re.IGNORECASE)
def strength(reader: "Reader", match: re.Match[str]) -> bool:
    return reader.add(STRENGTH, PLAYER, amount=int(match["n"]))


@phrasing(r"^Give a Province (?P<n>[+-]\d+) ?(?:PS|(?:Province )?Strength)$", re.IGNORECASE)
def strength_any(reader: "Reader", match: re.Match[str]) -> bool:
    """ "a Province", not a target: the player chooses which as the effect resolves."""
    return reader.add(PROVINCE_STRENGTH, PLAYER, amount=int(match["n"]))


@phrasing(
    r"^Give this Province (?P<n>[+-]\d+) or (?P<m>[+-]\d+) (?:Province )?Strength$", re.IGNORECASE
)
def strength_either(reader: "Reader", match: re.Match[str]) -> bool:
    """ "+2 or -2": the player chooses which as the effect resolves."""
    amounts = (int(match["n"]), int(match["m"]))
    options = tuple((Effect(STRENGTH, PLAYER, amount=n),) for n in amounts)
    labels = tuple(f"give this Province {n:+d} strength" for n in amounts)
    reader.effects.append(Either(EITHER_PLAYER, PLAYER, options=options, labels=labels))
    return True


@phrasing(r"^(?P<verb>Bow|Straighten) (?:his unit|him|them|their units?) as (?:he|they) moves?$")
def as_he_moves(reader: "Reader", match: re.Match[str]) -> bool:
    if not reader.effects or reader.effects[-1].op != MOVE_HOME:
        return False
    op = BOW_UNIT if match["verb"] == "Bow" else STRAIGHTEN_UNIT
    return reader.add(op, reader.effects[-1].on)


@phrasing(r"^Move (?:home (?P<a>.+)|(?P<b>.+) home)$")
def move_home(reader: "Reader", match: re.Match[str]) -> bool:
    return reader.add(MOVE_HOME, reader.obj(match["a"] or match["b"]))


@phrasing(
    rf"^Give (?P<obj>.+?) (?P<count>an?|one|two|three|four) (?:{STATS})(?: [A-Z][\w'-]*)? "
    r"tokens?$"
)
@phrasing(
    rf"^Give (?P<count>an?|one|two|three|four) (?:{STATS})(?: [A-Z][\w'-]*)? tokens? to "
    r"(?P<obj>.+)$"
)
def token(reader: "Reader", match: re.Match[str]) -> bool:
    force, chi = stats(match)
    on = reader.obj(match["obj"])
    return reader.add(TOKEN, on, force=force, chi=chi, amount=number(match["count"]))


@phrasing(rf"^Give (?P<obj>.+?) (?:{STATS})$")
def bonus(reader: "Reader", match: re.Match[str]) -> bool:
    force, chi = stats(match)
    return reader.add(BONUS, reader.obj(match["obj"]), force=force, chi=chi)


@phrasing(r"^(?P<verb>Bow|Straighten|Destroy|Dishonor|Rehonor) (?P<obj>.+)$")
def verb(reader: "Reader", match: re.Match[str]) -> bool:
    unit = _UNIT.match(match["obj"])
    if unit and match["verb"] in ("Bow", "Straighten"):
        on = reader.obj(unit["obj"]) if unit["obj"] else reader.last
        return reader.add(BOW_UNIT if match["verb"] == "Bow" else STRAIGHTEN_UNIT, on)
    return reader.add(_VERB_OPS[match["verb"]], reader.obj(match["obj"]))


@phrasing(r"^(?:Bow or straighten|Straighten or bow) (?P<obj>.+)$")
def bow_or_straighten(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Bow or straighten a target Personality with lower Chi" (`effects.BOW_OR_STRAIGHTEN`:
    as it straightens, the player's own bowed Personality may be its target)."""
    return reader.add(BOW_OR_STRAIGHTEN, reader.obj(match["obj"]))


@phrasing(r"^Target (?P<obj>[^:]+): (?P<rest>.+)$")
def target_then(reader: "Reader", match: re.Match[str]) -> bool:
    rest = match["rest"]
    return reader.new_target(f"target {match['obj']}") and reader.sentence(
        rest[0].upper() + rest[1:]
    )


@phrasing(
    r"^(?P<obj>[Aa]n?(?P<other>other)? target player) (?:(?P<verb>gains|loses) (?P<n>\d+)|"
    r"gains or loses (?P<m>\d+)) Honor$"
)
def player_honor(reader: "Reader", match: re.Match[str]) -> bool:
    """ "A target player gains or loses 2 Honor": the player, a target, is chosen as the
    action is announced; gaining or losing, as it resolves."""
    side = tg.OTHERS if match["other"] else tg.ANY
    target = tg.Target(side=side, kinds=(tg.PLAYER_KIND,), text=match["obj"])
    if len(reader.targets) >= MAX_TARGETS:
        return False
    reader.targets.append(target)
    reader.last = on = len(reader.targets) - 1
    if match["verb"]:
        amount = int(match["n"]) * (1 if match["verb"] == "gains" else -1)
        return reader.add(CONTROLLER_HONOR, on, amount=amount)
    n = int(match["m"])
    options = (
        (Effect(CONTROLLER_HONOR, on, amount=n),),
        (Effect(CONTROLLER_HONOR, on, amount=-n),),
    )
    labels = (f"the player gains {n} Honor", f"the player loses {n} Honor")
    reader.effects.append(Either(EITHER, on, options=options, labels=labels))
    return True


@phrasing(r"^Remove (?:it|them) after your next turn begins$")
def token_until_next_turn(reader: "Reader", match: re.Match[str]) -> bool:
    """The tokens just given last until the player's next turn begins."""
    if not reader.effects or reader.effects[-1].op != TOKEN:
        return False
    reader.effects[-1] = dataclasses.replace(reader.effects[-1], op=TOKEN_UNTIL_NEXT_TURN)
    return True


@phrasing(r"^Target (?P<obj>.+)$")
def target(reader: "Reader", match: re.Match[str]) -> bool:
    return reader.new_target(f"target {match['obj']}")


# «Реакции»: an Interrupt ("before") a destruction or a dishonoring may negate it (only read
# in an Interrupt answering that event, `rules.engine.abilities`).
_NEGATED = {"destruction": DESTROY, "dishonoring": DISHONOR}


@phrasing(r"^Negate (?:its|the action's|that action's) (?:remaining )?effects$")
def negate_action(reader: "Reader", match: re.Match[str]) -> bool:
    """An action announced (its targets chosen) whose effects have not happened yet."""
    return reader.add(NEGATE, PLAYER, what=ANNOUNCED)


@phrasing(r"^Negate (?:the|that|his|her|its|the Personality's) (?P<what>destruction|dishonoring)$")
def negate(reader: "Reader", match: re.Match[str]) -> bool:
    return reader.add(NEGATE, PLAYER, what=_NEGATED[match["what"]])


@phrasing(
    r"^(?P<cost>Destroy this [\w-]+)(?: to |,? and |: )"
    r"(?P<rest>negate (?:the|that) (?:destruction|dishonoring))$"
)
def negate_by_destroying(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Destroy this Follower to negate the destruction" (Decoy): the card is destroyed,
    the event is negated."""
    rest = match["rest"]
    return reader.sentence(match["cost"]) and reader.sentence(rest[0].upper() + rest[1:])


@phrasing(r"^You may target (?P<obj>[^:]+?) and (?P<rest>[a-z].+)$")
def optional_target(reader: "Reader", match: re.Match[str]) -> bool:
    """The player may leave the target unchosen: what the sentence does to it is skipped."""
    if not reader.new_target(f"target {match['obj']}"):
        return False
    index = len(reader.targets) - 1
    reader.targets[index] = dataclasses.replace(reader.targets[index], optional=True)
    mark = len(reader.effects)
    rest = match["rest"]
    if not reader.sentence(rest[0].upper() + rest[1:]):
        return False
    # Only effects on the optional target: nothing else may hang on a choice left out.
    return len(reader.effects) > mark and all(e.on == index for e in reader.effects[mark:])
