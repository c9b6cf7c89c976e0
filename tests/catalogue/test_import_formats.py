"""Each card file format imports on its own into an empty catalogue, and the three merge into
one pool without duplicates (issue 2, "Import")."""

import datetime

import pytest
from importing_helpers import (
    GOLD_ARCS,
    empty_catalogue,
    oracle_card,
    write_json,
    write_set,
    write_set_info,
    write_text,
)

from l5rdb.catalogue.importing import import_cards
from l5rdb.catalogue.models import Card, Printing, Set

pytestmark = pytest.mark.django_db

TENSHU = {
    "title": "Hida Tenshu",
    "types": ["Personality"],
    "decks": ["Dynasty"],
    "clans": ["Crab"],
    "keywords": ["Berserker", "Crab Clan", "Soul of Hida Amoro"],
    "text": 'Will not attach Armor.<br><b onclick="x()">Battle:</b> Bow.<script>alert(1)</script>',
    "gold_cost": 7,
    "force": 6,
    "chi": 1,
    "personal_honor": 0,
    "honor_requirement": None,
    "legality": ["Four Winds (Gold)", "Legacy"],
    "rarity": "Rare",
    "artist": "Jim Pavelec",
    "flavor_text": "<i>The wall stands.</i>",
    "collector_number": "42",
}
AMORO = {
    "title": "Hida Amoro",
    "types": ["Personality"],
    "decks": ["Dynasty"],
    "clans": ["Crab"],
    "keywords": ["Berserker", "Crab Clan"],
    "text": "Old text.",
    "gold_cost": 6,
    "force": 5,
    "chi": 1,
    "personal_honor": 1,
    "legality": ["Clan Wars (Imperial)"],
}
BOW = {
    "title": "Bow of the Kami",
    "types": ["Item"],
    "decks": ["Fate"],
    "keywords": ["Weapon"],
    "gold_cost": "5*",
    "focus": 1,
    "force": "+2",
    "chi": "+*",
    "legality": ["Four Winds (Gold)"],
}
FORTRESS = {
    "title": "The Impregnable Fortress of the Crab",
    "types": ["Stronghold"],
    "decks": ["Pre-Game"],
    "clans": ["Crab"],
    "text": "Your Crab Clan Personalities have +1F while opposed.",
    "province_strength": 7,
    "gold_production": 4,
    "starting_honor": 3,
    "legality": ["Four Winds (Gold)"],
    "collector_number": "55",
    "doublesided": True,
}
FORTRESS_BACK = {
    "title": "The Impregnable Fortress of the Crab",
    "is_back": True,
    "types": ["Stronghold"],
    "decks": ["Pre-Game"],
    "text": "The other face.",
    "province_strength": 9,
    "gold_production": 4,
    "starting_honor": 3,
    "collector_number": "55",
}


def test_set_files_import_into_an_empty_catalogue(tmp_path):
    empty_catalogue()
    write_set_info(tmp_path, GOLD_ARCS)
    write_set(tmp_path / "sets", "Imperial Edition", [AMORO, {**TENSHU, "text": "Imperial."}])
    write_set(tmp_path / "sets", "Gold Edition", [TENSHU, BOW, FORTRESS, FORTRESS_BACK])

    report = import_cards([tmp_path])

    assert report.ok, report.summary()
    assert Set.objects.count() == 2
    assert Card.objects.count() == 4
    assert Printing.objects.count() == 6  # both faces of the stronghold are printings
    gold = Set.objects.get(name="Gold Edition")
    assert (gold.arc, gold.format.slug, gold.code) == ("Four Winds", "gold", "GE")
    assert gold.release_date == datetime.date(2001, 8, 1)
    assert Set.objects.get(name="Imperial Edition").order < gold.order

    tenshu = Card.objects.get(title="Hida Tenshu")
    # The latest set's printing supplies the text; the older Imperial text is not used.
    assert tenshu.latest_set == gold and tenshu.first_set.name == "Imperial Edition"
    assert "<script>" not in tenshu.text and "onclick" not in tenshu.text
    assert tenshu.text.startswith("Will not attach Armor.<br><b>Battle:</b>")
    assert tenshu.text_plain == "Will not attach Armor.\nBattle: Bow."
    assert (tenshu.gold_cost, tenshu.force, tenshu.chi, tenshu.personal_honor) == (7, 6, 1, 0)
    assert tenshu.honor_requirement is None
    assert sorted(tenshu.clans.values_list("name", flat=True)) == ["Crab"]
    assert {"Berserker", "Crab Clan", "Human"} <= set(
        tenshu.keywords.values_list("name", flat=True)
    )
    assert list(tenshu.soul_of.values_list("title", flat=True)) == ["Hida Amoro"]
    # Its legality line, and Imperial: it is printed in Imperial Edition, a set of that arc.
    assert set(tenshu.formats.values_list("slug", flat=True)) == {"gold", "legacy", "imperial"}
    printing = tenshu.printings.get(set=gold)
    assert (printing.rarity, printing.artist, printing.collector_number) == (
        "Rare",
        "Jim Pavelec",
        "42",
    )
    assert printing.flavor == "<i>The wall stands.</i>"
    assert printing.flavor_plain == "The wall stands."

    bow = Card.objects.get(title="Bow of the Kami")
    assert (bow.gold_cost, bow.force, bow.chi) == (5, 2, None)
    assert bow.force_is_modifier and bow.chi_is_modifier
    assert sorted(bow.variable_stats) == ["chi", "gold_cost"]
    assert bow.printed == {"gold_cost": "5*", "force": "+2", "chi": "+*"}

    fortress = Card.objects.get(title=FORTRESS["title"])
    assert fortress.province_strength == 7
    assert fortress.back["stats"]["province_strength"] == 9
    assert fortress.back["text"] == "The other face."
    assert sorted(fortress.printings.values_list("side", flat=True)) == [1, 2]


