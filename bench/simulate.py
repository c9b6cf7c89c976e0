"""Deck simulations on Celery workers: games per second with one worker and with two, and
the time to a 1,000-game result with two workers.

    CELERY_BROKER_URL=redis://127.0.0.1:6379/0 .venv/bin/python bench/simulate.py \
        [--deck FILE] [--games-one N] [--games-two N] [--database-url URL]

Needs a Redis broker (CELERY_BROKER_URL). Uses its own scratch database
(BENCH_SIMULATE_DATABASE_URL, default a SQLite file in the system's temporary directory;
migrated, and the pool imported from L5R_CARD_DATA when it holds no cards) and a queue of its
own, so no other worker takes its chunks. The deck (default the Ivory Crab starter from
../shared/decks/l5d) plays a goldfish of the default strength for 10 turns. The workers are
started first (one process each, like `celery -A l5rdb worker --concurrency=1`); the clock
runs from queueing the job to its combined result. Target: a 1,000-game result with two
workers in under 30 s, two workers faster than one (on a quiet two-core machine).
"""

import argparse
import os
import signal
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

from scratch import prepare_database

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_URL = f"sqlite:///{Path(tempfile.gettempdir()) / 'l5rdb_bench_simulate.sqlite3'}"
DEFAULT_DECK = ROOT.parent / "shared" / "decks" / "l5d" / "Ivory Crab Starter.l5d"
QUEUE = f"l5rdb-bench-{uuid.uuid4().hex[:8]}"
TARGET_SECONDS = 30.0


def prepare(url: str, broker: str) -> None:
    os.environ["CELERY_BROKER_URL"] = broker
    os.environ["CELERY_TASK_DEFAULT_QUEUE"] = QUEUE
    prepare_database(url)


def saved_deck(path: Path):
    from django.contrib.auth import get_user_model

    from decks.lists import parse_deck_text, read_deck_file
    from decks.models import Deck
    from decks.resolve import resolve_deck

    user, _ = get_user_model().objects.get_or_create(username="bench-simulate")
    deck_list = resolve_deck(parse_deck_text(read_deck_file(path)))
    deck = Deck.objects.create(name=path.stem, owner=user)
    deck.replace_contents(deck_list)
    return user, deck


def start_workers(count: int, url: str, broker: str, logs: Path) -> list[subprocess.Popen]:
    env = {**os.environ, "DATABASE_URL": url, "CELERY_BROKER_URL": broker}
    env.update(CELERY_TASK_DEFAULT_QUEUE=QUEUE, DATABASE_CONN_MAX_AGE="0")
    workers = []
    for index in range(count):
        log = logs / f"worker{index}.log"
        workers.append(
            subprocess.Popen(
                [sys.executable, "-m", "celery", "-A", "l5rdb", "worker", "--pool=prefork",
                 "--concurrency=1", "-Q", QUEUE, "-n", f"bench{index}@%h", "--loglevel=WARNING",
                 "--without-gossip", "--without-mingle"],
                cwd=ROOT, env=env, stdout=log.open("wb"), stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        )  # fmt: skip
    # A worker is ready once it has connected: give each a moment, then check it lives.
    deadline = time.monotonic() + 60
    for index, worker in enumerate(workers):
        log = logs / f"worker{index}.log"
        while "ready" not in log.read_text(errors="replace") and time.monotonic() < deadline:
            if worker.poll() is not None:
                raise SystemExit(f"worker {index} exited:\n{log.read_text()}")
            time.sleep(0.2)
    return workers


def stop_workers(workers: list[subprocess.Popen]) -> None:
    for worker in workers:
        if worker.poll() is None:
            os.killpg(worker.pid, signal.SIGTERM)
    for worker in workers:
        try:
            worker.wait(20)
        except subprocess.TimeoutExpired:
            os.killpg(worker.pid, signal.SIGKILL)


def timed_job(user, deck, games: int, seed: int) -> float:
    from simulations import jobs

    started = time.perf_counter()
    job = jobs.start_simulation(user, deck, games=games, seed=seed)
    while not job.is_finished:
        time.sleep(0.1)
        job = jobs.check_job(job)
    elapsed = time.perf_counter() - started
    if job.status != job.Status.DONE:
        raise SystemExit(f"the simulation {job.status}: {job.error}")
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deck", type=Path, default=DEFAULT_DECK)
    parser.add_argument("--games-one", type=int, default=300, help="games with one worker")
    parser.add_argument("--games-two", type=int, default=1000, help="games with two workers")
    parser.add_argument(
        "--database-url", default=os.environ.get("BENCH_SIMULATE_DATABASE_URL", DEFAULT_URL)
    )
    args = parser.parse_args()
    # Stopped from outside: still stop the workers (the `finally` below).
    signal.signal(signal.SIGTERM, lambda *_: sys.exit("stopped"))
    broker = os.environ.get("CELERY_BROKER_URL", "")
    if not broker:
        raise SystemExit("set CELERY_BROKER_URL (a Redis broker) to run the workers")
    prepare(args.database_url, broker)
    from django.conf import settings

    user, deck = saved_deck(args.deck)
    print(
        f"{deck.name} vs a goldfish, 10 turns, aggressive policy, chunks of "
        f"{settings.L5R_SIMULATION_CHUNK_GAMES} games"
    )
    rates = {}
    with tempfile.TemporaryDirectory() as logs:
        for count, games in ((1, args.games_one), (2, args.games_two)):
            workers = start_workers(count, args.database_url, broker, Path(logs))
            try:
                elapsed = timed_job(user, deck, games, seed=1)
            finally:
                stop_workers(workers)
            rates[count] = games / elapsed
            print(
                f"{count} worker{'s' if count > 1 else ''}: {games} games in {elapsed:.1f} s, "
                f"{rates[count]:.1f} games/s"
            )
    faster = rates[2] / rates[1]
    print(f"two workers are {faster:.2f} times as fast as one")
    if args.games_two == 1000:
        verdict = "meets" if 1000 / rates[2] < TARGET_SECONDS else "MISSES"
        print(f"{verdict} the target of a 1,000-game result in under {TARGET_SECONDS:.0f} s")


if __name__ == "__main__":
    main()
