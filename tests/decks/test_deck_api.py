"""The decks API: validation, saved decks (CRUD, ownership), export, and the schema."""

import json

import pytest
from django.contrib.auth import get_user_model
from rest_framework.test import APIClient

from decks.decklist import DeckList
from decks.models import Deck
from tests.deck_helpers import SampleDeck, legal_deck

pytestmark = pytest.mark.django_db

VALIDATE = "/api/decks/validate/"


@pytest.fixture
def deck() -> SampleDeck:
    return legal_deck()


@pytest.fixture
def client() -> APIClient:
    return APIClient()


@pytest.fixture
def alice() -> object:
    return get_user_model().objects.create_user("alice", password="x")


@pytest.fixture
def bob() -> object:
    return get_user_model().objects.create_user("bob", password="x")


def as_text(deck: SampleDeck) -> str:
    lines = [f"Stronghold: {deck.stronghold.title}", "Dynasty:"]
    lines += [f"3 {card.title}" for card in deck.dynasty]
    lines += ["Fate:"] + [f"3 {card.title}" for card in deck.fate]
    return "\n".join(lines)


def as_cards(deck: SampleDeck) -> list[dict]:
    return [
        {"card": card.id, "count": count, "section": section}
        for card, count, section in deck.lines()
    ]


def saved(deck: SampleDeck, owner: object | None, name: str = "Saved") -> Deck:
    row = Deck.objects.create(name=name, owner=owner, visibility="public")
    row.replace_contents(DeckList.from_cards(as_cards(deck)))
    return row


# Validation ---------------------------------------------------------------------------------


def test_validate_text_returns_the_report_and_the_cards(
    client: APIClient, deck: SampleDeck
) -> None:
    response = client.post(VALIDATE, {"format": "gold", "text": as_text(deck)}, format="json")
    assert response.status_code == 200, response.content
    data = response.json()
    assert data["valid"] is True
    assert data["format"] == "gold"
    assert data["counts"] == {
        "pregame": 1,
        "dynasty": 42,
        "fate": 42,
        "types": {"Holding": 18, "Personality": 24, "Strategy": 42, "Stronghold": 1},
        "unknown": 0,
    }
    assert data["cards"][0] == {
        "card": deck.stronghold.id,
        "title": "Test Keep of the Crab",
        "type": "Stronghold",
        "count": 1,
        "section": "pregame",
    }
    assert len(data["cards"]) == 29
    assert data["unresolved"] == []


def test_validate_text_reports_unknown_lines_with_suggestions(
    client: APIClient, deck: SampleDeck
) -> None:
    text = as_text(deck) + "\n1 Test Strategy Zero\n"
    data = client.post(VALIDATE, {"text": text}, format="json").json()
    assert data["valid"] is False
    [problem] = data["errors"]
    assert problem["code"] == "unknown_card"
    assert problem["line"] == 32
    assert problem["cards"] == [{"id": None, "title": "Test Strategy Zero"}]
    assert problem["suggestions"][0]["title"].startswith("Test Strategy")
    [line] = data["unresolved"]
    assert (line["name"], line["count"], line["section"], line["line"]) == (
        "Test Strategy Zero",
        1,
        "fate",
        32,
    )
    assert line["suggestions"] == problem["suggestions"]


def test_validate_cards(client: APIClient, deck: SampleDeck) -> None:
    cards = as_cards(deck)
    cards[1]["count"] = 4
    data = client.post(VALIDATE, {"format": "ivory", "cards": cards}, format="json").json()
    assert data["format"] == "ivory"
    codes = {problem["code"] for problem in data["errors"]}
    assert codes == {"too_many_copies", "not_legal_in_format"}


def test_a_card_without_a_section_goes_in_its_own_deck(client: APIClient, deck: SampleDeck) -> None:
    cards = [{"card": card.id, "count": count} for card, count, _section in deck.lines()]
    data = client.post(VALIDATE, {"cards": cards}, format="json").json()
    assert data["valid"] is True


