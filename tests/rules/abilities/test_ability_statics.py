"""Static traits read from real card texts (titles cited): attachment restrictions with a
minimum value, cheaper attachments, conditional and counted continuous bonuses, keywords
given while a condition holds («Способности и надписи», «Бонусы и штрафы», «Солдаты,
предметы, заклинания и предки»)."""

import pytest

from rules.engine import IllegalAction, stats
from rules.engine.actions import (
    Attach,
    ManualBow,
    ManualDestroy,
    ManualDishonor,
    ManualFavor,
    ManualMove,
    ManualStraighten,
    Pass,
)
from rules.engine.continuous import has_keyword, parse_static
from rules.engine.coverage import FULL, automation
from rules.engine.keywords import is_cavalry
from rules.engine.restrictions import attach_refused, parse_restriction
from rules.engine.traits import parse_trait
from tests.rules.engine import test_rules_traits as traits_tests
from tests.rules.engine.test_rules_traits import battle_table, fight
from tests.rules_cards import Table, card, deck, follower, item, personality, stronghold


def attachment(title: str, text: str, kind: str = "Item", **values: object):
    return card(title, kind, deck="Fate", text_plain=text, **values)


# -- attachment restrictions ------------------------------------------------------------
HEAVY_ARMOR = attachment(
    "Heavy Armor", "Will only attach to a Personality with 3 or greater Force.", gold_cost=2
)
TSUNO_BLADE = attachment(
    "Tsuno Blade", "Will only attach to a Personality with 4 or higher Force or a Tsuno."
)
RIGHTEOUS = attachment(
    "Righteous Protection", "Will only attach to a Shugenja with 3 or more Personal Honor."
)
STRONG = personality("Strong Bushi", force=3, honor=2)
WEAK = personality("Weak Bushi", force=2, honor=3, keywords=["Shugenja"])
TSUNO = personality("Tsuno Brute", force=1, clans=["Shadowlands"], keywords=["Tsuno"])


def test_a_minimum_value_for_the_personality() -> None:
    """Heavy Armor, Tsuno Blade, Righteous Protection (printed values without a game)."""
    assert parse_restriction(HEAVY_ARMOR.text_plain) is not None
    assert attach_refused(HEAVY_ARMOR, STRONG) is None
    assert attach_refused(HEAVY_ARMOR, WEAK) == (
        "Heavy Armor will only attach to a Personality with 3 or more force"
    )
    assert attach_refused(TSUNO_BLADE, TSUNO) is None
    assert attach_refused(TSUNO_BLADE, STRONG) is not None
    assert attach_refused(RIGHTEOUS, WEAK) is None
    assert attach_refused(RIGHTEOUS, STRONG) is not None
    assert automation(HEAVY_ARMOR).status == FULL


def test_minimum_force_counts_the_force_now() -> None:
    """«Солдаты, предметы, заклинания и предки»: Heavy Armor is refused by a 2F Personality,
    and taken once an Item gives him +1F (his Force as he takes it)."""
    t = Table(
        deck(
            "First",
            stronghold(honor=5, gold=6),
            [WEAK],
            [HEAVY_ARMOR, item("Katana", force=1, cost=0, keywords=["Weapon"])],
        ),
    )
    weak = t.in_play("Weak Bushi")
    armor = t.to_hand("Heavy Armor")
    castle = t.state.players[0].stronghold
    assert not any(a.startswith(f"attach {armor.iid} ") for a in t.legal(0))
    with pytest.raises(IllegalAction, match="will only attach to a Personality with 3"):
        t.act(0, Attach(armor.iid, weak.iid, (castle,)))
    katana = t.to_hand("Katana")
    t.act(0, Attach(katana.iid, weak.iid, ()))
    t.act(1, Pass())
    t.act(0, Attach(armor.iid, weak.iid, (castle,)))
    assert armor.host == weak.iid


def test_personalities_that_cannot_attach() -> None:
    """Earth Dragon "Cannot attach Followers or Items."; Bayushi Sunetra "Will not attach
    Items, unless they are Armors or Weapons."; Yamigatai "Will not attach to a :shadowlands:
    Personality." """
    dragon = personality("Earth Dragon", text_plain="Cannot attach Followers or Items.")
    sunetra = personality(
        "Bayushi Sunetra", text_plain="Will not attach Items, unless they are Armors or Weapons."
    )
    fan = item("War Fan")
    katana = item("Katana", keywords=["Weapon"])
    assert attach_refused(fan, dragon) == "Earth Dragon will not take War Fan"
    assert attach_refused(follower("Ashigaru"), dragon) is not None
    assert attach_refused(fan, sunetra) is not None and attach_refused(katana, sunetra) is None
    yamigatai = attachment("Yamigatai", "Will not attach to a :shadowlands: Personality.")
    assert attach_refused(yamigatai, TSUNO) == "Yamigatai will not attach to a Shadowlands"
    assert attach_refused(yamigatai, STRONG) is None
    assert automation(dragon).status == FULL and automation(yamigatai).status == FULL


# -- costs -----------------------------------------------------------------------------------
def test_cheaper_attachments_read() -> None:
    """Tonfa "Attaches to a Monk paying 1 less Gold."; Ratling Scout "Attaches to a Ratling
    Personality for 3 less Gold."; Asahina Archers "Enters play for 2 less Gold if you are a
    Crane Clan player." """
    assert parse_trait("Attaches to a Monk paying 1 less Gold.", STRONG).attach_less == (  # type: ignore[union-attr]
        1,
        ("Monk",),
    )
    scout = parse_trait("Attaches to a Ratling Personality for 3 less Gold.", STRONG)
    assert scout is not None and scout.attach_less == (3, ("Ratling",))
    archers = parse_trait("Enters play for 2 less Gold if you are a Crane Clan player.", STRONG)
    assert archers is not None and archers.cheaper == (2, ("Crane",))


