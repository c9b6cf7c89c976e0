"""Real Celery workers for the simulation tests: worker processes on the Redis broker of
CELERY_BROKER_URL, reading the test database.

The workers are separate processes, so they see only committed data: tests using them are
`django_db(transaction=True)`, and the workers get DATABASE_URL pointing at pytest-django's
test database. Each test session uses a queue of its own, so no other worker on the same
broker takes its tasks (with the wrong database)."""

import os
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from urllib.parse import quote

import pytest
from django.conf import settings
from django.db import connection

from l5rdb.celery import app

QUEUE = f"l5rdb-test-{uuid.uuid4().hex[:8]}"
READY_SECONDS = 60


def broker_or_skip() -> str:
    url = os.environ.get("CELERY_BROKER_URL", "")
    if not url.startswith("redis://"):
        pytest.skip("no Redis broker: set CELERY_BROKER_URL=redis://... to run real workers")
    import redis

    try:
        redis.Redis.from_url(url, socket_connect_timeout=2).ping()
    except redis.RedisError as error:
        pytest.skip(f"the Redis broker at {url} is not reachable: {error}")
    return url


def test_database_url() -> str:
    """pytest-django's test database, as a URL a worker process can open."""
    db = connection.settings_dict
    if db["ENGINE"] != "django.db.backends.postgresql":
        pytest.skip(
            "worker processes need a database server they can share with the tests "
            "(run with DATABASE_URL=postgres://...)"
        )
    user = quote(db["USER"] or "", safe="")
    password = f":{quote(db['PASSWORD'], safe='')}" if db["PASSWORD"] else ""
    host = db["HOST"] or "127.0.0.1"
    port = f":{db['PORT']}" if db["PORT"] else ""
    return f"postgres://{user}{password}@{host}{port}/{db['NAME']}"


class Worker:
    def __init__(self, name: str, broker: str, database: str, log: Path) -> None:
        self.name = name
        self.log = log
        env = {
            **os.environ,
            "DATABASE_URL": database,
            "CELERY_BROKER_URL": broker,
            "CELERY_RESULT_BACKEND": broker,
            "CELERY_TASK_DEFAULT_QUEUE": QUEUE,
            "DJANGO_SETTINGS_MODULE": "l5rdb.settings",
            "DATABASE_CONN_MAX_AGE": "0",
        }
        self.process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "celery",
                "-A",
                "l5rdb",
                "worker",
                "--pool=prefork",
                "--concurrency=1",
                "-Q",
                QUEUE,
                "-n",
                f"{name}@%h",
                "--loglevel=INFO",
                "--without-gossip",
                "--without-mingle",
            ],
            cwd=settings.BASE_DIR,
            env=env,
            stdout=log.open("wb"),
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )

    def wait_ready(self) -> None:
        deadline = time.monotonic() + READY_SECONDS
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"worker {self.name} exited:\n{self.log.read_text()}")
            if " ready." in self.log.read_text(errors="replace"):
                return
            time.sleep(0.2)
        raise RuntimeError(f"worker {self.name} not ready:\n{self.log.read_text()}")

    def stop(self) -> None:
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(10)


@pytest.fixture
def on_broker(transactional_db) -> Iterator[str]:
    """The test process sends tasks to the Redis broker, on this session's queue."""
    broker = broker_or_skip()
    saved = {
        key: app.conf[key]
        for key in ("broker_url", "result_backend", "task_always_eager", "task_default_queue")
    }
    app.conf.update(
        broker_url=broker, result_backend=broker, task_always_eager=False, task_default_queue=QUEUE
    )
    eager = settings.CELERY_TASK_ALWAYS_EAGER
    settings.CELERY_TASK_ALWAYS_EAGER = False
    yield broker
    with app.connection_for_write() as conn:
        conn.default_channel.queue_purge(QUEUE)
    settings.CELERY_TASK_ALWAYS_EAGER = eager
    app.conf.update(saved)


@pytest.fixture
def start_workers(on_broker, tmp_path) -> Iterator[Callable[[int], list[Worker]]]:
    """start_workers(n): n worker processes (one pool process each), ready to take tasks."""
    database = test_database_url()
    workers: list[Worker] = []

    def start(count: int) -> list[Worker]:
        names = [f"w{len(workers) + i}" for i in range(count)]
        started = [Worker(name, on_broker, database, tmp_path / f"{name}.log") for name in names]
        workers.extend(started)
        for worker in started:
            worker.wait_ready()
        return started

    yield start
    for worker in workers:
        worker.stop()


@pytest.fixture
def simulation_runner(request, settings) -> str:
    """Where a page's simulations run: on two real worker processes when a Redis broker and
    a database server are configured (as in CI), else eagerly in the web process."""
    if os.environ.get("CELERY_BROKER_URL", "").startswith("redis://") and (
        connection.vendor == "postgresql"
    ):
        request.getfixturevalue("start_workers")(2)
        return "workers"
    request.getfixturevalue("eager")
    return "web process"


@pytest.fixture
def eager(settings) -> Iterator[None]:
    """Tasks run in the calling process (as without a broker), in chunks of 4 games."""
    was = app.conf.task_always_eager
    settings.CELERY_TASK_ALWAYS_EAGER = True
    settings.L5R_SIMULATION_CHUNK_GAMES = 4
    app.conf.task_always_eager = True
    yield
    app.conf.task_always_eager = was
