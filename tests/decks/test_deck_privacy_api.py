"""The decks API keeps decks private by default: another user, by session or by token, and a
visitor get a 404 for a private deck; a deck shared by link is read with its key (the owner
sees the link as `share_url`); a published deck is read by anyone; anyone who can read a
deck may copy it into their own decks, where the copy is private."""

import pytest
from django.contrib.auth import get_user_model
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from decks.models import Deck
from tests.deck_helpers import legal_deck

pytestmark = pytest.mark.django_db


def by_session(user) -> APIClient:
    client = APIClient()
    client.force_login(user)
    return client


def by_token(user) -> APIClient:
    client = APIClient()
    token, _ = Token.objects.get_or_create(user=user)
    client.credentials(HTTP_AUTHORIZATION=f"Token {token.key}")
    return client


@pytest.fixture(params=[by_session, by_token], ids=["session", "token"])
def login(request):
    return request.param


@pytest.fixture
def alice():
    return get_user_model().objects.create_user("alice", password="a long test password")


@pytest.fixture
def bob():
    return get_user_model().objects.create_user("bob", password="another long password")


@pytest.fixture
def deck_id(alice, login) -> int:
    sample = legal_deck()
    cards = [{"card": sample.stronghold.id, "count": 1}] + [
        {"card": card.id, "count": 3} for card in sample.dynasty + sample.fate
    ]
    response = login(alice).post("/api/decks/", {"name": "Secret", "cards": cards}, format="json")
    assert response.status_code == 201
    assert response.json()["visibility"] == "private"
    return response.json()["id"]


def reads(client: APIClient, deck_id: int, key: str = "") -> list[int]:
    query = {"key": key} if key else {}
    return [
        client.get(f"/api/decks/{deck_id}/", query).status_code,
        client.get(f"/api/decks/{deck_id}/export/", {**query, "as": "text"}).status_code,
    ]


def test_a_new_deck_is_private(deck_id, alice, bob, login) -> None:
    assert reads(login(alice), deck_id) == [200, 200]
    assert reads(login(bob), deck_id) == [404, 404]
    assert reads(APIClient(), deck_id) == [404, 404]
    assert login(bob).post(f"/api/decks/{deck_id}/copy/").status_code == 404
    response = login(bob).patch(f"/api/decks/{deck_id}/", {"name": "x"}, format="json")
    assert response.status_code == 404


def test_shared_by_link_the_key_opens_it(deck_id, alice, bob, login) -> None:
    owner = login(alice)
    response = owner.patch(f"/api/decks/{deck_id}/", {"visibility": "link"}, format="json")
    assert response.status_code == 200
    share_url = response.json()["share_url"]
    key = Deck.objects.get(pk=deck_id).share_key
    assert share_url.endswith(f"/decks/{deck_id}/?key={key}")
    assert reads(login(bob), deck_id) == [404, 404]
    assert reads(login(bob), deck_id, key) == [200, 200]
    assert reads(APIClient(), deck_id, key) == [200, 200]
    assert reads(APIClient(), deck_id, "wrong-key") == [404, 404]
    shown = login(bob).get(f"/api/decks/{deck_id}/", {"key": key}).json()
    assert shown["share_url"] is None
    response = login(bob).patch(f"/api/decks/{deck_id}/?key={key}", {"name": "Mine"}, format="json")
    assert response.status_code == 403


def test_published_anyone_reads_and_copies(deck_id, alice, bob, login) -> None:
    login(alice).patch(f"/api/decks/{deck_id}/", {"visibility": "public"}, format="json")
    assert reads(APIClient(), deck_id) == [200, 200]
    response = login(bob).post(f"/api/decks/{deck_id}/copy/")
    assert response.status_code == 201
    copy = Deck.objects.get(pk=response.json()["id"])
    assert copy.owner == bob and copy.visibility == "private"
    assert copy.name == "Copy of Secret" and copy.versions.count() == 1
    assert reads(login(alice), copy.pk) == [404, 404]
    assert APIClient().post(f"/api/decks/{deck_id}/copy/").status_code == 401


def test_an_unknown_visibility_is_named(deck_id, alice, login) -> None:
    response = login(alice).patch(
        f"/api/decks/{deck_id}/", {"visibility": "everyone"}, format="json"
    )
    assert response.status_code == 400
    assert "visibility" in response.json()
