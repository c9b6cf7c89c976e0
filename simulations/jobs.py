"""Simulation jobs: start, run chunk by chunk on Celery workers, combine, cancel, watch.

`start_simulation` snapshots the decks and splits the seeds into chunks, queued once the
request's transaction commits. A worker runs `run_chunk` (acks late: a worker lost in the
middle leaves the message to be delivered again); a chunk's tally is a function of its seeds
and decks, so running it twice gives the same result, stored once. The last chunk to finish
combines the tallies. `check_job` (polled by the page and run periodically by Celery beat)
re-sends a chunk whose worker stopped reporting, and fails the job with the reason when a
chunk keeps getting lost or no worker takes the job at all: a job never stays "running".

Without a broker (CELERY_TASK_ALWAYS_EAGER) the chunks run in the web process during the
request, for at most `L5R_SIMULATION_EAGER_MAX_GAMES` games; the job says so."""

import logging
import os
import time
from datetime import timedelta
from functools import partial
from typing import Any

from django.conf import settings
from django.contrib.auth.base_user import AbstractBaseUser
from django.db import transaction
from django.utils import timezone

from decks.models import Deck
from rules.carddefs import deck_setup
from rules.models import SavedGame, setups_snapshot
from simulations import figures
from simulations.models import SimulationChunk, SimulationJob
from simulations.options import check_options

logger = logging.getLogger(__name__)

Status = SimulationJob.Status
ChunkStatus = SimulationChunk.Status
# A running chunk writes its progress (and proves its worker alive) this often.
HEARTBEAT_SECONDS = 1.0


def runs_in_process() -> bool:
    return bool(settings.CELERY_TASK_ALWAYS_EAGER)


def max_games() -> int:
    """The most games one job may have here: fewer when they run in the web process."""
    if runs_in_process():
        return min(settings.L5R_SIMULATION_MAX_GAMES, settings.L5R_SIMULATION_EAGER_MAX_GAMES)
    return settings.L5R_SIMULATION_MAX_GAMES


def start_simulation(
    owner: AbstractBaseUser,
    deck: Deck,
    *,
    games: int,
    seed: int = 1,
    turns: int = 10,
    goldfish_strength: int = figures.GOLDFISH_STRENGTH,
    opponent: Deck | None = None,
) -> SimulationJob:
    """Record a simulation of `deck` and queue its chunks. ValueError (DeckNotPlayable
    among them) says which option or which deck is wrong; nothing is stored then."""
    most = max_games()
    if runs_in_process() and games > most:
        raise ValueError(
            f"without a Celery broker simulations run in the web process, at most {most:,} "
            f"games; ask for {most:,} or fewer"
        )
    check_options(games, seed, turns, goldfish_strength, max_games=most)
    setups = [deck_setup(deck.deck_list(), deck.name)]
    if opponent is not None:
        setups.append(deck_setup(opponent.deck_list(), opponent.name))
    size = settings.L5R_SIMULATION_CHUNK_GAMES
    with transaction.atomic():
        job = SimulationJob.objects.create(
            owner=owner,
            deck=deck,
            opponent_deck=opponent,
            deck_name=deck.name,
            opponent_name=opponent.name if opponent else "",
            setups=setups_snapshot(setups),
            games=games,
            seed=seed,
            turns=turns,
            goldfish_strength=goldfish_strength,
            policy=figures.POLICY,
            engine=figures.engine_version(),
            in_process=runs_in_process(),
        )
        SimulationChunk.objects.bulk_create(
            SimulationChunk(job=job, index=index, seed=seed + start, games=min(size, games - start))
            for index, start in enumerate(range(0, games, size))
        )
        transaction.on_commit(partial(enqueue, job.pk))
    return job


def enqueue(job_id: int, chunk_ids: list[int] | None = None) -> None:
    """Hand the job's pending chunks (or those named) to Celery; a job that cannot be queued
    fails with the reason rather than wait for ever."""
    from simulations.tasks import run_chunk_task

    chunks = SimulationChunk.objects.filter(job_id=job_id, status=ChunkStatus.PENDING)
    if chunk_ids is not None:
        chunks = chunks.filter(pk__in=chunk_ids)
    ids = list(chunks.values_list("pk", flat=True))
    SimulationChunk.objects.filter(pk__in=ids).update(queued=timezone.now())
    try:
        for chunk_id in ids:
            run_chunk_task.delay(chunk_id)
    except Exception as error:
        logger.exception("Simulation %s could not be queued", job_id)
        fail(job_id, f"The simulation could not be queued: {type(error).__name__}: {error}")


