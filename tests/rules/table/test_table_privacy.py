"""Playtest games follow their decks: a game of a private deck is seen by its player only
(a 404 for anyone else, on the page and in the API); sharing the deck by link or publishing
it lets others watch the game read-only. A new game takes only decks the player may read."""

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from rest_framework.test import APIClient

from rules.models import SavedGame
from tests.table_helpers import saved_deck, table_cards

pytestmark = pytest.mark.django_db


@pytest.fixture
def owner():
    return get_user_model().objects.create_user("owner", password="a long test password")


@pytest.fixture
def stranger():
    return get_user_model().objects.create_user("stranger", password="another long password")


@pytest.fixture
def private_game(owner) -> SavedGame:
    deck = saved_deck(table_cards(), owner=owner, visibility="private")
    return SavedGame.start(deck, owner=owner, seed=3)


def as_user(user) -> tuple[Client, APIClient]:
    page, api = Client(), APIClient()
    page.force_login(user)
    api.force_authenticate(user)
    return page, api


def test_a_game_of_a_private_deck_is_a_404_for_others(private_game, owner, stranger) -> None:
    url = f"/playtest/{private_game.pk}/"
    for page, api in (as_user(stranger), (Client(), APIClient())):
        assert page.get(url).status_code == 404
        assert page.post(url + "restart/").status_code == 404
        assert api.get(f"/api{url}").status_code == 404
    page, api = as_user(owner)
    assert page.get(url).status_code == 200
    assert api.get(f"/api{url}").status_code == 200


@pytest.mark.parametrize("visibility", ["link", "public"])
def test_sharing_the_deck_lets_others_watch(private_game, stranger, visibility) -> None:
    private_game.deck.share(visibility)
    page, api = as_user(stranger)
    response = page.get(f"/playtest/{private_game.pk}/")
    assert response.status_code == 200
    assert "read-only" in response.content.decode()
    assert api.get(f"/api/playtest/{private_game.pk}/").json()["can_act"] is False


def test_a_new_game_takes_only_decks_the_player_may_read(private_game, stranger) -> None:
    page, api = as_user(stranger)
    deck_id = private_game.deck_id
    response = api.post("/api/playtest/", {"deck": deck_id}, format="json")
    assert response.status_code == 400
    assert "deck" in response.json()
    response = page.post("/playtest/new/", {"deck": deck_id})
    assert response.status_code == 400
    own = saved_deck(table_cards(), name="Stranger's own", owner=stranger, visibility="private")
    response = api.post("/api/playtest/", {"deck": own.pk, "others": [deck_id]}, format="json")
    assert response.status_code == 400 and "others" in response.json()
    response = page.post(
        "/playtest/new/", {"deck": own.pk, "opponent": own.pk, "opponent_2": deck_id}
    )
    assert response.status_code == 400
    assert "Table Tester" not in page.get(f"/playtest/new/?deck={deck_id}").content.decode()
