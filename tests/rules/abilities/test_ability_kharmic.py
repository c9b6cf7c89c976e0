"""Kharmic: the keyword's rule is the reminder text its cards print ("(Repeatable Limited,
:g2:: Discard a Kharmic card to draw a card.)", "(... Discard a Kharmic card from your
Province and refill it face-up.)"); every card with the keyword has the action, a Limited
action («Акции»: «Ограниченные») paid with 2 Gold."""

from rules.engine import parse_action
from rules.engine.coverage import FULL, assess
from rules.engine.kharmic import reads
from rules.table import describe
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, holding, personality, strategy, stronghold

AFTERMATH = "aftermath"
# A Kharmic Strategy that prints no reminder has the action all the same.
PLAIN = strategy("Plain Kharma", focus=2, keywords=("Kharmic",))
OTHER = strategy("Ordinary Strategy", focus=1)
BUSHI = personality("Bushi")


def table(mine: list, gold: int = 4) -> Table:
    fate = [c for c in mine if c.home_deck == "Fate"] + [OTHER] * 3
    dynasty = [c for c in mine if c.home_deck == "Dynasty"] + [BUSHI] * 3
    return Table(
        deck("First", stronghold(honor=5, gold=gold), dynasty=dynasty, fate=fate),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI] * 3, fate=[OTHER] * 3),
    )


def kharmic(t: Table, seat: int = 0) -> list[str]:
    return [a for a in t.legal(seat) if a.startswith("kharmic ")]


def test_the_reminder_is_the_rule() -> None:
    """The printed variants count as the keyword's rule on a card that has it."""
    suffer = real_card("Suffer the Consequences", AFTERMATH)
    assert reads(suffer.text_plain.splitlines()[0], suffer)
    mine = real_card("Productive Mine", "onyx_edition")
    assert assess(mine).status == FULL
    line = "(Limited, :g2:: Discard a Kharmic card from your hand to draw a card.)"
    assert reads(line, strategy("K", keywords=("Kharmic",)))
    assert not reads(line, OTHER)
    # A Fate card's reminder is not a Dynasty card's.
    assert not reads(line, holding("H", keywords=("Kharmic",)))


def test_discard_a_kharmic_card_from_the_hand_to_draw() -> None:
    suffer = real_card("Suffer the Consequences", AFTERMATH)
    t = table([suffer, PLAIN])
    card = t.to_hand("Suffer the Consequences")
    plain = t.to_hand("Plain Kharma")
    t.pass_until("action", seat=0)
    offered = kharmic(t)
    assert {int(a.split()[1]) for a in offered} == {card.iid, plain.iid}
    # Not another player's, nor in his own turn's Action phase for the other player.
    assert kharmic(t, 1) == []
    action = next(a for a in offered if a.startswith(f"kharmic {card.iid} "))
    assert describe(t.game, 0, parse_action(action)).startswith(
        "Discard Suffer the Consequences (Kharmic) to draw a card"
    )
    hand = len(t.state.players[0].hand)
    entry = t.act(0, action)
    assert card.zone == "fate-discard"
    assert len(t.state.players[0].hand) == hand  # one discarded, one drawn
    assert "First draws 1 card" in entry.notes
    assert t.state.players[0].stronghold is not None
    assert t.state.cards[t.state.players[0].stronghold].bowed  # the 2 Gold paid


def test_without_two_gold_there_is_no_kharmic_action() -> None:
    t = table([PLAIN], gold=1)
    t.to_hand("Plain Kharma")
    t.pass_until("action", seat=0)
    assert kharmic(t) == []


def test_a_kharmic_holding_refills_its_province_face_up() -> None:
    """Productive Mine: "(Repeatable Limited, :g2:: Discard a Kharmic card from your
    Province and refill it face-up.)" A face-down card is not offered."""
    mine_def = real_card("Productive Mine", "onyx_edition")
    t = table([mine_def])
    mine = t.to_province("Productive Mine", face_up=False)
    t.pass_until("action", seat=0)
    assert kharmic(t) == []
    mine.face_up = True
    offered = kharmic(t)
    assert [int(a.split()[1]) for a in offered] == [mine.iid]
    pid = next(p.pid for p in t.state.players[0].provinces if p.card == mine.iid)
    t.act(0, offered[0])
    assert mine.zone == "dynasty-discard"
    province = next(p for p in t.state.players[0].provinces if p.pid == pid)
    assert province.card is not None and t.state.cards[province.card].face_up


def test_a_kharmic_discard_replays_from_the_log() -> None:
    from rules.engine import Game

    t = table([PLAIN])
    plain = t.to_hand("Plain Kharma")
    t.pass_until("action", seat=0)
    t.act(0, kharmic(t)[0])
    assert plain.zone == "fate-discard"
    game = t.game
    assert any(entry.action.text().startswith("kharmic ") for entry in game.log)
    replayed = Game.replay(game.setups, game.seed, game.log, **game.options)
    assert replayed.state.to_dict() == game.state.to_dict()
