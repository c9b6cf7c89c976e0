"""Refilling a Province from the discard pile (`rules.engine.province_swap`).

Family Library: "Open: Discard a face-up card from one of your Provinces. Refill the Province
with your target discarded (not dead) Personality. Destroy this Holding." «Выбор цели»
(Targeting): the Personality is named before anything is discarded; a destroyed ("dead")
Personality in the pile is not offered.
"""

from rules.engine.abilities import parse_abilities
from rules.engine.coverage import assess
from tests.rules_cards import Table, deck, holding, personality, stronghold

LIBRARY = holding(
    "Family Library",
    cost=2,
    text="Open: Discard a face-up card from one of your Provinces. Refill the Province with "
    "your target discarded (not dead) Personality. Destroy this Holding.",
    keywords=["Library"],
)
SCHOLAR = personality("Old Scholar")
FALLEN = personality("Fallen Hero")
FIELD = holding("Rice Field", cost=1)


def test_family_library_refills_a_province_with_a_discarded_personality() -> None:
    assert assess(LIBRARY, parse_abilities(LIBRARY)).status == "full"
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[LIBRARY, SCHOLAR, FALLEN, FIELD]),
        deck("Second", stronghold(honor=2)),
    )
    library = t.in_play("Family Library")
    scholar = t.take("Old Scholar", 0, "discard")
    fallen = t.take("Fallen Hero", 0, "home")
    t.act(0, f"manual destroy {fallen.iid}")
    assert fallen.dead
    field = t.to_province("Rice Field", 0, 1)
    t.pass_until("action", seat=0)
    assert f"use {library.iid} 0 pay -" in t.legal(0)
    t.act(0, f"use {library.iid} 0 pay -")
    # The discarded Personality first: not the dead one.
    assert t.legal(0) == [f"choose {scholar.iid}"]
    t.act(0, f"choose {scholar.iid}")
    assert f"choose {field.iid}" in t.legal(0)
    t.act(0, f"choose {field.iid}")
    province = t.province(0, 1)
    assert province.card == scholar.iid and scholar.face_up
    assert field.zone == "dynasty-discard"
    assert not library.in_play
