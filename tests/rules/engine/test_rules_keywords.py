"""Battle keywords read from card text (Special Situations: Ranged Attacks, Creating Fear —
«Особые ситуации»: «Атаки с расстояния», «Ужас»; Special Traits: Tactician, Naval Invasion
— «Специальные надписи»: «Тактик», «Морское вторжение»)."""

import pytest

from rules.engine import IllegalAction
from rules.engine.actions import Pass
from rules.engine.attack import outcome
from rules.engine.keywords import keyword_better, keyword_effect
from tests.rules_cards import Table, deck, follower, item, personality, strategy, stronghold

ARCHERS = follower(
    "Archers", force=1, text_plain="Battle: Ranged 2 Attack (Destroy a target enemy Follower.)"
)
BOWMEN = follower("Bowmen", force=0, text_plain="Battle, :bow:: :ranged: 1")
SPEAR = item("Long Spear", force=1, chi=0)
YARI = follower("Yari Men", force=1, text_plain="Battle, :bow:: Melee 3 Attack.")
SCARY = personality("Scary", force=3, chi=2, text_plain="Battle: Fear 2")
TACTICIAN = personality("Tactician", force=2, chi=2, keywords=("Samurai", "Tactician"))
BUSHI = personality("Bushi", force=3, chi=2)
BIG = personality("Big", force=5, chi=2)
SMALL_F = follower("Small Troops", force=2)
BIG_F = follower("Big Troops", force=3)
UNDEAD_F = follower("Zombies", force=1, keywords=["Undead"])
SAILOR = personality("Sailor", force=3, chi=2, keywords=("Samurai", "Naval"))
FOCUS_THREE = strategy("Three", focus=3)


def table() -> Table:
    first = deck(
        "First",
        stronghold(honor=5),
        dynasty=[BUSHI, SCARY, TACTICIAN, SAILOR, BIG],
        fate=[ARCHERS, BOWMEN, YARI, FOCUS_THREE, SPEAR],
    )
    second = deck(
        "Second",
        stronghold(honor=2),
        dynasty=[BUSHI, BIG],
        fate=[SMALL_F, BIG_F, UNDEAD_F, SMALL_F],
    )
    return Table(first, second)


def battle(t: Table, mine, theirs) -> None:
    t.to_attack()
    t.attack(1, *((unit, 0) for unit in mine))
    t.defend(*((unit, 0) for unit in theirs))
    t.act(1, Pass())  # the defender acts first and passes


def equip(t: Table, title: str, host, seat: int = 0):
    card = t.to_hand(title, seat)
    t.act(seat, f"manual move {card.iid} to on:{host.iid}")
    return card


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ranged 2 Attack", ("ranged", 2)),
        ("Ranged 3 Attack (Destroy a target enemy Follower.)", ("ranged", 3)),
        (":ranged: 1", ("ranged", 1)),
        ("Melee 2 Attack.", ("melee", 2)),
        ("Fear 3 (Bow a target enemy Follower.)", ("fear", 3)),
        (":fear: 2", ("fear", 2)),
        ("Ranged 3 Attack with +1 strength for every 10 points of Family Honor", None),
        # The greater strength is read with it (`keyword_better`).
        ("Fear 2, or Fear 3 if you control a Terrain.", ("fear", 2)),
        ("Fear 4, or Fear equal to the highest Force of any of your unbowed Oni.", None),
        # Mirumoto Hikuryo, Osano-wo's Bow.
        (":fear: 2, or :fear: 3 if the target is dishonorable.", ("fear", 2)),
        (
            "Ranged 3 Attack, or Ranged 4 Attack if the target is Shadowlands (Destroy a target "
            "enemy Follower, or Personality without Followers, with Force equal to or lower "
            "than the Ranged Attack's strength).",
            ("ranged", 3),
        ),
        # A Fear targets a unit: no Follower is its target.
        ("Fear 2, or Fear 4 if the target is a Follower.", None),
    ],
)
def test_keyword_abilities_are_read_only_when_they_are_the_whole_effect(text, expected) -> None:
    assert keyword_effect(text) == expected


def test_a_fear_is_stronger_against_a_dishonorable_target() -> None:
    """ "Fear 2, or Fear 3 if the target is dishonorable" (Mirumoto Hikuryo): the Fear's
    target is the unit's Personality."""
    assert keyword_better(":fear: 2, or :fear: 3 if the target is dishonorable.") == (
        3,
        "target:dishonorable",
    )


