"""The turn: start, action phase priority, the attack phase placeholder, the dynasty phase's
restrictions, the end phase, and the next player's turn."""

import pytest

from rules.engine import IllegalAction
from rules.engine.actions import Lobby, ManualBow, ManualMove, Pass
from tests.rules_cards import Table, deck, item, personality, stronghold

GUARD = personality("Hida Guard", honor=2)
SPEAR = item("Plain Spear", cost=0, keywords=["Weapon"])


def table() -> Table:
    return Table(
        deck("First", stronghold(honor=5), dynasty=[GUARD] * 4, fate=[SPEAR] * 4),
        deck("Second", stronghold(honor=2), dynasty=[GUARD] * 4, fate=[SPEAR] * 4),
    )


def test_the_start_of_a_turn_straightens_the_active_players_cards_only() -> None:
    """«Начало хода»: the active player straightens his Stronghold and all his cards."""
    t = table()
    mine = t.in_play("Hida Guard", 0)
    theirs = t.in_play("Hida Guard", 1)
    for c in (mine, theirs):
        t.act(0, ManualBow(c.iid))
    t.act(1, ManualBow(t.state.players[1].stronghold))
    t.pass_until("action", seat=1)
    assert not theirs.bowed
    assert not t.game.card(t.state.players[1].stronghold).bowed
    assert mine.bowed


def test_only_the_active_player_acts_first_and_the_phase_ends_when_all_pass_in_a_row() -> None:
    """«Фаза акций»: starting with the active player, each player in turn acts or passes;
    the phase ends when all players pass in a row."""
    t = table()
    guard = t.in_play("Hida Guard", 0)
    assert t.game.to_act == 0 and t.state.phase == "action"
    assert t.game.legal_actions(1, manual=False) == []
    t.act(0, Lobby(guard.iid))  # an action: the other player may answer
    assert t.game.to_act == 1
    t.act(1, Pass())
    assert (t.state.phase, t.game.to_act) == ("action", 0)  # one pass after an action
    t.act(0, Pass())
    assert t.state.phase == "dynasty"


def test_other_players_take_only_open_actions() -> None:
    """«Фаза акций»: the other players may take only Open actions; attaching is Limited."""
    t = table()
    t.in_play("Hida Guard", 1)
    t.to_hand("Plain Spear", 1)
    t.act(0, Pass())
    assert t.legal(1) == ["pass"]
    spear = t.find("Plain Spear", 1, "hand")
    guard = t.find("Hida Guard", 1, "home")
    with pytest.raises(IllegalAction, match="only the active player takes Limited actions"):
        t.act(1, f"attach {spear.iid} to {guard.iid} pay -")


def test_a_player_without_priority_cannot_act() -> None:
    """«Фаза акций»: players act in turn."""
    t = table()
    with pytest.raises(IllegalAction, match="the game waits for First"):
        t.act(1, Pass())


def test_with_no_unit_to_attack_the_attack_phase_passes_by_itself() -> None:
    """«Фаза Атаки» is optional, and a player with no unbowed Personality has nothing to
    attack with: the engine goes on to the dynasty phase."""
    t = table()
    t.act(0, Pass())
    entry = t.act(1, Pass())
    assert "attack phase: no attack" in entry.notes
    assert (t.state.phase, t.game.to_act) == ("dynasty", 0)


def test_no_actions_in_the_dynasty_phase() -> None:
    """«Фаза Династии»: no Limited, Open or Battle actions during the dynasty phase."""
    t = table()
    guard = t.in_play("Hida Guard", 0)
    t.pass_until("dynasty", seat=0)
    with pytest.raises(IllegalAction, match="not possible in the dynasty phase"):
        t.act(0, Lobby(guard.iid))
    assert all(not text.startswith(("lobby", "attach")) for text in t.legal(0))


def test_end_phase_draws_a_card_and_passes_the_turn() -> None:
    """«Конец хода»: draw the top card of the Fate deck; then the next player's turn."""
    t = table()
    first = t.state.players[0]
    hand, deck_size = len(first.hand), len(first.fate)
    t.pass_until("dynasty-discard", seat=0)
    entry = t.act(0, Pass())
    assert "First draws a card" in entry.notes
    assert (len(first.hand), len(first.fate)) == (hand + 1, deck_size - 1)
    assert (t.state.turn, t.state.active, t.state.phase) == (2, 1, "action")


def test_end_phase_discards_down_to_eight() -> None:
    """«Конец хода», «Подготовка места для игры»: more than eight cards in hand at the end
    of the turn means choosing and discarding the extras."""
    t = table()
    for _ in range(3):
        t.act(0, ManualMove(t.state.players[0].fate[-1], "hand"))
    assert len(t.state.players[0].hand) == 8
    t.pass_until("dynasty-discard", seat=0)
    t.act(0, Pass())  # draws the ninth card
    assert (t.state.phase, t.game.to_act) == ("end", 0)
    assert all(text.startswith("discard ") for text in t.legal(0))
    with pytest.raises(IllegalAction, match="discard down to 8 cards first"):
        t.act(0, Pass())
    victim = t.state.players[0].hand[0]
    entry = t.act(0, f"discard {victim}")
    assert t.game.card(victim).zone == "fate-discard"
    assert entry.card == t.game.card(victim).defn.title
    assert len(t.state.players[0].hand) == 8
    assert (t.state.turn, t.state.active) == (2, 1)


def test_a_hand_brought_down_by_hand_lets_the_turn_end() -> None:
    """«Конец хода»: once the hand is down to eight (here by a manual discard), the player
    passes and the turn ends."""
    t = table()
    for _ in range(3):
        t.act(0, ManualMove(t.state.players[0].fate[-1], "hand"))
    t.pass_until("dynasty-discard", seat=0)
    t.act(0, Pass())
    assert t.state.phase == "end"
    t.act(0, f"manual discard {t.state.players[0].hand[0]}")
    assert t.legal(0) == ["pass"]
    t.act(0, Pass())
    assert (t.state.turn, t.state.active) == (2, 1)


def test_an_empty_fate_deck_draws_nothing_without_penalty() -> None:
    """«Конец хода»: draw a card if the Fate deck still has one."""
    t = table()
    first = t.state.players[0]
    for iid in list(first.fate):
        t.act(0, ManualMove(iid, "removed"))
    t.pass_until("dynasty-discard", seat=0)
    entry = t.act(0, Pass())
    assert not any("draws" in note for note in entry.notes)
    assert t.state.active == 1


def test_turns_alternate_clockwise() -> None:
    """«Кто будет ходить первым»: play passes to the player on the left."""
    t = table()
    seen = []
    for _ in range(4):
        seen.append((t.state.turn, t.state.active))
        t.pass_until("dynasty-discard")
        t.act(t.state.active, Pass())
    assert seen == [(1, 0), (2, 1), (3, 0), (4, 1)]
