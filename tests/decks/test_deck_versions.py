"""Every save of a deck is a version (the builder and the API save through the same API;
importing a file and copying a deck save too); saving without a change makes none. The deck
page shows what the last save changed, and the history page the difference between any two
versions, as cards added and removed in each section."""

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from rest_framework.test import APIClient

from decks.models import Deck
from l5rdb.catalogue.models import CardType
from tests.factories import make_card

pytestmark = pytest.mark.django_db


@pytest.fixture
def alice():
    return get_user_model().objects.create_user("alice", password="a long test password")


@pytest.fixture
def api(alice) -> APIClient:
    client = APIClient()
    client.force_authenticate(alice)
    return client


@pytest.fixture
def cards() -> dict:
    return {
        "keep": make_card("Versioned Keep", type=CardType.STRONGHOLD, clans=["Crab"]),
        "bushi": make_card("Versioned Bushi", clans=["Crab"]),
        "mine": make_card("Versioned Mine", type=CardType.HOLDING),
        "katana": make_card("Versioned Katana", type=CardType.ITEM),
    }


def save(api: APIClient, cards: dict, counts: dict, deck_id: int | None = None, **extra):
    body = {
        "cards": [{"card": cards[name].id, "count": count} for name, count in counts.items()],
        **extra,
    }
    if deck_id is None:
        response = api.post("/api/decks/", {"name": "Versions", **body}, format="json")
    else:
        response = api.put(f"/api/decks/{deck_id}/", body, format="json")
    assert response.status_code in (200, 201), response.content
    return response.json()["id"]


def test_every_save_is_a_version_and_an_unchanged_save_is_not(api, cards) -> None:
    deck_id = save(api, cards, {"keep": 1, "bushi": 3, "katana": 2})
    save(api, cards, {"keep": 1, "bushi": 2, "mine": 3, "katana": 2}, deck_id)
    save(api, cards, {"keep": 1, "bushi": 2, "mine": 3, "katana": 2}, deck_id)
    save(api, cards, {"keep": 1, "bushi": 2, "mine": 3, "katana": 2}, deck_id, name="Renamed")
    deck = Deck.objects.get(pk=deck_id)
    assert [version.number for version in deck.versions.order_by("number")] == [1, 2, 3]
    assert [version.name for version in deck.versions.order_by("number")] == [
        "Versions",
        "Versions",
        "Renamed",
    ]


def test_the_deck_page_shows_what_the_last_save_changed(api, alice, cards) -> None:
    deck_id = save(api, cards, {"keep": 1, "bushi": 3, "katana": 2})
    save(api, cards, {"keep": 1, "bushi": 1, "mine": 3}, deck_id)
    client = Client()
    client.force_login(alice)
    page = client.get(f"/decks/{deck_id}/").content.decode()
    last = page[page.index('id="last-change"') :]
    assert "+3 Versioned Mine" in last
    assert "−2 Versioned Bushi" in last
    assert "−2 Versioned Katana" in last
    assert f'<a href="/decks/{deck_id}/history/">' in page


def test_the_history_compares_any_two_versions_by_section(api, alice, cards) -> None:
    deck_id = save(api, cards, {"keep": 1, "bushi": 3})
    save(api, cards, {"keep": 1, "bushi": 3, "katana": 1}, deck_id)
    save(api, cards, {"keep": 1, "mine": 2, "katana": 3}, deck_id)
    client = Client()
    client.force_login(alice)
    page = client.get(f"/decks/{deck_id}/history/", {"a": 1, "b": 3}).content.decode()
    diff = page[page.index('id="difference"') : page.index("<h2>Versions</h2>")]
    dynasty = diff[diff.index('data-section="dynasty"') : diff.index('data-section="fate"')]
    fate = diff[diff.index('data-section="fate"') :]
    assert "+2 Versioned Mine" in dynasty and "−3 Versioned Bushi" in dynasty
    assert "+3 Versioned Katana" in fate
    assert 'data-section="pregame"' not in diff
    # Asked the wrong way round, the older version still comes first.
    again = client.get(f"/decks/{deck_id}/history/", {"a": 3, "b": 1}).content.decode()
    assert "From version 1 to version 3" in again
    assert "Version 3" in page and "Version 1" in page


def test_unresolved_lines_count_in_the_difference(api, alice, cards) -> None:
    response = api.post(
        "/api/decks/", {"name": "Typos", "text": "Fate:\n2 Versioned Katan\n"}, format="json"
    )
    deck_id = response.json()["id"]
    api.put(f"/api/decks/{deck_id}/", {"text": "Fate:\n2 Versioned Katana\n"}, format="json")
    client = Client()
    client.force_login(alice)
    page = client.get(f"/decks/{deck_id}/history/").content.decode()
    assert "−2 Versioned Katan<" in page and "+2 Versioned Katana<" in page
