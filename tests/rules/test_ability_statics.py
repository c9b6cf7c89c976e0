"""Static traits read from real card texts (titles cited): attachment restrictions with a
minimum value, cheaper attachments, conditional and counted continuous bonuses, keywords
given while a condition holds («Способности и надписи», «Бонусы и штрафы», «Солдаты,
предметы, заклинания и предки»)."""

import pytest

from rules.engine import IllegalAction
from rules.engine.actions import Attach, Pass
from rules.engine.coverage import FULL, automation
from rules.engine.restrictions import attach_refused, parse_restriction
from rules.engine.traits import parse_trait
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
