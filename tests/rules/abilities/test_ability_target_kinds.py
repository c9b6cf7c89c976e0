"""Targets described by their traits on each kind named, by what they carry, or by a Fear
ability they have («Выбор цели» — Choosing Targets)."""

from dataclasses import replace

from rules.engine import ops
from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, deck, follower, item, personality, stronghold

BUSHI = personality("Bushi", force=2, chi=2, keywords=["Shadowlands"])
RIDER = personality("Rider", force=2, keywords=["Cavalry"])
LANCER = personality("Lancer", force=2, keywords=["Cavalry"])
OGRE = personality("Ogre", force=2, keywords=["Nonhuman"], text_plain="Fear Battle: Fear 2.")
HORSES = follower("Horses", force=1, keywords=["Cavalry"])
PIKEMEN = follower(
    "Elite Pikemen",
    force=2,
    text_plain="Repeatable Battle, :bow:: Destroy a target enemy Cavalry Follower or Cavalry "
    "Personality without Followers.",
)
SODEGARAMI = replace(
    item("Sodegarami", force=0, chi=0, cost=0),
    text_plain="Battle: Any number of times per turn, bow this Personality and target an enemy "
    "Human Personality with no Items or Followers: Bow him.",
)
SHAHAIS_FAN = replace(
    item("Shahai's Fan", force=0, chi=0, cost=0),
    text_plain="Repeatable Battle/Open, :bow:: Straighten a target card with a Fear ability.",
)


def _battle(thing, theirs, their_fate=()):
    t = Table(
        deck("First", stronghold(honor=5, gold=6), dynasty=[BUSHI], fate=[thing]),
        deck("Second", stronghold(honor=2), dynasty=list(theirs), fate=list(their_fate)),
    )
    bushi = t.in_play("Bushi")
    units = [t.in_play(p.key, seat=1) for p in theirs]
    card = t.take(thing.key, 0, f"on:{bushi.iid}")
    return t, bushi, card, units


def _fight(t: Table, bushi, units) -> None:
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend(*((unit, 0) for unit in units))
    t.act(1, "pass")


def _targets(t: Table, iid: int) -> set[int]:
    return {
        int(a.rsplit(" ", 1)[1])
        for a in t.legal(0)
        if a.startswith(f"use {iid} ") and "targets" in a
    }


def test_elite_pikemen_targets_cavalry_followers_and_lone_cavalry_personalities() -> None:
    """Elite Pikemen: the Horses (a Cavalry Follower) and the Lancer (Cavalry, no Followers)
    may be destroyed; the Rider, who has the Horses, may not."""
    assert automation(PIKEMEN).status == FULL
    t, bushi, pikemen, (rider, lancer) = _battle(PIKEMEN, [RIDER, LANCER], [HORSES])
    horses = t.take("Horses", 1, f"on:{rider.iid}")
    _fight(t, bushi, [rider, lancer])
    assert _targets(t, pikemen.iid) == {horses.iid, lancer.iid}


def test_sodegarami_bows_a_human_without_items_or_followers() -> None:
    """Sodegarami: the Rider with his Horses and the Nonhuman Ogre may not be targeted; the
    Lancer may, and is bowed."""
    assert automation(SODEGARAMI).status == FULL
    t, bushi, sodegarami, (rider, lancer, _) = _battle(SODEGARAMI, [RIDER, LANCER, OGRE], [HORSES])
    t.take("Horses", 1, f"on:{rider.iid}")
    _fight(t, bushi, [rider, lancer])
    assert _targets(t, sodegarami.iid) == {lancer.iid}
    (use,) = [a for a in t.legal(0) if a.startswith(f"use {sodegarami.iid} ")]
    t.act(0, use)
    assert lancer.bowed and bushi.bowed


def test_shahais_fan_straightens_a_card_with_a_fear_ability() -> None:
    """Shahai's Fan: the bowed Ogre (Fear 2) may be straightened; the bowed Rider may not."""
    assert automation(SHAHAIS_FAN).status == FULL
    t, _, fan, (rider, ogre) = _battle(SHAHAIS_FAN, [RIDER, OGRE])
    ops.bow(rider)
    ops.bow(ogre)
    t.pass_until("action", seat=0)
    assert _targets(t, fan.iid) == {ogre.iid}
