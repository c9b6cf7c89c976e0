"""Continuous bonuses under a condition about the Personality's attachments or the player's
cards (Bonuses and Penalties — «Бонусы и штрафы»; Abilities and Traits — «Способности и
надписи»): "Raiko has +1F/+1C while she has an Air, Fire, or Thunder Spell." (Moshi Raiko),
"Qorin has Naval while he has a Water Spell." (Moto Qorin), "Shinichi has +1F while you
control Kakita Daitsu." (Kakita Shinichi)."""

from rules.engine import stats
from rules.engine.continuous import has_keyword
from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, card, deck, personality, stronghold

RAIKO = personality(
    "Moshi Raiko",
    force=2,
    chi=3,
    clans=("Mantis",),
    keywords=("Shugenja",),
    text_plain="Raiko has +1F/+1C while she has an Air, Fire, or Thunder Spell.",
)
QORIN = personality(
    "Moto Qorin",
    force=3,
    chi=3,
    clans=("Unicorn",),
    keywords=("Shugenja",),
    text_plain="Qorin has Naval while he has a Water Spell.",
)
SHINICHI = personality(
    "Kakita Shinichi",
    force=2,
    clans=("Crane",),
    text_plain="Shinichi has +1F while you control Kakita Daitsu.\nBattle: Fear 3.",
)
DAITSU = personality("Kakita Daitsu", clans=("Crane",))


def spell(title: str, element: str):
    return card(title, "Spell", deck="Fate", gold_cost=0, keywords=[element])


def test_the_texts_are_read() -> None:
    for defn in (RAIKO, QORIN, SHINICHI):
        assert automation(defn).status == FULL, defn.title


def test_raiko_with_one_of_the_elements() -> None:
    t = Table(
        deck(
            "First",
            stronghold(honor=5),
            dynasty=[RAIKO],
            fate=[spell("Earth Ward", "Earth"), spell("Fire Bolt", "Fire")],
        )
    )
    raiko = t.in_play("Moshi Raiko")
    ward = t.to_hand("Earth Ward")
    t.act(0, f"manual move {ward.iid} to on:{raiko.iid}")
    assert (stats.force(t.state, raiko), stats.chi(t.state, raiko)) == (2, 3)
    bolt = t.to_hand("Fire Bolt")
    t.act(0, f"manual move {bolt.iid} to on:{raiko.iid}")
    assert (stats.force(t.state, raiko), stats.chi(t.state, raiko)) == (3, 4)


def test_qorin_is_naval_with_a_water_spell() -> None:
    t = Table(deck("First", stronghold(honor=5), dynasty=[QORIN], fate=[spell("Tide", "Water")]))
    qorin = t.in_play("Moto Qorin")
    assert not has_keyword(t.state, qorin, "Naval")
    tide = t.to_hand("Tide")
    t.act(0, f"manual move {tide.iid} to on:{qorin.iid}")
    assert has_keyword(t.state, qorin, "Naval")


def test_shinichi_while_you_control_daitsu() -> None:
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[SHINICHI]),
        deck("Second", stronghold(honor=2), dynasty=[DAITSU]),
    )
    shinichi = t.in_play("Kakita Shinichi")
    t.in_play("Kakita Daitsu", seat=1)
    # Another player's Daitsu is not one you control.
    assert stats.force(t.state, shinichi) == 2
    t2 = Table(deck("First", stronghold(honor=5), dynasty=[SHINICHI, DAITSU]))
    mine = t2.in_play("Kakita Shinichi")
    t2.in_play("Kakita Daitsu")
    assert stats.force(t2.state, mine) == 3


def test_your_nonhuman_cards_have_one_more_force() -> None:
    """Matsu Benika: "Your Nonhuman cards have +1F.": his player's Nonhuman Personalities and
    Followers (Naga, Oni, Creatures... are Nonhuman), not his Human ones."""
    benika = personality(
        "Matsu Benika",
        force=5,
        clans=("Lion",),
        text_plain="Your Nonhuman cards have +1F.\nBattle/Limited: Create a 1F Nonhuman • Cat "
        "Follower and attach it to your target Commander.",
    )
    assert automation(benika).status == FULL
    t = Table(
        deck(
            "First",
            stronghold(honor=5),
            dynasty=[benika, personality("Naga Warrior", keywords=("Naga",)), personality("Bushi")],
        )
    )
    t.in_play("Matsu Benika")
    naga = t.in_play("Naga Warrior")
    bushi = t.in_play("Bushi")
    assert stats.force(t.state, naga) == 3
    assert stats.force(t.state, bushi) == 2
