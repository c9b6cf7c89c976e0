"""How long an effect lasts: a duration before or after any sentence whose effects last (a
Force or Chi bonus, abilities that may not be used), with examples from the pool:

- Give Kichi +2F until your next turn begins ("Hitomi Kichi")
- Give this card +2F/+1C until the battle ends ("Nagamaki")
- Permanently give Takeishi +1F/+1C ("Shiba Takeishi")
- Give a target enemy Personality -3F (until the turn ends) ("Bayushi Maemi")
- Give this Personality +2F/+3C until the end of your next turn ("Prophecies of Uikku")
- Give him Tactician until the battle ends ("Moment of Brilliance"): a keyword the engine
  asks about wherever its rule is (`continuous.GRANTABLE`)
- A target Region's abilities may not be used ("Front Line Camp"); his abilities may not be
  used until your next turn begins ("Kakita Amiki"): the turn unless said

«Стоимость и эффекты»: «Если на карте прямо не указана продолжительность ее эффекта, то он
прекращается в конце текущего хода»; «"Постоянно" - слово, заменяющее выражение "до конца
игры"». The duration is kept on the effect (`Effect.lasts`), then on the modifier it gives
(`ops.lasting`), which ends at the end of the battle, as the giver's next turn begins, at the
end of his next turn, or never while the card is in play.

An instant effect in the same sentence has no duration ("Straighten him and give him +2F
until the battle ends"); the sentence's last effect must be one that lasts, else the words
would say nothing.
"""

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from rules.engine import ops
from rules.engine.continuous import GRANTABLE
from rules.engine.duel_lasting import DUEL
from rules.engine.effects import BONUS, LASTING, Effect
from rules.engine.effects_scripted import SILENCE
from rules.engine.effects_stats import GIVE_KEYWORD
from rules.engine.phrasings import phrasing
from rules.engine.phrasings.core import STATS, stats

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

DURATIONS = {
    "this turn": "",
    "until the end of the turn": "",
    "until the end of this turn": "",
    "until the turn ends": "",
    "for the rest of the turn": "",
    "until end of turn": "",
    "until the battle ends": ops.BATTLE,
    "until this battle ends": ops.BATTLE,
    "until the end of the battle": ops.BATTLE,
    "until the end of this battle": ops.BATTLE,
    "until end of the battle": ops.BATTLE,
    "during this battle": ops.BATTLE,
    "until your next turn begins": ops.NEXT_TURN,
    "until the start of your next turn": ops.NEXT_TURN,
    "until the beginning of your next turn": ops.NEXT_TURN,
    # «Начало хода»: a turn begins with its Straighten Phase.
    "until your next straighten phase begins": ops.NEXT_TURN,
    "until your next turn ends": ops.NEXT_TURN_END,
    "until the end of your next turn": ops.NEXT_TURN_END,
    "permanently": ops.GAME,
    # «Дуэли»: what a duel gives its duelists ends with it (`rules.engine.duel_lasting`).
    "until the duel ends": DUEL,
    "until the end of the duel": DUEL,
    "for the rest of the game": ops.GAME,
    "until the game ends": ops.GAME,
    "until the end of the game": ops.GAME,
}
_WORDS = "|".join(re.escape(words) for words in sorted(DURATIONS, key=len, reverse=True))


def lasting(effect: Effect, duration: str) -> Effect | None:
    """`effect` lasting `duration`, reaching into the effect an effect carries out under a
    condition or on each card of a group (`then`); None when it does not last or already
    says how long."""
    if effect.op in LASTING:
        return None if effect.lasts else replace(effect, lasts=duration)
    then = getattr(effect, "then", None)
    if not isinstance(then, Effect):
        return None
    inner = lasting(then, duration)
    return None if inner is None else replace(effect, then=inner)  # type: ignore[call-arg]


@phrasing(
    rf"^(?:(?P<before>{_WORDS}),? (?P<first>.+)"
    rf"|(?P<rest>.+?),? (?:\((?P<aside>{_WORDS})\)|(?P<after>{_WORDS})))$",
    re.IGNORECASE,
)
def for_how_long(reader: "Reader", match: re.Match[str]) -> bool:
    words = match["before"] or match["aside"] or match["after"]
    text = match["first"] or match["rest"]
    mark = len(reader.effects)
    if not reader.sentence(text[0].upper() + text[1:]):
        return False
    added = reader.effects[mark:]
    if not added or lasting(added[-1], "") is None:
        return False
    duration = DURATIONS[words.lower()]
    stamped = []
    for effect in added:
        lasts = lasting(effect, duration)
        if lasts is None and (effect.op in LASTING or hasattr(effect, "then")):
            return False
        stamped.append(lasts or effect)
    reader.effects[mark:] = stamped
    return True


@phrasing(
    r"^(?:(?P<obj>.+?)(?:'s|s')|(?P<pronoun>His|Her|Its|Their|his|her|its|their)) abilities "
    r"may not be used$"
)
def abilities_not_used(reader: "Reader", match: re.Match[str]) -> bool:
    """A card's abilities may not be used: its actions and reactions, and producing Gold
    (`effects_scripted.silenced`); its traits still apply."""
    if match["pronoun"]:
        return reader.add(SILENCE, reader.last)
    obj = match["obj"]
    return reader.add(SILENCE, reader.obj(obj[0].lower() + obj[1:]))


_KEYWORDS = "|".join(sorted(GRANTABLE, key=len, reverse=True))


@phrasing(rf"^Give (?P<obj>.+?) (?:(?:{STATS}) and )?(?P<keyword>{_KEYWORDS})$")
def give_keyword(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Give him Tactician", "Give a target Human Personality +1F and Conqueror"."""
    on = reader.obj(match["obj"])
    if match["force"] or match["chi_only"]:
        force, chi = stats(match)
        if not reader.add(BONUS, on, force=force, chi=chi):
            return False
    return reader.add(GIVE_KEYWORD, on, what=match["keyword"])