def test_a_follower_cheaper_for_a_clan_and_an_item_cheaper_for_a_monk() -> None:
    """Asahina Archers costs a Crane Clan player 2 less; Tonfa attaches to a Monk for 1
    less (the Gold the Stronghold produces pays for exactly that)."""
    archers = follower(
        "Asahina Archers",
        cost=4,
        text_plain="Enters play for 2 less Gold if you are a Crane Clan player.",
    )
    tonfa = attachment("Tonfa", "Attaches to a Monk paying 1 less Gold.", gold_cost=3)
    monk = personality("Quiet Monk", clans=["Crane"], keywords=["Monk"])
    t = Table(
        deck(
            "First", stronghold(honor=5, gold=2, clans=["Crane"]), [monk, STRONG], [archers, tonfa]
        )
    )
    person = t.in_play("Quiet Monk")
    castle = t.state.players[0].stronghold
    bushi = t.in_play("Strong Bushi")
    for title in ("Asahina Archers", "Tonfa"):
        iid = t.to_hand(title).iid
        assert any(a.startswith(f"attach {iid} to {person.iid}") for a in t.legal(0))
    tonfa_iid = t.find("Tonfa").iid
    assert not any(a.startswith(f"attach {tonfa_iid} to {bushi.iid}") for a in t.legal(0))
    t.act(0, Attach(t.find("Asahina Archers").iid, person.iid, (castle,)))
    assert t.find("Asahina Archers").host == person.iid


def test_will_not_defend() -> None:
    """Matsu Domotai "Domotai will not defend." is the rule the engine keeps for "may not
    assign, and will not move, into a defending army"."""
    domotai = personality("Matsu Domotai", clans=["Lion"])
    found = parse_trait("Domotai will not defend.", domotai)
    assert found is not None and found.no_defend


# -- continuous bonuses and keywords under a condition ------------------------------------
def test_statics_read_on_real_texts() -> None:
    """The compiled record of each shape, on the card that prints it."""
    hitoshi = personality("Hida Hitoshi")
    cases = {
        (hitoshi, "Hitoshi has +2F while he has any Followers attached."): (
            "self",
            ("has:Follower",),
            None,
        ),
        (
            follower("Ratling Bushi"),
            "This card has +1F for each Ratling Pack in this unit.",
        ): ("self", (), ("unit", "", "Ratling Pack", False)),
        (
            follower("Unicorn Striders"),
            "This card has +1F while in an army with one or more Cavalry units.",
        ): ("self", ("army:Cavalry:unit",), None),
        (
            personality("Moshi Kalani"),
            "Kalani has +1F while in an army with any other Naval cards.",
        ): ("self", ("army:Naval",), None),
        (personality("Giuniko"), "Giuniko has +1F for each unit opposing him."): (
            "self",
            (),
            ("opposing", "unit", "", False),
        ),
        (
            personality("Shiba Hayoto"),
            "Hayoto has +1F/+1C for each Tattooed card opposing him.",
        ): ("self", (), ("opposing", "card", "Tattooed", False)),
        (
            follower("Doomsayers"),
            "This Follower has +1F for each Oracle and Dark Oracle in play.",
        ): ("self", (), ("play", "", "Oracle and Dark Oracle", False)),
        (
            personality("Matsu Masakado"),
            "Masakado has +1F/+1C while he has the Tactician keyword.",
        ): ("self", ("host:Tactician",), None),
        (
            follower("Veteran Bushi"),
            "This card has +1F while this Personality is a Tactician.",
        ): ("self", ("host:Tactician",), None),
        (
            item("Riding Yari"),
            "This card has an additional +1F while this Personality is Cavalry and attacking.",
        ): ("self", ("host:Cavalry", "attacking"), None),
        (
            item("Celestial Sword of the Crab"),
            "While attached to a Crab Clan Personality, this card has +1F/+1C for each Crab "
            "Clan Personality you control.",
        ): ("self", ("attached:Crab Clan",), ("control", "Personality", "Crab Clan", False)),
        (
            follower("Fallen Legion"),
            "This Follower has +2F while opposing any Shadowlands cards.",
        ): ("self", ("opposing:Shadowlands",), None),
        (personality("Akodo Yuyama"), "Yuyama has +1F if you are Phoenix Clan."): (
            "self",
            ("clan:Phoenix",),
            None,
        ),
        (
            personality("Bayushi Norachai"),
            "Norachai has +2F/+2C while you control the Imperial Favor.",
        ): ("self", ("favor:you",), None),
        (
            personality("Daidoji Enai"),
            "Enai has +1F/+1C while opposed by a Crab Clan Personality or facing one in a duel.",
        ): ("self", ("opposing_or_facing:Crab Clan",), None),
        (follower("Beiko's Bear"), "Has -2F while attacking."): ("self", ("attacking",), None),
        (item("Masterwork Blade"), "Attached Personality has +2F."): ("host", (), None),
        (
            item("Ancestral Armor of Dragon Clan"),
            "This Personality has +2F/+2C for each Shugenja in his army.",
        ): ("host", (), ("army", "", "Shugenja", False)),
    }
    for (defn, text), (scope, when, each) in cases.items():
        found = parse_static(text, defn)
        assert found is not None, text
        assert (found.scope, found.when, found.each) == (scope, when, each), text
    steed = parse_static(
        "This Personality has Cavalry while this card is unbowed.", follower("Moto Steed")
    )
    assert (
        steed is not None and steed.keywords == ("Cavalry",) and steed.when == ("source:unbowed",)
    )
    truthseeker = parse_static(
        "If you are a Ratling player, this Personality has Tactician.",
        follower("Ratling Truthseeker"),
    )
    assert truthseeker is not None and truthseeker.when == ("clan:Ratling",)
    assert truthseeker.scope == "host"
    # Not read: a keyword the engine does not ask for through its grants, and a condition
    # made of two kinds of alternative.
    assert (
        parse_static("This Follower has Goblin while attached to a Goblin.", follower("Eyes"))
        is None
    )
    assert (
        parse_static(
            "This card has +3F while opposed by a Shadowlands card or while attacking a "
            "Shadowlands Horde player.",
            follower("Jade Pikemen"),
        )
        is None
    )


