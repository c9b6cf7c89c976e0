"""Hypothesis feeds the playtest API and pages (new game, act, undo, the seat to show) with
hostile numbers and action texts: bounded time, no 500, a refusal says why."""

import pytest
from hypothesis import given
from hypothesis import strategies as st
from rest_framework.test import APIClient

from rules.models import SavedGame
from tests.fuzz import FUZZ, check_api_answer, hostile_text, json_values, timed
from tests.table_helpers import saved_deck, table_cards

pytestmark = pytest.mark.django_db

numbers = st.one_of(
    st.integers(min_value=-(2**80), max_value=2**80),
    st.sampled_from(["²", "¹", "1" * 5000, "1e30", "0.5", "", "-1"]),
)


@pytest.fixture
def saved(user) -> SavedGame:
    return SavedGame.start(saved_deck(table_cards(), owner=user), owner=user, seed=3)


@pytest.fixture
def api(user) -> APIClient:
    client = APIClient()
    client.force_authenticate(user)
    return client


@FUZZ
@given(deck=numbers, opponent=numbers, seed=numbers, strength=numbers)
def test_starting_a_game_never_fails(api, saved, deck, opponent, seed, strength) -> None:
    body = {"deck": deck, "opponent": opponent, "seed": seed, "goldfish_strength": strength}
    check_api_answer(timed(lambda: api.post("/api/playtest/", body, format="json")))


@FUZZ
@given(body=json_values())
def test_any_json_body_to_start_a_game(api, body) -> None:
    check_api_answer(timed(lambda: api.post("/api/playtest/", body, format="json")))


@FUZZ
@given(seat=numbers, action=hostile_text, expected=numbers)
def test_acting_never_fails(api, saved, seat, action, expected) -> None:
    body = {"seat": seat, "action": action, "expected": expected}
    check_api_answer(timed(lambda: api.post(f"/api/playtest/{saved.pk}/act/", body, format="json")))
    check_api_answer(timed(lambda: api.get(f"/api/playtest/{saved.pk}/", {"seat": str(seat)})))


@FUZZ
@given(seat=numbers, action=hostile_text, view=numbers, keep=numbers)
def test_the_table_pages_never_fail(player, saved, seat, action, view, keep) -> None:
    url = f"/playtest/{saved.pk}/"
    assert timed(lambda: player.get(url, {"seat": str(seat)})).status_code == 200
    response = timed(
        lambda: player.post(url + "act/", {"seat": seat, "action": action, "view": view})
    )
    assert response.status_code in (302, 400)
    assert timed(lambda: player.post(url + "undo/", {"view": view})).status_code in (302, 400)
    assert timed(lambda: player.post(url + "truncate/", {"keep": keep})).status_code in (302, 404)
