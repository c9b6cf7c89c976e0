"""Core phrasings (with examples from the pool):

- Bow / Straighten / Destroy / Dishonor / Rehonor <target or this card>
  ("Battle: Bow a target enemy Follower.", "Destroy this Holding.")
- Bow or straighten <target> ("Battle: Bow or straighten a target Personality with lower
  Personal Honor.")
- Straighten <target>'s unit / his unit ("Open: Straighten a target Personality's unit.")
- Move home <target> / Move <target> home, "Bow his unit as he moves."
- Give <target or this card> +2F / -3F / +1F/+1C / a +1F token / two +1F tokens
- Target <target>. (names a target that later sentences call "him")
- Draw a card / Draw two cards; Gain 2 Honor / Lose 1 Honor
- Give this Province +2 Strength; Take the Imperial Favor
"""

import re
from typing import TYPE_CHECKING

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
    PLAYER,
    REHONOR,
    STRAIGHTEN,
    STRAIGHTEN_UNIT,
    STRENGTH,
    TOKEN,
)
from rules.engine.phrasings import number, phrasing

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


@phrasing(r"^Target (?P<obj>.+)$")
def target(reader: "Reader", match: re.Match[str]) -> bool:
    return reader.new_target(f"target {match['obj']}")
