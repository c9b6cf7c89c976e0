"""Search latency through the API over the whole card pool on PostgreSQL.

    .venv/bin/python bench/search_queries.py [--rounds N] [--database-url URL]

Uses its own scratch database (default postgres://postgres@127.0.0.1:5432/l5rdb_bench_search,
or BENCH_SEARCH_DATABASE_URL), creates and migrates it, imports the pool from L5R_CARD_DATA
when it holds no cards, then sends a fixed mix of 50 queries to /api/cards/?q= through
Django's test client and prints the median and 95th percentile latency (target: p95 < 50 ms),
with the share spent in the database and in Python, and the same queries through
search_cards alone.
"""

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/l5rdb_bench_search"
TARGET_P95_MS = 50.0

QUERIES: tuple[str, ...] = (
    # Title words and phrases (ranked).
    "hida",
    "kaiten",
    "kakita kaiten",
    '"hida amoro"',
    "toturi",
    "ring",
    "the",
    "shiro",
    "kyuden",
    "bayushi kachiko",
    "isawa -tadaka",
    "akodo or matsu",
    "ninja",
    "dragon",
    "oni no",
    # Fields.
    "t:personality c:crab",
    "t:strategy",
    "k:shugenja c:phoenix cost<=3",
    "k:cavalry c:unicorn force>=3",
    'k:"soul of*"',
    'x:"gains 2 honor"',
    "x:duel t:strategy",
    "x:ninja -c:scorpion",
    "d:pregame",
    "t:stronghold ps>=8",
    's:"gold edition"',
    "s:hidden* r:rare",
    "f:gold t:personality force>=5",
    "f:ivory -f:gold",
    'f:"twenty festivals" c:crane',
    "r:promo",
    "a:pavelec",
    "fl:bushido",
    "cost:0 focus>=3",
    "chi>=6",
    "ph>=4 hr>=8",
    "gp>=5",
    "exp>=2",
    "is:unique c:lion",
    "is:experienced t:personality c:dragon",
    "is:banned",
    "is:soul",
    'soul:"Hida Amoro"',
    # Mixed.
    "(c:crab or c:crane) t:personality cost<=4",
    "-t:personality -t:strategy d:dynasty",
    "matsu t:personality f:gold",
    "ring of -t:ring",
    # Nothing found: the nearest titles are suggested.
    "amorro",
    "kakita kaitne",
    "zzqxv",
)


def prepare_database(url: str) -> None:
    """Point Django at `url`, create the database if needed, migrate and import the pool."""
    os.environ["DATABASE_URL"] = url
    os.environ.setdefault("DEBUG", "0")
    os.environ.setdefault("SECRET_KEY", "bench-only-secret")
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "l5rdb.settings")
    sys.path.insert(0, str(ROOT))

    import psycopg

    parts = urlsplit(url)
    name = parts.path.lstrip("/")
    server = parts._replace(path="/postgres").geturl()
    with psycopg.connect(server, autocommit=True) as conn:
        exists = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", [name]).fetchone()
        if not exists:
            conn.execute(f'CREATE DATABASE "{name}"')
            print(f"created database {name}")

    import django

    django.setup()
    from django.conf import settings
    from django.core.management import call_command
    from django.db import connection

    from l5rdb.catalogue.importing import import_cards
    from l5rdb.catalogue.models import Card

    call_command("migrate", verbosity=0)
    if not Card.objects.exists():
        source = settings.L5R_CARD_DATA
        if not source:
            sys.exit("no card data: set L5R_CARD_DATA")
        print(f"importing the pool from {source} ...")
        started = time.perf_counter()
        report = import_cards([source])
        print(f"imported in {time.perf_counter() - started:.1f} s: {report.summary()}")
        # The import rewrites many rows; reclaim them and gather statistics as autovacuum
        # would on a live server (it may be off on a development one).
        with connection.cursor() as cursor:
            cursor.execute("VACUUM ANALYZE")


def percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    index = min(len(ordered) - 1, max(0, round(fraction * len(ordered)) - 1))
    return ordered[index]


class SQLTimer:
    """Adds up the time spent in the database (an execute wrapper)."""

    def __init__(self) -> None:
        self.ms = 0.0

    def __call__(
        self, execute: Callable[..., Any], sql: str, params: Any, many: bool, context: Any
    ) -> Any:
        started = time.perf_counter()
        try:
            return execute(sql, params, many, context)
        finally:
            self.ms += (time.perf_counter() - started) * 1000


def engine_timings(query: str, rounds: int) -> list[float]:
    """search_cards plus the two queries a results page needs, without the API around it."""
    from l5rdb.catalogue.search import search_cards

    timings = []
    for _ in range(rounds):
        started = time.perf_counter()
        result = search_cards(query)
        result.cards.count()
        list(result.cards.values_list("id", flat=True)[:50])
        timings.append((time.perf_counter() - started) * 1000)
    return timings


def run(rounds: int) -> None:
    from django.db import connection
    from django.test import Client

    from l5rdb.catalogue.models import Card

    client = Client()
    name = connection.settings_dict["NAME"]
    print(f"{Card.objects.count()} cards on {connection.vendor} ({name})")
    assert len(QUERIES) == 50, len(QUERIES)
    for query in QUERIES:  # warm-up: connection, caches, query plans
        response = client.get("/api/cards/", {"q": query})
        if response.status_code != 200:
            sys.exit(f"{query!r}: HTTP {response.status_code} {response.content[:300]!r}")

    wall: dict[str, list[float]] = {query: [] for query in QUERIES}
    cpu: list[float] = []
    sql: list[float] = []
    for _ in range(rounds):
        for query in QUERIES:
            timer = SQLTimer()
            with connection.execute_wrapper(timer):
                started, started_cpu = time.perf_counter(), time.process_time()
                response = client.get("/api/cards/", {"q": query})
                wall[query].append((time.perf_counter() - started) * 1000)
                cpu.append((time.process_time() - started_cpu) * 1000)
            sql.append(timer.ms)
            assert response.status_code == 200

    samples = [ms for values in wall.values() for ms in values]
    median = statistics.median(samples)
    p95 = percentile(samples, 0.95)
    slowest = sorted(wall.items(), key=lambda item: -statistics.median(item[1]))[:8]
    print(f"{len(QUERIES)} queries x {rounds} rounds = {len(samples)} requests to /api/cards/?q=")
    print("slowest queries (median ms):")
    for query, values in slowest:
        count = client.get("/api/cards/", {"q": query}).json().get("count")
        print(f"  {statistics.median(values):7.1f}  {query}  ({count} cards)")
    print(
        f"of which in the database: median {statistics.median(sql):.1f} ms, "
        f"p95 {percentile(sql, 0.95):.1f} ms; Python CPU: median "
        f"{statistics.median(cpu):.1f} ms, p95 {percentile(cpu, 0.95):.1f} ms"
    )
    engine = [ms for query in QUERIES for ms in engine_timings(query, rounds)]
    print(
        f"the search alone (parse, count, first 50 ids): median {statistics.median(engine):.1f} ms,"
        f" p95 {percentile(engine, 0.95):.1f} ms"
    )
    load = os.getloadavg()[0]
    print(f"load average {load:.1f} on {os.cpu_count()} CPUs")
    verdict = "met" if p95 < TARGET_P95_MS else "missed"
    print(
        f"median {median:.1f} ms   p95 {p95:.1f} ms   "
        f"(target p95 < {TARGET_P95_MS:.0f} ms: {verdict})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument(
        "--database-url", default=os.environ.get("BENCH_SEARCH_DATABASE_URL", DEFAULT_URL)
    )
    args = parser.parse_args()
    if not args.database_url.startswith(("postgres://", "postgresql://")):
        sys.exit("the search bench runs on PostgreSQL")
    prepare_database(args.database_url)
    run(args.rounds)


if __name__ == "__main__":
    main()
