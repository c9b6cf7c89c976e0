"""Simulations on real Celery workers (separate processes) over the Redis broker: chunks
spread over two workers, and a worker process killed in the middle of a chunk (the chunk is
delivered again, acks late, and the job ends with the same figures)."""

import os
import signal
import time

import pytest

from simulations import figures, jobs
from simulations.models import SimulationChunk, SimulationJob
from tests.simulation_helpers import sim_deck

pytestmark = pytest.mark.django_db(transaction=True)

Status = SimulationJob.Status


def wait_for(job: SimulationJob, seconds: float = 180) -> SimulationJob:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        job = jobs.check_job(job)
        if job.is_finished:
            return job
        time.sleep(0.3)
    raise AssertionError(f"job still {job.status} after {seconds} s: {jobs.job_status(job)}")


def expected(job: SimulationJob) -> dict:
    setup = job.setup_list()[0]
    seeds = range(job.seed, job.last_seed + 1)
    return figures.summary(
        figures.run_games(setup, seeds, job.turns, None, job.goldfish_strength), job.turns
    )


def results(job: SimulationJob) -> dict:
    return {k: v for k, v in job.results.items() if k != "outcomes"}


def test_two_workers_share_the_chunks(user, start_workers, settings) -> None:
    settings.L5R_SIMULATION_CHUNK_GAMES = 4
    start_workers(2)
    job = jobs.start_simulation(user, sim_deck(user), games=24, seed=100, goldfish_strength=3)
    job = wait_for(job)
    assert job.status == Status.DONE, job.error
    assert not job.in_process
    assert results(job) == expected(job)
    workers = set(job.chunks.values_list("worker", flat=True))
    assert workers and all(name.startswith(("w0@", "w1@")) for name in workers)
    assert "Celery workers" in jobs.job_status(job)["where"]


def test_a_worker_killed_mid_chunk(user, start_workers, settings) -> None:
    """The pool process playing a chunk is killed (SIGKILL): the message was not yet
    acknowledged, so the chunk is delivered again and played from its first seed; the
    job's figures are those of an undisturbed run."""
    # One long chunk: its progress is written once a second (HEARTBEAT_SECONDS), so it must
    # run for seconds however fast the engine is. Provinces no army takes: every game runs
    # its 30 turns.
    settings.L5R_SIMULATION_CHUNK_GAMES = 300
    start_workers(1)
    job = jobs.start_simulation(
        user, sim_deck(user), games=300, seed=7, turns=30, goldfish_strength=99
    )
    deadline = time.monotonic() + 120
    victim = None
    while time.monotonic() < deadline and victim is None:
        victim = (
            SimulationChunk.objects.filter(job=job, status="running", played__gt=0)
            .exclude(pid=None)
            .first()
        )
        time.sleep(0.1)
    assert victim is not None, "no chunk got under way"
    os.kill(victim.pid, signal.SIGKILL)
    job = wait_for(job)
    assert job.status == Status.DONE, job.error
    again = SimulationChunk.objects.get(pk=victim.pk)
    assert again.attempts >= 2
    assert again.pid != victim.pid
    assert results(job) == expected(job)


def test_cancel_stops_the_workers(user, start_workers, settings) -> None:
    settings.L5R_SIMULATION_CHUNK_GAMES = 300  # chunks of seconds (see above)
    start_workers(1)
    job = jobs.start_simulation(user, sim_deck(user), games=600, turns=30, goldfish_strength=99)
    deadline = time.monotonic() + 120
    while not SimulationChunk.objects.filter(job=job, played__gt=0).exists():
        assert time.monotonic() < deadline, "no chunk got under way"
        time.sleep(0.1)
    assert jobs.cancel(job)
    time.sleep(3)  # a heartbeat later the running chunk has stopped
    job.refresh_from_db()
    assert job.status == Status.CANCELLED
    assert not job.chunks.filter(status="done").exists()
