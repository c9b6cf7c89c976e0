"""A bonus or penalty measured by a stat of the card whose ability it is, or of its
Personality, as the effect resolves («Бонусы и штрафы» — Bonuses and Penalties)."""

from dataclasses import replace

from rules.engine import stats
from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, deck, follower, item, personality, stronghold

BUSHI = personality("Bushi", force=2, chi=3, honor=2)
GUARD = personality("Guard", force=5, chi=1)
YARI = replace(
    item("Footman's Yari", force=1, chi=0, cost=0, keywords=["Weapon"]),
    text_plain="Repeatable Battle: Bow this Personality and target an enemy Personality: Give "
    "him a Force penalty equal to this Personality's Chi.",
)
MAIDENS = follower(
    "Maidens of the Wind",
    force=1,
    text_plain="Battle: Give a target enemy Follower or Personality a Force penalty equal to "
    "this Personality's Personal Honor. Gain 1 Honor.",
)


def _battle(thing):
    t = Table(
        deck("First", stronghold(honor=5, gold=6), dynasty=[BUSHI], fate=[thing]),
        deck("Second", stronghold(honor=2), dynasty=[GUARD]),
    )
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    card = t.take(thing.key, 0, f"on:{bushi.iid}")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    t.act(1, "pass")
    (use,) = [a for a in t.legal(0) if a.startswith(f"use {card.iid} ")]
    assert use.endswith(f"targets {guard.iid}")
    t.act(0, use)
    return t, bushi, guard


def test_footmans_yari_penalty_is_its_personalitys_chi() -> None:
    """Footman's Yari: the Bushi (Chi 3) bows and gives the Guard (5F) -3F."""
    assert automation(YARI).status == FULL
    t, bushi, guard = _battle(YARI)
    assert bushi.bowed and stats.force(t.state, guard) == 2


def test_maidens_of_the_wind_penalty_is_its_personalitys_honor() -> None:
    """Maidens of the Wind: "a Force penalty equal to this Personality's Personal Honor" —
    the Bushi's 2."""
    assert automation(MAIDENS).status == FULL
    t, _, guard = _battle(MAIDENS)
    assert stats.force(t.state, guard) == 3
