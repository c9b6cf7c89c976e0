"""A choice between drawing and discarding, made as the effect resolves («Стоимости и
эффекты»): "Repeatable Limited, :bow:: Bow your target performing Samurai with 4 or more Chi
to draw or discard a card." (Akodo's Shrine, a Region)."""

import pytest

from rules.engine.actions import Option
from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, deck, personality, region, stronghold

SHRINE = region(
    "Akodo's Shrine",
    cost=0,
    keywords=["Unique", "Temple"],
    text_plain="This Province does not hold Dynasty cards (do not refill it).\nRepeatable "
    "Limited, :bow:: Bow your target performing Samurai with 4 or more Chi to draw or discard "
    "a card.",
)
SAMURAI = personality("Wise Samurai", force=2, chi=4, keywords=["Samurai"])


def _use(t: Table) -> None:
    t.to_province("Akodo's Shrine", 0, 0, face_up=False)
    t.pass_until("action", seat=0, later=True)
    shrine = t.find("Akodo's Shrine", 0)
    assert shrine.zone == "attached"
    (use,) = [a for a in t.legal(0) if a.startswith(f"use {shrine.iid} ")]
    t.act(0, use)


@pytest.mark.parametrize(("option", "change"), [(1, 1), (2, -1)])
def test_the_player_draws_or_discards(option: int, change: int) -> None:
    assert automation(SHRINE).status == FULL
    t = Table(deck("First", stronghold(honor=5), [SHRINE, SAMURAI]), deck("Second"))
    samurai = t.in_play("Wise Samurai")
    _use(t)
    assert samurai.bowed
    hand = len(t.state.players[0].hand)
    assert t.legal(0) == ["option 1", "option 2"]
    t.act(0, Option(option))
    if option == 2:
        assert t.game.waiting_for == "choice"
        t.act(0, t.legal(0)[0])
    assert len(t.state.players[0].hand) == hand + change


def test_with_an_empty_hand_the_player_draws() -> None:
    t = Table(deck("First", stronghold(honor=5), [SHRINE, SAMURAI]), deck("Second"))
    t.in_play("Wise Samurai")
    player = t.state.players[0]
    t.to_province("Akodo's Shrine", 0, 0, face_up=False)
    t.pass_until("action", seat=0, later=True)
    for iid in list(player.hand):
        t.act(0, f"manual move {iid} to discard")
    shrine = t.find("Akodo's Shrine", 0)
    (use,) = [a for a in t.legal(0) if a.startswith(f"use {shrine.iid} ")]
    t.act(0, use)
    assert len(player.hand) == 1
