"""The statistics of deck simulations (`simulations.figures`), checked on games whose course
the rules fix whatever the seed: decks of one Personality against a goldfish."""

from simulations import figures
from tests.rules_cards import deck, holding, personality, stronghold

# Clanless, so no clan discount: the Stronghold's 5 Gold pays one recruit of 2 a turn.
BUSHI = personality("Steady Bushi", force=3, chi=2, cost=2, honor=1, clans=[])
MINE = holding("Deep Mine", cost=9, text=":bow:: Produce 3 Gold.")


def bushi_deck(honor: int = 3):
    return deck("Bushi", home=stronghold(gold=5, honor=honor), dynasty=[BUSHI] * 20)


def test_one_game_turn_by_turn() -> None:
    """«Династическая фаза»: one Bushi recruited a turn (one producer pays one cost, the
    excess is lost, «Стоимости и Эффекты»); turn 2 the lone Bushi lobbies for the Favor and
    bows («Особые ситуации»); turns 3 to 6 he destroys one Province of Strength 2 each
    («Фаза атаки»), and the fourth is a military victory on turn 6 («Цель игры»)."""
    game = figures.play_game(bushi_deck(), seed=3, turns=10, goldfish_strength=2)
    assert game["winner"] == "deck"
    assert game["reason"] == figures.MILITARY
    assert game["win_turn"] == 6
    assert game["turns"] == 6
    assert game["gold_available"] == [5] * 6
    assert game["gold_spent"] == [2, 2, 2, 2, 2, 0]
    assert game["personalities"] == [1, 2, 3, 4, 5, 5]
    assert game["force"] == [3, 6, 9, 12, 15, 15]
    assert game["honor"] == [3] * 6
    assert game["three_personalities"] == 3
    assert game["gold_holding"] is False
    title, copies, seen, used, _stuck = game["cards"]["Steady Bushi"]
    assert (title, copies, seen, used) == ("Steady Bushi", 20, True, True)


def test_the_turn_limit_stops_a_game_unwon() -> None:
    game = figures.play_game(bushi_deck(), seed=1, turns=4, goldfish_strength=2)
    assert game["winner"] is None
    assert game["win_turn"] is None
    assert game["turns"] == 4
    assert game["personalities"] == [1, 2, 3, 4]


def test_strong_provinces_are_never_taken() -> None:
    game = figures.play_game(bushi_deck(), seed=2, turns=5, goldfish_strength=99)
    assert game["win_turn"] is None


def test_an_honor_victory_on_the_first_turn() -> None:
    """«Начало хода»: 40 Family Honor at the start of the turn wins at once."""
    game = figures.play_game(bushi_deck(honor=40), seed=5, turns=10, goldfish_strength=2)
    assert (game["winner"], game["reason"], game["win_turn"]) == ("deck", figures.HONOR, 1)
    assert game["honor"] == [40]
    tally = figures.tally_games([game])
    result = figures.summary(tally, 10)
    assert result["honor_victories"] == 1
    assert result["last_province_falls"]["median_turn"] is None
    assert result["wins_by_turn"]["1"] == 1


def test_a_gold_holding_in_the_opening_provinces() -> None:
    mines = deck("Mines", home=stronghold(gold=5), dynasty=[MINE] * 20)
    assert figures.play_game(mines, seed=1, turns=1)["gold_holding"] is True


def test_summary_of_many_games() -> None:
    tally = figures.run_games(bushi_deck(), range(6), turns=10, goldfish_strength=2)
    result = figures.summary(tally, 10)
    assert result["games"] == 6
    assert result["wins"] == 6
    assert result["wins_by_turn"] == {str(t): (6 if t >= 6 else 0) for t in range(1, 11)}
    assert result["win_rate_by"] == {"6": 1.0, "8": 1.0, "10": 1.0}
    assert result["median_win_turn"] == 6
    assert result["p90_win_turn"] == 6
    assert result["last_province_falls"]["turns"]["6"] == 6
    assert result["per_turn"]["force"] == [3.0, 6.0, 9.0, 12.0, 15.0, 15.0]
    assert result["three_personalities_by_turn"]["2"] == 0.0
    assert result["three_personalities_by_turn"]["3"] == 1.0
    assert result["three_personalities_median_turn"] == 3
    assert result["gold_holding_in_opening"] == 0.0
    bushi = next(card for card in result["cards"] if card["title"] == "Steady Bushi")
    assert bushi["seen_by_5"] == 1.0
    assert [outcome[0] for outcome in tally["outcomes"]] == list(range(6))


def test_median_is_null_when_fewer_than_half_win() -> None:
    won = figures.tally_games(
        [figures.play_game(bushi_deck(), seed, 10, goldfish_strength=2) for seed in (1, 2)]
    )
    lost = figures.run_games(bushi_deck(), [3, 4, 5], turns=10, goldfish_strength=99)
    result = figures.summary(figures.merge(won, lost), 10)
    assert result["wins"] == 2
    assert result["median_win_turn"] is None
    assert result["wins_by_turn"]["10"] == 2


def test_chunks_merge_into_the_whole() -> None:
    """Tallies of chunks of seeds, merged in any order, equal the tally of all the games."""
    whole = figures.run_games(bushi_deck(), range(8), turns=8, goldfish_strength=4)
    first = figures.run_games(bushi_deck(), range(0, 3), turns=8, goldfish_strength=4)
    second = figures.run_games(bushi_deck(), range(3, 8), turns=8, goldfish_strength=4)
    assert figures.merge(second, first) == figures.merge(figures.empty_tally(), whole)
    assert figures.summary(figures.merge(first, second), 8) == figures.summary(whole, 8)


def test_same_seed_same_game() -> None:
    one = figures.play_game(bushi_deck(), seed=11, turns=8, goldfish_strength=3)
    assert one == figures.play_game(bushi_deck(), seed=11, turns=8, goldfish_strength=3)


def test_against_a_second_deck_turns_are_the_decks_own() -> None:
    """With an opponent the turn limit counts the simulated deck's turns only."""
    game = figures.play_game(bushi_deck(), seed=4, turns=3, opponent=bushi_deck())
    assert game["turns"] == 3
    assert len(game["gold_available"]) == 3
