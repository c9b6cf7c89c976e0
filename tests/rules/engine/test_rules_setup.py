"""Set-up: Stronghold and Sensei values, the Wind, shuffles, the first player, Provinces and
the opening hand; the goldfish opponent."""

import pytest

from rules.engine import Game
from rules.engine.state import PROVINCE
from tests.rules_cards import (
    Table,
    card,
    deck,
    personality,
    sensei,
    strategy,
    stronghold,
    wind,
)


def test_sensei_changes_the_stronghold_values() -> None:
    """«Сенсей»: the Sensei's numbers modify the Stronghold's Province strength, gold
    production and starting Family Honor."""
    home = stronghold(strength=7, gold=4, honor=3)
    teacher = sensei("Kind Sensei", strength=-1, gold=2, honor=4, clans=["Crab"])
    table = Table(deck("First", home, sensei=teacher), deck("Second", stronghold(honor=1)))
    player = table.state.players[0]
    assert (player.province_strength, player.stronghold_gold, player.starting_honor) == (6, 6, 7)
    assert player.honor == 7


def test_sensei_never_takes_values_below_zero_or_honor_below_minus_19() -> None:
    """«Сенсей»: a Sensei cannot lower Province strength or gold production below 0, nor
    starting Honor below -19."""
    home = stronghold(strength=3, gold=2, honor=-10)
    harsh = sensei("Harsh Sensei", strength=-5, gold=-4, honor=-15)
    game = Game.new([deck("First", home, sensei=harsh), deck("Second")], seed=3)
    player = game.players[0]
    assert (player.province_strength, player.stronghold_gold, player.starting_honor) == (
        0,
        0,
        -19,
    )


def test_a_sensei_of_another_faction_is_refused() -> None:
    """«Сенсей»: only a player whose faction the Sensei lists may use it."""
    lion_teacher = sensei("Lion Sensei", strength=0, gold=0, honor=1, clans=["Lion"])
    with pytest.raises(ValueError, match="Lion Sensei is for Lion only"):
        Game.new([deck("First", sensei=lion_teacher), deck("Second")], seed=1)


def test_decks_must_hold_cards_of_their_kind() -> None:
    """«Подготовка к игре»: Dynasty cards in the Dynasty deck, Fate cards in the Fate deck."""
    with pytest.raises(ValueError, match=r"Lost Samurai .*does not belong in the Fate deck"):
        Game.new([deck("First", fate=[personality("Lost Samurai")]), deck("Second")], seed=1)
    with pytest.raises(ValueError, match="at least two decks"):
        Game.new([deck("First")], seed=1)


def test_the_wind_is_shown_to_everyone() -> None:
    """«Наследник (wind)»: the Wind is shown together with the Stronghold."""
    table = Table(deck("First", stronghold(honor=5), wind=wind("Wind of Justice")))
    assert "First: Test Castle (Province strength 7, gold 4, Honor 5); shows the Wind " in (
        "".join(table.game.setup_notes)
    )
    for seat in (0, 1):
        assert table.game.view(seat)["players"][0]["wind"]["title"] == "Wind of Justice"
    assert table.game.view(0)["players"][1]["wind"] is None


def test_four_provinces_with_a_face_down_dynasty_card_and_five_fate_cards() -> None:
    """«Подготовка места для игры», «Кто будет ходить первым»: four Provinces, each with a
    face-down Dynasty card, and five Fate cards in hand."""
    table = Table()
    second = table.state.players[1]
    assert len(second.provinces) == 4
    for province in second.provinces:
        lying = table.game.card(province.card)
        assert lying.zone == PROVINCE and not lying.face_up
    assert len(second.hand) == 5
    assert len(second.fate) == 15
    assert len(second.dynasty) == 16


