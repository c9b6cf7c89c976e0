"""A Follower whose printed Force is a dash, given by its text («Бонусы и штрафы» — Bonuses
and Penalties: bonuses apply to the value the card says it has)."""

from rules.engine import ops, stats
from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, card, deck, personality, stronghold

SHUGENJA = personality("Isawa Adept", force=1, chi=3, honor=2, clans=["Phoenix"])
SHIBA = card(
    "Shiba House Guard",
    "Follower",
    deck="Fate",
    gold_cost=2,
    chi=0,
    text_plain="Will only attach to a Phoenix Clan Personality.\n"
    "This card's Force equals this Personality's Chi.",
)
DOJI = card(
    "Doji House Guard",
    "Follower",
    deck="Fate",
    gold_cost=2,
    chi=1,
    text_plain="This Follower's Force equals 1 plus this Personality's Personal Honor.",
)


def _table():
    t = Table(
        deck("First", stronghold(honor=5, gold=6), dynasty=[SHUGENJA], fate=[SHIBA, DOJI]),
        goldfish=True,
    )
    adept = t.in_play("Isawa Adept")
    return t, adept


def test_shiba_house_guard_has_its_personalitys_chi_as_force() -> None:
    """Shiba House Guard on a 3-Chi Shugenja has 3 Force; +2C to him makes it 5, and a
    +1F bonus to the Guard itself counts on top."""
    assert automation(SHIBA).status == FULL
    t, adept = _table()
    guard = t.take("Shiba House Guard", 0, f"on:{adept.iid}")
    assert stats.force(t.state, guard) == 3
    ops.add_bonus(adept, 0, 2)
    ops.add_bonus(guard, 1, 0)
    assert stats.force(t.state, guard) == 6
    assert stats.unit_force(t.state, adept) == 7


def test_doji_house_guard_has_one_plus_personal_honor() -> None:
    """Doji House Guard: 1 plus the Personality's Personal Honor (2), so 3; dishonored (0
    Personal Honor), 1."""
    assert automation(DOJI).status == FULL
    t, adept = _table()
    guard = t.take("Doji House Guard", 0, f"on:{adept.iid}")
    assert stats.force(t.state, guard) == 3
    adept.dishonored = True
    assert stats.force(t.state, guard) == 1
