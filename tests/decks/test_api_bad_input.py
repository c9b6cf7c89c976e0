"""The deck and playtest APIs answer bad bodies in JSON, naming what was wrong: JSON nested
past Python's recursion limit, numbers too long to read, bodies over the size limit, card ids
past 64 bits, odds asked for more copies than can be drawn, and lists that would cost
minutes of work (a run of spaces, thousands of made-up names)."""

import time

import pytest
from rest_framework.test import APIClient

from decks.decklist import MAX_LIST_LINES

pytestmark = pytest.mark.django_db

DEEP = "[" * 5000 + "]" * 5000


@pytest.fixture
def client() -> APIClient:
    return APIClient()


@pytest.mark.parametrize("url", ["/api/decks/validate/", "/api/playtest/", "/api/decks/stats/"])
def test_json_nested_too_deep_is_a_named_400(client: APIClient, user, url: str) -> None:
    client.force_authenticate(user)
    response = client.post(url, DEEP, content_type="application/json")
    assert response.status_code == 400
    assert "nested too deep" in response.json()["detail"]


def test_a_number_too_long_to_read_is_a_named_400(client: APIClient) -> None:
    body = '{"cards": [{"card": ' + "1" * 5000 + "}]}"
    response = client.post("/api/decks/validate/", body, content_type="application/json")
    assert response.status_code == 400
    assert "JSON parse error" in response.json()["detail"]


def test_a_body_over_the_size_limit_is_answered_in_json(client: APIClient, settings) -> None:
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 1024
    response = client.post("/api/decks/validate/", {"text": "1 Hida Tenshu\n" * 200}, format="json")
    assert response.status_code == 413
    assert response["Content-Type"] == "application/json"
    assert "over the limit of 1 KB" in response.json()["detail"]


def test_a_card_id_past_64_bits_is_named(client: APIClient) -> None:
    for url in ("/api/decks/stats/", "/api/decks/validate/"):
        response = client.post(url, {"cards": [{"card": 2**63, "count": 1}]}, format="json")
        assert response.status_code == 400
        assert "card" in str(response.json()["cards"])


@pytest.mark.parametrize(
    "query, field",
    [
        ({"deck": "dynasty", "size": 40, "copies": 41}, "copies"),
        ({"deck": "fate", "size": 40, "copies": 3, "wanted": 100}, "wanted"),
        ({"deck": "fate", "size": "1" * 5000, "copies": 3}, "size"),
        ({"deck": "fate", "size": "²", "copies": 3}, "size"),
    ],
)
def test_odds_out_of_range_are_named(client: APIClient, query: dict, field: str) -> None:
    response = client.get("/api/decks/odds/", query)
    assert response.status_code == 400
    assert field in response.json()


def test_odds_of_more_copies_than_can_be_seen_are_zero(client: APIClient) -> None:
    query = {"deck": "dynasty", "size": 40, "copies": 5, "wanted": 6}
    response = client.get("/api/decks/odds/", query)
    assert response.status_code == 200
    assert [row["probability"] for row in response.json()["rows"]][:3] == [0, 0, 0]


def test_a_run_of_spaces_is_read_in_bounded_time(client: APIClient) -> None:
    started = time.perf_counter()
    response = client.post("/api/decks/validate/", {"text": "a" + " " * 3000 + "!"}, format="json")
    assert time.perf_counter() - started < 10
    assert response.status_code == 400
    assert "line 1" in response.json()["text"][0]


def test_thousands_of_made_up_names_are_refused_before_any_lookup(client: APIClient) -> None:
    text = "\n".join(f"Made Up Card Number {n}" for n in range(40_000))[: 200 * 1024 - 1]
    started = time.perf_counter()
    response = client.post("/api/decks/validate/", {"text": text}, format="json")
    assert time.perf_counter() - started < 10
    assert response.status_code == 400
    assert f"at most {MAX_LIST_LINES} card lines" in response.json()["text"][0]
    assert len(response.content) < 2000
