"""A Region's triggered trait about a card entering play from its Province («Регион»: it is
attached to its Province): "After a Goblin enters play from this Province, Create two 1F
Shadowlands • Nonhuman • Goblin Followers and attach them to him." (Big Stink) answers a
Goblin recruited from that Province, not from another."""

import pytest

from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, deck, personality, region, stronghold

STINK = region(
    "Big Stink",
    cost=0,
    text_plain="Non-Goblin Personalities and Followers have -1F while at this Province's "
    "battlefield.\nAfter a Goblin enters play from this Province, Create two 1F Shadowlands • "
    "Nonhuman • Goblin Followers and attach them to him.",
)
GOBLIN = personality("Goblin Warmonger", force=2, cost=1, clans=[], keywords=["Goblin"])


@pytest.mark.parametrize(("index", "followers"), [(0, 2), (1, 0)])
def test_big_stink_answers_its_own_province(index: int, followers: int) -> None:
    assert automation(STINK).status == FULL
    t = Table(
        deck("First", stronghold(honor=5, gold=5), [STINK, GOBLIN]),
        deck("Second"),
    )
    t.to_province("Big Stink", 0, 0, face_up=False)
    t.pass_until("dynasty", seat=0, later=True)
    assert t.find("Big Stink", 0).zone == "attached"
    goblin = t.to_province("Goblin Warmonger", 0, index)
    pid = t.province(0, index).pid
    recruit = next(a for a in t.legal(0) if a.startswith(f"recruit {pid} "))
    t.act(0, recruit)
    assert goblin.in_play
    assert len(goblin.attachments) == followers
