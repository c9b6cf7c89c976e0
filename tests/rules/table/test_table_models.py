"""A saved playtest game: set-up snapshot, seed and log, replayed on demand.

«Подготовка к игре» fixes the decks and the shuffles; a saved game keeps the decks as they
were and the seed, so its log replays to the same table however the saved decks change.
"""

import pytest

from decks.decklist import DeckList
from rules.engine import Game
from rules.engine.policies import for_seats, play
from rules.models import ReplayBroken, SavedGame, StaleGame
from tests.table_helpers import saved_deck, table_cards

pytestmark = pytest.mark.django_db


def play_some(saved: SavedGame, turns: int = 4) -> Game:
    """Let the random policy play a few turns through the saved game, action by action."""
    reference = saved.game()
    policies = for_seats("random", saved.seed, len(reference.players))
    while not reference.over and reference.turn <= turns:
        seat = reference.to_act
        action = policies[seat](reference, seat)
        reference.act(seat, action)
        saved.act(seat, action.text(), expected=len(saved.log))
    return reference


def test_a_saved_game_replays_to_the_game_that_was_played(user) -> None:
    deck = saved_deck(table_cards(), owner=user)
    saved = SavedGame.start(deck, owner=user, seed=11)
    played = play_some(saved)
    assert len(played.log) > 20

    stored = SavedGame.objects.get(pk=saved.pk)
    fresh = Game.replay(played.setups, 11, [entry.to_dict() for entry in played.log], goldfish=True)
    assert stored.game().to_dict() == played.to_dict() == fresh.to_dict()
    assert stored.actions == len(played.log) and stored.turn == played.turn
    assert stored.phase == played.phase
    assert stored.title == "Table Tester vs a goldfish (Provinces of 6)"


def test_a_hot_seat_game_between_two_decks(user) -> None:
    cards = table_cards()
    first, second = saved_deck(cards, "First", user), saved_deck(cards, "Second", user)
    saved = SavedGame.start(first, second, owner=user, seed=5)
    assert not saved.goldfish and saved.playing_seats() == [0, 1]
    played = play_some(saved, turns=6)
    reference = Game.new(played.setups, 5)
    play(reference, for_seats("random", 5, 2), 6)
    assert SavedGame.objects.get(pk=saved.pk).game().to_dict() == reference.to_dict()
    assert saved.title == "First vs Second"


def test_editing_the_deck_later_does_not_change_the_game(user) -> None:
    cards = table_cards()
    deck = saved_deck(cards, owner=user)
    saved = SavedGame.start(deck, owner=user, seed=2)
    play_some(saved, turns=2)
    before = saved.game().to_dict()

    deck.replace_contents(
        DeckList.from_cards(
            [
                {"card": cards["keep"].id, "count": 1, "section": "pregame"},
                {"card": cards["sage"].id, "count": 40, "section": "dynasty"},
                {"card": cards["plan"].id, "count": 40, "section": "fate"},
            ]
        )
    )
    assert SavedGame.objects.get(pk=saved.pk).game().to_dict() == before
    deck.delete()
    orphan = SavedGame.objects.get(pk=saved.pk)
    assert orphan.deck is None and orphan.game().to_dict() == before


def test_undo_is_a_replay_without_the_last_action(user) -> None:
    saved = SavedGame.start(saved_deck(table_cards(), owner=user), owner=user, seed=4)
    play_some(saved, turns=2)
    log = list(saved.log)
    undone = saved.undo(expected=len(log))
    assert undone.action.text() == log[-1]["action"]
    assert saved.log == log[:-1]
    shorter = Game.replay(saved.setup_list(), 4, log[:-1], goldfish=True)
    assert SavedGame.objects.get(pk=saved.pk).game().to_dict() == shorter.to_dict()
    while saved.log:
        saved.undo()
    with pytest.raises(ValueError, match="nothing to undo"):
        saved.undo()


