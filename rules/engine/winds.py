"""A player's Wind, as cards name it («Наследник (wind)» in «Типы карт (детальное
описание)» (Card Types in Detail: Wind)): a player shows at most one Wind card before the
game begins (`Player.wind`, a card outside play); cards ask "if your Wind is The Kanpeki
Dynasty", "if another player's Wind is House of Suikihime", "a player who has Hantei Naseru
as a Wind", "if you have no Wind".

A card names a Wind by the part of its title before the comma ("Kano's Alliance" is both
"Kano's Alliance, Akodo Kano" and "Kano's Alliance, Iweko Miaka"), with or without a leading
"The" ("the Kanpeki Dynasty", "The Black Heart of the Empire").
"""

import re

from rules.engine.state import State

# The name a card gives for "no Wind" ("if you have no Wind").
NO_WIND = "no Wind"
# ... and for any Wind ("if you have a Wind").
ANY_WIND = "a Wind"


def _plain(name: str) -> str:
    return re.sub(r"^the ", "", name.strip().rstrip("."), flags=re.IGNORECASE).lower()


def named(title: str, name: str) -> bool:
    """Whether a Wind of this `title` ("" for a player without a Wind) is the Wind `name`
    a card names (NO_WIND, ANY_WIND, or a Wind's name)."""
    if name == NO_WIND:
        return not title
    if name == ANY_WIND:
        return bool(title)
    if not title:
        return False
    wanted, own = _plain(name), _plain(title)
    return own == wanted or own.startswith(wanted + ",")


def title_of(state: State, seat: int) -> str:
    """The title of the Wind `seat` shows, or ""."""
    iid = state.players[seat].wind
    return state.cards[iid].defn.title if iid is not None else ""


def has(state: State, seat: int, name: str) -> bool:
    """Whether the player at `seat` has the Wind `name` (see `named`)."""
    return named(title_of(state, seat), name)


def another_has(state: State, seat: int, name: str) -> bool:
    """ "if another player's Wind is X": any player but `seat` (a goldfish has no Wind)."""
    return any(
        not player.goldfish and player.seat != seat and has(state, player.seat, name)
        for player in state.players
    )


# "Your Wind must be The Kanpeki Dynasty." (a Sensei's): a rule of building the deck, checked
# as the game is set up (`rules.engine.setup.validate`).
MUST_BE = re.compile(r"^Your Wind must be (?P<wind>[A-Z][\w' ,-]*?)\.?$", re.IGNORECASE)


def required(text: str) -> str | None:
    """The Wind a card's text requires its player to have, if it says so."""
    for sentence in re.split(r"(?<=\.)\s+|\n", text):
        if match := MUST_BE.match(sentence.strip()):
            return match["wind"]
    return None
