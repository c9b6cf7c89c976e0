"""Wary Peace (Ivory Edition), a hand-written record: "Political Open: Target another
player who controls an attachment and destroy your target attachment. He may choose and
destroy one of his attachments. If he did not choose this, gain Honor equal to the Focus
Value of your destroyed attachment." Targets are chosen as the action is announced
(Targeting and Redirection — «Выбор цели и перенаправление»); the other player's choice
comes as it resolves."""

from rules.engine.coverage import FULL, automation
from tests.real_cards import real_card
from tests.rules_cards import Table, card, deck, follower, personality, stronghold

BUSHI = personality("Bushi", force=3, chi=2)
SWORD = card(
    "Sword",
    "Item",
    deck="Fate",
    force=1,
    chi=0,
    force_is_modifier=True,
    chi_is_modifier=True,
    gold_cost=2,
    focus=3,
)
TROOPS = follower("Troops", force=2)


def _table() -> Table:
    peace = real_card("Wary Peace")
    return Table(
        deck("First", stronghold(honor=5), dynasty=[BUSHI], fate=[peace, SWORD]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI], fate=[TROOPS]),
    )


def _equip(t: Table, title: str, host, seat: int):
    card = t.to_hand(title, seat)
    t.act(seat, f"manual move {card.iid} to on:{host.iid}")
    return card


def _ready(t: Table):
    mine = t.in_play("Bushi")
    theirs = t.in_play("Bushi", seat=1)
    sword = _equip(t, "Sword", mine, 0)
    peace = t.to_hand("Wary Peace")
    t.pass_until("action", seat=0)
    return sword, peace, theirs


def test_wary_peace_needs_another_player_with_an_attachment() -> None:
    assert automation(real_card("Wary Peace")).status == FULL
    t = _table()
    _sword, peace, _ = _ready(t)
    assert not [a for a in t.legal(0) if a.startswith(f"play {peace.iid} ")]


def test_wary_peace_he_destroys_one_of_his() -> None:
    t = _table()
    sword, peace, theirs = _ready(t)
    troops = _equip(t, "Troops", theirs, 1)
    home = t.state.players[1].stronghold
    plays = [a for a in t.legal(0) if a.startswith(f"play {peace.iid} ")]
    assert plays and all(f"targets {home},{sword.iid}" in a for a in plays), plays
    before = t.state.players[0].honor
    t.act(0, plays[0])
    assert not sword.in_play
    assert t.game.to_act == 1
    options = [a for a in t.legal(1) if a != "pass"]
    assert len(options) == 2, options  # destroy the Troops, or nothing
    t.act(1, options[0])
    assert not troops.in_play
    assert t.state.players[0].honor == before


def test_wary_peace_he_keeps_his_and_you_gain_the_focus_value() -> None:
    t = _table()
    _sword, peace, theirs = _ready(t)
    troops = _equip(t, "Troops", theirs, 1)
    plays = [a for a in t.legal(0) if a.startswith(f"play {peace.iid} ")]
    before = t.state.players[0].honor
    t.act(0, plays[0])
    options = [a for a in t.legal(1) if a != "pass"]
    t.act(1, options[-1])
    assert troops.in_play
    assert t.state.players[0].honor == before + 3
