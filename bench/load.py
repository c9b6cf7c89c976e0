"""The site under load: gunicorn on PostgreSQL, loaded from a second process.

    .venv/bin/python bench/load.py [--database-url URL] [--clients 4,16,64] [--seconds 60]
        [--workers 2] [--bad-clients 1] [--cache-url redis://...] [--port 8713]

Uses a database of its own (default postgres://postgres@127.0.0.1:5432/l5rdb_bench_load):
creates it when missing, migrates it and imports the card pool (L5R_CARD_DATA) when it holds
no cards. Starts `gunicorn l5rdb.wsgi` (DEBUG off, `--workers` sync workers) on 127.0.0.1,
then for each client count runs a load process of that many clients for `--seconds` over
the mix people make: the card list (plain and filtered), searches (the list page and the
API), card pages and deck validation (the nine Ivory starter decks of ../shared/decks/l5d).
Beside them `--bad-clients` clients send the worst inputs of the accounts-and-security issue:
a deck line with 3,000 spaces, 200 KB of made-up card names, JSON nested 5,000 deep.

Every request has a timeout (`--request-timeout`), every client loop stops at the deadline
or after `--max-requests`, and the bench as a whole stops its server when it is done or
interrupted. Prints, per client count: requests per second (the mix, bad inputs apart),
p50/p95/p99 per request kind, and the errors: a mix request is an error unless it answers
200; a bad input is one when it gets a 5xx, times out or loses its connection (400 and 413
are the right answers). Target (issue 13): 16 clients, 2 workers: 200 requests/s, p99 under
150 ms, no errors.
"""

import argparse
import http.client
import json
import multiprocessing
import os
import random
import secrets
import signal
import statistics
import subprocess
import sys
import threading
import time
from collections import defaultdict
from pathlib import Path
from urllib.parse import quote, urlsplit

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/l5rdb_bench_load"
DECKS = ROOT.parent / "shared" / "decks" / "l5d"
TARGET = "16 clients: 200 requests/s, p99 under 150 ms, 0 errors"

SEARCHES = (
    "hida",
    "kaiten",
    '"hida amoro"',
    "toturi",
    "ring",
    "shiro",
    "bayushi kachiko",
    "akodo or matsu",
    "t:personality c:crab",
    "k:shugenja c:phoenix cost<=3",
    'x:"gains 2 honor"',
    "f:gold t:personality force>=5",
    "is:unique c:lion",
    "t:stronghold ps>=8",
)
LISTS = ("", "clan=crab", "type=Personality", "format=gold", "sort=-force&type=Personality")
# Kind, weight: how often a mix client asks for each.
MIX = (
    ("card list", 20),
    ("search page", 20),
    ("search api", 15),
    ("card page", 30),
    ("validate", 15),
)


