"""The API authenticates by session or by token (made on the account page); HTTP Basic is
off, so a password never travels with API requests and costs nothing to refuse."""

import base64

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from decks.models import Deck

pytestmark = pytest.mark.django_db

PASSWORD = "the right password 1"


@pytest.fixture
def tsuru():
    return get_user_model().objects.create_user("tsuru", "tsuru@example.com", PASSWORD)


def test_the_account_page_makes_replaces_and_revokes_a_token(tsuru) -> None:
    client = Client()
    client.force_login(tsuru)
    assert "You have no API token" in client.get("/accounts/").content.decode()
    client.post("/accounts/token/")
    first = Token.objects.get(user=tsuru).key
    assert first in client.get("/accounts/").content.decode()
    client.post("/accounts/token/")
    second = Token.objects.get(user=tsuru).key
    assert second != first
    client.post("/accounts/token/", {"revoke": "1"})
    assert not Token.objects.filter(user=tsuru).exists()


def test_the_token_page_needs_a_login() -> None:
    assert Client().post("/accounts/token/").status_code == 302
    assert not Token.objects.exists()


def test_a_token_authenticates_api_requests(tsuru) -> None:
    token = Token.objects.create(user=tsuru)
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {token.key}")
    response = client.post("/api/decks/", {"name": "By token"}, format="json")
    assert response.status_code == 201
    assert response.json()["owner"] == "tsuru"
    client.credentials(HTTP_AUTHORIZATION="Token not-a-token")
    assert client.get("/api/decks/").status_code == 401


def test_http_basic_is_off(tsuru) -> None:
    client = APIClient()
    basic = base64.b64encode(f"tsuru:{PASSWORD}".encode()).decode()
    client.credentials(HTTP_AUTHORIZATION=f"Basic {basic}")
    response = client.post("/api/decks/", {"name": "By password"}, format="json")
    assert response.status_code == 401
    assert response["WWW-Authenticate"] == "Token"
    assert not Deck.objects.exists()
