"""Numbers the playtest pages read from people: "²" and "¹" are digits to str.isdigit() but
no number to int(), and 5,000 digits are more than int() reads. Each is refused or ignored,
never a server error, and an action posted with a bad view seat is saved once and answered."""

import pytest
from django.test import Client
from rest_framework.test import APIClient

from rules.models import SavedGame
from tests.table_helpers import saved_deck, table_cards

pytestmark = pytest.mark.django_db

BAD_NUMBERS = ["²", "¹", "١", "1" * 5000, "-1", "1_0", " "]


@pytest.fixture
def saved(user) -> SavedGame:
    return SavedGame.start(saved_deck(table_cards(), owner=user), owner=user, seed=3)


@pytest.mark.parametrize("raw", BAD_NUMBERS)
def test_the_table_ignores_a_seat_that_is_no_number(player: Client, saved, raw: str) -> None:
    assert player.get(f"/playtest/{saved.pk}/", {"seat": raw}).status_code == 200


@pytest.mark.parametrize("raw", BAD_NUMBERS)
def test_the_new_game_page_ignores_numbers_it_cannot_read(player: Client, raw: str) -> None:
    for name in ("deck", "opponent", "seed", "goldfish_strength"):
        assert player.get("/playtest/new/", {name: raw}).status_code == 200


@pytest.mark.parametrize("raw", ["²", "1" * 5000])
def test_an_action_with_a_bad_view_seat_is_saved_once_and_answered(
    player: Client, saved, raw: str
) -> None:
    before = saved.actions
    response = player.post(
        f"/playtest/{saved.pk}/act/",
        {"seat": 0, "expected": before, "action": "pass", "view": raw},
    )
    assert response.status_code == 302
    assert response["Location"] == f"/playtest/{saved.pk}/"
    saved.refresh_from_db()
    assert saved.actions == before + 1
    response = player.post(f"/playtest/{saved.pk}/undo/", {"expected": saved.actions, "view": raw})
    assert response.status_code == 302
    saved.refresh_from_db()
    assert saved.actions == before


@pytest.mark.parametrize("raw", ["²", "1" * 5000])
def test_a_bad_acting_seat_or_province_is_named(player: Client, saved, raw: str) -> None:
    response = player.post(f"/playtest/{saved.pk}/act/", {"seat": raw, "action": "pass"})
    assert response.status_code == 400
    assert "there is no seat" in response.content.decode()
    response = player.post(f"/playtest/{saved.pk}/act/", {"seat": 0, "reveal": raw})
    assert response.status_code == 400
    assert "there is no Province" in response.content.decode()


@pytest.mark.parametrize("raw", ["²", "1" * 5000])
def test_keep_that_is_no_number_is_not_found(player: Client, saved, raw: str) -> None:
    assert player.post(f"/playtest/{saved.pk}/truncate/", {"keep": raw}).status_code == 404


@pytest.mark.parametrize("raw", ["²", "1" * 5000])
def test_the_api_names_a_seat_that_is_no_number(user, saved, raw: str) -> None:
    client = APIClient()
    client.force_authenticate(user)
    response = client.get(f"/api/playtest/{saved.pk}/", {"seat": raw})
    assert response.status_code == 400
    assert "the seat must be a number" in response.json()["error"]
