"""The built-in policies, and property tests on small decks built in code: seeded random
games run to the turn limit without an error and replay exactly from their logs."""

import pytest

from rules.engine import Game
from rules.engine.actions import Pass
from rules.engine.policies import POLICIES, pass_policy, play, random_policy
from tests.rules_cards import (
    Table,
    ancestor,
    deck,
    event,
    follower,
    holding,
    item,
    personality,
    region,
    ring,
    spell,
    strategy,
    stronghold,
)


def busy_deck(name: str, clan: str, honor: int) -> object:
    """A deck with a bit of everything part 1 knows how to play."""
    dynasty = [
        personality(f"{clan} Bushi", force=3, chi=2, cost=5, honor=2, clans=[clan]),
        personality(
            f"{clan} Sage", force=1, chi=4, cost=4, honor=3, clans=[clan], keywords=["Shugenja"]
        ),
        personality("Ronin Drifter", cost=3, honor=None, requirement=None, clans=[]),
        personality(f"{clan} Hero", cost=6, requirement=4, clans=[clan], is_unique=True),
        personality(
            f"{clan} Hero • Experienced",
            title=f"{clan} Hero",
            cost=9,
            requirement=6,
            clans=[clan],
            experience_level=1,
            personality_name=f"{clan} Hero",
        ),
        holding(
            "Iron Mine", text=f":bow:: Produce 2 Gold, or 3 Gold if you are a {clan} Clan player."
        ),
        holding("Small Farm", cost=1, text="Bow this card: Produce 1 Gold"),
        holding("Stone Wall", cost=2, text="", keywords=["Fortification"]),
        event("Winter Festival"),
        region("Quiet Valley"),
        region("Rich Plains", cost=2),
    ] * 4
    fate = [
        follower("Ashigaru Spearmen", requirement=1),
        follower("Veteran Cavalry", force=2, plus=True, requirement=2),
        item("Family Katana", keywords=["Weapon"]),
        item("Lacquered Armor", keywords=["Armor"], cost=1),
        spell("Call the Wind"),
        ancestor(f"{clan} Forebear", clans=[clan], requirement=2),
        ring("Ring of Fire", "Fire"),
        strategy("Clever Plan", focus=3),
    ] * 5
    return deck(
        name,
        stronghold(f"{clan} Castle", clans=[clan], honor=honor, gold=4),
        dynasty,
        fate,
        size=40,
    )


CRAB = busy_deck("Crab", "Crab", 4)
LION = busy_deck("Lion", "Lion", 3)


def test_the_random_policy_is_seeded() -> None:
    def moves(seed: int) -> list[str]:
        game = Game.new([CRAB, LION], 1)
        play(game, {0: random_policy(seed), 1: random_policy(seed + 1)}, 6)
        return [entry.action.text() for entry in game.log]

    assert moves(4) == moves(4)
    assert moves(4) != moves(5)


def test_the_pass_policy_passes_whenever_it_can() -> None:
    game = Game.new([CRAB, LION], 2)
    play(game, {0: pass_policy(), 1: pass_policy()}, 12)
    texts = {entry.action.text().split()[0] for entry in game.log}
    assert texts <= {"pass", "discard"}
    assert any(isinstance(entry.action, Pass) for entry in game.log)
    assert all(len(player.hand) <= 8 for player in game.players)
    assert game.turn == 13 and not game.over


def test_play_stops_at_the_turn_limit() -> None:
    game = Game.new([CRAB, LION], 3)
    play(game, {0: random_policy(1), 1: random_policy(2)}, 4)
    assert game.turn == 5 and all(entry.turn <= 4 for entry in game.log)


def test_policies_by_name() -> None:
    assert set(POLICIES) == {"random", "pass", "aggressive"}
    t = Table()
    for make in POLICIES.values():
        assert make(1)(t.game, 0) in t.game.legal_actions(0, manual=False)


@pytest.mark.parametrize("block", range(4))
def test_seeded_random_games_finish_and_replay(block: int) -> None:
    """Property: seeded random games with the rules this part automates (recruiting,
    overlays, attaching, moving, lobbying, Regions, Events, Fortifications, discards) never
    fail, every chosen action is legal, and each game replays exactly from its log."""
    for seed in range(block * 50, block * 50 + 50):
        setups = [CRAB] if seed % 5 == 0 else [CRAB, LION]
        game = Game.new(setups, seed, goldfish=seed % 5 == 0)
        chooser = {0: random_policy(seed), 1: random_policy(-seed - 1)}
        while not game.over and game.turn <= 20:
            seat = game.to_act
            action = chooser[seat](game, seat)
            assert action in game.legal_actions(seat, manual=False)
            game.act(seat, action)
        replayed = Game.replay(game.setups, seed, game.log, **game.options)
        assert replayed.to_dict() == game.to_dict(), f"seed {seed}"