def test_an_action_chosen_on_an_old_page_is_refused(user) -> None:
    saved = SavedGame.start(saved_deck(table_cards(), owner=user), owner=user, seed=4)
    saved.act(0, "pass", expected=0)
    with pytest.raises(StaleGame, match=r"moved on .*1 action now, 0 then"):
        saved.act(0, "pass", expected=0)
    with pytest.raises(StaleGame):
        saved.undo(expected=0)
    assert len(SavedGame.objects.get(pk=saved.pk).log) == 1


def test_illegal_and_unreadable_actions_change_nothing(user) -> None:
    saved = SavedGame.start(saved_deck(table_cards(), owner=user), owner=user, seed=4)
    with pytest.raises(ValueError, match="cannot read action 'recruit banana'"):
        saved.act(0, "recruit banana")
    with pytest.raises(ValueError, match="not possible in the action phase"):
        saved.act(0, "recruit 1 pay - full")
    with pytest.raises(ValueError, match="seat 1 is not a seat you play"):
        saved.act(1, "manual honor 1 +1")
    assert SavedGame.objects.get(pk=saved.pk).log == []


def test_the_same_seed_deals_the_same_game_and_a_restart_keeps_the_snapshot(user) -> None:
    deck = saved_deck(table_cards(), owner=user)
    one = SavedGame.start(deck, owner=user, seed=9)
    two = SavedGame.start(deck, owner=user, seed=9)
    assert one.game().to_dict() == two.game().to_dict()
    one.act(0, "pass")
    copy = one.restart(seed=one.seed, owner=user)
    assert copy.pk != one.pk and copy.log == [] and copy.setups == one.setups
    assert copy.game().to_dict() == two.game().to_dict()
    assert one.restart(owner=user).seed is not None


def test_a_random_seed_is_chosen_and_bad_values_are_refused(user) -> None:
    deck = saved_deck(table_cards(), owner=user)
    seeds = {SavedGame.start(deck, owner=user).seed for _ in range(3)}
    assert len(seeds) > 1
    with pytest.raises(ValueError, match="seed must be a whole number from 0"):
        SavedGame.start(deck, owner=user, seed=-1)
    with pytest.raises(ValueError, match="Province strength must be from 0 to 99"):
        SavedGame.start(deck, owner=user, goldfish_strength=100)
    with pytest.raises(ValueError, match="needs an owner"):
        SavedGame.start(deck)


def test_the_policy_helpers_stop_where_they_say(user) -> None:
    cards = table_cards()
    saved = SavedGame.start(saved_deck(cards, owner=user), owner=user, seed=6)
    taken = saved.autoplay("choice")
    game = saved.game()
    assert [entry.action.text() for entry in taken] == ["pass"] * len(taken)
    assert [a.text() for a in game.legal_actions(0, manual=False)] != ["pass"]
    with pytest.raises(ValueError, match="there is a choice to make now"):
        saved.autoplay("choice")

    turn = game.turn
    saved.autoplay("turn", "random")
    assert saved.game().turn == turn + 1

    hot = SavedGame.start(saved_deck(cards, "A", user), saved_deck(cards, "B", user), owner=user)
    game = hot.game()
    waiting = 1 - game.to_act
    hot.autoplay("seat", "random", seat=waiting)
    assert hot.game().to_act == waiting
    with pytest.raises(ValueError, match="already that seat's decision"):
        hot.autoplay("seat", "random", seat=waiting)
    with pytest.raises(ValueError, match="unknown goal"):
        hot.autoplay("forever")
    with pytest.raises(ValueError, match="unknown policy"):
        hot.autoplay("turn", "clever")


def test_a_log_that_no_longer_replays_says_where_and_can_be_cut(user) -> None:
    saved = SavedGame.start(saved_deck(table_cards(), owner=user), owner=user, seed=6)
    saved.act(0, "pass")
    saved.log = [*saved.log, {"seat": 0, "action": "discard 99999"}, {"seat": 0, "action": "pass"}]
    saved.save()
    with pytest.raises(ReplayBroken) as broken:
        saved.game()
    assert broken.value.index == 1 and "action 2 of the saved log" in str(broken.value)
    saved.truncate(broken.value.index)
    assert len(saved.log) == 1 and saved.game().log[0].action.text() == "pass"