def bad_inputs() -> list[tuple[str, str, str, bytes]]:
    """(kind, method, path, body) of the worst inputs the accounts-and-security issue found."""
    spaces = json.dumps({"text": "a" + " " * 3000 + "!"}).encode()
    names = "\n".join(f"3 Made Up Card Name {n:06d}" for n in range(200_000 // 30))
    many_names = json.dumps({"text": names[:200_000]}).encode()
    deep = ("[" * 5000 + "]" * 5000).encode()
    deep_json = b'{"text": ' + deep + b"}"
    validate = "/api/decks/validate/"
    return [
        ("bad: 3,000 spaces", "POST", validate, spaces),
        ("bad: 200 KB of names", "POST", validate, many_names),
        ("bad: deep JSON", "POST", validate, deep_json),
    ]


# --- the database and the server ------------------------------------------------------------


def prepare_database(url: str, env: dict[str, str]) -> None:
    import psycopg

    parts = urlsplit(url)
    name = parts.path.lstrip("/")
    server = {
        "host": parts.hostname,
        "port": parts.port or 5432,
        "user": parts.username,
        "password": parts.password,
        "dbname": "postgres",
        "autocommit": True,
    }
    with psycopg.connect(**server) as connection:
        exists = connection.execute(
            "SELECT 1 FROM pg_database WHERE datname = %s", [name]
        ).fetchone()
        if not exists:
            connection.execute(f'CREATE DATABASE "{name}"')
    manage = [sys.executable, str(ROOT / "manage.py")]
    subprocess.run([*manage, "migrate", "--noinput", "-v", "0"], env=env, check=True, timeout=600)
    started = time.perf_counter()
    subprocess.run(
        [*manage, "import_cards", "--if-empty"],
        env=env,
        check=True,
        timeout=1800,
        stdout=subprocess.DEVNULL,
    )
    print(f"database ready ({time.perf_counter() - started:.0f} s for the import, if any)")


def sample_paths(url: str) -> tuple[list[str], list[str]]:
    """Card page paths (300 random cards) and card API paths."""
    import psycopg

    with psycopg.connect(url.replace("postgres://", "postgresql://", 1)) as connection:
        rows = connection.execute(
            "SELECT slug, id FROM catalogue_card ORDER BY md5(id::text) LIMIT 300"
        ).fetchall()
    return [f"/cards/{quote(slug)}/" for slug, _ in rows], [f"/api/cards/{pk}/" for _, pk in rows]


def start_server(port: int, workers: int, env: dict[str, str]) -> subprocess.Popen:
    gunicorn = Path(sys.executable).with_name("gunicorn")
    server = subprocess.Popen(
        [
            str(gunicorn),
            "l5rdb.wsgi",
            "--workers",
            str(workers),
            "--bind",
            f"127.0.0.1:{port}",
            "--timeout",
            "30",
            "--log-level",
            "warning",
        ],
        cwd=ROOT,
        env=env,
        start_new_session=True,
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise SystemExit(f"gunicorn exited with {server.returncode}")
        try:
            status, _ = request(port, "GET", "/cards/", None, 5.0)
            if status == 200:
                return server
        except OSError:
            pass
        time.sleep(0.5)
    stop_server(server)
    raise SystemExit("gunicorn did not answer within 60 s")


def stop_server(server: subprocess.Popen) -> None:
    if server.poll() is None:
        os.killpg(server.pid, signal.SIGTERM)
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait(timeout=10)


# --- CPU spent by the server, the evidence that holds up on a busy machine -------------------


def cpu_seconds(pids: list[int]) -> dict[int, float]:
    """User plus system CPU seconds of each process still alive (from /proc)."""
    tick = os.sysconf("SC_CLK_TCK")
    spent = {}
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        spent[pid] = (int(fields[11]) + int(fields[12])) / tick
    return spent


def server_pids(server: subprocess.Popen, database_url: str) -> tuple[list[int], list[int]]:
    """The gunicorn processes (its session) and the PostgreSQL backends serving its database."""
    import psycopg

    gunicorn = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if os.getsid(int(entry.name)) == server.pid:
                    gunicorn.append(int(entry.name))
            except OSError:
                continue
    name = urlsplit(database_url).path.lstrip("/")
    with psycopg.connect(database_url.replace("postgres://", "postgresql://", 1)) as connection:
        rows = connection.execute(
            "SELECT pid FROM pg_stat_activity WHERE datname = %s AND pid <> pg_backend_pid()",
            [name],
        ).fetchall()
    return gunicorn, [pid for (pid,) in rows]


def cpu_snapshot(server: subprocess.Popen, database_url: str) -> dict[str, dict[int, float]]:
    gunicorn, backends = server_pids(server, database_url)
    return {"gunicorn": cpu_seconds(gunicorn), "postgresql": cpu_seconds(backends)}


def cpu_report(before: dict, after: dict, requests: int) -> None:
    """CPU milliseconds per request in the web workers and in PostgreSQL, and the request
    rate that 2 cores could serve at that cost (what the figures would be on a quiet machine)."""
    if not requests:
        return
    spent = {
        part: sum(seconds - before[part].get(pid, 0.0) for pid, seconds in after[part].items())
        for part in after
    }
    per_request = {part: 1000 * seconds / requests for part, seconds in spent.items()}
    total = sum(per_request.values())
    cores = os.cpu_count() or 1
    print(
        f"  server CPU per request: gunicorn {per_request['gunicorn']:.1f} ms + PostgreSQL "
        f"{per_request['postgresql']:.1f} ms; {cores} cores serve at most "
        f"{1000 * cores / total:.0f} requests/s at that cost"
    )


# --- the load --------------------------------------------------------------------------------


def request(
    port: int, method: str, path: str, body: bytes | None, timeout: float
) -> tuple[int, int]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        headers = {"Content-Type": "application/json"} if body is not None else {}
        connection.request(method, path, body=body, headers=headers)
        response = connection.getresponse()
        size = len(response.read())
        return response.status, size
    finally:
        connection.close()


def mix_request(rng: random.Random, paths: dict) -> tuple[str, str, str, bytes | None]:
    kind = rng.choices([kind for kind, _ in MIX], weights=[weight for _, weight in MIX])[0]
    if kind == "card list":
        return kind, "GET", "/cards/?" + rng.choice(LISTS), None
    if kind == "search page":
        return kind, "GET", "/cards/?q=" + quote(rng.choice(SEARCHES)), None
    if kind == "search api":
        return kind, "GET", "/api/cards/?q=" + quote(rng.choice(SEARCHES)), None
    if kind == "card page":
        return kind, "GET", rng.choice(paths["cards"] + paths["api"]), None
    return kind, "POST", "/api/decks/validate/", json.dumps(rng.choice(paths["decks"])).encode()


def run_load(
    port: int,
    clients: int,
    bad_clients: int,
    seconds: float,
    timeout: float,
    max_requests: int,
    paths: dict,
    results: "multiprocessing.Queue",
) -> None:
    """The load process: `clients` mix threads and `bad_clients` bad-input threads."""
    records: list[tuple[str, float, bool]] = []
    lock = threading.Lock()
    deadline = time.monotonic() + seconds
    bad = bad_inputs()

    def client(number: int, is_bad: bool) -> None:
        rng = random.Random(number)
        mine = []
        for count in range(max_requests):
            if time.monotonic() >= deadline:
                break
            if is_bad:
                kind, method, path, body = bad[count % len(bad)]
            else:
                kind, method, path, body = mix_request(rng, paths)
            started = time.perf_counter()
            try:
                status, _ = request(port, method, path, body, timeout)
                ok = status == 200 or (is_bad and status in (400, 413))
            except OSError:
                ok = False
            mine.append((kind, time.perf_counter() - started, ok))
        with lock:
            records.extend(mine)

    threads = [threading.Thread(target=client, args=(n, False)) for n in range(clients)]
    threads += [threading.Thread(target=client, args=(1000 + n, True)) for n in range(bad_clients)]
    started = time.monotonic()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=seconds + timeout + 30)
    results.put((time.monotonic() - started, records))


def percentile(values: list[float], share: float) -> float:
    if len(values) == 1:
        return values[0]
    return statistics.quantiles(values, n=100, method="inclusive")[round(share * 100) - 1]


def report(clients: int, elapsed: float, records: list[tuple[str, float, bool]]) -> None:
    by_kind: dict[str, list[float]] = defaultdict(list)
    errors: dict[str, int] = defaultdict(int)
    for kind, seconds, ok in records:
        by_kind[kind].append(seconds * 1000)
        if not ok:
            errors[kind] += 1
    mix = [ms for kind, values in by_kind.items() if not kind.startswith("bad") for ms in values]
    mix_errors = sum(count for kind, count in errors.items() if not kind.startswith("bad"))
    print(
        f"\n{clients} clients, {elapsed:.0f} s: {len(mix) / elapsed:.1f} requests/s; "
        + (
            f"p50 {percentile(mix, 0.5):.0f} ms, p95 {percentile(mix, 0.95):.0f} ms, "
            f"p99 {percentile(mix, 0.99):.0f} ms; "
            if mix
            else ""
        )
        + f"errors {mix_errors}"
    )
    for kind in sorted(by_kind):
        values = by_kind[kind]
        print(
            f"  {kind:22} {len(values):6d} requests  p50 {percentile(values, 0.5):7.1f} ms  "
            f"p95 {percentile(values, 0.95):7.1f} ms  p99 {percentile(values, 0.99):7.1f} ms  "
            f"errors {errors[kind]}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--database-url", default=os.environ.get("BENCH_LOAD_DATABASE_URL", DEFAULT_URL)
    )
    parser.add_argument("--clients", default="4,16,64", help="client counts, comma-separated")
    parser.add_argument("--seconds", type=float, default=60.0, help="per client count")
    parser.add_argument("--warmup", type=float, default=15.0, help="seconds, not counted")
    parser.add_argument("--workers", type=int, default=2, help="gunicorn workers")
    parser.add_argument("--bad-clients", type=int, default=1)
    parser.add_argument("--cache-url", default="", help="CACHE_URL for the server (Redis)")
    parser.add_argument("--port", type=int, default=8713)
    parser.add_argument("--request-timeout", type=float, default=10.0)
    parser.add_argument("--max-requests", type=int, default=100_000, help="per client loop")
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
        "PYTHONWARNINGS": "ignore::UserWarning",  # WhiteNoise: no collected static files
        "DJANGO_SETTINGS_MODULE": "l5rdb.settings",
    }
    prepare_database(args.database_url, env)
    cards, api = sample_paths(args.database_url)
    decks = [{"text": path.read_text("utf-8")} for path in sorted(DECKS.glob("*.l5d"))]
    if not decks:
        raise SystemExit(f"no decks in {DECKS}")
    paths = {"cards": cards, "api": api, "decks": decks}
    print(f"load average before: {os.getloadavg()[0]:.2f}; {os.cpu_count()} cores")

    server = start_server(args.port, args.workers, env)
    try:
        cache = args.cache_url or "local memory"
        print(f"gunicorn: {args.workers} workers on 127.0.0.1:{args.port}, cache {cache}")
        context = multiprocessing.get_context("spawn")

        def load(clients: int, bad_clients: int, seconds: float) -> tuple[float, list, dict]:
            results = context.Queue()
            process = context.Process(
                target=run_load,
                args=(
                    args.port,
                    clients,
                    bad_clients,
                    seconds,
                    args.request_timeout,
                    args.max_requests,
                    paths,
                    results,
                ),
            )
            before = cpu_snapshot(server, args.database_url)
            process.start()
            elapsed, records = results.get(timeout=seconds + args.request_timeout + 120)
            after = cpu_snapshot(server, args.database_url)
            process.join(timeout=30)
            return elapsed, records, {"before": before, "after": after}

        if args.warmup > 0:
            _, records, _ = load(4, 0, args.warmup)
            print(f"warm-up: {len(records)} requests in {args.warmup:.0f} s (not counted)")
        for clients in [int(n) for n in args.clients.split(",") if n.strip()]:
            elapsed, records, cpu = load(clients, args.bad_clients, args.seconds)
            report(clients, elapsed, records)
            cpu_report(cpu["before"], cpu["after"], len(records))
            print(f"  load average: {os.getloadavg()[0]:.2f}")
        print(f"\ntarget: {TARGET}")
    finally:
        stop_server(server)


if __name__ == "__main__":
    main()
