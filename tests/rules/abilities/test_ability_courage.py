"""The Courage keyword: "(Repeatable Interrupt: Discard a Courage card to give a Fear effect +2
or -2 strength.)" (Special Situations: Creating Fear — «Особые ситуации»: «Ужас»; an
Interrupt answers before the Fear is made — «Реакции»)."""

import pytest

from rules.engine.actions import AdjustFear, Pass, parse_action
from rules.engine.coverage import FULL, automation
from rules.engine.errors import IllegalAction
from rules.table import describe
from tests.real_cards import real_card
from tests.rules.engine.test_rules_keywords import battle, equip
from tests.rules_cards import Table, deck, follower, personality, strategy, stronghold

SCARY = personality("Scary", force=3, chi=2, text_plain="Battle: Fear 2")
BUSHI = personality("Bushi", force=3, chi=2)
SMALL_F = follower("Small Troops", force=2)
BIG_F = follower("Big Troops", force=4)
REMINDER = "(Repeatable Interrupt: Discard a Courage card to give a Fear effect +2 or -2 strength.)"
BRAVE = strategy("Brave Words", keywords=("Courage",), text=REMINDER)


def _table(fate: list | None = None, their_fate: list | None = None) -> Table:
    return Table(
        deck("First", stronghold(honor=5), dynasty=[SCARY, BUSHI], fate=fate or []),
        deck(
            "Second",
            stronghold(honor=2),
            dynasty=[BUSHI],
            fate=[SMALL_F, BIG_F, *(their_fate or [])],
        ),
    )


def _fear(t: Table):
    scary = t.in_play("Scary")
    guard = t.in_play("Bushi", seat=1)
    small = equip(t, "Small Troops", guard, seat=1)
    big = equip(t, "Big Troops", guard, seat=1)
    battle(t, [scary], [guard])
    t.act(0, f"fear {scary.iid} at {guard.iid}")
    return small, big


def test_the_reminder_line_is_played_by_the_rule() -> None:
    for title, set_file in (
        ("Shinai", "a_line_in_the_sand"),
        ("Pursuit Riders", "a_line_in_the_sand"),
    ):
        card = real_card(title, set_file)
        assert card.has_keyword("Courage")
        assert REMINDER not in automation(card).manual
    untouched = real_card("Untouched Lands", "a_line_in_the_sand")
    assert REMINDER not in automation(untouched).manual
    assert automation(BRAVE).status == FULL


def test_a_courage_card_makes_a_fear_stronger() -> None:
    """The Fear's maker discards his Courage card: Fear 2 becomes Fear 4 and bows the 4F
    Follower too."""
    t = _table(fate=[BRAVE])
    brave = t.to_hand("Brave Words")
    small, big = _fear(t)
    assert t.game.to_act == 0  # only he holds a Courage card
    assert f"courage-card {brave.iid} +2" in t.legal(0)
    entry = t.act(0, f"courage-card {brave.iid} +2")
    assert brave.zone == "fate-discard"
    assert "Scary's Fear is now 4" in " ".join(entry.notes)
    while not big.bowed and t.game.waiting_for == "reactions":
        t.act(t.game.to_act, Pass())
    assert small.bowed and big.bowed


def test_the_other_player_weakens_the_fear() -> None:
    """The defender answers with -2: Fear 0 bows nothing; each card is discarded once."""
    t = _table(their_fate=[BRAVE])
    brave = t.to_hand("Brave Words", seat=1)
    small, big = _fear(t)
    assert t.game.to_act == 1
    t.act(1, f"courage-card {brave.iid} -2")
    assert not [a for a in t.legal(1) if a.startswith("courage-card")]
    while t.game.waiting_for == "reactions":
        t.act(t.game.to_act, Pass())
    assert not small.bowed and not big.bowed


def test_no_fear_no_courage() -> None:
    """Outside a Fear's window the card is not offered and the action is refused."""
    t = _table(fate=[BRAVE])
    brave = t.to_hand("Brave Words")
    assert not [a for a in t.legal(0) if a.startswith("courage-card")]
    assert parse_action(f"courage-card {brave.iid} +2") == AdjustFear(brave.iid, 2)
    with pytest.raises(IllegalAction):
        t.act(0, f"courage-card {brave.iid} +2")
    assert brave.zone == "hand"


def test_the_table_says_what_the_card_does() -> None:
    t = _table(fate=[BRAVE])
    brave = t.to_hand("Brave Words")
    _fear(t)
    words = describe(t.game, 0, AdjustFear(brave.iid, 2))
    assert words == "Discard Brave Words (Courage): +2 to this Fear"
