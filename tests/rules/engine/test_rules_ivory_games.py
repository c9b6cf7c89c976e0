"""Property test on the real cards: 1,000 seeded random-policy games between Ivory Edition
starter decks (../shared/decks/l5d) attack, duel and finish (a victory, or the turn limit)
without an error, some by military victory; a game replayed from its log equals the
original. The aggressive policy, which attacks when its army can win, destroys a goldfish's
Provinces."""

from collections import Counter

import pytest

from rules.carddefs import starter_setup
from rules.engine import Game, Setup
from rules.engine.policies import for_seats, play
from tests.conftest import DECKS_L5D

pytestmark = [pytest.mark.pool]

GAMES = 1000
TURNS = 30


def ivory_setups() -> list[Setup]:
    # As the site loads its starters: the Phoenix list's "School of Wizardy" is read as
    # School of Wizardry.
    return [starter_setup(path) for path in sorted(DECKS_L5D.glob("Ivory *.l5d"))]


def test_a_thousand_random_games_between_ivory_starters(card_pool: object) -> None:
    setups = ivory_setups()
    assert len(setups) == 9, "the nine Ivory starter decks are playable"
    count = len(setups)
    seen: Counter[str] = Counter()
    for seed in range(GAMES):
        # Every pair of decks in turn, each deck first as often as second.
        first = setups[seed % count]
        second = setups[(seed + 1 + (seed // count) % (count - 1)) % count]
        game = Game.new([first, second], seed)
        play(game, for_seats("random", seed, 2), TURNS)
        assert game.over or game.turn == TURNS + 1, f"seed {seed} stopped early"
        replayed = Game.replay(game.setups, seed, game.log)
        assert replayed.to_dict() == game.to_dict(), f"seed {seed}: the replay differs"
        seen[game.reason or "turn limit"] += 1
        for entry in game.log:
            seen[type(entry.action).__name__] += 1
    for kind in ("Attack", "Assign", "PlayCard", "UseAbility", "Accept", "Focus", "Strike"):
        assert seen[kind] > 0, f"no {kind} in {GAMES} games: {seen}"
    assert seen["military"] > 0, f"no military victory in {GAMES} games: {seen}"


def test_the_aggressive_policy_beats_a_goldfish(card_pool: object) -> None:
    for seed, setup in enumerate(ivory_setups()):
        game = Game.new([setup], seed, goldfish=True)
        play(game, for_seats("aggressive", seed, 2), 20)
        assert game.winner == 0 and game.reason == "military", setup.name
        replayed = Game.replay(game.setups, seed, game.log, goldfish=True)
        assert replayed.to_dict() == game.to_dict()