HITOSHI = personality(
    "Hida Hitoshi", force=2, text_plain="Hitoshi has +2F while he has any Followers attached."
)
ASHIGARU = follower("Ashigaru", force=1)


def test_a_bonus_while_he_has_followers() -> None:
    """«Бонусы и штрафы»: Hida Hitoshi has +2F only while a Follower is attached."""
    t = Table(deck("First", stronghold(honor=5), [HITOSHI], [ASHIGARU]))
    hitoshi = t.in_play("Hida Hitoshi")
    assert stats.force(t.state, hitoshi) == 2
    ashigaru = t.take("Ashigaru", 0, f"on:{hitoshi.iid}")
    assert stats.force(t.state, hitoshi) == 4
    t.act(0, ManualDestroy(ashigaru.iid))
    assert stats.force(t.state, hitoshi) == 2


def test_a_celestial_sword_counts_the_clan() -> None:
    """Celestial Sword of the Crab: on a Crab Clan Personality, +1F/+1C for each Crab Clan
    Personality you control (not on a Lion; a second Crab adds one more)."""
    sword = attachment(
        "Celestial Sword of the Crab",
        "While attached to a Crab Clan Personality, this card has +1F/+1C for each Crab Clan "
        "Personality you control.",
        force=0,
        chi=0,
        force_is_modifier=True,
        chi_is_modifier=True,
    )
    crab = personality("Crab Bushi", force=2, chi=2, clans=["Crab"])
    lion = personality("Lion Bushi", force=2, chi=2, clans=["Lion"])
    t = Table(deck("First", stronghold(honor=5), [crab, crab, lion], [sword, sword]))
    first, second = t.cards("Crab Bushi", 0)[:2]
    t.in_play("Crab Bushi")
    on_lion = t.take("Celestial Sword of the Crab", 0, f"on:{t.in_play('Lion Bushi').iid}")
    assert stats.force(t.state, t.state.cards[on_lion.host]) == 2  # type: ignore[index]
    t.take("Celestial Sword of the Crab", 0, f"on:{first.iid}")
    assert (stats.force(t.state, first), stats.chi(t.state, first)) == (3, 3)
    t.in_play("Crab Bushi")
    assert second.in_play and (stats.force(t.state, first), stats.chi(t.state, first)) == (4, 4)


def test_a_keyword_while_the_follower_is_unbowed() -> None:
    """Moto Steed: "This Personality has Cavalry while this card is unbowed." """
    steed = follower(
        "Moto Steed", force=0, text_plain="This Personality has Cavalry while this card is unbowed."
    )
    t = Table(deck("First", stronghold(honor=5), [STRONG], [steed]))
    person = t.in_play("Strong Bushi")
    card_ = t.take("Moto Steed", 0, f"on:{person.iid}")
    assert has_keyword(t.state, person, "Cavalry") and is_cavalry(t.state, person) is False
    t.act(0, ManualBow(card_.iid))
    assert not has_keyword(t.state, person, "Cavalry")
    t.act(0, ManualStraighten(card_.iid))
    assert has_keyword(t.state, person, "Cavalry")


def test_bonuses_in_battle_by_clan_favor_and_opponents() -> None:
    """Akodo Yuyama (+1F if you are Phoenix Clan: his player is Lion, so never); Bayushi
    Norachai (+2F/+2C while you control the Imperial Favor); Fallen Legion (+2F while
    opposing any Shadowlands cards); Beiko's Bear (-2F while attacking)."""
    yuyama = personality(
        "Akodo Yuyama",
        force=2,
        clans=["Lion"],
        text_plain="Yuyama has +1F if you are Phoenix Clan.",
    )
    norachai = personality(
        "Bayushi Norachai",
        force=2,
        chi=2,
        text_plain="Norachai has +2F/+2C while you control the Imperial Favor.",
    )
    legion = follower(
        "Fallen Legion",
        force=2,
        text_plain="This Follower has +2F while opposing any Shadowlands cards.",
    )
    bear = follower("Beiko's Bear", force=3, text_plain="Has -2F while attacking.")
    t = Table(
        deck("First", stronghold(honor=5, clans=["Lion"]), [yuyama, norachai, TSUNO], [bear]),
        deck("Second", stronghold(honor=2), [STRONG], [legion]),
    )
    first = t.in_play("Akodo Yuyama")
    second = t.in_play("Bayushi Norachai")
    assert stats.force(t.state, first) == 2 and stats.force(t.state, second) == 2
    t.act(0, ManualFavor(0))
    assert (stats.force(t.state, second), stats.chi(t.state, second)) == (4, 4)
    t.act(0, ManualFavor(1))
    assert stats.force(t.state, second) == 2
    bear_card = t.take("Beiko's Bear", 0, f"on:{first.iid}")
    brute = t.in_play("Tsuno Brute")
    guard = t.in_play("Strong Bushi", seat=1)
    legion_card = t.take("Fallen Legion", 1, f"on:{guard.iid}")
    assert stats.force(t.state, bear_card) == 3 and stats.force(t.state, legion_card) == 2
    t.to_attack()
    t.attack(1, (first, 0), (brute, 0))
    t.defend((guard, 0))
    assert stats.force(t.state, bear_card) == 1 and stats.force(t.state, legion_card) == 4
    t.act(0, f"manual move {brute.iid} to home")
    assert stats.force(t.state, legion_card) == 2


