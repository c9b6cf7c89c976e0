"""Conditions on the player's Family Honor and hand (Costs and Effects — «Стоимости и
эффекты»: an effect under a condition happens only if it holds as the effect comes): "If
your Family Honor is 9 or less, gain 2 Honor." (Lesser Shrine), "If you have six or more
cards in your hand, gain 1 Honor." (Shrine to Hotei)."""

import pytest

from rules.engine.actions import ManualHonor
from rules.engine.coverage import FULL, automation
from rules.engine.phrasings.conditions import condition_of
from tests.rules_cards import Table, deck, holding, stronghold

LESSER_SHRINE = holding(
    "Lesser Shrine",
    text=":bow:: Produce 2 Gold.\nLimited, :bow:: If your Family Honor is 9 or less, gain 2 Honor.",
    keywords=["Temple"],
)
HOTEI = holding(
    "Shrine to Hotei",
    text=":bow:: Produce 2 Gold.\nLimited, :bow:: If you have six or more cards in your hand, "
    "gain 1 Honor.",
    keywords=["Singular", "Temple"],
)


def _use(t: Table, title: str) -> None:
    shrine = t.in_play(title)
    shrine.bowed = False
    t.pass_until("action", seat=0)
    (use,) = [a for a in t.legal(0) if a.startswith(f"use {shrine.iid} ")]
    t.act(0, use)


def test_the_conditions_read() -> None:
    assert automation(LESSER_SHRINE).status == FULL
    assert automation(HOTEI).status == FULL
    assert condition_of("you have 11 or more Family Honor") == "honor:>=:11"
    assert condition_of("your Family Honor is 19 or lower") == "honor:<=:19"
    assert condition_of("you have two or fewer cards in your hand") == "hand:<=:2"
    # Neither a bound nor a word it does not know.
    assert condition_of("your Family Honor is 9 or so") is None


@pytest.mark.parametrize(("honor", "after"), [(9, 11), (10, 10)])
def test_lesser_shrine_gains_honor_only_at_nine_or_less(honor: int, after: int) -> None:
    t = Table(deck("First", stronghold(honor=5), [LESSER_SHRINE]), deck("Second"))
    player = t.state.players[0]
    t.act(0, ManualHonor(0, honor - player.honor))
    _use(t, "Lesser Shrine")
    assert player.honor == after


@pytest.mark.parametrize(("extra", "gained"), [(1, 1), (0, 0)])
def test_shrine_to_hotei_counts_the_hand(extra: int, gained: int) -> None:
    t = Table(deck("First", stronghold(honor=5), [HOTEI]), deck("Second"))
    player = t.state.players[0]
    t.pass_until("action", seat=0)
    while len(player.hand) < 5 + extra:
        t.act(0, f"manual move {player.fate[0]} to hand")
    while len(player.hand) > 5 + extra:
        t.act(0, f"manual move {player.hand[0]} to discard")
    before = player.honor
    _use(t, "Shrine to Hotei")
    assert player.honor == before + gained
