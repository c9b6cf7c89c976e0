"""A choice between drawing and discarding (with an example from the pool):

- Draw or discard a card ("Akodo's Shrine": "Bow your target performing Samurai with 4 or
  more Chi to draw or discard a card."): the player chooses as it resolves; a discard is
  offered only while he has a card in hand (`effects_choice.Either`).
"""

import re
from typing import TYPE_CHECKING

from rules.engine.effects import DRAW, PLAYER, Effect
from rules.engine.effects_choice import EITHER_PLAYER, Either
from rules.engine.effects_scripted import CONDITIONS
from rules.engine.effects_zones import DISCARD_CHOSEN
from rules.engine.phrasings import number, phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_HAS_CARDS = "has_cards_in_hand"
CONDITIONS[_HAS_CARDS] = lambda state, seat, source, card: bool(state.players[seat].hand)


@phrasing(r"^Draw or discard (?P<n>a|one|two) cards?$")
def draw_or_discard(reader: "Reader", match: re.Match[str]) -> bool:
    amount = number(match["n"])
    noun = "a card" if amount == 1 else f"{match['n']} cards"
    reader.effects.append(
        Either(
            EITHER_PLAYER,
            PLAYER,
            options=(
                (Effect(DRAW, PLAYER, amount=amount),),
                (Effect(DISCARD_CHOSEN, PLAYER, amount=amount),),
            ),
            labels=(f"draw {noun}", f"discard {noun}"),
            requires=("", _HAS_CARDS),
        )
    )
    return True
