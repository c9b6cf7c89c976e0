"""Hida Tokichiro: "Weapons and Armor have +1F/+1C while attached to Tokichiro." (Bonuses and
Penalties — «Бонусы и штрафы»: an Item's bonus is its Personality's; a continuous bonus on
the Item counts while it is attached to him)."""

from rules.engine import stats
from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, deck, item, personality, stronghold

TOKICHIRO = personality(
    "Hida Tokichiro",
    force=6,
    chi=3,
    clans=("Crab",),
    text_plain="Will not enter play if you control any Shadowlands cards.\nWeapons and Armor "
    "have +1F/+1C while attached to Tokichiro.",
)
SWORD = item("Sword", keywords=("Weapon",))
PLATE = item("Plate", keywords=("Armor",))
FAN = item("Fan")


def test_his_weapons_and_armor_give_one_more() -> None:
    assert automation(TOKICHIRO).status == FULL
    t = Table(
        deck(
            "First",
            stronghold(honor=5),
            dynasty=[TOKICHIRO, personality("Bushi", force=2, chi=2)],
            fate=[SWORD, PLATE, FAN, item("Sword", keywords=("Weapon",))],
        ),
    )
    tokichiro = t.in_play("Hida Tokichiro")
    bushi = t.in_play("Bushi")
    for title, host in (("Sword", tokichiro), ("Plate", tokichiro), ("Fan", tokichiro)):
        card = t.to_hand(title)
        t.act(0, f"manual move {card.iid} to on:{host.iid}")
    # Sword and Plate: +2F/+2C each; the Fan (no Weapon, no Armor): its own +1F/+1C.
    assert stats.force(t.state, tokichiro) == 6 + 2 + 2 + 1
    assert stats.chi(t.state, tokichiro) == 3 + 2 + 2 + 1
    other = next(c for c in t.cards("Sword", 0) if c.zone != "attached")
    t.act(0, f"manual move {other.iid} to on:{bushi.iid}")
    # Not attached to Tokichiro: the Sword's own bonus only.
    assert stats.force(t.state, bushi) == 3