def test_oracle_json_imports_on_its_own(tmp_path):
    empty_catalogue()
    card = oracle_card(
        142,
        "Agasha Kodo",
        [
            {"set": "Second City", "rarity": "Uncommon", "number": "46", "artist": "Jim Pavelec"},
            {"set": "Promotional&ndash;Emperor", "rarity": "Promo"},
        ],
        type="Personality",
        deck="Dynasty",
        clan="Phoenix",
        keywords=["Courtier", "Phoenix Clan"],
        force="0",
        chi="4",
        honor="-",
        ph="4",
        cost="7",
        text="<b>Political Open:</b> Straighten a target Holding.",
        legality=["Age of Conquest (Emperor)", "Modern"],
    )
    path = write_json(tmp_path, "personalities.json", [card])

    report = import_cards([path])

    assert report.ok, report.summary()
    kodo = Card.objects.get()
    assert kodo.oracle_id == 142
    assert (kodo.force, kodo.chi, kodo.personal_honor, kodo.gold_cost) == (0, 4, 4, 7)
    assert kodo.honor_requirement is None and kodo.printed == {"honor_requirement": "-"}
    assert kodo.deck == "Dynasty" and kodo.type == "Personality"
    assert set(kodo.formats.values_list("slug", flat=True)) == {"emperor", "modern"}
    assert {"Courtier", "Diplomat"} <= set(kodo.keywords.values_list("name", flat=True))
    assert sorted(Set.objects.values_list("name", flat=True)) == [
        "Promotional–Emperor",
        "Second City",
    ]
    assert kodo.printings.get(set__name="Second City").collector_number == "46"


KAMISASORI = """<cards version = "Nov 14, 2013 Kamisasori no Kaisho (Emperor)">
  <card id="BtD012" type="personality">
    <name>Hiruma Akio - exp</name>
    <rarity>f</rarity>
    <edition>TSE</edition><image edition="TSE">images/cards/TSE/TSE030.jpg</image>
    <edition>BtD</edition><image edition="BtD">images/cards/BtD/BtD012.jpg</image>
    <legal>open</legal>
    <legal>emperor</legal>
    <clan>crab</clan>
    <text><![CDATA[<b>Crab Clan &#8226; Samurai &#8226; Scout &#8226; Experienced &#8226; Unique</b>
 <br><b>Battle:</b> Bow your performing Follower: Ranged 5 Attack.]]></text>
    <force>4</force>
    <chi>3</chi>
    <personal_honor>3</personal_honor>
    <cost>7</cost>
    <honor_req>-</honor_req>
    <flavor><![CDATA["Perhaps."]]></flavor>
    <artist><![CDATA[Conceptopolis]]></artist>
  </card>
</cards>
"""


