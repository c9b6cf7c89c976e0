"""A card's base Chi, for the target conditions hand-written records name: "a Personality
whose base Chi is less than or equal to Omezo's base Chi" (Shosuro Omezo).

«Глоссарий» (Glossary): a base value is the printed one as permanent effects have changed
it ("permanently give him +1C"); bonuses for a while, tokens and attachments are not part
of it. The permanent bonuses a card has are its modifiers lasting the game
(`ops.add_bonus` with `ops.GAME`).
"""

from rules.engine import ops
from rules.engine import targets as tg
from rules.engine.cards import ITEM
from rules.engine.state import BONUS, Card, State

# A target whose base Chi is no higher than the base Chi of the card whose ability it is.
BASE_CHI_MAX_SELF = "base_chi_max_self"


def base_chi(card: Card) -> int:
    defn = card.defn
    printed = 0 if defn.chi_is_modifier or defn.type == ITEM else (defn.chi or 0)
    return printed + sum(
        mod[2] for mod in card.mods if mod[0] == BONUS and mod[1] == "chi" and mod[3] == ops.GAME
    )


def _base_chi_max_self(state: State, card: Card, source: Card) -> bool:
    return base_chi(card) <= base_chi(source)


tg.SOURCE_CONDITIONS[BASE_CHI_MAX_SELF] = _base_chi_max_self