def test_a_bonus_while_this_personality_is_cavalry_and_attacking() -> None:
    """Riding Yari: "This card has an additional +1F while this Personality is Cavalry and
    attacking." (an Item's bonus goes to its Personality); Veteran Bushi: "+1F while this
    Personality is a Tactician" (given by an Item counts)."""
    yari = attachment(
        "Riding Yari",
        "This card has an additional +1F while this Personality is Cavalry and attacking.",
        force=1,
        chi=0,
        force_is_modifier=True,
        chi_is_modifier=True,
    )
    rider = personality("Rider", force=2, keywords=["Cavalry"])
    walker = personality("Walker", force=2, keywords=["Samurai"])
    t = Table(deck("First", stronghold(honor=5), [rider, walker], [yari, yari]))
    r = t.in_play("Rider")
    w = t.in_play("Walker")
    t.take("Riding Yari", 0, f"on:{r.iid}")
    t.take("Riding Yari", 0, f"on:{w.iid}")
    assert stats.force(t.state, r) == 3 and stats.force(t.state, w) == 3
    t.to_attack()
    t.attack(1, (r, 0), (w, 0))
    t.defend()
    assert stats.force(t.state, r) == 4 and stats.force(t.state, w) == 3


def test_a_bonus_while_this_personality_has_a_given_keyword() -> None:
    """Veteran Bushi: "This card has +1F while this Personality is a Tactician." — a
    Tactician given by an Item ("This Personality has Tactician.") counts."""
    veteran = follower(
        "Veteran Bushi",
        force=2,
        text_plain="This card has +1F while this Personality is a Tactician.",
    )
    fan = attachment("War Fan", "This Personality has Tactician.", force=0, chi=0)
    t = Table(deck("First", stronghold(honor=5), [STRONG], [veteran, fan]))
    person = t.in_play("Strong Bushi")
    bushi = t.take("Veteran Bushi", 0, f"on:{person.iid}")
    assert stats.force(t.state, bushi) == 2
    t.take("War Fan", 0, f"on:{person.iid}")
    assert stats.force(t.state, bushi) == 3


def test_resilient_given_by_an_attachment() -> None:
    """Mercenary Guard: "This Personality has Resilient." — «Стойкий»: the first time his
    army is destroyed in battle resolution he stays."""
    guard = attachment("Mercenary Guard", "This Personality has Resilient.", force=0, chi=0)
    t = battle_table([traits_tests.STRONG], [traits_tests.WEAK], their_fate=[guard])
    strong = t.in_play("Strong")
    weak = t.in_play("Weak", seat=1)
    t.take("Mercenary Guard", 1, f"on:{weak.iid}")
    entry = fight(t, [strong], [weak])
    assert "Weak is Resilient and does not die" in entry.notes and weak.in_play


# -- "If this Personality is ever ..., destroy ..." ----------------------------------------
def test_ever_conditions_read() -> None:
    """Shahai no Yokai, Asatte, Bitter, Iron Defenders, Hachi's Legion."""
    yokai = card("Shahai no Yokai", "Ancestor", deck="Fate")
    cases = {
        (yokai, "If this Personality is ever not Shadowlands, destroy this Ancestor."): (
            "not:Shadowlands",
            "self",
        ),
        (personality("Asatte"), "If this Personality is ever not Ratling, destroy him."): (
            "not:Ratling",
            "Personality",
        ),
        (item("Bitter"), "If this Personality ever has 0 Personal Honor: Destroy him."): (
            "ph:0",
            "Personality",
        ),
        (
            follower("Iron Defenders"),
            "If this Personality is ever attacking, destroy this Follower.",
        ): ("state:attacking", "self"),
        (
            follower("Hachi's Legion"),
            "If this Personality is ever dishonorable, destroy this card.",
        ): ("state:dishonorable", "self"),
    }
    for (defn, text), ever in cases.items():
        found = parse_trait(text, defn)
        assert found is not None and found.ever == ever, text


def test_a_follower_destroyed_as_soon_as_its_personality_attacks() -> None:
    """Iron Defenders: "If this Personality is ever attacking, destroy this Follower." — the
    state is checked after every action («Способности и надписи»)."""
    defenders = follower(
        "Iron Defenders",
        force=3,
        text_plain="If this Personality is ever attacking, destroy this Follower.",
    )
    t = Table(deck("First", stronghold(honor=5), [STRONG], [defenders]))
    person = t.in_play("Strong Bushi")
    troops = t.take("Iron Defenders", 0, f"on:{person.iid}")
    t.to_attack()
    assert troops.in_play
    t.attack(1, (person, 0))
    assert not troops.in_play and troops.zone == "fate-discard"
    assert automation(defenders).status == FULL