def test_kamisasori_xml_imports_on_its_own(tmp_path):
    empty_catalogue()
    write_set_info(tmp_path, GOLD_ARCS)
    write_text(tmp_path, "cards-emperor.xml", KAMISASORI)

    report = import_cards([tmp_path])

    assert report.ok, report.summary()
    akio = Card.objects.get()
    assert akio.extended_title == "Hiruma Akio • Experienced"
    assert akio.experience_level == 1 and akio.is_unique
    assert akio.traits == ["Crab Clan", "Samurai", "Scout", "Experienced", "Unique"]
    assert akio.text == "<b>Battle:</b> Bow your performing Follower: Ranged 5 Attack."
    assert akio.deck == "Dynasty" and akio.honor_requirement is None
    assert list(akio.clans.values_list("name", flat=True)) == ["Crab"]
    # <legal>, and the arc of Before the Dawn (Celestial in set_info).
    assert set(akio.formats.values_list("slug", flat=True)) == {"legacy", "emperor", "celestial"}
    # "BtD" is set_info's code for Before the Dawn; "TSE" is unknown here and stays a code.
    printings = {p.set.name: p for p in akio.printings.select_related("set")}
    assert set(printings) == {"Before the Dawn", "TSE"}
    assert printings["Before the Dawn"].kamisasori_id == "BtD012"
    assert printings["Before the Dawn"].artist == "Conceptopolis"
    assert printings["TSE"].kamisasori_id == "TSE030" and printings["TSE"].artist == ""


def test_the_three_formats_merge_into_one_pool(tmp_path):
    """Oracle and Kamisasori describe cards the set files already have: they are matched
    (titles with entities, "&ndash;" set names, edition codes) and fill in what the set
    files lack; a card only they have joins the pool, and the report names its source."""
    empty_catalogue()
    write_set_info(tmp_path, GOLD_ARCS)
    tenshu = {**TENSHU, "artist": None, "collector_number": "42"}
    write_set(tmp_path / "sets", "Gold Edition", [tenshu, BOW])
    write_set(tmp_path / "sets", "Promotional – Gold", [{**BOW, "rarity": "Promo"}])
    write_json(
        tmp_path / "oracle",
        "personalities.json",
        [
            oracle_card(
                901,
                "Hida Tenshu",
                [{"set": "Gold Edition", "number": "42", "artist": "Jim Pavelec"}],
                type="Personality",
                deck="Dynasty",
            ),
            oracle_card(
                902,
                "Naginata",
                [{"set": "Gold Edition", "number": "7"}],
                type="Item",
                deck="Fate",
            ),
        ],
    )
    write_json(
        tmp_path / "oracle",
        "items.json",
        [
            oracle_card(
                903,
                "Bow of the Kami",
                [{"set": "Promotional&ndash;Gold"}, {"set": "Gold Edition"}],
                type="Item",
                deck="Fate",
            )
        ],
    )
    write_text(
        tmp_path / "kamisasori",
        "cards.xml",
        """<cards><card id="Gold011" type="item"><name>Bow of the Kami</name><rarity>r</rarity>
        <edition>Gold</edition><image edition="Gold">images/cards/Gold/Gold011.jpg</image>
        <text><![CDATA[<b>Weapon</b> <br>]]></text></card></cards>""",
    )

    report = import_cards([tmp_path])

    assert report.ok, report.summary()
    assert Set.objects.count() == 2
    assert Card.objects.count() == 3
    assert Printing.objects.count() == 4
    assert Card.objects.get(title="Hida Tenshu").oracle_id == 901
    assert Card.objects.get(title="Bow of the Kami").oracle_id == 903
    # Oracle fills the artist the set file lacks.
    assert Printing.objects.get(card__title="Hida Tenshu").artist == "Jim Pavelec"
    bow_gold = Printing.objects.get(card__title="Bow of the Kami", set__name="Gold Edition")
    assert bow_gold.kamisasori_id == "Gold011"
    # The spellings the other databases used are remembered on the sets.
    assert "Promotional–Gold" in Set.objects.get(name="Promotional – Gold").aliases
    assert "Gold" in Set.objects.get(name="Gold Edition").aliases
    # A card the set files do not have joins the pool, printed in the set Oracle names.
    naginata = Card.objects.get(title="Naginata")
    assert naginata.oracle_id == 902
    assert [(p.set.name, p.collector_number) for p in naginata.printings.all()] == [
        ("Gold Edition", "7")
    ]
    assert report.added_by_source() == {"Oracle of the Void": ["Naginata"]}
    assert "cards only Oracle of the Void has (1): Naginata" in report.summary()
    assert not [problem for problem in report.problems if problem.level == "skipped"]
