"""Simulation jobs (`simulations.jobs`): chunks, combining, cancelling, the watchdog and
opening one game on the playtest table. Celery runs eagerly here (no broker); the real
workers are in test_simulation_workers.py."""

from datetime import timedelta

import pytest
from django.test import override_settings
from django.utils import timezone

from rules.carddefs import DeckNotPlayable
from simulations import figures, jobs
from simulations.models import SimulationChunk, SimulationJob
from tests.simulation_helpers import sim_deck

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.usefixtures("eager"),
]

Status = SimulationJob.Status


def started(user, deck, capture, **options) -> SimulationJob:
    options.setdefault("games", 7)
    options.setdefault("seed", 20)
    options.setdefault("goldfish_strength", 2)
    with capture(execute=True):
        job = jobs.start_simulation(user, deck, **options)
    job.refresh_from_db()
    return job


def test_chunks_combine_into_the_figures_of_all_the_games(
    user, django_capture_on_commit_callbacks
) -> None:
    deck = sim_deck(user)
    job = started(user, deck, django_capture_on_commit_callbacks)
    assert job.status == Status.DONE
    assert job.chunks.count() == 2  # 4 + 3 games
    assert job.in_process
    setup = job.setup_list()[0]
    expected = figures.summary(figures.run_games(setup, range(20, 27), 10, None, 2), 10)
    status = jobs.job_status(job)
    assert status["results"] == expected
    assert status["played"] == 7 and status["percent"] == 100
    assert status["seeds"] == {"first": 20, "last": 26}
    assert status["policy"] == "aggressive" and status["engine"] == figures.engine_version()
    assert "web process" in status["where"]
    assert [o["seed"] for o in jobs.game_outcomes(job)] == list(range(20, 27))
    assert {o["win_turn"] for o in jobs.game_outcomes(job)} == {6}


def test_without_a_broker_only_small_simulations(user, settings) -> None:
    settings.L5R_SIMULATION_EAGER_MAX_GAMES = 50
    with pytest.raises(ValueError, match="at most 50 games"):
        jobs.start_simulation(user, sim_deck(user), games=51)
    assert not SimulationJob.objects.exists()


def test_bad_options_and_unplayable_decks_store_nothing(user) -> None:
    deck = sim_deck(user)
    with pytest.raises(ValueError, match="turn limit"):
        jobs.start_simulation(user, deck, games=5, turns=0)
    deck.entries.filter(section="pregame").delete()
    with pytest.raises(DeckNotPlayable, match="Stronghold"):
        jobs.start_simulation(user, deck, games=5)
    assert not SimulationJob.objects.exists()


def test_against_a_second_deck(user, django_capture_on_commit_callbacks) -> None:
    giants = sim_deck(user, name="Giants", personality="giant")
    job = started(user, giants, django_capture_on_commit_callbacks, opponent=sim_deck(user))
    assert job.status == Status.DONE
    assert job.opponent_label == "Bushi"
    assert job.results["games"] == 7


def test_a_chunk_run_twice_is_stored_once(user) -> None:
    """Acks late: a chunk may be delivered again; its result does not change."""
    job = jobs.start_simulation(user, sim_deck(user), games=6, seed=3, goldfish_strength=2)
    first, second = job.chunks.all()
    assert jobs.run_chunk(first.pk) == "done"
    tally = SimulationChunk.objects.get(pk=first.pk).tally
    assert jobs.run_chunk(first.pk) == "nothing to do"
    assert SimulationChunk.objects.get(pk=first.pk).tally == tally
    job.refresh_from_db()
    assert job.status == Status.RUNNING
    assert jobs.progress(job) == 4
    assert jobs.run_chunk(second.pk) == "done"
    job.refresh_from_db()
    assert job.status == Status.DONE and job.results["wins"] == 6


def test_cancel(user) -> None:
    job = jobs.start_simulation(user, sim_deck(user), games=6)
    assert jobs.cancel(job)
    assert job.status == Status.CANCELLED
    assert jobs.run_chunk(job.chunks.first().pk) == "nothing to do"
    assert not jobs.cancel(job)


def _as_on_workers(job: SimulationJob) -> None:
    SimulationJob.objects.filter(pk=job.pk).update(in_process=False)
    job.refresh_from_db()


def test_the_watchdog_resends_a_chunk_whose_worker_went_silent(user) -> None:
    job = jobs.start_simulation(user, sim_deck(user), games=3, goldfish_strength=2)
    _as_on_workers(job)
    long_ago = timezone.now() - timedelta(hours=1)
    job.chunks.update(status="running", attempts=1, heartbeat=long_ago, queued=long_ago)
    job = jobs.check_job(job)  # re-sent, and (eagerly) played at once
    assert job.status == Status.DONE
    assert job.chunks.get().attempts == 2


def test_a_chunk_lost_too_often_fails_the_job_with_a_reason(user, settings) -> None:
    job = jobs.start_simulation(user, sim_deck(user), games=3, seed=40)
    _as_on_workers(job)
    long_ago = timezone.now() - timedelta(hours=1)
    job.chunks.update(
        status="running", attempts=settings.L5R_SIMULATION_MAX_ATTEMPTS, heartbeat=long_ago
    )
    job = jobs.check_job(job)
    assert job.status == Status.FAILED
    assert "seeds 40 to 42" in job.error and "worker stopped" in job.error


def test_a_job_no_worker_takes_fails(user) -> None:
    job = jobs.start_simulation(user, sim_deck(user), games=3)
    _as_on_workers(job)
    job.chunks.update(queued=timezone.now() - timedelta(hours=1))
    assert jobs.check_all() == 1
    job.refresh_from_db()
    assert job.status == Status.FAILED
    assert "No worker took" in job.error


@override_settings(L5R_SIMULATION_QUEUE_TIMEOUT=3600)
def test_a_healthy_job_is_left_alone(user) -> None:
    job = jobs.start_simulation(user, sim_deck(user), games=3)
    _as_on_workers(job)
    job.chunks.update(queued=timezone.now())
    assert jobs.check_job(job).status == Status.QUEUED


def test_any_game_opens_on_the_playtest_table(user, django_capture_on_commit_callbacks) -> None:
    job = started(user, sim_deck(user), django_capture_on_commit_callbacks)
    saved = jobs.open_game(job, 22, user)
    assert saved.owner == user and saved.seed == 22
    game = saved.game()  # the saved log replays
    assert game.over and game.players[game.winner].name == "Bushi"
    assert saved.winner == "Bushi"
    with pytest.raises(ValueError, match="seeds 20 to 26"):
        jobs.open_game(job, 27, user)
