"""Bonuses counted from the cards around a card (`rules.engine.effects_counted`):

- Give <card> a Force bonus [and a Chi bonus] equal to the number of <cards> in his army /
  in this army / in <Name>'s army / opposing him ("Matsu Domotai", "Matsu Shinya",
  "Yoritomo Aramasu", "Shotai": "... the number of units opposing him")
- Give <card> a Force penalty equal to the number of <cards> in <Name>'s army ("Tsuno
  Nintai")
- Give <card> +1F for each [other] <card> in his army ("Mokoto", "Strength of Arms")

<cards>: "[other] <traits> [Personalities | Followers | cards | units]", the traits a
keyword, a Clan ("Mantis Clan") or a Family ("Matsu Family"); "other" leaves out the card
whose army it is.
"""

import re
from typing import TYPE_CHECKING

from rules.engine.cards import FOLLOWER, PERSONALITY
from rules.engine.effects import HOST, SELF
from rules.engine.effects_counted import ARMY, COUNTED_BONUS, OPPOSING, UNIT, Counted
from rules.engine.phrasings import phrasing
from rules.engine.phrasings.core import STATS, stats

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_WHERE = (
    r"(?P<where>in (?:his|her|its|this) army|in (?P<name>[A-Z][\w'-]*)'s army|"
    r"opposing (?:him|her|it))"
)
_WHAT = re.compile(
    r"^(?P<other>other )?(?:(?P<traits>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*?) ?)?"
    r"(?P<kind>Personalit(?:y|ies)|Followers?|cards?|units?)?$"
)
_KINDS = {"Personalit": PERSONALITY, "Follower": FOLLOWER, "card": "", "unit": UNIT}


def _counted(
    reader: "Reader", obj: str, what: str, where: str, name: str | None, force: int, chi: int
) -> bool:
    """A Counted effect giving `force`/`chi` per card counted to the card `obj` names."""
    on = reader.obj(obj)
    match = _WHAT.match(what)
    if on is None or match is None or not (match["traits"] or match["kind"]):
        return False
    kind = ""
    if match["kind"]:
        kind = next(v for k, v in _KINDS.items() if match["kind"].startswith(k))
    traits = tuple(re.findall(r"[A-Z][\w'-]*(?: (?:Clan|Family|Army))?", match["traits"] or ""))
    if " ".join(traits) != (match["traits"] or ""):
        return False
    if name is not None:
        if name.lower() not in reader.names:
            return False
        around = SELF
    elif "this army" in where:
        # On an attachment, "this army" is its Personality's.
        around = HOST if reader.obj("this Personality") == HOST else SELF
    else:
        around = on
    if around not in (SELF, HOST, on):
        return False
    reader.effects.append(
        Counted(
            COUNTED_BONUS,
            on,
            force=force,
            chi=chi,
            amount=around,
            kind=kind,
            traits=traits,
            where=OPPOSING if where.startswith("opposing") else ARMY,
            other=bool(match["other"]),
        )
    )
    return True


@phrasing(
    r"^Give (?P<obj>.+?) an? (?P<first>Force|Chi) (?P<sign>bonus|penalty)"
    r"(?: and an? (?P<second>Force|Chi) (?:bonus|penalty))? equal to the number of "
    rf"(?P<what>.+?) {_WHERE}$"
)
def equal_to_number(reader: "Reader", match: re.Match[str]) -> bool:
    sign = 1 if match["sign"] == "bonus" else -1
    given = {match["first"], match["second"]}
    force, chi = (sign if stat in given else 0 for stat in ("Force", "Chi"))
    return _counted(reader, match["obj"], match["what"], match["where"], match["name"], force, chi)


@phrasing(rf"^Give (?P<obj>.+?) (?:{STATS}) for each (?P<what>.+?) {_WHERE}$")
def for_each(reader: "Reader", match: re.Match[str]) -> bool:
    force, chi = stats(match)
    return _counted(reader, match["obj"], match["what"], match["where"], match["name"], force, chi)
