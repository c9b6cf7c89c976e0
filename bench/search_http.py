"""Search latency over HTTP: gunicorn on PostgreSQL, one client, real sockets.

    .venv/bin/python bench/search_http.py [--database-url URL] [--rounds N] [--cache-url URL]

Uses the load bench's database (default postgres://postgres@127.0.0.1:5432/l5rdb_bench_load,
or BENCH_LOAD_DATABASE_URL): creates, migrates and imports the pool when it holds no cards.
Starts `gunicorn l5rdb.wsgi` (DEBUG off, one worker) on 127.0.0.1 and asks
/api/cards/?q= for title words and phrases, then for a 25-query mix of titles, fields and
combinations, one request at a time. The first request of each query (cold: nothing cached
since the server started) is printed apart from the following rounds (warm: the catalogue
cache answers the first page of a search it has seen, as it does on a live site between
imports). Targets (issue 13): title queries p50 under 8 ms; the mix p95 under 25 ms.
"""

import argparse
import os
import secrets
import statistics
import time
from urllib.parse import quote

from load import DEFAULT_URL, prepare_database, request, start_server, stop_server

TITLE_TARGET_P50_MS = 8.0
MIX_TARGET_P95_MS = 25.0

TITLES = (
    "hida",
    "kaiten",
    "kakita kaiten",
    '"hida amoro"',
    "toturi",
    "ring",
    "shiro",
    "bayushi kachiko",
    "oni no",
    '"kyuden hida"',
)
MIX = (
    "hida",
    "kakita kaiten",
    '"hida amoro"',
    "isawa -tadaka",
    "akodo or matsu",
    "t:personality c:crab",
    "t:strategy",
    "k:shugenja c:phoenix cost<=3",
    "k:cavalry c:unicorn force>=3",
    'x:"gains 2 honor"',
    "x:duel t:strategy",
    "d:pregame",
    "t:stronghold ps>=8",
    's:"gold edition"',
    "f:gold t:personality force>=5",
    "f:ivory -f:gold",
    "a:pavelec",
    "fl:bushido",
    "chi>=6",
    "is:unique c:lion",
    "is:soul",
    "(c:crab or c:crane) t:personality cost<=4",
    "matsu t:personality f:gold",
    "amorro",
    "zzqxv",
)


def percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, max(0, round(fraction * len(ordered)) - 1))]


def timed(port: int, query: str) -> float:
    started = time.perf_counter()
    status, _ = request(port, "GET", "/api/cards/?q=" + quote(query), None, 10.0)
    elapsed = (time.perf_counter() - started) * 1000
    if status != 200:
        raise SystemExit(f"{query!r}: HTTP {status}")
    return elapsed


def measure(port: int, queries: tuple[str, ...], rounds: int) -> tuple[list[float], list[float]]:
    """Cold (each query's first request) and warm (the following rounds) timings."""
    cold = [timed(port, query) for query in queries]
    warm = [timed(port, query) for _ in range(rounds) for query in queries]
    return cold, warm


def line(name: str, samples: list[float]) -> str:
    return (
        f"  {name:<28} {len(samples):5d} requests  p50 {statistics.median(samples):6.1f} ms  "
        f"p95 {percentile(samples, 0.95):6.1f} ms  max {max(samples):6.1f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--database-url", default=os.environ.get("BENCH_LOAD_DATABASE_URL", DEFAULT_URL)
    )
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--cache-url", default="", help="CACHE_URL for the server (Redis)")
    parser.add_argument("--port", type=int, default=8714)
    args = parser.parse_args()
    if not args.database_url.startswith(("postgres://", "postgresql://")):
        raise SystemExit("--database-url must be a PostgreSQL URL")
    env = {
        **os.environ,
        "DATABASE_URL": args.database_url,
        "DEBUG": "false",
        "SECRET_KEY": secrets.token_urlsafe(50),
        "ALLOWED_HOSTS": "127.0.0.1",
        # Plain HTTP on 127.0.0.1, as behind the TLS-terminating proxy of a real installation.
        "SECURE_SSL_REDIRECT": "false",
        "CACHE_URL": args.cache_url,
        "LOG_LEVEL": "WARNING",
        "PYTHONWARNINGS": "ignore::UserWarning",
        "DJANGO_SETTINGS_MODULE": "l5rdb.settings",
    }
    prepare_database(args.database_url, env)
    print(f"load average before: {os.getloadavg()[0]:.2f}; {os.cpu_count()} cores")
    server = start_server(args.port, 1, env)
    try:
        print(f"gunicorn: 1 worker on 127.0.0.1:{args.port}, cache {args.cache_url or 'memory'}")
        title_cold, title_warm = measure(args.port, TITLES, args.rounds)
        mix_cold, mix_warm = measure(args.port, MIX, args.rounds)
    finally:
        stop_server(server)
    print(line("title queries, cold", title_cold))
    print(line("title queries, warm", title_warm))
    print(line("25-query mix, cold", mix_cold))
    print(line("25-query mix, warm", mix_warm))
    print(f"load average after: {os.getloadavg()[0]:.2f}")
    title = statistics.median(title_cold + title_warm)
    mix = percentile(mix_cold + mix_warm, 0.95)
    for name, value, target in (
        ("title queries p50", title, TITLE_TARGET_P50_MS),
        ("25-query mix p95", mix, MIX_TARGET_P95_MS),
    ):
        verdict = "meets" if value < target else "MISSES"
        print(f"{name} (cold and warm): {value:.1f} ms: {verdict} the {target:.0f} ms target")


if __name__ == "__main__":
    main()
