"""What a Region or a Fortification gives the cards at its Province's battlefield («Регион»,
«Укрепление»: attached to a Province, they describe its battlefield; «Бонусы и штрафы»)."""

from rules.engine import stats
from rules.engine.actions import ManualMove
from rules.engine.continuous import parse_static, parse_statics
from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, deck, holding, personality, region, stronghold

MOAT = holding(
    "Moat",
    cost=0,
    text="Personalities and Followers attacking this Province have -1F.",
    keywords=["Fortification"],
)
ROAD = region(
    "Road of Dust",
    cost=0,
    text_plain="Personalities without Followers have -2F while at this Province's battlefield.",
)
CLIFFS = region(
    "Akui Cliffs",
    cost=0,
    text_plain="Each Personality with 3 or lower Chi has -2F while at this Province's battlefield.",
)
KAPPA = "Crab Clan Personalities have +1C while defending at this Province's battlefield."


def test_the_sentences_read() -> None:
    """Barbican, Entrenchment (its misspelt "battelfield"), The Iuchi Plains, Training
    Grounds, Ruins of the Kappa, Temples of the New Tao, The Shinjo Parade Grounds."""
    fort = holding("Barbican", keywords=["Fortification"])
    barbican = parse_static(
        "Defending Personalities at this Province's battlefields have +1F.", fort
    )
    assert barbican is not None and (barbican.force, barbican.when, barbican.kind) == (
        1,
        ("defending",),
        "Personality",
    )
    entrenchment = parse_static(
        "Defending Personalities and Followers at this Province's battelfield have +2F.", fort
    )
    assert entrenchment is not None and (entrenchment.force, entrenchment.kind) == (2, "")
    plains = parse_static(
        "Infantry Personalities and Followers at this Province's battlefield have -1F.", ROAD
    )
    assert plains is not None and plains.traits == ("Infantry",)
    grounds = parse_static(
        "Followers have +1F while in a defending army at this Province's battlefield.", ROAD
    )
    assert grounds is not None and (grounds.when, grounds.kind) == (("defending",), "Follower")
    kappa = parse_static(KAPPA, ROAD)
    assert kappa is not None and (kappa.chi, kappa.traits) == (1, ("Crab Clan",))
    temples = parse_static(
        "Monks and Samurai have +3F while defending at this Province's battlefield.", ROAD
    )
    assert temples is not None and temples.traits == ("Monks|Samurai",)
    parade = parse_static(
        "Cavalry Personalities in a defending army at this Province's battlefield have +2F.", fort
    )
    assert parade is not None and parade.traits == ("Cavalry",)
    # A Holding that is no Fortification describes no battlefield.
    assert parse_static(KAPPA, holding("Dojo")) is None
    # A Chi bonus under a condition on Chi is not read.
    assert (
        parse_static(
            "Personalities with 3 or lower Chi have -1C while at this Province's battlefield.", ROAD
        )
        is None
    )
    assert automation(MOAT).status == FULL
    assert automation(ROAD).status == FULL
    assert automation(CLIFFS).status == FULL


def test_a_fortification_weakens_those_attacking_its_province() -> None:
    """Moat: "Personalities and Followers attacking this Province have -1F." — built at the
    Province (ManualMove "at:"), it counts at that battlefield, not at another one."""
    bushi = personality("Bushi", force=3)
    other = personality("Other Bushi", force=3)
    t = Table(
        deck("First", stronghold(honor=5), [bushi, other]),
        deck("Second", stronghold(honor=2), [MOAT, personality("Guard", force=2)]),
    )
    guard = t.in_play("Guard", seat=1)
    attacker = t.in_play("Bushi")
    elsewhere = t.in_play("Other Bushi")
    moat = t.find("Moat", 1)
    t.act(1, ManualMove(moat.iid, f"at:{t.province(1, 0).pid}"))
    assert moat.zone == "attached"
    t.to_attack()
    assert stats.force(t.state, attacker) == 3
    t.attack(1, (attacker, 0), (elsewhere, 1))
    t.defend((guard, 0))
    t.act(0, f"battle {t.province(1, 0).pid}")
    assert stats.force(t.state, attacker) == 2
    assert stats.force(t.state, guard) == 2
    assert stats.force(t.state, elsewhere) == 3


