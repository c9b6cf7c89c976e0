"""Writing a deck in each list format and reading it back gives the same deck, unresolved
lines included."""

import json

import pytest

from decks.decklist import DeckList, UnknownLine
from decks.lists import LIST_FORMATS, parse_deck_text, write_deck
from decks.resolve import resolve_deck
from l5rdb.catalogue.models import CardType
from tests.factories import make_card, make_printing, make_set

pytestmark = pytest.mark.django_db


def contents(deck_list: DeckList) -> tuple[set, list]:
    entries = {(entry.card.id, entry.count, entry.section) for entry in deck_list.entries}
    unknown = [(line.name, line.count, line.section) for line in deck_list.unknown]
    return entries, unknown


@pytest.fixture
def sample() -> DeckList:
    ivory = make_set("Test Ivory")
    keep = make_card("Test Fortress of the Crab", type=CardType.STRONGHOLD, clans=["Crab"])
    make_printing(keep, ivory, side=1)
    make_printing(keep, ivory, side=2)
    cards = [
        (keep, 1, "pregame"),
        (make_card("Test Crab Sensei", type=CardType.SENSEI), 1, "pregame"),
        (make_card("Test Sword", type=CardType.WIND), 1, "pregame"),
        (make_card("Test Hachi"), 3, "dynasty"),
        (
            make_card(
                "Test Hachi", extended_title="Test Hachi • Experienced 2", experience_level=2
            ),
            1,
            "dynasty",
        ),
        (make_card("Naga Attaché"), 2, "dynasty"),
        (make_card("Test Mine", type=CardType.HOLDING), 3, "dynasty"),
        (make_card("Test Festival", type=CardType.EVENT), 1, "dynasty"),
        (make_card("Fall Back!", type=CardType.STRATEGY), 3, "fate"),
        (make_card("Ring of Test", type=CardType.RING), 1, "fate"),
        (make_card("Test Spear", type=CardType.ITEM), 2, "fate"),
    ]
    deck_list = DeckList.from_cards(
        {"card": card.id, "count": count, "section": section} for card, count, section in cards
    )
    deck_list.name = "Round Trip"
    deck_list.unknown = [
        UnknownLine("Hida Tensu", 2, "dynasty", "Personality"),
        UnknownLine("Unheard-of Gambit", 1, "fate", None),
    ]
    return deck_list


@pytest.mark.parametrize("as_format", LIST_FORMATS)
def test_write_then_read_gives_the_same_deck(sample: DeckList, as_format: str) -> None:
    text = write_deck(sample, as_format, "gold")
    parsed = parse_deck_text(text)
    assert parsed.source_format == as_format
    again = resolve_deck(parsed)
    if as_format == "oracle":
        # A plain list has no sections: each card goes to its own deck, unknown ones nowhere.
        assert contents(again)[0] == contents(sample)[0]
        assert [(line.name, line.count) for line in again.unknown] == [
            ("Hida Tensu", 2),
            ("Unheard-of Gambit", 1),
        ]
    else:
        assert contents(again) == contents(sample)
        assert again.name == "Round Trip"
    assert again.declared_format == "gold"
    assert parsed.notes == []


def test_l5d_output_looks_like_egg_of_pan_ku(sample: DeckList) -> None:
    text = write_deck(sample, "l5d", "gold")
    assert text.startswith(
        "# Name: Round Trip\n# Format: gold\n\n"
        "# Pre-Game (3)\n\n# Stronghold (1)\n1 Test Fortress of the Crab (1)\n"
    )
    assert "# Dynasty (12)\n" in text
    assert "\n1 Test Hachi - exp2\n" in text
    assert "# Personalities (8)\n" in text
    assert "# Fate (7)\n" in text
    assert "# Strategy (3)\n3 Fall Back!\n" in text


def test_text_output_reads_like_the_readme(sample: DeckList) -> None:
    text = write_deck(sample, "text", "gold")
    assert "Name: Round Trip\nFormat: gold\n" in text
    assert (
        "Stronghold: Test Fortress of the Crab\nSensei: Test Crab Sensei\nWind: Test Sword\n"
        in text
    )
    assert "\nDynasty:\n" in text and "\nFate:\n" in text
    assert "1 Test Hachi • Experienced 2\n" in text


def test_json_output_has_ids(sample: DeckList) -> None:
    data = json.loads(write_deck(sample, "json", "ivory"))
    assert data["name"] == "Round Trip"
    assert data["format"] == "ivory"
    assert {item["card"] for item in data["cards"]} == {entry.card.id for entry in sample.entries}
    assert data["unresolved"][0] == {
        "name": "Hida Tensu",
        "count": 2,
        "section": "dynasty",
        "type": "Personality",
    }


def test_oracle_output_has_the_legality_header(sample: DeckList) -> None:
    text = write_deck(sample, "oracle", "twenty-festivals")
    assert text.startswith("Legality: Twenty Festivals\n")
    assert "3 Test Hachi\n" in text
