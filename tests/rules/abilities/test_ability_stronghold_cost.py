"""Bowing one's Stronghold as a cost («Стоимости и эффекты»: a cost is paid first; an action
whose cost cannot be paid is not announced): "Limited: Bow your Stronghold and destroy this
Region to destroy a target Region." (Ruins of Otosan Uchi)."""

from rules.engine.actions import ManualBow
from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, deck, region, stronghold

RUINS = region(
    "Ruins of Otosan Uchi",
    cost=0,
    keywords=["Unique"],
    text_plain="This Province has +2 strength.\nLimited: Bow your Stronghold and destroy this "
    "Region to destroy a target Region.",
)
PLAINS = region("Open Plains", cost=0, text_plain="")


def _table() -> Table:
    t = Table(
        deck("First", stronghold(honor=5), [RUINS]),
        deck("Second", stronghold(honor=2), [PLAINS]),
    )
    t.to_province("Ruins of Otosan Uchi", 0, 0, face_up=False)
    t.to_province("Open Plains", 1, 0, face_up=False)
    t.pass_until("action", seat=0, later=True)
    assert t.find("Open Plains", 1).zone == "attached"
    return t


def test_ruins_bow_the_stronghold_and_destroy_a_region() -> None:
    assert automation(RUINS).status == FULL
    t = _table()
    ruins = t.find("Ruins of Otosan Uchi", 0)
    plains = t.find("Open Plains", 1)
    assert f"use {ruins.iid} 0 pay - targets {plains.iid}" in t.legal(0)
    t.act(0, f"use {ruins.iid} 0 pay - targets {plains.iid}")
    assert t.state.cards[t.state.players[0].stronghold].bowed
    assert ruins.zone == "dynasty-discard"
    assert plains.zone == "dynasty-discard"


def test_not_offered_while_the_stronghold_is_bowed() -> None:
    t = _table()
    ruins = t.find("Ruins of Otosan Uchi", 0)
    t.act(0, ManualBow(t.state.players[0].stronghold))
    assert not any(a.startswith(f"use {ruins.iid} ") for a in t.legal(0))
