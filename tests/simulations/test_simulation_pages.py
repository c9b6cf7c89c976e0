"""The simulation pages: the form on a deck (and the builder's button), a job's page with
its figures and the games to open, cancelling, and two decks side by side. Celery runs
eagerly (in the web process) here."""

import json

import pytest
from django.contrib.auth import get_user_model
from django.urls import reverse

from rules.models import SavedGame
from simulations.models import SimulationJob
from tests.simulation_helpers import sim_deck

pytestmark = pytest.mark.django_db


def form(**values):
    data = {"games": 6, "goldfish_strength": 2, "turns": 10, "seed": 1}
    data.update(values)
    return data


def test_deck_page_and_builder_offer_simulate(client, user) -> None:
    deck = sim_deck(user)
    client.force_login(user)
    url = reverse("simulation-new", args=[deck.pk])
    assert url in client.get(reverse("deck-detail", args=[deck.pk])).content.decode()
    assert url in client.get(reverse("deck-edit", args=[deck.pk])).content.decode()


def test_the_form_needs_a_login(client, user) -> None:
    deck = sim_deck(user)
    response = client.get(reverse("simulation-new", args=[deck.pk]))
    assert response.status_code == 302 and "login" in response.url


def test_the_form_says_when_games_run_in_the_web_process(client, user, eager) -> None:
    client.force_login(user)
    page = client.get(reverse("simulation-new", args=[sim_deck(user).pk])).content.decode()
    assert "run in the web process" in page
    assert 'value="500"' in page  # the default 1,000 is more than the web process plays


def test_simulate_and_read_the_results(
    client, user, eager, django_capture_on_commit_callbacks
) -> None:
    deck = sim_deck(user)
    client.force_login(user)
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(reverse("simulation-new", args=[deck.pk]), form())
    job = SimulationJob.objects.get()
    assert response.status_code == 302 and response.url == reverse(
        "simulation-detail", args=[job.pk]
    )
    page = client.get(response.url).content.decode()
    assert "6 games · seeds 1 to 6" in page
    assert "aggressive policy" in page and job.engine in page
    assert "played in the web process" in page
    assert "6 of 6" in page
    results = json.loads(page.split('id="sim-results" type="application/json">')[1].split("<")[0])
    assert results["median_win_turn"] == 6
    assert "Sim Bushi" in page
    assert "the fastest win" in page

    opened = client.post(reverse("simulation-open", args=[job.pk]), {"seed": 4})
    saved = SavedGame.objects.get()
    assert opened.url == reverse("playtest-table", args=[saved.pk])
    assert saved.seed == 4 and saved.winner == "Bushi"
    wrong = client.post(reverse("simulation-open", args=[job.pk]), {"seed": 99}, follow=True)
    assert "seeds 1 to 6, not 99" in wrong.content.decode()


def test_bad_options_are_named(client, user, eager) -> None:
    client.force_login(user)
    deck = sim_deck(user)
    response = client.post(reverse("simulation-new", args=[deck.pk]), form(games=501))
    assert response.status_code == 400
    assert "less than or equal to 500" in response.content.decode()
    response = client.post(reverse("simulation-new", args=[deck.pk]), form(turns=0))
    assert response.status_code == 400
    assert not SimulationJob.objects.exists()


def test_two_decks_side_by_side(client, user, eager, django_capture_on_commit_callbacks) -> None:
    bushi = sim_deck(user)
    giants = sim_deck(user, name="Giants", personality="giant")
    client.force_login(user)
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(reverse("simulation-new", args=[bushi.pk]), form(compare=giants.pk))
    first, second = SimulationJob.objects.order_by("pk")
    assert response.url == f"{reverse('simulation-compare')}?a={first.pk}&b={second.pk}"
    assert (first.seed, first.games) == (second.seed, second.games)
    page = client.get(response.url).content.decode()
    assert "Bushi and Giants, side by side" in page
    assert 'data-figure="median_win_turn"' in page
    assert "did not play the same seeds" not in page


def test_cancel_and_other_players_jobs(client, user, eager) -> None:
    from simulations import jobs

    job = jobs.start_simulation(user, sim_deck(user), games=6)  # never queued (no commit)
    other = get_user_model().objects.create_user("other", password="x" * 12)
    client.force_login(other)
    assert client.get(reverse("simulation-detail", args=[job.pk])).status_code == 404
    client.force_login(user)
    page = client.get(reverse("simulation-detail", args=[job.pk])).content.decode()
    assert "Cancel" in page
    client.post(reverse("simulation-cancel", args=[job.pk]))
    job.refresh_from_db()
    assert job.status == "cancelled"