def fail(job_id: int, reason: str) -> None:
    SimulationJob.objects.filter(pk=job_id, status__in=[Status.QUEUED, Status.RUNNING]).update(
        status=Status.FAILED, error=reason, finished=timezone.now()
    )


def _take(chunk_id: int, worker: str) -> SimulationChunk | None:
    """Mark the chunk running for this worker; None when there is nothing to do (done
    already, or its job finished, failed or was cancelled)."""
    with transaction.atomic():
        chunk = (
            SimulationChunk.objects.select_for_update().select_related("job").filter(pk=chunk_id)
        ).first()
        if chunk is None or chunk.status == ChunkStatus.DONE or chunk.job.is_finished:
            return None
        now = timezone.now()
        chunk.status = ChunkStatus.RUNNING
        chunk.attempts += 1
        chunk.played = 0
        chunk.heartbeat = now
        chunk.worker = worker[:200]
        chunk.pid = os.getpid()
        chunk.save(update_fields=["status", "attempts", "played", "heartbeat", "worker", "pid"])
        SimulationJob.objects.filter(pk=chunk.job_id, status=Status.QUEUED).update(
            status=Status.RUNNING, started=now
        )
    return chunk


def run_chunk(chunk_id: int, worker: str = "") -> str:
    """Play a chunk's games and store its tally; then, if it was the last, combine the job.
    Returns what happened, in words."""
    chunk = _take(chunk_id, worker)
    if chunk is None:
        return "nothing to do"
    job = chunk.job
    setups = job.setup_list()
    deck, opponent = setups[0], (setups[1] if len(setups) > 1 else None)
    tally = figures.empty_tally()
    rows = SimulationChunk.objects.filter(pk=chunk_id)
    beat = time.monotonic()
    for number, seed in enumerate(range(chunk.seed, chunk.seed + chunk.games), 1):
        figures.add_game(
            tally, figures.play_game(deck, seed, job.turns, opponent, job.goldfish_strength)
        )
        if time.monotonic() - beat >= HEARTBEAT_SECONDS:
            beat = time.monotonic()
            rows.update(played=number, heartbeat=timezone.now())
            if SimulationJob.objects.filter(pk=job.pk, status__in=SimulationJob.FINISHED).exists():
                return "stopped: the job is over"
    with transaction.atomic():
        locked = SimulationChunk.objects.select_for_update().get(pk=chunk_id)
        if locked.status == ChunkStatus.DONE:
            return "already done by another run"
        locked.status = ChunkStatus.DONE
        locked.played = chunk.games
        locked.tally = tally
        locked.heartbeat = timezone.now()
        locked.save(update_fields=["status", "played", "tally", "heartbeat"])
    combine(job.pk)
    return "done"


def combine(job_id: int) -> bool:
    """When every chunk is done, merge their tallies into the job's results (once)."""
    with transaction.atomic():
        job = SimulationJob.objects.select_for_update().filter(pk=job_id).first()
        if job is None or job.is_finished:
            return False
        chunks = list(job.chunks.all())
        if any(chunk.status != ChunkStatus.DONE for chunk in chunks):
            return False
        tally = figures.empty_tally()
        for chunk in chunks:
            tally = figures.merge(tally, chunk.tally)
        job.results = figures.summary(tally, job.turns)
        job.results["outcomes"] = tally["outcomes"]
        job.status = Status.DONE
        job.finished = timezone.now()
        job.save(update_fields=["results", "status", "finished"])
    return True


def cancel(job: SimulationJob) -> bool:
    """Stop a job: its running chunks stop at their next heartbeat, the rest never start."""
    changed = SimulationJob.objects.filter(
        pk=job.pk, status__in=[Status.QUEUED, Status.RUNNING]
    ).update(status=Status.CANCELLED, finished=timezone.now(), error="Cancelled.")
    job.refresh_from_db()
    return bool(changed)


