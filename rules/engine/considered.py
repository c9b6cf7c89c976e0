"""«Уникальность» (Uniqueness): "This card is considered Ancestral Sword of Crab Clan for deck
construction and checking the Unique restriction."

The import reads the name into the card's identity (`CardDef.unique_identity`), which the
Unique restriction compares as a card enters play (`rules.engine.play.unique_conflict`) and
the deck check counts copies by. The sentence is read when the identity is the name it gives:
a card whose identity the import did not set stays with the player.
"""

import re

from rules.engine.cards import CardDef

_CONSIDERED = re.compile(
    r"^(?:This (?:card|Item|Ancestor|Personality|Holding|Follower)|(?P<name>[A-Z][\w' -]*?)) "
    r"is considered (?P<as>[^.]+?)(?: (?:In)?[Ee]xperienced(?: ?\S+)?)? for deck construction "
    r"and checking the Unique restriction\.?$"
)


def reads(sentence: str, defn: CardDef) -> bool:
    """Whether `sentence` gives `defn` the identity it has."""
    match = _CONSIDERED.match(sentence.strip())
    if match is None:
        return False
    if match["name"] and match["name"] not in (defn.title, defn.personality_name):
        return False
    return match["as"].casefold() == defn.identity.casefold()
