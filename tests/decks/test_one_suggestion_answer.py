"""One answer for a line or a search that names no card (issue 10): validation, the deck
page, `/api/decks/validate/` (for `text` and for the `unresolved` lines of a `cards` payload)
and `/api/cards/?q=` all give the nearest cards; none says "Nothing in the pool comes close"
beside a "Did you mean"."""

import pytest
from django.urls import reverse

from decks.decklist import DeckList, UnknownLine
from decks.validation import validate_deck
from l5rdb.catalogue.models import Card
from tests.factories import make_card

pytestmark = pytest.mark.django_db


@pytest.fixture
def iguchi(db) -> Card:
    make_card("Test Hida Testeki", formats=["gold"])
    return make_card("Test Hida Iguchi", formats=["gold"])


def test_validation_finds_the_closest_cards_itself(iguchi):
    deck = DeckList(unknown=[UnknownLine("Test Hida Iguchy", 2, "dynasty")])
    [problem] = [p for p in validate_deck(deck, "gold").errors if p.code == "unknown_card"]
    assert "Nothing in the pool comes close" not in problem.message
    assert "Closest: Test Hida Iguchi" in problem.message
    assert problem.suggestions[0].title == "Test Hida Iguchi"


def test_the_api_suggests_for_unresolved_lines_of_a_cards_payload(client, iguchi):
    unresolved = [{"name": "Test Hida Iguchy", "count": 1}]
    payload = {"format": "gold", "cards": [], "unresolved": unresolved}
    data = client.post(reverse("api-deck-validate"), payload, content_type="application/json")
    body = data.json()
    assert body["unresolved"][0]["suggestions"][0]["title"] == "Test Hida Iguchi"
    [problem] = [p for p in body["errors"] if p["code"] == "unknown_card"]
    assert problem["suggestions"][0]["title"] == "Test Hida Iguchi"
    text = client.post(
        reverse("api-deck-validate"),
        {"format": "gold", "text": "Dynasty:\n1 Test Hida Iguchy\n"},
        content_type="application/json",
    ).json()
    assert text["unresolved"][0]["suggestions"] == body["unresolved"][0]["suggestions"]


def test_the_card_api_suggests_titles_when_nothing_matches(client, iguchi):
    body = client.get("/api/cards/", {"q": "test hida iguchy"}).json()
    assert body["count"] == 0 and body["suggestions"][0] == "Test Hida Iguchi"
    found = client.get("/api/cards/", {"q": "test hida iguchi"}).json()
    assert found["count"] == 1 and "suggestions" not in found