def test_the_format_the_list_declares_is_the_default(client: APIClient, deck: SampleDeck) -> None:
    data = client.post(VALIDATE, {"text": "Format: ivory\n" + as_text(deck)}, format="json").json()
    assert data["format"] == "ivory"
    data = client.post(
        VALIDATE, {"format": "gold", "text": "Format: ivory\n" + as_text(deck)}, format="json"
    ).json()
    assert data["format"] == "gold"
    assert [warning["code"] for warning in data["warnings"]] == ["format_mismatch"]
    data = client.post(VALIDATE, {"format": None, "text": as_text(deck)}, format="json").json()
    assert data["format"] == "gold"


@pytest.mark.parametrize(
    ("payload", "field", "message"),
    [
        ({}, "non_field_errors", "Send the deck as 'text' or as 'cards'."),
        ({"text": "1 A", "cards": []}, "text", "Send either 'text' or 'cards', not both."),
        ({"text": "x" * (201 * 1024)}, "text", "The deck list is 201 KB; the limit is 200 KB."),
        ({"text": "1 A", "format": "platinum"}, "format", "unknown format 'platinum'"),
        ({"cards": [{"card": 999999, "count": 1}]}, "cards", "there is no card with id 999999"),
        ({"text": '{"cards": ['}, "text", "not valid JSON"),
        ({"text": "1 A", "list_format": "xml"}, "list_format", "not a valid choice"),
    ],
)
def test_bad_requests_are_400_naming_the_problem(
    client: APIClient, deck: SampleDeck, payload: dict, field: str, message: str
) -> None:
    response = client.post(VALIDATE, payload, format="json")
    assert response.status_code == 400
    assert message in json.dumps(response.json()[field])


def test_too_many_copies_on_one_line_is_400(client: APIClient, deck: SampleDeck) -> None:
    response = client.post(
        VALIDATE, {"cards": [{"card": deck.stronghold.id, "count": 100}]}, format="json"
    )
    assert response.status_code == 400
    assert "count" in json.dumps(response.json())


# Saved decks --------------------------------------------------------------------------------


def test_anonymous_users_list_nothing_and_cannot_write(client: APIClient, deck: SampleDeck) -> None:
    saved(deck, None)
    assert client.get("/api/decks/").json()["results"] == []
    response = client.post("/api/decks/", {"name": "Nope", "cards": as_cards(deck)}, format="json")
    assert response.status_code == 401


def test_the_list_shows_your_own_decks(client: APIClient, deck: SampleDeck, alice, bob) -> None:
    saved(deck, alice, "Alice's")
    saved(deck, bob, "Bob's")
    client.force_authenticate(alice)
    names = [item["name"] for item in client.get("/api/decks/").json()["results"]]
    assert names == ["Alice's"]


def test_create_from_cards_and_read_it_back(client: APIClient, deck: SampleDeck, alice) -> None:
    client.force_authenticate(alice)
    response = client.post(
        "/api/decks/",
        {"name": "Crab", "format": "Gold Edition", "cards": as_cards(deck)},
        format="json",
    )
    assert response.status_code == 201, response.content
    created = response.json()
    assert created["owner"] == "alice"
    assert created["format"] == "gold"
    assert created["validation"]["valid"] is True
    row = Deck.objects.get(pk=created["id"])
    assert row.owner == alice
    assert row.entries.count() == 29


def test_create_from_text_keeps_unknown_lines(client: APIClient, deck: SampleDeck, alice) -> None:
    client.force_authenticate(alice)
    text = "Name: From Text\nFormat: ivory\n" + as_text(deck) + "\n2 Hida Tensu\n"
    response = client.post("/api/decks/", {"text": text}, format="json")
    assert response.status_code == 201, response.content
    data = response.json()
    assert (data["name"], data["format"]) == ("From Text", "ivory")
    assert [(line["name"], line["count"], line["section"]) for line in data["unresolved"]] == [
        ("Hida Tensu", 2, "fate")
    ]
    assert "unknown_card" in {problem["code"] for problem in data["validation"]["errors"]}


def test_a_deck_needs_a_name(client: APIClient, deck: SampleDeck, alice) -> None:
    client.force_authenticate(alice)
    response = client.post("/api/decks/", {"cards": as_cards(deck)}, format="json")
    assert response.status_code == 400
    assert response.json() == {"name": ["A deck needs a name."]}


