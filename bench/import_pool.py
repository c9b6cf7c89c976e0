"""Import the whole card pool into a scratch database and print how long it took.

    DATABASE_URL=... .venv/bin/python bench/import_pool.py [CARD_DATA]

The database is never the configured one: for SQLite a temporary file, for PostgreSQL a
database `<configured name>_bench_<pid>` created on the configured server and dropped
afterwards.
Prints the seconds and CPU seconds of a first import into the empty database, of a second
(idempotent) run over the same files, the row counts, and the peak memory of the process.
The import reads the files in a process of its own (where it can fork one): its CPU seconds
are printed beside this process's, and the largest peak of a child process (the migration
run or a reader) beside this process's peak. When the PostgreSQL server runs on this
machine, the CPU seconds of the server processes serving the import (its connection and those
that build its indexes, read from /proc while it runs) are printed too: the server's share of
the 2 cores is part of the wall time.
The schema is migrated by a `manage.py migrate` of its own first, so that the peak is the
import's (Django loaded, the import run twice), not the migrations'.
Targets (issue 13): into empty PostgreSQL, the first import under 12 s on the 2-core
development machine, and a peak under 120 MiB.
"""

import contextlib
import os
import resource
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def scratch_database(url: str) -> tuple[str, object]:
    """A database URL of our own, and how to drop it afterwards."""
    if url.startswith(("postgres://", "postgresql://")):
        import dj_database_url
        import psycopg

        config = dj_database_url.parse(url)
        # Named after this process: benches run side by side must not drop each other's.
        name = f"{config['NAME']}_bench_{os.getpid()}"
        server = {
            "host": config["HOST"] or None,
            "port": config["PORT"] or None,
            "user": config["USER"] or None,
            "password": config["PASSWORD"] or None,
            "dbname": "postgres",
            "autocommit": True,
        }
        with psycopg.connect(**server) as connection:
            connection.execute(f'DROP DATABASE IF EXISTS "{name}"')
            connection.execute(f'CREATE DATABASE "{name}"')

        def drop() -> None:
            from django.db import connections

            connections.close_all()
            with psycopg.connect(**server) as connection:
                connection.execute(f'DROP DATABASE IF EXISTS "{name}"')

        base = url.rsplit("/", 1)[0]
        return f"{base}/{name}", drop
    folder = tempfile.TemporaryDirectory(prefix="l5rdb-bench-")
    return f"sqlite:///{folder.name}/bench.sqlite3", folder.cleanup


def cpu_seconds(who: int = resource.RUSAGE_SELF) -> float:
    usage = resource.getrusage(who)
    return usage.ru_utime + usage.ru_stime


class ServerCPU:
    """CPU seconds of the PostgreSQL backends serving one database, when the server runs on
    this machine: the import's own connection and those that build its indexes, read from
    /proc by a thread of the bench every few hundredths of a second (a backend that appears
    is counted from zero, one that is gone keeps its last reading)."""

    INTERVAL = 0.02
    # New backends are looked for every this many readings.
    SCAN_EVERY = 5

    def __init__(self, database: str) -> None:
        self.title = f" {database} "
        self.readings: dict[int, tuple[float, float]] = {}
        self.own = 0.0  # this thread's CPU, which the bench's process CPU leaves out
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._watch, daemon=True)

    def __enter__(self) -> "ServerCPU":
        for pid in self._backends():
            cpu = self._cpu(pid)
            if cpu is not None:
                self.readings[pid] = (cpu, cpu)
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop.set()
        self.thread.join()

    @property
    def seconds(self) -> float:
        return sum(last - first for first, last in self.readings.values())

    def _backends(self) -> list[int]:
        found = []
        for entry in os.scandir("/proc"):
            if not entry.name.isdigit():
                continue
            try:
                title = Path(entry.path, "cmdline").read_bytes().decode(errors="replace")
            except OSError:
                continue
            if title.startswith("postgres: ") and self.title in title:
                found.append(int(entry.name))
        return found

    @staticmethod
    def _cpu(pid: int) -> float | None:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            return None
        # utime and stime: fields 14 and 15 of stat(5), counted after the command's ")".
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def _watch(self) -> None:
        started = time.thread_time()
        pids = list(self.readings)
        readings = 0
        while not self.stop.wait(self.INTERVAL):
            if readings % self.SCAN_EVERY == 0:
                pids = self._backends()
            readings += 1
            for pid in pids:
                cpu = self._cpu(pid)
                if cpu is not None:
                    first = self.readings.get(pid, (0.0, 0.0))[0]
                    self.readings[pid] = (first, cpu)
        self.own = time.thread_time() - started


def main() -> None:
    configured = os.environ.get("DATABASE_URL", "sqlite:///")
    url, drop = scratch_database(configured)
    os.environ["DATABASE_URL"] = url
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "l5rdb.settings")
    try:
        subprocess.run(
            [sys.executable, str(ROOT / "manage.py"), "migrate", "--verbosity", "0"], check=True
        )
    except BaseException:
        drop()
        raise
    import django

    django.setup()
    from django.conf import settings

    from l5rdb.catalogue.importing import import_cards
    from l5rdb.catalogue.models import Card, Printing, Set

    source = Path(sys.argv[1] if len(sys.argv) > 1 else settings.L5R_CARD_DATA)
    engine = settings.DATABASES["default"]["ENGINE"].rsplit(".", 1)[-1]
    postgres = engine == "postgresql"
    try:
        for label in ("first import", "second import"):
            watch = ServerCPU(settings.DATABASES["default"]["NAME"]) if postgres else None
            with watch or contextlib.nullcontext():
                started, cpu = time.perf_counter(), cpu_seconds()
                reader = cpu_seconds(resource.RUSAGE_CHILDREN)
                report = import_cards([source])
                seconds, cpu = time.perf_counter() - started, cpu_seconds() - cpu
                reader = cpu_seconds(resource.RUSAGE_CHILDREN) - reader
            served = ""
            if watch is not None and watch.readings:
                cpu -= watch.own
                served = f", {watch.seconds:.1f} s in the server"
            totals = report.totals()
            print(
                f"{engine} {label}: {seconds:.1f} s ({cpu:.1f} s CPU in this process, "
                f"{reader:.1f} s in the reader process{served}); "
                f"cards {totals['cards']}, printings {totals['printings']}, "
                f"failed files {len(report.failed_files)}"
            )
        print(
            f"{engine} pool: {Set.objects.count()} sets, {Card.objects.count()} cards, "
            f"{Printing.objects.count()} printings"
        )
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
        print(
            f"{engine} peak memory: {peak:.0f} MiB "
            f"(largest child process, the migrations or a reader: {children:.0f} MiB)"
        )
    finally:
        drop()


if __name__ == "__main__":
    main()
