"""The playtest API (/api/playtest/): start, look, act, undo, with the table's permissions
and clear errors; the schema documents it without warnings."""

import pytest
from django.contrib.auth import get_user_model
from django.urls import include, path
from drf_spectacular.drainage import GENERATOR_STATS
from drf_spectacular.generators import SchemaGenerator
from rest_framework.test import APIClient

from rules.models import SavedGame
from tests.table_helpers import saved_deck, table_cards

pytestmark = pytest.mark.django_db


@pytest.fixture
def api(user) -> APIClient:
    client = APIClient()
    client.force_authenticate(user)
    return client


def test_start_look_act_and_undo(api, user) -> None:
    deck = saved_deck(table_cards(), owner=user)
    response = api.post("/api/playtest/", {"deck": deck.pk, "seed": 3}, format="json")
    assert response.status_code == 201
    state = response.json()
    game_id = state["id"]
    assert state["url"] == f"/playtest/{game_id}/" and state["seed"] == 3
    assert state["goldfish"] and state["can_act"] and state["seat"] == 0
    assert state["view"]["phase"] == "action" and state["view"]["players"][0]["hand"]
    assert state["legal_actions"] == [
        {"action": "pass", "label": "Pass", "manual": False, "card": None}
    ]

    response = api.post(
        f"/api/playtest/{game_id}/act/", {"seat": 0, "action": "pass", "expected": 0}
    )
    state = response.json()
    assert response.status_code == 200 and state["actions"] == 1
    recruits = [a for a in state["legal_actions"] if a["action"].startswith("recruit ")]
    assert recruits and recruits[0]["label"].startswith("Recruit ")
    assert state["view"]["log"][0]["action"] == "pass"
    assert state["view"]["log"][0]["words"] == "Pass"
    # The seats carry the players' names (the user's by default), not the decks'.
    assert [p["name"] for p in state["view"]["players"]] == ["player", "Goldfish"]

    api.post(f"/api/playtest/{game_id}/act/", {"seat": 0, "action": recruits[0]["action"]})
    response = api.post(f"/api/playtest/{game_id}/undo/", {"expected": 2})
    assert response.status_code == 200 and response.json()["actions"] == 1

    manual = api.get(f"/api/playtest/{game_id}/?manual=1").json()["legal_actions"]
    assert {
        "action": "manual honor 0 +1",
        "label": "player: +1 Honor",
        "manual": True,
        "card": None,
    } in manual
    listing = api.get("/api/playtest/").json()
    assert [(g["id"], g["actions"]) for g in listing] == [(game_id, 1)]


def test_errors_say_what_was_wrong(api, user) -> None:
    saved = SavedGame.start(saved_deck(table_cards(), owner=user), owner=user, seed=3)
    url = f"/api/playtest/{saved.pk}/"
    response = api.post(url + "act/", {"seat": 0, "action": "recruit 1 pay - full"})
    assert response.status_code == 400
    assert response.json() == {
        "error": "'recruit 1 pay - full' is not possible in the action phase"
    }
    response = api.post(url + "act/", {"seat": 0, "action": "teleport"})
    assert response.json()["error"] == "cannot read action 'teleport': unknown action 'teleport'"
    response = api.post(url + "act/", {"seat": 0, "action": "pass", "expected": 4})
    assert "moved on" in response.json()["error"]
    assert api.post(url + "act/", {"action": "pass"}).json() == {
        "seat": ["This field is required."]
    }
    assert api.get(url + "?seat=1").json() == {"error": "there is no seat 1 to look from"}
    assert api.get(url + "?seat=x").status_code == 400
    assert api.post("/api/playtest/", {"deck": 999}).status_code == 400
    assert SavedGame.objects.get(pk=saved.pk).log == []


def test_only_the_owner_changes_a_game_and_visitors_need_the_csrf_token(user) -> None:
    saved = SavedGame.start(saved_deck(table_cards(), owner=user), owner=user, seed=3)
    url = f"/api/playtest/{saved.pk}/"
    stranger = APIClient()
    stranger.force_authenticate(get_user_model().objects.create_user("other", password="pw"))
    response = stranger.post(url + "act/", {"seat": 0, "action": "pass"})
    assert response.status_code == 403
    assert response.json() == {"error": "only the player who started this game can change it"}
    assert stranger.post(url + "undo/", {}).status_code == 403
    state = stranger.get(url).json()
    assert state["can_act"] is False and state["legal_actions"] == []

    visitor = APIClient(enforce_csrf_checks=True)
    response = visitor.post("/api/playtest/", {"deck": saved.deck_id}, format="json")
    assert response.status_code == 403 and "CSRF" in response.json()["error"]
    visitor.get("/playtest/")  # the page sets the CSRF cookie
    token = visitor.cookies["csrftoken"].value
    response = visitor.post(
        "/api/playtest/", {"deck": saved.deck_id}, format="json", HTTP_X_CSRFTOKEN=token
    )
    assert response.status_code == 201, response.json()
    mine = response.json()["id"]
    response = visitor.post(
        f"/api/playtest/{mine}/act/", {"seat": 0, "action": "pass"}, HTTP_X_CSRFTOKEN=token
    )
    assert response.status_code == 200 and response.json()["can_act"] is True
    without_token = visitor.post(f"/api/playtest/{mine}/act/", {"seat": 0, "action": "pass"})
    assert without_token.status_code == 403
    assert SavedGame.objects.get(pk=mine).actions == 1
    response = visitor.post(url + "act/", {"seat": 0, "action": "pass"}, HTTP_X_CSRFTOKEN=token)
    assert response.status_code == 403


def test_the_schema_documents_the_playtest_api_without_warnings() -> None:
    GENERATOR_STATS.reset()
    generator = SchemaGenerator(patterns=[path("api/playtest/", include("rules.api_urls"))])
    with GENERATOR_STATS.silence():
        schema = generator.get_schema(request=None, public=True)
    assert not GENERATOR_STATS._warn_cache, list(GENERATOR_STATS._warn_cache)
    assert not GENERATOR_STATS._error_cache, list(GENERATOR_STATS._error_cache)
    assert sorted(schema["paths"]) == [
        "/api/playtest/",
        "/api/playtest/{id}/",
        "/api/playtest/{id}/act/",
        "/api/playtest/{id}/undo/",
    ]