def test_a_personality_destroyed_when_his_item_says_so() -> None:
    """Bitter: "If this Personality ever has 0 Personal Honor: Destroy him." — dishonored,
    his Personal Honor is 0 («Бесчестье»), and he is destroyed; an Ancestor "ever not
    Shadowlands" on another Personality goes at once."""
    bitter = attachment(
        "Bitter", "If this Personality ever has 0 Personal Honor: Destroy him.", force=0, chi=0
    )
    yokai = card(
        "Shahai no Yokai",
        "Ancestor",
        deck="Fate",
        text_plain="If this Personality is ever not Shadowlands, destroy this Ancestor.",
    )
    t = Table(deck("First", stronghold(honor=5), [STRONG, WEAK, TSUNO], [bitter, yokai]))
    person = t.in_play("Strong Bushi")
    t.take("Bitter", 0, f"on:{person.iid}")
    assert person.in_play
    t.act(0, ManualDishonor(person.iid))
    assert not person.in_play
    brute = t.in_play("Tsuno Brute")
    ancestor = t.take("Shahai no Yokai", 0, f"on:{brute.iid}")
    assert ancestor.in_play
    t.act(0, ManualMove(ancestor.iid, f"on:{t.in_play('Weak Bushi').iid}"))
    assert not ancestor.in_play


# -- traits of an attachment for its Personality -------------------------------------------
def test_traits_for_this_personality_on_an_attachment() -> None:
    """Heavy Armor "Ranged Attacks targeting this Personality have -2 strength."; Customized
    Armor (printed "Ranged attacks"); Hida Shara "Ranged Attacks may not target cards in
    Shara's unit."; Akodo Shusaku "Shusaku will not be dishonored."; Akodo Dagger "This
    Personality will not be dishonored." """
    armor = attachment("Heavy Armor", "")
    found = parse_trait("Ranged Attacks targeting this Personality have -2 strength.", armor)
    assert found is not None and found.penalties == (("Ranged Attacks", "host", -2),)
    custom = parse_trait("Ranged attacks targeting this Personality have -1 strength.", armor)
    assert custom is not None and custom.penalties == (("Ranged Attacks", "host", -1),)
    shara = parse_trait(
        "Ranged Attacks may not target cards in Shara's unit.", personality("Hida Shara")
    )
    assert shara is not None and shara.no_ranged == "unit"
    shusaku = parse_trait("Shusaku will not be dishonored.", personality("Akodo Shusaku"))
    assert shusaku is not None and shusaku.no_dishonor == "self"
    dagger = parse_trait("This Personality will not be dishonored.", armor)
    assert dagger is not None and dagger.no_dishonor == "host"


def test_an_armor_weakens_ranged_attacks_and_a_dagger_keeps_his_honor() -> None:
    """«Атаки с расстояния»: a Ranged 3 Attack at a 3F Personality wearing Heavy Armor has
    strength 1 and misses; Akodo Dagger's Personality is not dishonored by an action."""
    armor = attachment(
        "Heavy Armor",
        "Ranged Attacks targeting this Personality have -2 strength.",
        force=0,
        chi=0,
    )
    dagger = attachment("Akodo Dagger", "This Personality will not be dishonored.", force=0, chi=0)
    archers = follower("Archers", force=1, text_plain="Battle: Ranged 3 Attack")
    shame = card(
        "Shame", "Strategy", deck="Fate", text_plain="Battle: Dishonor a target Personality."
    )
    t = Table(
        deck("First", stronghold(honor=5), [STRONG], [archers, shame]),
        deck("Second", stronghold(honor=2), [STRONG], [armor, dagger]),
    )
    mine = t.in_play("Strong Bushi")
    shooter = t.take("Archers", 0, f"on:{mine.iid}")
    theirs = t.in_play("Strong Bushi", seat=1)
    t.take("Heavy Armor", 1, f"on:{theirs.iid}")
    t.take("Akodo Dagger", 1, f"on:{theirs.iid}")
    strategy = t.to_hand("Shame")
    t.to_attack()
    t.attack(1, (mine, 0))
    t.defend((theirs, 0))
    t.act(1, Pass())
    entry = t.act(0, f"ranged {shooter.iid} at {theirs.iid}")
    assert "Ranged 1 Attack misses Strong Bushi (3 Force)" in entry.notes[0]
    t.act(1, Pass())
    notes = list(t.act(0, f"play {strategy.iid} 0 pay - targets {theirs.iid}").notes)
    for _ in range(3):
        if t.game.to_act == 0:
            break
        notes += t.act(t.game.to_act, Pass()).notes
    assert "Strong Bushi will not be dishonored" in notes and not theirs.dishonored


