"""A Region's effect on the Provinces beside its own («Сила провинции»; the row closes up
when a Province is destroyed, «Подсчет результатов»): "Provinces adjacent to this one have
-1 strength." (Mountain Pass)."""

from rules.engine.coverage import FULL, automation
from rules.engine.stats import province_strength
from tests.rules_cards import Table, deck, region, stronghold

PASS = region(
    "Mountain Pass",
    cost=0,
    text_plain="This Province has +2 strength.\nProvinces adjacent to this one have -1 strength.",
)


def test_mountain_pass_weakens_the_provinces_beside_it() -> None:
    assert automation(PASS).status == FULL
    t = Table(deck("First", stronghold(honor=5, strength=7), [PASS]), deck("Second"))
    t.to_province("Mountain Pass", 0, 1, face_up=False)
    t.pass_until("action", seat=0, later=True)
    assert t.find("Mountain Pass", 0).zone == "attached"
    rows = [province_strength(t.state, 0, p.pid) for p in t.state.players[0].provinces]
    assert rows == [6, 9, 6, 7]
    assert [province_strength(t.state, 1, p.pid) for p in t.state.players[1].provinces] == [7] * 4
