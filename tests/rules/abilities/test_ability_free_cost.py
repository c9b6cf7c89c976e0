"""Cards that enter play or attach ignoring their Gold cost (Bringing Cards into Play —
«Ввод карт в игру»; Followers, Items, Spells — «Солдаты, предметы, заклинания и предки»):
"Attaches The Emerald Armor ignoring gold cost." (Doji Satsume), "Taki Equips non-Unique
Weapons ignoring Gold cost." (Mirumoto Taki), "Attaches to Bayushi Shoju ignoring Gold
cost." (Shoju's Armor), "Equips to a Nonhuman Fudo Personality ignoring Gold cost." (Fudo
Cultist), "Jikoji enters play ignoring Gold Cost if you control the Ring of Earth." (Jikoji,
Fist of Stone)."""

from rules.engine import play
from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, card, deck, follower, personality, ring, stronghold

SATSUME = personality(
    "Doji Satsume",
    clans=("Crane",),
    text_plain="Attaches The Emerald Armor ignoring gold cost.",
)
TAKI = personality(
    "Mirumoto Taki",
    force=4,
    clans=("Dragon",),
    text_plain="Taki Equips non-Unique Weapons ignoring Gold cost.\nTaki may attach two Weapons.",
)
ARMOR = card(
    "The Emerald Armor",
    "Item",
    deck="Fate",
    gold_cost=5,
    keywords=["Armor", "Unique"],
    force=0,
    chi=2,
    force_is_modifier=True,
    chi_is_modifier=True,
)
KATANA = card("Katana", "Item", deck="Fate", gold_cost=2, keywords=["Weapon"], force=2, chi=0)
BLADE = card(
    "Famous Blade", "Item", deck="Fate", gold_cost=3, keywords=["Weapon", "Unique"], force=3, chi=0
)
SHOJU = personality("Bayushi Shoju", clans=("Scorpion",))
SHOJUS_ARMOR = card(
    "Shoju's Armor",
    "Item",
    deck="Fate",
    gold_cost=4,
    keywords=["Armor"],
    force=1,
    chi=1,
    text_plain="Attaches to Bayushi Shoju ignoring Gold cost.",
)
CULTIST = follower(
    "Fudo Cultist",
    cost=3,
    keywords=["Fudo"],
    text_plain="Equips to a Nonhuman Fudo Personality ignoring Gold cost.",
)
FUDO_ONI = personality("Fudo Beast", clans=(), keywords=("Oni", "Fudo"))
FUDO_MAN = personality("Fudo Priest", clans=(), keywords=("Monk", "Fudo"))
JIKOJI = personality(
    "Jikoji, Fist of Stone",
    force=3,
    cost=7,
    clans=("Lion",),
    text_plain="Jikoji enters play ignoring Gold Cost if you control the Ring of Earth.\nEarth "
    "Battle: Give each of your attacking Lion Clan Samurai in Jikoji's army +1F.",
)
EARTH = ring("Ring of Earth", "Earth")


def _table(dynasty: list, fate: list) -> Table:
    return Table(deck("First", stronghold(honor=5, gold=0), dynasty=dynasty, fate=fate))


def test_the_texts_are_read() -> None:
    for defn in (SATSUME, TAKI, SHOJUS_ARMOR, CULTIST, JIKOJI):
        assert automation(defn).status == FULL, defn.title


def test_a_personality_attaches_the_named_item_for_nothing() -> None:
    """Satsume attaches The Emerald Armor for 0 Gold (the Stronghold produces none: the
    attachment is offered with nothing to pay); a Bushi would pay its 5 Gold."""
    t = _table([SATSUME, personality("Bushi")], [ARMOR])
    satsume = t.in_play("Doji Satsume")
    bushi = t.in_play("Bushi")
    armor = t.to_hand("The Emerald Armor")
    assert play.attach_cost(t.state, 0, ARMOR, satsume) == 0
    assert play.attach_cost(t.state, 0, ARMOR, bushi) == 5
    t.pass_until("action", seat=0)
    t.act(0, f"attach {armor.iid} to {satsume.iid} pay -")
    assert armor.host == satsume.iid


def test_taki_equips_non_unique_weapons_for_nothing() -> None:
    t = _table([TAKI], [KATANA, BLADE])
    taki = t.in_play("Mirumoto Taki")
    assert play.attach_cost(t.state, 0, KATANA, taki) == 0
    assert play.attach_cost(t.state, 0, BLADE, taki) == 3


def test_an_item_attaches_to_its_named_personality_for_nothing() -> None:
    t = _table([SHOJU, personality("Bushi")], [SHOJUS_ARMOR])
    assert play.attach_cost(t.state, 0, SHOJUS_ARMOR, t.in_play("Bayushi Shoju")) == 0
    assert play.attach_cost(t.state, 0, SHOJUS_ARMOR, t.in_play("Bushi")) == 4


def test_a_follower_equips_to_a_nonhuman_fudo_personality_for_nothing() -> None:
    t = _table([FUDO_ONI, FUDO_MAN], [CULTIST])
    assert play.attach_cost(t.state, 0, CULTIST, t.in_play("Fudo Beast")) == 0
    # The Monk is Human: he pays.
    assert play.attach_cost(t.state, 0, CULTIST, t.in_play("Fudo Priest")) == 3


def test_jikoji_enters_play_free_with_the_ring_of_earth() -> None:
    t = _table([JIKOJI], [EARTH])
    assert play.recruit_cost(t.state, 0, JIKOJI, "full") == 7
    t.in_play("Ring of Earth")
    assert play.recruit_cost(t.state, 0, JIKOJI, "full") == 0
