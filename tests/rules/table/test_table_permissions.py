"""Who may act on a game: the user who started it, or the visitor's session that did. Anyone
with the link may look at it read-only and start his own copy."""

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

from rules.models import SavedGame
from tests.table_helpers import saved_deck, table_cards

pytestmark = pytest.mark.django_db

CHANGES = ("act", "undo", "auto", "delete", "truncate")


@pytest.fixture
def owner():
    return get_user_model().objects.create_user("owner", password="a long test password")


@pytest.fixture
def stranger() -> Client:
    user = get_user_model().objects.create_user("stranger", password="another long password")
    client = Client()
    client.force_login(user)
    return client


@pytest.fixture
def saved(owner) -> SavedGame:
    game = SavedGame.start(saved_deck(table_cards(), owner=owner), owner=owner, seed=3)
    game.act(0, "pass")
    return game


def post_everything(client: Client, saved: SavedGame) -> list[int]:
    data = {"seat": 0, "action": "manual honor 0 +5", "until": "turn", "keep": 0}
    return [client.post(f"/playtest/{saved.pk}/{name}/", data).status_code for name in CHANGES]


def test_another_user_and_a_visitor_cannot_change_the_game(saved, stranger, client) -> None:
    assert post_everything(stranger, saved) == [403] * len(CHANGES)
    assert post_everything(client, saved) == [403] * len(CHANGES)
    same = SavedGame.objects.get(pk=saved.pk)
    assert [entry["action"] for entry in same.log] == ["pass"]
    response = stranger.post(f"/playtest/{saved.pk}/act/", {"seat": 0, "action": "pass"})
    assert "Only the player who started" in response.content.decode()


def test_others_see_the_game_read_only_and_may_copy_it(saved, stranger, owner) -> None:
    response = stranger.get(f"/playtest/{saved.pk}/")
    text = response.content.decode()
    assert response.status_code == 200
    assert "You are looking at this game read-only" in text
    assert "/act/" not in text and "/undo/" not in text and "Manual operations" not in text
    assert "Table Tester vs a goldfish" in text and 'class="pt-log-action">Pass<' in text

    response = stranger.post(f"/playtest/{saved.pk}/restart/", {"seed": "same"})
    copy = SavedGame.objects.exclude(pk=saved.pk).get()
    assert response["Location"] == f"/playtest/{copy.pk}/"
    assert copy.owner.username == "stranger" and copy.seed == saved.seed and copy.log == []
    assert SavedGame.objects.get(pk=saved.pk).owner == owner


def test_the_owner_acts_and_deletes(saved, owner) -> None:
    client = Client()
    client.force_login(owner)
    assert client.post(f"/playtest/{saved.pk}/act/", {"seat": 0, "action": "pass"}).status_code
    assert len(SavedGame.objects.get(pk=saved.pk).log) == 2
    response = client.post(f"/playtest/{saved.pk}/delete/")
    assert response.status_code == 302 and response["Location"] == "/playtest/"
    assert not SavedGame.objects.filter(pk=saved.pk).exists()


def test_a_visitors_game_belongs_to_his_session_until_he_logs_in(owner) -> None:
    deck = saved_deck(table_cards(), owner=owner)
    visitor = Client()
    visitor.post("/playtest/new/", {"deck": deck.pk, "seed": 12})
    saved = SavedGame.objects.get()
    response = visitor.post(f"/playtest/{saved.pk}/act/", {"seat": 0, "action": "pass"})
    assert response.status_code == 302
    assert post_everything(Client(), saved)[:3] == [403, 403, 403]
    assert len(SavedGame.objects.get(pk=saved.pk).log) == 1

    # Logging in issues a new session key; the game follows the visitor into his account.
    visitor.post("/accounts/login/", {"username": "owner", "password": "a long test password"})
    assert "Table Tester vs a goldfish" in visitor.get("/playtest/").content.decode()
    saved.refresh_from_db()
    assert saved.owner == owner and saved.visitor == ""
    assert visitor.post(f"/playtest/{saved.pk}/undo/", {"seat": 0}).status_code == 302


def test_only_posts_change_a_game(saved, owner) -> None:
    client = Client()
    client.force_login(owner)
    for name in CHANGES:
        assert client.get(f"/playtest/{saved.pk}/{name}/").status_code == 405
    assert client.get("/playtest/999999/").status_code == 404
    assert client.post("/playtest/999999/act/", {"seat": 0, "action": "pass"}).status_code == 404
