"""Attaching for no Gold (`rules.engine.free_attach`; «Оплата» — paying costs): what a
Personality "attaches ... ignoring Gold cost" costs nothing attaching to him, and an
attachment that "Attaches to X ignoring Gold cost" costs nothing attaching to X; any other
attaching pays in full."""

from rules.engine import play
from rules.engine.actions import Attach
from rules.engine.cards import CardDef
from rules.engine.coverage import FULL, assess
from tests.rules_cards import Table, card, deck, personality, stronghold


def _item(title: str, cost: int, keywords: tuple[str, ...] = (), text: str = "") -> CardDef:
    return card(
        title,
        "Item",
        deck="Fate",
        force=1,
        chi=1,
        force_is_modifier=True,
        chi_is_modifier=True,
        gold_cost=cost,
        keywords=list(keywords),
        text_plain=text,
    )


ESHRU = personality(
    "Eshru",
    force=2,
    chi=4,
    keywords=("Naga", "Nonhuman", "Shugenja"),
    text_plain="Attaches Crystal Items ignoring Gold cost.",
)
GOJU_HITOMI = personality(
    "Goju Hitomi",
    force=4,
    chi=4,
    keywords=("Ninja", "Shadowlands"),
    text_plain="Attaches The Obsidian Hand ignoring Gold cost.",
)
TAKI = personality(
    "Mirumoto Taki",
    force=3,
    chi=3,
    keywords=("Dragon Clan", "Samurai"),
    text_plain="Taki Equips non-Unique Weapons ignoring Gold cost.",
)
BUSHI = personality("Plain Samurai", force=2, chi=2)
CRYSTAL_BLADE = _item("Crystal Blade", 4, ("Crystal", "Weapon"))
HAND = _item("The Obsidian Hand", 5, ("Unique", "Weapon"))
KATANA = _item("Katana", 3, ("Weapon",))
ARMOR = _item(
    "Yoritomo's Armor",
    4,
    ("Unique", "Armor"),
    text="Attaches to Yoritomo ignoring Gold cost.",
)
YORITOMO = personality("Yoritomo", force=4, chi=4, keywords=("Mantis Clan", "Samurai"))


def test_a_personality_attaches_some_cards_for_nothing() -> None:
    """Eshru: "Attaches Crystal Items ignoring Gold cost." — the Crystal Blade costs him 0,
    the Katana 3; the Crystal Blade costs another Personality 4. Goju Hitomi: "Attaches The
    Obsidian Hand ignoring Gold cost." (by its title). Mirumoto Taki: "Taki Equips
    non-Unique Weapons ignoring Gold cost." — the Katana costs 0, The Obsidian Hand
    (Unique) its 5."""
    for defn in (ESHRU, GOJU_HITOMI, TAKI):
        assert assess(defn).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[ESHRU, GOJU_HITOMI, TAKI, BUSHI]),
        deck("Second", stronghold(honor=2)),
    )
    eshru = t.in_play("Eshru")
    hitomi = t.in_play("Goju Hitomi")
    taki = t.in_play("Mirumoto Taki")
    other = t.in_play("Plain Samurai")
    assert play.attach_cost(t.state, 0, CRYSTAL_BLADE, eshru) == 0
    assert play.attach_cost(t.state, 0, KATANA, eshru) == 3
    assert play.attach_cost(t.state, 0, CRYSTAL_BLADE, other) == 4
    assert play.attach_cost(t.state, 0, HAND, hitomi) == 0
    assert play.attach_cost(t.state, 0, HAND, other) == 5
    assert play.attach_cost(t.state, 0, KATANA, taki) == 0
    assert play.attach_cost(t.state, 0, HAND, taki) == 5


def test_an_item_attaches_to_its_owner_for_nothing() -> None:
    """Yoritomo's Armor: "Attaches to Yoritomo ignoring Gold cost." Attached to Yoritomo
    from the hand with no Gold paid; to another Personality it costs 4."""
    assert assess(ARMOR).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[YORITOMO, BUSHI], fate=[ARMOR]),
        deck("Second", stronghold(honor=2)),
    )
    lord = t.in_play("Yoritomo")
    other = t.in_play("Plain Samurai")
    assert play.attach_cost(t.state, 0, ARMOR, other) == 4
    assert play.attach_cost(t.state, 0, ARMOR, lord) == 0
    armor = t.to_hand("Yoritomo's Armor")
    t.pass_until("action", seat=0)
    t.act(0, Attach(armor.iid, lord.iid, ()))
    assert armor.host == lord.iid


def test_an_unknown_description_is_not_read() -> None:
    """ "Hiroru Equips Items that will not attach to a non-Ninja ignoring Gold Cost." (Matsu
    Hiroru): a description of cards by what their text says is not read."""
    hiroru = personality(
        "Matsu Hiroru",
        text_plain="Hiroru Equips Items that will not attach to a non-Ninja ignoring Gold Cost.",
    )
    assert assess(hiroru).status != FULL
