"""Manual operations: card text the engine does not run is never a dead end. Any player
may bow, straighten, move, destroy, discard, put tokens, change Honor, draw, search a deck,
reveal; each is logged and changes neither priority nor phase."""

import pytest

from rules.engine import IllegalAction
from rules.engine.actions import (
    ManualBow,
    ManualDestroy,
    ManualDiscard,
    ManualDishonor,
    ManualDraw,
    ManualHonor,
    ManualMove,
    ManualReveal,
    ManualSearch,
    ManualStraighten,
    ManualToken,
)
from rules.engine.policies import pass_policy, random_policy
from tests.rules_cards import Table, deck, follower, personality, strategy, stronghold

GUARD = personality("Hida Guard", honor=2)
FATE = [follower("Spearmen"), strategy("Secret Plan")] + [strategy(f"Plan {n}") for n in range(10)]


def table() -> Table:
    return Table(
        deck("First", stronghold(honor=5), [GUARD] * 3, FATE),
        deck("Second", stronghold(honor=2), [GUARD] * 3, FATE),
    )


def test_manual_operations_are_logged_and_leave_priority_alone() -> None:
    """«Основные правила» (card text prevails): Card text carried out by hand: each operation is an
    action in the log."""
    t = table()
    guard = t.in_play("Hida Guard")
    before = (t.state.phase, t.game.to_act)
    for action in (
        ManualBow(guard.iid),
        ManualStraighten(guard.iid),
        ManualToken(guard.iid, force=2),
        ManualHonor(0, 3),
        ManualDraw(0),
        ManualDishonor(guard.iid),
    ):
        entry = t.act(1, action)  # the other player, out of turn
        assert t.game.log[-1] is entry and entry.action == action and entry.notes
        assert (t.state.phase, t.game.to_act) == before
    assert guard.dishonored and t.state.players[0].honor == 8


def test_moving_and_destroying_cards() -> None:
    """«Основные правила» (card text prevails): Moving between zones, destroying (dead Personality)
    and discarding (not dead)."""
    t = table()
    first, second = t.in_play("Hida Guard"), t.in_play("Hida Guard")
    spearmen = t.to_hand("Spearmen")
    t.act(0, ManualMove(spearmen.iid, f"on:{first.iid}"))
    assert spearmen.host == first.iid
    t.act(0, ManualDestroy(first.iid))
    assert first.dead == "honorable" and spearmen.zone == "fate-discard"
    t.act(0, ManualDiscard(second.iid))
    assert second.zone == "dynasty-discard" and second.dead is None


def test_a_dishonorable_death_costs_the_personal_honor() -> None:
    """«Уничтожение и сброс карт»: a dishonored Personality destroyed costs his owner Honor
    equal to his printed Personal Honor."""
    t = table()
    guard = t.in_play("Hida Guard")
    t.act(0, ManualDishonor(guard.iid))
    honor = t.state.players[0].honor
    t.act(0, ManualDestroy(guard.iid))
    assert guard.dead == "dishonorable" and t.state.players[0].honor == honor - 2


def test_searching_a_deck_shuffles_it() -> None:
    """«Основные правила»: a deck is always shuffled after it has been searched."""
    t = table()
    fate = t.state.players[0].fate
    plan = t.game.card(fate[0])
    rest = [i for i in fate if i != plan.iid]
    entry = t.act(0, ManualSearch(0, "fate", plan.iid, "hand"))
    assert plan.zone == "hand"
    assert sorted(fate) == sorted(rest) and fate != rest
    assert entry.secret and "searches the fate deck for a card" in entry.notes[0]
    hidden = t.game.view(1)["log"][-1]
    assert hidden["card"] is None and hidden["action"] == "manual search (hidden)"
    assert t.game.view(0)["log"][-1]["card"] == plan.defn.title


def test_nobody_handles_cards_hidden_from_him() -> None:
    """«Подготовка места для игры»: nobody looks at another player's hand or decks."""
    t = table()
    theirs = t.state.players[1].hand[0]
    with pytest.raises(IllegalAction, match="hidden from you"):
        t.act(0, ManualMove(theirs, "discard"))
    with pytest.raises(IllegalAction, match="only search your own decks"):
        t.act(0, ManualSearch(1, "fate", t.state.players[1].fate[0], "hand"))


def test_revealing_a_province_card_or_a_card_in_hand() -> None:
    """«Основные правила» (card text prevails): Turning a face-down Province card face up (any
    player), showing a card in hand."""
    t = table()
    hidden = t.province(1, 0).card
    assert t.game.view(0)["players"][1]["provinces"][0]["card"] == {"face_down": True}
    t.act(0, ManualReveal(hidden))
    assert t.game.view(0)["players"][1]["provinces"][0]["card"]["iid"] == hidden
    mine = t.state.players[0].hand[0]
    entry = t.act(0, ManualReveal(mine))
    assert entry.card == t.game.card(mine).defn.title and not entry.secret


def test_manual_operations_are_legal_actions_but_policies_never_take_them() -> None:
    """«Основные правила» (card text prevails): The built-in policies play by the rules only."""
    t = table()
    t.in_play("Hida Guard")
    every = t.game.legal_actions(0)
    rules_only = t.game.legal_actions(0, manual=False)
    assert any(a.manual for a in every) and not any(a.manual for a in rules_only)
    assert set(rules_only) <= set(every)
    assert t.game.legal_actions(1) and not t.game.legal_actions(1, manual=False)
    choose = random_policy(3)
    for _ in range(50):
        assert not choose(t.game, 0).manual
    assert not pass_policy()(t.game, 0).manual


def test_every_listed_manual_operation_applies() -> None:
    """«Основные правила» (card text prevails): Each manual operation the game lists can be taken
    (on a fresh copy each time)."""
    t = table()
    t.in_play("Hida Guard")
    t.in_play("Hida Guard", 1)
    seed_log = list(t.game.log)
    for action in t.game.legal_actions(0):
        if not action.manual:
            continue
        game = type(t.game).replay(t.game.setups, t.game.seed, seed_log)
        game.act(0, action)