def test_more_subjects_and_conditions_read() -> None:
    """Tenshu-like "Your Berserkers have +2F while opposed." (a Stronghold, The Halls of the
    Damned "Your Samurai have +2 Force while opposed."), Utaku Yu-Pan "Your other Battle
    Maidens have +1F and +1PH while attacking.", Well-Defended Farm "Your Ashigaru
    Personalities and Followers have +1F while opposed.", One with the World "This Shugenja
    has +1F for each Ring you control.", Ember's Final Fire "While this Shugenja is Fire, he
    has +2F.", Yoritomo "+1F/+1C for each Weapon he has attached", Toku Saiga "for each of
    his Weapons", Daidoji Kojima "while bowed", Elephant Cavalry "Melee and Ranged Attacks
    targeting cards in this unit have -2 strength." """
    halls = card("The Halls of the Damned", "Stronghold")
    samurai = parse_static("Your Samurai have +2 Force while opposed.", halls)
    assert samurai is not None and (samurai.kind, samurai.traits, samurai.force) == (
        "",
        ("Samurai",),
        2,
    )
    yu_pan = parse_static(
        "Your other Battle Maidens have +1F and +1PH while attacking.", personality("Utaku Yu-Pan")
    )
    assert yu_pan is not None and yu_pan.other and (yu_pan.force, yu_pan.ph) == (1, 1)
    farm = parse_static(
        "Your Ashigaru Personalities and Followers have +1F while opposed.",
        card("Well-Defended Farm", "Holding"),
    )
    assert farm is not None and farm.traits == ("Ashigaru",) and farm.kind == ""
    spell = card("One with the World", "Spell", deck="Fate")
    world = parse_static("This Shugenja has +1F for each Ring you control.", spell)
    assert world is not None and world.scope == "host"
    ember = parse_static("While this Shugenja is Fire, he has +2F.", spell)
    assert ember is not None and (ember.scope, ember.when) == ("host", ("host:Fire",))
    yoritomo = personality("Yoritomo")
    weapons = parse_static("Yoritomo has +1F/+1C for each Weapon he has attached.", yoritomo)
    assert weapons is not None and weapons.each == ("attached", "", "Weapon", False)
    saiga = parse_static("Yoritomo has +1F for each of his Weapons.", yoritomo)
    assert saiga is not None and saiga.each == ("attached", "", "Weapons", False)
    kojima = parse_static("Yoritomo has +2F while bowed.", yoritomo)
    assert kojima is not None and kojima.when == ("bowed:bowed",)
    elephants = parse_trait(
        "Melee and Ranged Attacks targeting cards in this unit have -2 strength.", yoritomo
    )
    assert elephants is not None and len(elephants.penalties) == 2
    # A Sensei is not a card in play: its text gives nothing.
    assert (
        parse_static("Your Berserkers have +2F while opposed.", card("Tenshu Sensei", "Sensei"))
        is None
    )


def test_your_other_keyword_cards_and_weapons_counted() -> None:
    """Utaku Yu-Pan's other Battle Maidens (Personalities and Followers, not Yu-Pan) have
    +1F while attacking; Yoritomo has +1F for each Weapon he has attached."""
    yu_pan = personality(
        "Utaku Yu-Pan",
        force=2,
        keywords=["Battle Maiden"],
        text_plain="Your other Battle Maidens have +1F while attacking.",
    )
    maiden = personality("Utaku Rider", force=2, keywords=["Battle Maiden"])
    maidens = follower("Maiden Guard", force=1, keywords=["Battle Maiden"])
    yoritomo = personality(
        "Yoritomo", force=2, text_plain="Yoritomo has +1F for each Weapon he has attached."
    )
    t = Table(
        deck(
            "First",
            stronghold(honor=5),
            [yu_pan, maiden, yoritomo],
            [maidens, item("Katana", force=1, keywords=["Weapon"])],
        )
    )
    first = t.in_play("Utaku Yu-Pan")
    rider = t.in_play("Utaku Rider")
    guard = t.take("Maiden Guard", 0, f"on:{rider.iid}")
    boss = t.in_play("Yoritomo")
    t.take("Katana", 0, f"on:{boss.iid}")
    assert stats.force(t.state, boss) == 4
    t.to_attack()
    t.attack(1, (first, 0), (rider, 0))
    t.defend()
    assert stats.force(t.state, first) == 2
    assert stats.force(t.state, rider) == 3 and stats.force(t.state, guard) == 2


def test_who_may_bring_a_card_into_play() -> None:
    """The Gates of Hida Castle "Will only enter play if you are a Crab Clan player."
    (refused to a Lion player's recruit); Kareido no Oni "Will not join a player with 4 or
    higher Family Honor."; Terrifying Visage "Equips to an :air: Shugenja for :g1: less." """
    gates = card(
        "The Gates of Hida Castle",
        "Holding",
        deck="Dynasty",
        gold_cost=0,
        text_plain="Will only enter play if you are a Crab Clan player.",
    )
    oni = personality(
        "Kareido no Oni",
        cost=0,
        clans=["Shadowlands"],
        text_plain="Will not join a player with 4 or higher Family Honor.",
    )
    visage = parse_trait("Equips to an :air: Shugenja for :g1: less.", attachment("Visage", ""))
    assert visage is not None and visage.attach_less == (1, ("Air", "Shugenja"))
    t = Table(
        deck("First", stronghold(honor=5, clans=["Lion"]), [gates, oni]),
        deck("Second", stronghold(honor=2, clans=["Crab"]), [gates, oni]),
    )
    t.to_province("The Gates of Hida Castle", 0, 0)
    t.to_province("Kareido no Oni", 0, 1)
    t.to_province("The Gates of Hida Castle", 1, 0)
    t.to_province("Kareido no Oni", 1, 1)
    t.pass_until("dynasty", seat=0)
    mine = [t.province(0, i).pid for i in (0, 1)]
    assert not any(a.startswith(f"recruit {pid} ") for pid in mine for a in t.legal(0))
    t.pass_until("dynasty", seat=1)
    theirs = [t.province(1, i).pid for i in (0, 1)]
    assert all(any(a.startswith(f"recruit {pid} ") for a in t.legal(1)) for pid in theirs)


