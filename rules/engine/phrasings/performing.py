"""Phrasings of actions a performer carries out (`rules.engine.performing`): "Target your
performing Personality to have him challenge a target enemy Personality." — once the
performer is taken off as the cost, what is left reads "Have him challenge ...". A
Tattoo gives its performer an ability: "Permanently give him -1F and the ability, "Battle:
..."" (`rules.engine.granted`).
"""

import re
from typing import TYPE_CHECKING

from rules.engine import granted, side_bonus
from rules.engine.cards import PERSONALITY
from rules.engine.effects import BONUS
from rules.engine.effects_scripted import CONDITIONS, When
from rules.engine.effects_stats import GIVE_KEYWORD
from rules.engine.phrasings import phrasing
from rules.engine.phrasings.battle import _CHALLENGED, _REFUSE, _challenge
from rules.engine.phrasings.core import STATS, stats

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(rf"^Have (?P<who>him|her) challenge {_CHALLENGED}{_REFUSE}$")
def have_him_challenge(reader: "Reader", match: re.Match[str]) -> bool:
    return _challenge(reader, match["who"], match["obj"], bool(match["refuse"]))


@phrasing(rf'^Give (?P<obj>.+?) (?:(?:{STATS}) and )?the ability, (?P<quote>".+")$')
def give_ability(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Give him -1F and the ability, "Battle: Move this Personality to an adjacent
    battlefield."" (read with its duration, "Permanently", by `durations`): a Personality
    gets an action the engine reads whole (`rules.engine.granted`)."""
    text = granted.quoted(match["quote"])
    on = reader.obj(match["obj"])
    if text is None or on is None or not granted.readable(text):
        return False
    if on >= 0 and reader.targets[on].kinds != (PERSONALITY,):
        return False
    if match["force"] or match["chi_only"]:
        force, chi = stats(match)
        if not reader.add(BONUS, on, force=force, chi=chi):
            return False
    return reader.add(granted.GIVE_ABILITY, on, what=text)


@phrasing(
    rf"^(?P<obj>He|She|It|[A-Z][\w'-]*|[Tt]he Personality|[Tt]his Personality) has "
    rf"(?:{STATS}) while (?P<side>attacking|defending)$"
)
def while_attacking_or_defending(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Until the game ends, he has +4F while defending." ("Crab Tattoo"): a bonus that
    counts only while he is attacking, or defending (`rules.engine.side_bonus`), lasting as
    the sentence says."""
    obj = match["obj"]
    on = reader.obj(obj.lower() if obj in ("He", "She", "It", "The Personality") else obj)
    if obj in ("He", "She", "It"):
        on = reader.last
    if on is None or (on >= 0 and reader.targets[on].kinds != (PERSONALITY,)):
        return False
    force, chi = stats(match)
    return reader.add(side_bonus.SIDE_BONUS, on, force=force, chi=chi, what=match["side"])


@phrasing(r"^Otherwise, (?P<rest>.+)$")
def otherwise(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Choose your performing unbowed Personality: If he is a Tactician, permanently give
    him the ability, "...". Otherwise, permanently give him Tactician." ("The Spirit of
    Knowledge"): the sentence happens only if the condition of the sentence before did not
    hold. Read only when that sentence changes nothing its condition asks about (it gives
    no keyword), so the two are never both carried out."""
    whens = []
    for effect in reversed(reader.effects):
        if not isinstance(effect, When) or (whens and effect.cond != whens[0].cond):
            break
        whens.append(effect)
    if not whens or any(w.then.op == GIVE_KEYWORD for w in whens):
        return False
    cond, on = whens[0].cond, whens[0].on
    negated = f"not:{cond}"
    if negated not in CONDITIONS:
        kept = CONDITIONS[cond]
        CONDITIONS[negated] = lambda state, seat, source, card: not kept(state, seat, source, card)
    mark = len(reader.effects)
    rest = match["rest"]
    if not reader.sentence(rest[0].upper() + rest[1:]):
        return False
    added = reader.effects[mark:]
    if not added or any(e.on != on or isinstance(e, When) for e in added):
        return False
    reader.effects[mark:] = [When(whens[0].op, on, cond=negated, then=e) for e in added]
    return True


@phrasing(r'^(?P<first>If [^,]+, .+?\.") (?P<second>Otherwise, .+)$')
def quoted_then_otherwise(reader: "Reader", match: re.Match[str]) -> bool:
    """The same where the first sentence ends with a quotation ("... the ability, "Battle:
    ...." Otherwise, ..."), which the sentences are not split at."""
    first = match["first"]
    return reader.sentence(first) and reader.sentence(match["second"])