def test_the_same_seed_shuffles_the_same_way_and_another_seed_does_not() -> None:
    """«Подготовка места для игры»: both decks are shuffled; the engine's shuffles come from
    the seed only."""
    dynasty = [personality(f"Samurai {n}") for n in range(20)]
    fate = [strategy(f"Scroll {n}") for n in range(20)]
    setups = [deck("First", stronghold(honor=5), dynasty, fate), deck("Second")]

    def order(seed: int) -> list[str]:
        game = Game.new(setups, seed)
        player = game.players[0]
        return [game.card(i).defn.title for i in player.dynasty + player.hand]

    assert order(11) == order(11)
    assert order(11) != order(12)


def test_first_player_is_highest_honor_plus_a_random_fate_cards_focus() -> None:
    """«Кто будет ходить первым»: each player adds a random Fate card's Focus to his starting
    Honor; the highest total goes first."""
    high_focus = [strategy("Big Idea", focus=5)] * 20
    game = Game.new(
        [deck("First", stronghold(honor=3)), deck("Second", stronghold(honor=1), fate=high_focus)],
        seed=5,
    )
    assert "First draws Blank Scroll at random: Focus 0" in game.setup_notes
    assert "Second draws Big Idea at random: Focus 5" in game.setup_notes
    assert "Second goes first" in game.setup_notes
    assert game.state.active == 1


def test_tied_players_draw_again_until_one_is_left() -> None:
    """«Кто будет ходить первым»: tied players each draw another random card and add its
    Focus, until one player is left."""
    mixed = [strategy("Low Idea", focus=1)] * 10 + [strategy("High Idea", focus=2)] * 10
    setups = [
        deck("First", stronghold(honor=2), fate=mixed),
        deck("Second", stronghold(honor=2), fate=mixed),
    ]
    for seed in range(100):
        game = Game.new(setups, seed)
        notes = game.setup_notes
        if not any(note.startswith("tied at") for note in notes):
            continue
        totals = {"First": 2, "Second": 2}
        for note in notes:
            for name in totals:
                if note.startswith(f"{name} draws"):
                    totals[name] += int(note.rsplit(" ", 1)[1])
        winner = max(totals, key=totals.get)
        assert sorted(totals.values())[0] < totals[winner]
        assert f"{winner} goes first" in notes
        return
    pytest.fail("no seed in 0..99 produced a tie")


def test_goldfish_is_a_passive_seat_with_four_provinces_and_no_cards() -> None:
    """Goldfish: the second seat has four Provinces of the chosen strength, no cards, and
    never takes a turn or acts; the deck's owner plays turn after turn."""
    table = Table(deck("Solo", stronghold(honor=2)), goldfish=True, goldfish_strength=9)
    goldfish = table.state.players[1]
    assert goldfish.goldfish
    assert [p.card for p in goldfish.provinces] == [None] * 4
    assert goldfish.province_strength == 9
    assert not goldfish.hand and not goldfish.fate and not goldfish.dynasty
    for turn in (1, 2, 3):
        assert (table.state.turn, table.state.active, table.state.phase) == (turn, 0, "action")
        assert table.game.legal_actions(1, manual=False) == []
        table.act(0, "pass")  # one pass ends the action phase: the goldfish always passes
        assert table.state.phase == "dynasty"
        table.act(0, "pass")
        table.act(0, "pass")


def test_goldfish_takes_exactly_one_deck() -> None:
    with pytest.raises(ValueError, match="exactly one deck"):
        Game.new([deck("A"), deck("B")], seed=1, goldfish=True)


def test_an_unprinted_focus_counts_as_zero() -> None:
    """«Бонусы и штрафы»: a value that is not printed counts as 0 (a Fate card without Focus
    drawn for the first player)."""
    unprinted = card("Unmarked Scroll", "Strategy", deck="Fate")
    assert unprinted.focus is None
    game = Game.new(
        [
            deck("First", stronghold(honor=2), fate=[unprinted] * 20),
            deck("Second", stronghold(honor=1)),
        ],
        seed=2,
    )
    assert "First draws Unmarked Scroll at random: Focus 0" in game.setup_notes
    assert "First goes first" in game.setup_notes
