"""A Personality giving a keyword to his own Followers (`continuous.parse_statics`;
«Ключевые слова» — keywords):

- "Ruantek's Ratling Followers have Cavalry." (Ruantek): his Followers with the trait
- "Yokatsu's Followers have Cavalry." (Shinjo Yokatsu): all his Followers
- "Storm Rider Followers have Cavalry while attached to Tsurayuki." (Tsurayuki): the same
  words in another order

Read as the bonuses to the same Followers are ("Te'tik'kir's Ratling Followers have +1F."):
the cards attached to him (his unit), of the kind and traits named. Only a keyword another
card may give (`continuous.GRANTABLE`).
"""

import re
from typing import TYPE_CHECKING

from rules.engine.cards import FOLLOWER, PERSONALITY, CardDef

if TYPE_CHECKING:
    from rules.engine.continuous import Static

_GRANT = re.compile(
    r"^(?P<who>[A-Z][\w'-]*)'s (?:(?P<traits>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*) )?Followers "
    r"(?:each )?have (?P<what>[A-Z][\w ]+?)\.?$"
)

_ATTACHED = re.compile(
    r"^(?P<traits>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*) Followers have (?P<what>[A-Z][\w ]+?) "
    r"while attached to (?P<who>[A-Z][\w'-]*)\.?$"
)


def read(sentence: str, defn: CardDef) -> "tuple[Static, ...]":
    from rules.engine.continuous import FOLLOWERS, GRANTABLE, YOURS, Static, _names

    match = _GRANT.match(sentence.strip()) or _ATTACHED.match(sentence.strip())
    if match is None or defn.type != PERSONALITY or match["who"] not in _names(defn):
        return ()
    if match["what"] not in GRANTABLE:
        return ()
    words = match["traits"]
    if not words:
        return (Static(FOLLOWERS, kind=FOLLOWER, keywords=(match["what"],)),)
    traits = tuple(t.strip() for t in words.split(" Clan") if t.strip())
    return (
        Static(YOURS, kind=FOLLOWER, traits=traits, when=("in:unit",), keywords=(match["what"],)),
    )
