"""Bonus phrasings (with examples from the Gold pool):

- Target <target>, who must be unbowed if he is yours: <sentence> ("Careful Planning"; the
  rule already keeps a player's own bowed Personalities from being his targets)
- Give <target> +2F, or +4F if he is Crab Clan ("Frenzy", "Biting Steel"); "Give Ogure +2F,
  or +3F if he is defending" ("Togashi Ogure")
- Give each of your Personalities at this battlefield +1F / Give all defending Personalities
  at this battlefield +2F: every card the description fits, none targeted
- Give <target> a +1F or +1C token / either +2F or +2C ("Mirumoto Yasushi", "Unity of
  Spirit"): the player's choice as it resolves
"""

import re
from typing import TYPE_CHECKING

from rules.engine import targets as tg
from rules.engine.effects import BONUS, PLAYER, TOKEN, Effect
from rules.engine.effects_bonuses import (
    BATTLEFIELD_BONUS,
    TRAIT_BONUS,
    BattlefieldBonus,
    TraitBonus,
)
from rules.engine.effects_choice import EITHER, Either
from rules.engine.phrasings import phrasing
from rules.engine.phrasings.core import STATS, stats

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_STATS2 = r"(?P<force2>[+-]\d+)F(?:/(?P<chi2>[+-]\d+)C)?|(?P<chi_only2>[+-]\d+)C"
_IN_BATTLE = frozenset({"attacking", "defending", "opposed"})


@phrasing(r"^Target (?P<obj>[^:]+?),? who must be unbowed if he(?: is)? yours: (?P<rest>.+)$")
def unbowed_if_yours(reader: "Reader", match: re.Match[str]) -> bool:
    rest = match["rest"]
    return reader.new_target(f"target {match['obj']}") and reader.sentence(
        rest[0].upper() + rest[1:]
    )


@phrasing(
    rf"^Give (?P<obj>.+?) (?:{STATS}), or (?:{_STATS2}) if (?:he|she|it) is "
    rf"(?P<trait>dishonorable|defending|[A-Z][\w'-]*(?: Clan)?)$"
)
def bonus_or_more(reader: "Reader", match: re.Match[str]) -> bool:
    force, chi = stats(match)
    if match["chi_only2"]:
        force2, chi2 = 0, int(match["chi_only2"])
    else:
        force2, chi2 = int(match["force2"]), int(match["chi2"] or 0)
    on = reader.obj(match["obj"])
    if on is None:
        return False
    effect = TraitBonus(
        TRAIT_BONUS, on, force=force, chi=chi, trait=match["trait"], force2=force2, chi2=chi2
    )
    reader.effects.append(effect)
    return True


@phrasing(
    r"^Give (?P<obj>.+?) (?:(?P<token>a )|either )?(?P<force>[+-]\d+)F or (?P<chi>[+-]\d+)C"
    r"(?(token) token|)$"
)
def force_or_chi(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Give him a +1F or +1C token", "give them either +2F or +2C": the player chooses
    which as the effect resolves (`effects_choice.Either`)."""
    on = reader.obj(match["obj"])
    if on is None:
        return False
    op = TOKEN if match["token"] else BONUS
    force, chi = int(match["force"]), int(match["chi"])
    noun = " token" if match["token"] else ""
    reader.effects.append(
        Either(
            EITHER,
            on,
            options=((Effect(op, on, force=force),), (Effect(op, on, chi=chi),)),
            labels=(f"{force:+d}F{noun}", f"{chi:+d}C{noun}"),
        )
    )
    return True


@phrasing(rf"^Give (?P<each>each of |all of |each |all )?(?P<group>.+?) (?:{STATS})$")
def bonus_to_each(reader: "Reader", match: re.Match[str]) -> bool:
    group = match["group"]
    if "target" in group.split() or (not match["each"] and not group.startswith("your ")):
        return False
    if group.startswith("your "):
        phrase = "your target " + group.removeprefix("your ")
    else:
        phrase = "a target " + group
    target = tg.parse_target(phrase.replace(" and ", " or "))
    if target is None or target.where != tg.HERE:
        return False
    # "at this battle" (a Holding's "your Followers at this battle"): the same battlefield.
    here = any(
        f" at {place}" in group
        for place in ("this battlefield", "the current battlefield", "this battle")
    )
    if not here and not _IN_BATTLE & set(target.states):
        return False
    force, chi = stats(match)
    then = Effect(BONUS, force=force, chi=chi)
    reader.effects.append(BattlefieldBonus(BATTLEFIELD_BONUS, PLAYER, group=target, then=then))
    return True