def test_a_ranged_attack_destroys_a_target_of_no_more_force() -> None:
    """«Атака с расстояния уничтожает цель, если ее сила ... больше или равна силе цели»; the
    card bows to shoot and then adds nothing to its unit."""
    t = table()
    bushi = t.in_play("Bushi")
    archers = equip(t, "Archers", bushi)
    guard = t.in_play("Bushi", seat=1)
    small = equip(t, "Small Troops", guard, seat=1)
    big = equip(t, "Big Troops", guard, seat=1)
    battle(t, [bushi], [guard])
    legal = t.legal(0)
    # Followers only: a Personality with Followers is no target.
    assert f"ranged {archers.iid} at {small.iid}" in legal
    assert f"ranged {archers.iid} at {guard.iid}" not in legal
    entry = t.act(0, f"ranged {archers.iid} at {small.iid}")
    assert "Archers: Ranged 2 Attack destroys Small Troops (2 Force)" in entry.notes
    assert small.zone == "fate-discard" and archers.bowed
    t.act(1, Pass())
    entry = t.act(0, f"manual straighten {archers.iid}")
    entry = t.act(0, f"ranged {archers.iid} at {big.iid}")
    assert "Archers: Ranged 2 Attack misses Big Troops (3 Force)" in entry.notes
    assert big.in_play


def test_cards_of_one_unit_may_join_their_ranged_attacks() -> None:
    t = table()
    bushi = t.in_play("Bushi")
    archers = equip(t, "Archers", bushi)
    bowmen = equip(t, "Bowmen", bushi)
    guard = t.in_play("Bushi", seat=1)
    big = equip(t, "Big Troops", guard, seat=1)
    battle(t, [bushi], [guard])
    sources = ",".join(str(i) for i in sorted((archers.iid, bowmen.iid)))
    assert f"ranged {sources} at {big.iid}" in t.legal(0)
    entry = t.act(0, f"ranged {sources} at {big.iid}")
    assert big.zone == "fate-discard"
    assert "Ranged 3 Attack destroys Big Troops" in entry.notes[0]


def test_a_melee_attack() -> None:
    t = table()
    bushi = t.in_play("Bushi")
    yari = equip(t, "Yari Men", bushi)
    guard = t.in_play("Bushi", seat=1)
    battle(t, [bushi], [guard])
    # A Personality without Followers is a target.
    t.act(0, f"melee {yari.iid} at {guard.iid}")
    assert guard.zone == "dynasty-discard" and yari.bowed


def test_fear_bows_the_weak_followers_of_a_unit_once_a_battle() -> None:
    """«Все солдаты в указанном отряде с силой меньше или равной значению силы ужаса ...
    поворачиваются»; the card does not bow; Undead are not afraid; once per battle."""
    t = table()
    scary = t.in_play("Scary")
    guard = t.in_play("Bushi", seat=1)
    small = equip(t, "Small Troops", guard, seat=1)
    big = equip(t, "Big Troops", guard, seat=1)
    zombies = equip(t, "Zombies", guard, seat=1)
    battle(t, [scary], [guard])
    pid = t.province(1, 0).pid
    before = outcome(t.state, pid)["defending"]
    t.act(0, f"fear {scary.iid} at {guard.iid}")
    assert small.bowed and not big.bowed and not zombies.bowed and not scary.bowed
    assert outcome(t.state, pid)["defending"] == before - 2
    t.act(1, Pass())
    with pytest.raises(IllegalAction, match="already created Fear"):
        t.act(0, f"fear {scary.iid} at {guard.iid}")


def test_a_tactician_discards_a_card_for_its_focus_in_force() -> None:
    t = table()
    tactician = t.in_play("Tactician")
    three = t.to_hand("Three")
    guard = t.in_play("Bushi", seat=1)
    battle(t, [tactician], [guard])
    t.act(0, f"tactician {tactician.iid} discard {three.iid}")
    assert three.zone == "fate-discard"
    assert outcome(t.state, t.province(1, 0).pid)["attacking"] == 5
    t.act(1, Pass())
    assert not any(a.startswith("tactician") for a in t.legal(0))


def test_ranged_attacks_need_their_card_in_the_battle() -> None:
    t = table()
    bushi = t.in_play("Bushi")
    archers = equip(t, "Archers", bushi)
    big = t.in_play("Big")
    guard = t.in_play("Bushi", seat=1)
    battle(t, [big], [guard])
    assert not any(a.startswith(f"ranged {archers.iid}") for a in t.legal(0))


def test_a_naval_army_may_declare_a_naval_invasion_and_act_first() -> None:
    t = table()
    sailor = t.in_play("Sailor")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (sailor, 0))
    t.defend((guard, 0))
    assert t.game.waiting_for == "naval invasion" and t.legal(0) == ["pass", "naval"]
    t.act(0, "naval")
    assert t.game.waiting_for == "battle" and t.game.to_act == 0