def test_a_region_weakens_personalities_without_followers_or_with_low_chi() -> None:
    """Road of Dust: "Personalities without Followers have -2F ..."; Akui Cliffs: "Each
    Personality with 3 or lower Chi has -2F ..." (at the battlefield only)."""
    calm = personality("Calm Bushi", force=4, chi=4)
    dull = personality("Dull Bushi", force=4, chi=3)
    wise = personality("Wise Bushi", force=4, chi=5)
    t = Table(
        deck("First", stronghold(honor=5), [calm, dull, wise]),
        deck("Second", stronghold(honor=2), [ROAD, CLIFFS]),
    )
    calm_card = t.in_play("Calm Bushi")
    dull_card = t.in_play("Dull Bushi")
    wise_card = t.in_play("Wise Bushi")
    t.to_province("Road of Dust", 1, 0, face_up=False)
    t.to_province("Akui Cliffs", 1, 1, face_up=False)
    t.pass_until("action", seat=1)
    assert t.find("Road of Dust", 1).zone == "attached"
    assert t.find("Akui Cliffs", 1).zone == "attached"
    t.pass_until("attack", seat=0, later=True)
    t.attack(1, (calm_card, 0), (dull_card, 1), (wise_card, 1))
    t.defend()
    # At the Road, the lone Personality: -2F; at the Cliffs, only the one of 3 Chi.
    assert stats.force(t.state, calm_card) == 2
    assert stats.force(t.state, dull_card) == 2
    assert stats.force(t.state, wise_card) == 4


def test_two_effects_in_one_sentence() -> None:
    """Dragon's Teeth: "Defending Followers have +1F, and attacking Cavalry cards have -1F,
    while at this Province's battlefield." (the condition is both's); Ki-Rin's Shrine: "Your
    Human Personalities have +1F/+1C and your Dragon Clan Personalities have +1PH."; a
    sentence with a half that is not read gives nothing."""
    teeth = holding(
        "Dragon's Teeth",
        cost=0,
        text="Defending Followers have +1F, and attacking Cavalry cards have -1F, while at "
        "this Province's battlefield.",
        keywords=["Fortification"],
    )
    defending, attacking = parse_statics(teeth.text_plain, teeth)
    assert (defending.force, defending.when, defending.kind) == (1, ("defending",), "Follower")
    assert (attacking.force, attacking.when, attacking.traits) == (
        -1,
        ("attacking",),
        ("Cavalry",),
    )
    shrine = holding(
        "Ki-Rin's Shrine",
        text="Your Human Personalities have +1F/+1C and your Dragon Clan Personalities have +1PH.",
    )
    human, dragon = parse_statics(shrine.text_plain, shrine)
    assert (human.force, human.chi, human.traits) == (1, 1, ("Human",))
    assert (dragon.ph, dragon.traits) == (1, ("Dragon",))
    assert not parse_statics(
        "Your Human Personalities have +1F and your Dragon Clan Personalities have Fear.", shrine
    )
    assert automation(teeth).status == FULL and automation(shrine).status == FULL
    rider = personality("Rider", force=3, keywords=["Cavalry"])
    walker = personality("Walker", force=3)
    t = Table(
        deck("First", stronghold(honor=5), [rider, walker]),
        deck("Second", stronghold(honor=2), [teeth]),
    )
    riding = t.in_play("Rider")
    walking = t.in_play("Walker")
    t.act(1, ManualMove(t.find("Dragon's Teeth", 1).iid, f"at:{t.province(1, 0).pid}"))
    t.to_attack()
    t.attack(1, (riding, 0), (walking, 0))
    t.defend()
    assert stats.force(t.state, riding) == 2
    assert stats.force(t.state, walking) == 3