def test_the_other_followers_of_its_unit() -> None:
    """Gunso: "All other Followers in this unit have +1F." — not Gunso, not another unit's;
    Moto Xiao: "Followers in Xiao's army have +1F." (in a battle, his side's at his
    battlefield)."""
    gunso = follower("Gunso", force=1, text_plain="All other Followers in this unit have +1F.")
    xiao = personality("Moto Xiao", force=2, text_plain="Followers in Xiao's army have +1F.")
    parsed = parse_static("Followers in Xiao's army have +1F.", xiao)
    assert parsed is not None and parsed.when == ("in:army",)
    t = Table(deck("First", stronghold(honor=5), [STRONG, WEAK, xiao], [gunso, ASHIGARU, ASHIGARU]))
    strong = t.in_play("Strong Bushi")
    weak = t.in_play("Weak Bushi")
    leader = t.in_play("Moto Xiao")
    t.take("Gunso", 0, f"on:{strong.iid}")
    first = t.take("Ashigaru", 0, f"on:{strong.iid}")
    second = t.take("Ashigaru", 0, f"on:{weak.iid}")
    assert stats.force(t.state, t.find("Gunso")) == 1
    assert stats.force(t.state, first) == 2 and stats.force(t.state, second) == 1
    t.to_attack()
    t.attack(1, (leader, 0), (weak, 0), (strong, 1))
    t.defend()
    assert stats.force(t.state, second) == 2 and stats.force(t.state, first) == 2


def test_family_honor_and_another_card_in_play() -> None:
    """Doji Kurohito "+2F/+2C while you have 10 or higher Family Honor"; Hida Kuon
    "+1F/+1C while Hida Kuroda is in play"; Doji Masaru "Will only attach Followers with an
    Honor Requirement of 3 or higher." """
    kurohito = personality(
        "Doji Kurohito",
        force=2,
        text_plain="Kurohito has +2F/+2C while you have 10 or higher Family Honor.",
    )
    kuon = personality(
        "Hida Kuon", force=2, text_plain="Kuon has +1F/+1C while Hida Kuroda is in play."
    )
    kuroda = personality("Hida Kuroda", force=2)
    masaru = personality(
        "Doji Masaru",
        text_plain="Will only attach Followers with an Honor Requirement of 3 or higher.",
    )
    assert attach_refused(follower("Levy", requirement=2), masaru) is not None
    assert attach_refused(follower("Guard", requirement=3), masaru) is None
    t = Table(
        deck("First", stronghold(honor=9), [kurohito, kuon]),
        deck("Second", stronghold(honor=2), [kuroda]),
    )
    first = t.in_play("Doji Kurohito")
    second = t.in_play("Hida Kuon")
    assert stats.force(t.state, first) == 2 and stats.force(t.state, second) == 2
    t.act(0, "manual honor 0 1")
    assert stats.force(t.state, first) == 4
    t.in_play("Hida Kuroda", seat=1)
    assert stats.force(t.state, second) == 3


def test_a_bonus_for_each_unit_opposing_him() -> None:
    """Giuniko: "Giuniko has +1F for each unit opposing him." — two defending units, +2F;
    at home, none."""
    giuniko = personality(
        "Giuniko", force=2, text_plain="Giuniko has +1F for each unit opposing him."
    )
    t = Table(
        deck("First", stronghold(honor=5), [giuniko]),
        deck("Second", stronghold(honor=2), [STRONG, WEAK]),
    )
    him = t.in_play("Giuniko")
    first = t.in_play("Strong Bushi", seat=1)
    second = t.in_play("Weak Bushi", seat=1)
    assert stats.force(t.state, him) == 2
    t.to_attack()
    t.attack(1, (him, 0))
    t.defend((first, 0), (second, 0))
    assert stats.force(t.state, him) == 4


def test_units_that_cannot_attack() -> None:
    """Doji Katata "Katata cannot attack or defend."; Caravan Guards "This Personality
    cannot attack." (on his Follower): never assigned to an attacking army."""
    katata = personality("Doji Katata", text_plain="Katata cannot attack or defend.")
    found = parse_trait("Katata cannot attack or defend.", katata)
    assert found is not None and found.no_attack == "self" and found.no_defend
    guards = follower("Caravan Guards", force=2, text_plain="This Personality cannot attack.")
    assert parse_trait("This Personality cannot attack.", guards).no_attack == "host"  # type: ignore[union-attr]
    t = Table(deck("First", stronghold(honor=5), [katata, STRONG, WEAK], [guards]))
    first = t.in_play("Doji Katata")
    second = t.in_play("Strong Bushi")
    third = t.in_play("Weak Bushi")
    t.take("Caravan Guards", 0, f"on:{second.iid}")
    t.to_attack()
    t.act(0, "attack 1")
    legal = t.legal(0)
    assert any(a.startswith(f"assign {third.iid} ") for a in legal)
    assert not any(a.startswith(f"assign {first.iid} ") for a in legal)
    assert not any(a.startswith(f"assign {second.iid} ") for a in legal)
    assert automation(katata).status == FULL and automation(guards).status == FULL