def test_anyone_may_read_a_deck_by_id(client: APIClient, deck: SampleDeck, alice) -> None:
    row = saved(deck, alice)
    data = client.get(f"/api/decks/{row.pk}/").json()
    assert data["name"] == "Saved"
    assert data["owner"] == "alice"
    assert len(data["cards"]) == 29
    assert data["validation"]["valid"] is True


def test_only_the_owner_may_change_or_delete(
    client: APIClient, deck: SampleDeck, alice, bob
) -> None:
    row = saved(deck, alice)
    client.force_authenticate(bob)
    assert client.patch(f"/api/decks/{row.pk}/", {"name": "Mine"}, format="json").status_code == 403
    assert client.delete(f"/api/decks/{row.pk}/").status_code == 403
    client.force_authenticate(alice)
    response = client.patch(
        f"/api/decks/{row.pk}/",
        {"name": "Renamed", "cards": as_cards(deck)[:1]},
        format="json",
    )
    assert response.status_code == 200, response.content
    assert response.json()["name"] == "Renamed"
    assert Deck.objects.get(pk=row.pk).entries.count() == 1
    assert client.delete(f"/api/decks/{row.pk}/").status_code == 204
    assert not Deck.objects.filter(pk=row.pk).exists()


def test_a_patch_without_cards_keeps_them(client: APIClient, deck: SampleDeck, alice) -> None:
    row = saved(deck, alice)
    client.force_authenticate(alice)
    client.patch(f"/api/decks/{row.pk}/", {"description": "Notes"}, format="json")
    assert row.entries.count() == 29


# Export -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("as_format", "content_type", "extension", "expected"),
    [
        ("l5d", "text/plain", "l5d", "# Dynasty (42)"),
        ("text", "text/plain", "txt", "Stronghold: Test Keep of the Crab"),
        ("oracle", "text/plain", "txt", "Legality: Gold"),
        ("json", "application/json", "json", '"format": "gold"'),
    ],
)
def test_export(
    client: APIClient,
    deck: SampleDeck,
    alice,
    as_format: str,
    content_type: str,
    extension: str,
    expected: str,
) -> None:
    row = saved(deck, alice, "Crab Export")
    response = client.get(f"/api/decks/{row.pk}/export/", {"as": as_format})
    assert response.status_code == 200
    assert response["Content-Type"].startswith(content_type)
    assert response["Content-Disposition"] == f'attachment; filename="crab-export.{extension}"'
    assert expected in response.content.decode()


def test_export_defaults_to_text_and_refuses_unknown_formats(
    client: APIClient, deck: SampleDeck
) -> None:
    row = saved(deck, None)
    assert b"Stronghold:" in client.get(f"/api/decks/{row.pk}/export/").content
    response = client.get(f"/api/decks/{row.pk}/export/", {"as": "xml"})
    assert response.status_code == 400
    assert "xml" in response.json()["as"]


def test_the_schema_documents_the_decks_api(client: APIClient) -> None:
    response = client.get("/api/schema/", {"format": "json"})
    assert response.status_code == 200
    paths = response.json()["paths"]
    assert "/api/decks/validate/" in paths
    assert "/api/decks/{id}/export/" in paths
    assert "post" in paths["/api/decks/"]


def test_a_very_long_unknown_line_is_kept_whole(client: APIClient, deck: SampleDeck, alice) -> None:
    client.force_authenticate(alice)
    junk = "Hida " + "x" * 600
    response = client.post(
        "/api/decks/", {"name": "Long", "text": f"Fate:\n1 {junk}\n"}, format="json"
    )
    assert response.status_code == 201, response.content
    assert response.json()["unresolved"][0]["name"] == junk


def test_a_name_from_the_list_is_checked_too(client: APIClient, deck: SampleDeck, alice) -> None:
    client.force_authenticate(alice)
    response = client.post("/api/decks/", {"text": "Name: " + "N" * 250 + "\n"}, format="json")
    assert response.status_code == 400
    assert response.json() == {"name": ["A deck name is at most 200 characters."]}