# -- the watchdog -----------------------------------------------------------------------------
def check_job(job: SimulationJob) -> SimulationJob:
    """Re-send a chunk whose worker went silent; fail the job when a chunk was lost too many
    times or no worker took it in time. Returns the job as it now stands."""
    if job.is_finished or job.in_process:
        return job
    now = timezone.now()
    stale = now - timedelta(seconds=settings.L5R_SIMULATION_STALE_SECONDS)
    unstarted = now - timedelta(seconds=settings.L5R_SIMULATION_QUEUE_TIMEOUT)
    resend: list[int] = []
    for chunk in job.chunks.exclude(status=ChunkStatus.DONE):
        seeds = f"seeds {chunk.seed} to {chunk.seed + chunk.games - 1}"
        if chunk.status == ChunkStatus.RUNNING and chunk.heartbeat and chunk.heartbeat < stale:
            if chunk.attempts >= settings.L5R_SIMULATION_MAX_ATTEMPTS:
                fail(
                    job.pk,
                    f"The games of {seeds} were started {chunk.attempts} times and each time "
                    "their worker stopped without a result (killed or out of memory?).",
                )
                break
            taken = SimulationChunk.objects.filter(
                pk=chunk.pk, status=ChunkStatus.RUNNING, heartbeat=chunk.heartbeat
            ).update(status=ChunkStatus.PENDING)
            if taken:
                resend.append(chunk.pk)
        elif chunk.status == ChunkStatus.PENDING and chunk.queued and chunk.queued < unstarted:
            fail(
                job.pk,
                f"No worker took the games of {seeds} within "
                f"{settings.L5R_SIMULATION_QUEUE_TIMEOUT} seconds: are the Celery workers "
                "running?",
            )
            break
    if resend:
        logger.warning("Simulation %s: re-sending chunks %s", job.pk, resend)
        enqueue(job.pk, resend)
    job.refresh_from_db()
    return job


def check_all() -> int:
    """Check every unfinished job (the periodic task); returns how many were checked."""
    jobs = list(SimulationJob.objects.filter(status__in=[Status.QUEUED, Status.RUNNING]))
    for job in jobs:
        check_job(job)
    return len(jobs)


# -- reading a job ----------------------------------------------------------------------------
def progress(job: SimulationJob) -> int:
    """Games played so far."""
    if job.status == Status.DONE:
        return job.games
    return sum(
        chunk.games if chunk.status == ChunkStatus.DONE else chunk.played
        for chunk in job.chunks.all()
    )


def job_status(job: SimulationJob) -> dict[str, Any]:
    """What the page polls and the API returns: where the job is, and its figures once done."""
    played = progress(job)
    results = None
    if job.results is not None:
        results = {k: v for k, v in job.results.items() if k != "outcomes"}
    return {
        "id": job.pk,
        "status": job.status,
        "finished": job.is_finished,
        "deck": job.deck_name,
        "deck_id": job.deck_id,
        "opponent": job.opponent_label,
        "opponent_deck_id": job.opponent_deck_id,
        "games": job.games,
        "played": played,
        "percent": round(100 * played / job.games) if job.games else 100,
        "seeds": {"first": job.seed, "last": job.last_seed},
        "turns": job.turns,
        "goldfish_strength": job.goldfish_strength if job.goldfish else None,
        "policy": job.policy,
        "engine": job.engine,
        "where": (
            "played in the web process (no Celery broker is configured)"
            if job.in_process
            else "played by the Celery workers"
        ),
        "error": job.error,
        "created": job.created.isoformat(),
        "finished_at": job.finished.isoformat() if job.finished else None,
        "results": results,
    }


def game_outcomes(job: SimulationJob) -> list[dict[str, Any]]:
    """Each game's seed, the turn it was won (None if not) and the turns it lasted."""
    outcomes = (job.results or {}).get("outcomes", [])
    return [{"seed": s, "win_turn": w, "turns": t} for s, w, t in outcomes]


def open_game(job: SimulationJob, seed: int, owner: AbstractBaseUser) -> SavedGame:
    """One game of the simulation, played again from its seed by the same policy, saved as a
    playtest game of `owner` (the table shows it as it ended; undo walks it back)."""
    if not job.seed <= seed <= job.last_seed:
        raise ValueError(f"this simulation played seeds {job.seed} to {job.last_seed}, not {seed}")
    setups = job.setup_list()
    game, _ = figures.simulated_game(
        setups[0],
        seed,
        job.turns,
        setups[1] if len(setups) > 1 else None,
        job.goldfish_strength,
    )
    saved = SavedGame(
        deck=job.deck,
        opponent_deck=job.opponent_deck,
        setups=job.setups,
        seed=seed,
        goldfish=job.goldfish,
        goldfish_strength=job.goldfish_strength,
        owner=owner,
    )
    saved.record(game)
    return saved