def test_a_region_whose_province_holds_no_dynasty_cards() -> None:
    """Hida's Shrine: "This Province does not hold Dynasty cards (do not refill it)." —
    «Область»: played from its Province, it attaches to it, and the Province stays empty."""
    shrine = card(
        "Hida's Shrine",
        "Region",
        deck="Dynasty",
        gold_cost=0,
        text_plain="This Province does not hold Dynasty cards (do not refill it).",
    )
    assert automation(shrine).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), [STRONG, WEAK]),
        deck("Second", stronghold(honor=2), [shrine, STRONG, WEAK]),
    )
    t.to_province("Hida's Shrine", 1, 0, face_up=False)
    province = t.province(1, 0)
    t.pass_until("action", seat=1)
    assert province.card is None and len(province.attachments) == 1
    t.pass_until("action", seat=1, later=True)
    assert province.card is None


def test_a_region_bonus_at_its_provinces_battlefield() -> None:
    """Coastal Region: "Naval Personalities have +1F while at this Province's battlefield."
    (anyone's; «Область»: it is attached to its Province) — not at home, not a non-Naval;
    Fields of Darkness "Ninja and Shadowlands Followers ..." (either); Big Stink "Non-Goblin
    Personalities and Followers have -1F ..." """
    region = card(
        "Coastal Region",
        "Region",
        deck="Dynasty",
        gold_cost=0,
        text_plain="Naval Personalities have +1F while at this Province's battlefield.",
    )
    darkness = parse_static(
        "Ninja and Shadowlands Followers have +1F while at this Province's battlefield.", region
    )
    assert darkness is not None and darkness.traits == ("Ninja|Shadowlands",)
    stink = parse_static(
        "Non-Goblin Personalities and Followers have -1F while at this Province's battlefield.",
        region,
    )
    assert stink is not None and stink.traits == ("non-Goblin",) and stink.kind == ""
    sailor = personality("Sailor", force=2, keywords=["Naval"])
    t = Table(
        deck("First", stronghold(honor=5), [sailor, STRONG]),
        deck("Second", stronghold(honor=2), [region, WEAK]),
    )
    t.to_province("Coastal Region", 1, 0, face_up=False)
    t.pass_until("action", seat=1)
    assert t.find("Coastal Region", 1).zone == "attached"
    boat = t.in_play("Sailor")
    strong = t.in_play("Strong Bushi")
    t.pass_until("attack", seat=0, later=True)
    assert stats.force(t.state, boat) == 2
    t.attack(1, (boat, 0), (strong, 0))
    t.defend()
    assert stats.force(t.state, boat) == 3 and stats.force(t.state, strong) == 3


def test_yu_given_by_an_armor() -> None:
    """Yakamo's Armor: "This Personality has +4 Yu." — «Ю»: his losing army's samurai
    destroys a winner of Force 4 or less (he had no Yu printed); Hiruma Tsukiko "+2F and
    +2 Yu while in a defending army" is read."""
    armor = attachment("Yakamo's Armor", "This Personality has +4 Yu.", force=0, chi=0)
    tsukiko = parse_static(
        "Tsukiko has +2F and +2 Yu while in a defending army.", personality("Hiruma Tsukiko")
    )
    assert tsukiko is not None and (tsukiko.force, tsukiko.yu, tsukiko.when) == (
        2,
        2,
        ("defending",),
    )
    bushi = personality("Bushi", force=4)
    big = personality("Big Bushi", force=6)
    t = Table(
        deck("First", stronghold(honor=5), [big, bushi]),
        deck("Second", stronghold(honor=2), [WEAK], [armor]),
    )
    strong = t.in_play("Big Bushi")
    winner = t.in_play("Bushi")
    weak = t.in_play("Weak Bushi", seat=1)
    t.take("Yakamo's Armor", 1, f"on:{weak.iid}")
    t.to_attack()
    t.attack(1, (strong, 0), (winner, 0))
    t.defend((weak, 0))
    while t.game.waiting_for == "battle":
        t.act(t.game.to_act, Pass())
    assert t.game.waiting_for == "Yu"
    assert t.legal(1) == ["pass", f"yu {weak.iid} at {winner.iid}"]


def test_human_and_infantry_are_implied() -> None:
    """«Подразумевающиеся надписи»: Kyokami "+1F while in an army with any Human Shugenja"
    counts a Shugenja without the Nonhuman keyword, not a Naga one; Fields of Pyrrhic
    Victory names "Infantry Followers and Personalities" (not in a Cavalry unit)."""
    kyokami = personality(
        "Kyokami", force=2, text_plain="Kyokami has +1F while in an army with any Human Shugenja."
    )
    naga = personality("Naga Seer", keywords=["Naga", "Shugenja"])
    human = personality("Human Seer", keywords=["Shugenja"])
    field = parse_static(
        "Infantry Followers and Personalities have -1F while at this Province's battlefield.",
        card("Fields of Pyrrhic Victory", "Region", deck="Dynasty"),
    )
    assert field is not None and field.traits == ("Infantry",) and field.kind == ""
    t = Table(deck("First", stronghold(honor=5), [kyokami, naga, human]))
    first = t.in_play("Kyokami")
    seer = t.in_play("Naga Seer")
    other = t.in_play("Human Seer")
    t.to_attack()
    t.attack(1, (first, 0), (seer, 0), (other, 1))
    t.defend()
    assert stats.force(t.state, first) == 2
    t.act(0, f"manual move {other.iid} to battle:{t.province(1, 0).pid}")
    assert stats.force(t.state, first) == 3
