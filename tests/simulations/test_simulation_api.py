"""The simulations API: POST /api/simulations/, GET /api/simulations/<id>/ (progress, then
the figures), /games/, /cancel/ and /compare/. Celery runs eagerly here."""

import pytest
from django.urls import reverse

from simulations.models import SimulationJob
from tests.simulation_helpers import sim_deck

pytestmark = pytest.mark.django_db


def start(client, capture, **data):
    with capture(execute=True):
        return client.post(reverse("api-simulation-list"), data, content_type="application/json")


def test_start_follow_and_read(client, user, eager, django_capture_on_commit_callbacks) -> None:
    deck = sim_deck(user)
    client.force_login(user)
    response = start(
        client,
        django_capture_on_commit_callbacks,
        deck=deck.pk,
        games=5,
        seed=30,
        goldfish_strength=2,
    )
    assert response.status_code == 201, response.content
    job_id = response.json()["id"]
    data = client.get(reverse("api-simulation-detail", args=[job_id])).json()
    assert data["status"] == "done" and data["played"] == 5 and data["percent"] == 100
    assert data["seeds"] == {"first": 30, "last": 34}
    assert data["policy"] == "aggressive" and data["engine"]
    results = data["results"]
    assert results["games"] == 5
    assert results["wins_by_turn"]["6"] == 5
    assert results["median_win_turn"] == 6
    assert results["per_turn"]["personalities"][:3] == [1.0, 2.0, 3.0]
    assert "outcomes" not in results
    games = client.get(reverse("api-simulation-games", args=[job_id])).json()
    assert games[0] == {"seed": 30, "win_turn": 6, "turns": 6}
    listed = client.get(reverse("api-simulation-list"), {"deck": deck.pk}).json()
    assert [job["id"] for job in listed] == [job_id]


def test_errors_are_named(client, user, eager) -> None:
    client.force_login(user)
    deck = sim_deck(user)
    url = reverse("api-simulation-list")
    response = client.post(url, {"deck": deck.pk, "games": 501}, content_type="application/json")
    assert response.status_code == 400
    assert "at most 500 games" in response.json()["error"]
    response = client.post(url, {"deck": deck.pk, "turns": 0}, content_type="application/json")
    assert "turns" in response.json()
    deck.entries.filter(section="pregame").delete()
    response = client.post(url, {"deck": deck.pk, "games": 2}, content_type="application/json")
    assert "Stronghold" in response.json()["error"]
    assert not SimulationJob.objects.exists()


def test_login_needed_and_only_your_own(client, user, django_user_model) -> None:
    deck = sim_deck(user)
    url = reverse("api-simulation-list")
    assert client.post(url, {"deck": deck.pk}, content_type="application/json").status_code == 403
    from simulations import jobs

    job = jobs.start_simulation(user, deck, games=3)
    client.force_login(django_user_model.objects.create_user("someone", password="x" * 12))
    assert client.get(reverse("api-simulation-detail", args=[job.pk])).status_code == 404


def test_cancel(client, user, eager) -> None:
    from simulations import jobs

    job = jobs.start_simulation(user, sim_deck(user), games=3)
    client.force_login(user)
    data = client.post(reverse("api-simulation-cancel", args=[job.pk])).json()
    assert data["status"] == "cancelled" and data["finished"]


def test_compare_with_differences(client, user, eager, django_capture_on_commit_callbacks) -> None:
    client.force_login(user)
    first = start(
        client,
        django_capture_on_commit_callbacks,
        deck=sim_deck(user).pk,
        games=4,
        goldfish_strength=5,
    ).json()["id"]
    giants = sim_deck(user, name="Giants", personality="giant")
    second = start(
        client, django_capture_on_commit_callbacks, deck=giants.pk, games=4, goldfish_strength=5
    ).json()["id"]
    data = client.get(reverse("api-simulation-compare"), {"a": first, "b": second}).json()
    diff = data["comparison"]
    assert diff["same_games"] is True
    # Force 6 a Bushi against Force 3: twice the Force in play every turn.
    a, b = data["first"]["results"], data["second"]["results"]
    assert b["per_turn"]["force"][0] == 2 * a["per_turn"]["force"][0]
    assert diff["per_turn"]["force"][0] == a["per_turn"]["force"][0]
    median = next(row for row in diff["figures"] if row["figure"] == "median_win_turn")
    assert median["difference"] == median["second"] - median["first"]
    bad = client.get(reverse("api-simulation-compare"), {"a": first})
    assert bad.status_code == 400
