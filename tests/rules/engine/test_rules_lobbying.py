"""Lobbying for the Emperor's Favor («Как добиться Благорасположения Императора»)."""

import pytest

from rules.engine import IllegalAction
from rules.engine.actions import Lobby, ManualBow, ManualFavor, ManualHonor, Pass
from tests.rules_cards import Table, deck, personality, stronghold

COURTIER = personality("Doji Courtier", honor=2)
PEASANT = personality("Honorless Peasant", honor=0)


def table(first_honor: int = 5, second_honor: int = 2) -> Table:
    dynasty = [COURTIER, COURTIER, PEASANT]
    return Table(
        deck("First", stronghold(honor=first_honor), dynasty),
        deck("Second", stronghold(honor=second_honor), dynasty),
    )


def test_lobbying_bows_a_personality_with_personal_honor_and_gives_the_favor() -> None:
    """«Как добиться Благорасположения Императора»: Once per turn, as a political Limited action:
    with more Family Honor than every other player and without the Favor, bow one of your
    Personalities with Personal Honor above 0 and take the Emperor's Favor."""
    t = table()
    courtier = t.in_play("Doji Courtier")
    peasant = t.in_play("Honorless Peasant")
    assert f"lobby {courtier.iid}" in t.legal(0)
    assert f"lobby {peasant.iid}" not in t.legal(0)
    with pytest.raises(IllegalAction, match="needs Personal Honor above 0 to lobby"):
        t.act(0, Lobby(peasant.iid))
    entry = t.act(0, Lobby(courtier.iid))
    assert "First gains the Emperor's Favor" in entry.notes
    assert t.state.favor == 0 and courtier.bowed
    assert t.game.view(1)["favor"] == 0


def test_only_the_player_with_the_most_honor_lobbies() -> None:
    """«Как добиться Благорасположения Императора»: The lobbying player needs more Family Honor than
    each other player (which may be below 0); a tie is not enough."""
    t = table(first_honor=3, second_honor=3)
    courtier = t.in_play("Doji Courtier")
    assert not any(text.startswith("lobby") for text in t.legal(0))
    with pytest.raises(IllegalAction, match="Second has 3 Honor; you need more"):
        t.act(0, Lobby(courtier.iid))
    t.act(0, ManualHonor(0, -6))
    t.act(0, ManualHonor(1, -7))
    t.act(0, Lobby(courtier.iid))
    assert t.state.favor == 0


def test_once_per_turn_and_not_while_holding_the_favor() -> None:
    """«Как добиться Благорасположения Императора»: Once per turn; and not by a player who already
    has the Favor."""
    t = table()
    first, second = t.in_play("Doji Courtier"), t.in_play("Doji Courtier")
    t.act(0, Lobby(first.iid))
    t.act(1, Pass())
    t.act(0, ManualFavor(None))
    with pytest.raises(IllegalAction, match="already lobbied this turn"):
        t.act(0, Lobby(second.iid))
    t.act(0, ManualFavor(0))
    t.pass_until("action", seat=0, later=True)
    with pytest.raises(IllegalAction, match="already have the Emperor's Favor"):
        t.act(0, Lobby(second.iid))


def test_the_favor_changes_hands() -> None:
    """«Как добиться Благорасположения Императора»: There is one Favor: lobbying takes it from
    whoever holds it."""
    t = table(first_honor=2, second_honor=5)
    t.act(0, ManualFavor(0))
    t.pass_until("action", seat=1)
    courtier = t.in_play("Doji Courtier", 1)
    t.act(1, Lobby(courtier.iid))
    assert t.state.favor == 1


def test_the_lobbying_personality_must_be_unbowed_and_the_player_active() -> None:
    """«Как добиться Благорасположения Императора»: Lobbying is a Limited action of the active
    player; the Personality must be able to bow (your own bowed Personalities cannot be
    targeted)."""
    t = table()
    courtier = t.in_play("Doji Courtier")
    t.act(0, ManualBow(courtier.iid))
    with pytest.raises(IllegalAction, match="Doji Courtier is bowed"):
        t.act(0, Lobby(courtier.iid))
    theirs = t.in_play("Doji Courtier", 1)
    t.act(0, Pass())
    with pytest.raises(IllegalAction, match="only the active player takes Limited actions"):
        t.act(1, Lobby(theirs.iid))


def test_a_goldfish_is_no_rival_for_the_favor() -> None:
    """A goldfish takes no part in the game's politics: a deck starting at 0 Honor (or less)
    may lobby against it."""
    t = Table(deck("First", stronghold(honor=0), [COURTIER]), goldfish=True)
    courtier = t.in_play("Doji Courtier")
    t.pass_until("action", seat=0)
    assert f"lobby {courtier.iid}" in t.legal(0)
