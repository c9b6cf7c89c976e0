"""Cards drawn at the end of the turn beyond the rulebook's one (End of the Turn — «Конец
хода»: the player draws a card, then discards down to his hand size), on the printed text
of real cards (`rules.engine.end_draws`)."""

import pytest

from rules.engine import IllegalAction
from rules.engine.abilities import parse_abilities
from rules.engine.actions import Option, Pass
from rules.engine.coverage import assess
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, personality, stronghold

BUSHI = personality("Bushi", force=3, chi=2)


def _table(fate=(), dynasty=()) -> Table:
    first = deck("First", stronghold(honor=5, gold=10), dynasty=[*dynasty, BUSHI], fate=[*fate])
    second = deck("Second", stronghold(honor=2, gold=10), dynasty=[BUSHI])
    return Table(first, second)


def _to_end(t: Table) -> None:
    """Pass through the player's turn until his End step waits for him."""
    t.pass_until("dynasty-discard", seat=0)
    t.act(0, Pass())


def test_a_follower_from_the_hand_leaves_a_draw_for_the_turns_end() -> None:
    """Ashigaru Spearmen: "After this Follower enters play from your hand, you may draw a
    card when this turn ends." The draw waits for the End of the Turn; there the player
    takes it (Option 1) after the rulebook's draw, and it is not offered again."""
    spearmen = real_card("Ashigaru Spearmen")
    assert assess(spearmen, parse_abilities(spearmen)).status == "full"
    t = _table(fate=[spearmen])
    bushi = t.in_play("Bushi")
    card = t.to_hand("Ashigaru Spearmen")
    t.pass_until("action", seat=0)
    hand = len(t.state.players[0].hand)
    entry = t.act(0, f"attach {card.iid} to {bushi.iid} pay {t.state.players[0].stronghold}")
    assert card.host == bushi.iid
    assert "First may draw a card when this turn ends" in entry.notes
    assert len(t.state.players[0].hand) == hand - 1
    # Kept in the saved game until the turn ends.
    assert t.state.to_dict()["used"].count("end_draw:0") == 1
    _to_end(t)
    assert (t.state.phase, t.game.to_act) == ("end", 0)
    assert sorted(t.legal(0)) == sorted([Option(1).text(), Pass().text()])
    with pytest.raises(IllegalAction):
        t.act(0, Option(2))
    entry = t.act(0, Option(1))
    assert "First draws a card as the turn ends" in entry.notes
    # The rulebook's draw and the Spearmen's.
    assert len(t.state.players[0].hand) == hand + 1
    assert (t.state.turn, t.state.active) == (2, 1)
    assert "end_draw:0" not in t.state.used


def test_the_draw_may_be_refused() -> None:
    """Ashigaru Archers: "... you may draw an additional card when this turn ends." Passing
    at the End of the Turn leaves the card in the deck."""
    archers = real_card("Ashigaru Archers", "gold_edition")
    assert assess(archers, parse_abilities(archers)).status == "full"
    t = _table(fate=[archers])
    bushi = t.in_play("Bushi")
    card = t.to_hand("Ashigaru Archers")
    t.pass_until("action", seat=0)
    t.act(0, f"attach {card.iid} to {bushi.iid} pay {t.state.players[0].stronghold}")
    hand = len(t.state.players[0].hand)
    _to_end(t)
    t.act(0, Pass())
    assert len(t.state.players[0].hand) == hand + 1
    assert (t.state.turn, t.state.active) == (2, 1)


def test_a_personality_in_play_draws_before_the_turns_draw() -> None:
    """Isawa Shunryu, the Infinite Eye: "Before you draw cards at the end of your turn, draw
    a card." — while he is in play his controller draws two cards at the end of his turn;
    nothing is offered, and not at the end of the other player's turn."""
    shunryu = real_card("Isawa Shunryu, the Infinite Eye")
    assert assess(shunryu, parse_abilities(shunryu)).status == "full"
    t = _table(dynasty=[shunryu])
    t.in_play("Isawa Shunryu, the Infinite Eye")
    first, second = t.state.players
    hand, theirs = len(first.hand), len(second.hand)
    _to_end(t)
    assert len(first.hand) == hand + 2
    assert (t.state.turn, t.state.active) == (2, 1)
    t.pass_until("action", seat=0, later=True)
    assert len(second.hand) == theirs + 1


def test_master_of_the_void_may_draw_when_the_turn_ends() -> None:
    """Isawa Shunryu, Master of the Void: "You may draw a card when your turn ends." read as
    a trait (the line with his Kharmic Personalities' Renew stays with the player)."""
    from rules.engine.end_draws import reads

    master = real_card("Isawa Shunryu, Master of the Void • Experienced", "onyx_edition")
    assert reads("You may draw a card when your turn ends.", master)
    assert not reads("You may draw a card when you want.", master)
    assert assess(master, parse_abilities(master)).status != "full"
