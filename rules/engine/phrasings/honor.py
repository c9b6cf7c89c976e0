"""Honor phrasings: an Honor gain or loss to come, made larger (`rules.engine.honor`), with
examples from the pool:

- Increase the next Honor gain or loss (this turn) from your cards by 1 ("Court Scribe";
  "Proclaiming gains are not from your cards"): the next change of any player's Honor that
  a card the acting player owns causes, this turn
- Increase his next Honor loss this turn by 1 ("Corrupt Governor", after "Target a
  player ..."): the target player's next Honor loss, whatever causes it
"""

import re
from typing import TYPE_CHECKING

from rules.engine import targets as tg
from rules.engine.effects import PLAYER
from rules.engine.honor import FROM_YOUR_CARDS, HONOR_NEXT, HONOR_NEXT_OF, LOSS
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(r"^Increase the next Honor gain or loss(?: this turn)? from your cards by (?P<n>\d+)$")
def next_from_your_cards(reader: "Reader", match: re.Match[str]) -> bool:
    return reader.add(HONOR_NEXT, PLAYER, amount=int(match["n"]), what=FROM_YOUR_CARDS)


@phrasing(r"^Increase (?:his|her|their) next Honor loss(?: this turn)? by (?P<n>\d+)$")
def next_loss_of_target(reader: "Reader", match: re.Match[str]) -> bool:
    on = reader.last
    if on is None or on < 0 or on >= len(reader.targets):
        return False
    if reader.targets[on].kinds != (tg.PLAYER_KIND,):
        return False
    return reader.add(HONOR_NEXT_OF, on, amount=int(match["n"]), what=LOSS)
