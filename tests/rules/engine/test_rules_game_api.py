"""The engine's interface: actions and their text, illegal actions, saving and restoring,
replay, undo, what each player sees, and no Django in the engine."""

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from rules.engine import CardDef, Game, IllegalAction, Setup, parse_action
from rules.engine.actions import (
    Attach,
    DiscardFromHand,
    DiscardFromProvince,
    Lobby,
    ManualBonus,
    ManualBow,
    ManualDestroy,
    ManualDestroyProvince,
    ManualDiscard,
    ManualDishonor,
    ManualDraw,
    ManualFavor,
    ManualHonor,
    ManualMove,
    ManualReveal,
    ManualSearch,
    ManualSet,
    ManualStraighten,
    ManualToken,
    MoveAttachment,
    Overlay,
    Pass,
    PlayRegion,
    Recruit,
)
from rules.engine.policies import play, random_policy
from tests.rules_cards import Table, deck, follower, holding, item, personality, stronghold

ROOT = Path(__file__).resolve().parents[3]

EVERY_ACTION = [
    Pass(),
    Recruit(3, (12, 40), "discount"),
    Recruit(1, (), "full"),
    Overlay(2, 17, ()),
    Attach(5, 17, (12,)),
    MoveAttachment(5, 18),
    Lobby(17),
    PlayRegion(4, (12,)),
    DiscardFromProvince(2),
    DiscardFromHand(33),
    ManualBow(7),
    ManualStraighten(7),
    ManualMove(7, "province:3"),
    ManualMove(7, "on:18"),
    ManualMove(7, "at:2"),
    ManualMove(7, "fate-bottom"),
    ManualDestroy(7),
    ManualDiscard(7),
    ManualToken(7, force=1, chi=-2),
    ManualToken(7, force=-3, remove=True),
    ManualBonus(7, chi=2),
    ManualSet(7, "F", 0),
    ManualHonor(1, -4),
    ManualDraw(0),
    ManualSearch(0, "dynasty", 9, "home"),
    ManualReveal(9),
    ManualDestroyProvince(1, 6),
    ManualDishonor(7),
    ManualDishonor(7, restore=True),
    ManualFavor(None),
    ManualFavor(1),
]


def busy_table() -> Table:
    dynasty = [personality("Hida Guard"), holding("Iron Mine")] * 5
    fate = [follower("Spearmen"), item("Katana", keywords=["Weapon"], cost=0)] * 5
    return Table(
        deck("First", stronghold(honor=5), dynasty, fate), deck("Second", None, dynasty, fate)
    )


def random_game(seed: int, turns: int = 6) -> Game:
    t = busy_table()
    return play(t.game, {0: random_policy(seed), 1: random_policy(seed + 1)}, turns)


@pytest.mark.parametrize("action", EVERY_ACTION, ids=lambda a: a.text())
def test_every_action_reads_back_from_its_text(action: object) -> None:
    """Actions are small hashable values with a text form."""
    assert parse_action(action.text()) == action
    assert hash(parse_action(action.text())) == hash(action)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "expected an action at the end"),
        ("recruit x pay - full", "a province id must be a number, not 'x'"),
        ("recruit 1 pay 1,a full", "a payment is card ids separated by commas"),
        ("recruit 1 pay - cheap", "the mode must be one of full, discount, honor"),
        ("attach 3 on 4 pay -", "expected 'to', found 'on'"),
        ("manual move 3 to moon", "the zone must be one of"),
        ("manual token 3 +1X", "expected Force/Chi such as"),
        ("pass now", "unexpected 'now' at the end"),
        ("dance", "unknown action 'dance'"),
    ],
)
def test_unreadable_actions_say_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        parse_action(text)


def test_an_illegal_action_says_why_and_changes_nothing() -> None:
    t = busy_table()
    before = t.game.to_dict()
    with pytest.raises(IllegalAction, match="is not possible in the action phase"):
        t.act(0, Recruit(1, (), "full"))
    with pytest.raises(IllegalAction, match="card 9999 is not in your hand"):
        t.act(0, Attach(9999, 1, ()))
    with pytest.raises(IllegalAction, match="there is no seat 5"):
        t.act(5, Pass())
    assert t.game.to_dict() == before


def test_the_game_round_trips_through_plain_values() -> None:
    """to_dict/from_dict carry the whole state, the generator's included: a restored game
    goes on exactly like the original."""
    game = random_game(3)
    restored = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    assert restored.to_dict() == game.to_dict()
    play(game, {0: random_policy(8), 1: random_policy(9)}, 10)
    play(restored, {0: random_policy(8), 1: random_policy(9)}, 10)
    assert restored.to_dict() == game.to_dict()


def test_a_replay_from_the_log_equals_the_original() -> None:
    game = random_game(5)
    assert len(game.log) > 20
    for log in (game.log, [entry.to_dict() for entry in game.log]):
        assert Game.replay(game.setups, game.seed, log).to_dict() == game.to_dict()


def test_undo_takes_back_the_last_action() -> None:
    game = random_game(7)
    earlier = Game.replay(game.setups, game.seed, game.log[:-1]).to_dict()
    game.undo()
    assert game.to_dict() == earlier
    empty = busy_table().game
    with pytest.raises(IllegalAction, match="nothing to undo"):
        empty.undo()


def test_a_view_hides_what_the_player_may_not_see() -> None:
    """«Подготовка места для игры»: hands are secret (their size is not), decks and
    face-down Province cards are secret to everyone, discard piles are open."""
    game = random_game(11)
    for seat in (0, 1):
        view = game.view(seat)
        me, other = view["players"][seat], view["players"][1 - seat]
        assert len(me["hand"]) == me["hand_count"]
        assert other["hand"] is None and other["hand_count"] == len(game.players[1 - seat].hand)
        assert "rng" not in view and "state" not in view
        secret = set(game.players[1 - seat].hand)
        for player in game.players:
            secret.update(player.fate, player.dynasty)
            for province in player.provinces:
                if province.card is not None and not game.card(province.card).face_up:
                    secret.add(province.card)
        shown = {int(iid) for iid in re.findall(r'"iid": (\d+)', json.dumps(view))}
        assert secret and shown and not secret & shown


def test_card_values_are_checked() -> None:
    with pytest.raises(ValueError, match="card 'X': force must be a whole number or null"):
        CardDef.from_dict({"key": "X", "title": "X", "type": "Personality", "force": "2"})
    with pytest.raises(ValueError, match="unknown field"):
        CardDef.from_dict({"key": "X", "title": "X", "type": "Item", "colour": "red"})
    with pytest.raises(ValueError, match="title must be a non-empty text"):
        CardDef.from_dict({"key": "X", "type": "Item"})
    samurai = personality("Hida Guard")
    assert CardDef.from_dict(samurai.to_dict()) == samurai


def test_setups_round_trip_by_card_key() -> None:
    setup = deck("First", dynasty=[personality("Hida Guard")], size=3)
    cards = {card.key: card for card in setup.cards()}
    assert Setup.from_dict(setup.to_dict(), cards) == setup
    with pytest.raises(ValueError, match="stronghold 'Nowhere' is unknown"):
        Setup.from_dict({**setup.to_dict(), "stronghold": "Nowhere"}, cards)


def test_the_engine_imports_no_django() -> None:
    """The engine is plain Python: importing it (and playing) loads no Django module."""
    code = (
        "import sys; import rules.engine, rules.engine.policies; "
        "bad = sorted(m for m in sys.modules if m == 'django' or m.startswith('django.')); "
        "print(','.join(bad)); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr
