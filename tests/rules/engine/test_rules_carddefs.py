"""From catalogue rows to the engine: Card -> CardDef, deck list -> Setup."""

import pytest

from rules.carddefs import DeckNotPlayable, card_def, deck_setup, setup_from_text
from rules.engine.abilities import gold_ability
from tests.factories import make_card

pytestmark = pytest.mark.django_db


def small_pool() -> None:
    make_card(
        "Test Fortress",
        type="Stronghold",
        clans=["Crab"],
        province_strength=7,
        gold_production=4,
        starting_honor=3,
    )
    make_card("Test Sensei", type="Sensei", clans=["Crab"], province_strength=1)
    make_card(
        "Hida Tester",
        clans=["Crab"],
        keywords=["Samurai", "Crab Clan"],
        gold_cost=5,
        force=3,
        chi=2,
        personal_honor=2,
        honor_requirement=None,
    )
    make_card(
        "Test Mine",
        type="Holding",
        gold_cost=2,
        text="<b>:bow::</b> Produce 2 Gold, or 3 Gold if you are a Crab Clan player.",
    )
    make_card(
        "Test Spearmen",
        type="Follower",
        keywords=["Infantry"],
        gold_cost=2,
        force=2,
        chi=0,
        force_is_modifier=True,
        honor_requirement=1,
        focus=2,
    )


def test_a_card_becomes_the_engines_card() -> None:
    small_pool()
    from l5rdb.catalogue.models import Card

    defn = card_def(Card.objects.get(title="Hida Tester"))
    assert (defn.title, defn.type, defn.deck, defn.clans) == (
        "Hida Tester",
        "Personality",
        "Dynasty",
        ("Crab",),
    )
    assert defn.keywords == ("Samurai", "Crab Clan") and defn.has_keyword("samurai")
    assert (defn.gold_cost, defn.force, defn.chi, defn.personal_honor) == (5, 3, 2, 2)
    assert defn.honor_requirement is None
    spearmen = card_def(Card.objects.get(title="Test Spearmen"))
    assert spearmen.force_is_modifier and spearmen.deck == "Fate" and spearmen.focus == 2
    mine = card_def(Card.objects.get(title="Test Mine"))
    assert gold_ability(mine).gold_for(["Crab"]) == 3
    stronghold = card_def(Card.objects.get(title="Test Fortress"))
    assert stronghold.deck == "" and stronghold.gold_production == 4


def test_a_deck_list_becomes_a_setup() -> None:
    small_pool()
    setup = setup_from_text(
        "Name: Tester\nStronghold: Test Fortress\nSensei: Test Sensei\n"
        "Dynasty:\n3 Hida Tester\n2 Test Mine\nFate:\n4 Test Spearmen\n"
    )
    assert setup.name == "Tester"
    assert setup.stronghold.title == "Test Fortress" and setup.sensei.title == "Test Sensei"
    assert setup.wind is None
    assert [card.title for card in setup.dynasty] == ["Hida Tester"] * 3 + ["Test Mine"] * 2
    assert [card.title for card in setup.fate] == ["Test Spearmen"] * 4


def test_decks_the_engine_cannot_set_up_say_why() -> None:
    small_pool()
    with pytest.raises(DeckNotPlayable, match="names cards that are not in the catalogue: 'No"):
        setup_from_text("Stronghold: Test Fortress\nDynasty:\n3 Nobody Known At All\n")
    with pytest.raises(DeckNotPlayable, match="needs exactly one Stronghold, not 0"):
        setup_from_text("Dynasty:\n3 Hida Tester\nFate:\n2 Test Spearmen\n")
    from decks.lists import parse_deck_text
    from decks.resolve import resolve_deck

    two = resolve_deck(parse_deck_text("Stronghold: Test Fortress\nSensei: Test Sensei\n"))
    two.add(two.entries[1].card, 1, "pregame")
    with pytest.raises(DeckNotPlayable, match="may have one Sensei, not 2"):
        deck_setup(two, "Twice taught")
