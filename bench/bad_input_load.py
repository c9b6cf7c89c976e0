"""Does bad input stall the site? Good clients' request rate with and without two clients
sending the worst inputs issue 11 found (a line with a run of spaces, 200 KB of made-up
names, 40,000 short lines, JSON nested 5,000 deep, 166 keyword wildcards, numbers past
4,300 digits, "²" as a seat).

    .venv/bin/python bench/bad_input_load.py [--seconds 10] [--good 2] [--database-url URL]

Starts the site on 127.0.0.1 (gunicorn with two workers when installed, else runserver) on a
scratch SQLite database (default /tmp/l5rdb_bench_bad_input.sqlite3: migrated, and the pool
imported from L5R_CARD_DATA when it holds no cards; or --database-url), warms it up, runs
the good clients alone, then beside the bad ones, each phase for --seconds, and prints both
rates, the bad requests' answers by status (no 5xx expected) and their slowest answer.
Target: the good rate with bad clients stays above half of the rate without them.
"""

import argparse
import json
import os
import shutil
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DB = "sqlite:////tmp/l5rdb_bench_bad_input.sqlite3"
TIMEOUT = 60.0

GOOD_LIST = (
    "Stronghold: The Kaiu Forge\nDynasty:\n3 Hida Tenshu\n3 Hida Amoro\nFate:\n3 Ring of Earth\n"
)
GOOD = [
    ("GET", "/cards/?q=hida", None),
    ("GET", "/api/cards/?q=t%3Apersonality+c%3Acrab", None),
    ("POST", "/api/decks/validate/", {"text": GOOD_LIST}),
    ("GET", "/api/decks/odds/?deck=fate&size=40&copies=3", None),
]
LONG = "1" * 5000
BAD = [
    ("POST", "/api/decks/validate/", {"text": "a" + " " * 3000 + "!"}),
    (
        "POST",
        "/api/decks/validate/",
        {"text": "\n".join(f"Made Up Card {n}" for n in range(12_000))[:204_000]},
    ),
    ("POST", "/api/decks/validate/", {"text": "0 a\n" * 40_000}),
    ("POST", "/api/decks/validate/", {"text": f"{LONG} Hida Tenshu\nDynasty ({LONG})"}),
    ("POST", "/api/decks/validate/", "[" * 5000 + "]" * 5000),
    ("POST", "/api/playtest/", "[" * 5000 + "]" * 5000),
    ("GET", "/cards/?q=" + "k%3A*a*+" * 166, None),
    ("GET", "/api/cards/?q=cost%3C9223372036854775808&gold_cost_max=1e30&experience=0.5", None),
    ("GET", "/api/decks/odds/?deck=dynasty&size=40&copies=5&wanted=6", None),
    ("POST", "/api/decks/stats/", {"cards": [{"card": 9223372036854775808, "count": 1}]}),
    ("GET", "/playtest/new/?deck=%C2%B2&seed=%C2%B9", None),
]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def request(base: str, method: str, path: str, body: object) -> tuple[int, float]:
    data = None
    headers = {}
    if body is not None:
        data = (body if isinstance(body, str) else json.dumps(body)).encode()
        headers["Content-Type"] = "application/json"
    started = time.perf_counter()
    try:
        with urllib.request.urlopen(
            urllib.request.Request(base + path, data=data, headers=headers, method=method),
            timeout=TIMEOUT,
        ) as response:
            response.read()
            status = response.status
    except urllib.error.HTTPError as error:
        error.read()
        status = error.code
    except (urllib.error.URLError, TimeoutError):
        status = 0
    return status, time.perf_counter() - started


def run_clients(base: str, good: int, bad: int, seconds: float) -> tuple[int, Counter, float]:
    stop = time.monotonic() + seconds
    done = [0]
    statuses: Counter = Counter()
    slowest = [0.0]
    lock = threading.Lock()

    def good_client(offset: int) -> None:
        step = offset
        while time.monotonic() < stop:
            status, _ = request(base, *GOOD[step % len(GOOD)])
            step += 1
            if status == 200:
                with lock:
                    done[0] += 1

    def bad_client(offset: int) -> None:
        step = offset
        while time.monotonic() < stop:
            status, elapsed = request(base, *BAD[step % len(BAD)])
            step += 1
            with lock:
                statuses[status] += 1
                slowest[0] = max(slowest[0], elapsed)

    threads = [threading.Thread(target=good_client, args=(n,)) for n in range(good)]
    threads += [threading.Thread(target=bad_client, args=(n * 5,)) for n in range(bad)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return done[0], statuses, slowest[0]


def prepare(database_url: str) -> dict[str, str]:
    env = {**os.environ, "DATABASE_URL": database_url, "DEBUG": "true"}
    manage = [sys.executable, "manage.py"]
    subprocess.run([*manage, "migrate", "--noinput", "-v", "0"], cwd=ROOT, env=env, check=True)
    subprocess.run(
        [*manage, "import_cards", "--if-empty", "-v", "0"], cwd=ROOT, env=env, check=False
    )
    return env


def serve(env: dict[str, str], port: int) -> subprocess.Popen:
    gunicorn = shutil.which("gunicorn", path=str(Path(sys.executable).parent))
    if gunicorn:
        command = [
            gunicorn,
            "l5rdb.wsgi",
            "--workers",
            "2",
            "--bind",
            f"127.0.0.1:{port}",
            "--timeout",
            "60",
            "--log-level",
            "warning",
        ]
    else:
        command = [sys.executable, "manage.py", "runserver", f"127.0.0.1:{port}", "--noreload"]
    server = subprocess.Popen(
        command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    base = f"http://127.0.0.1:{port}"
    for _ in range(100):
        if request(base, "GET", "/api/decks/odds/?deck=fate&size=40&copies=3", None)[0] == 200:
            return server
        time.sleep(0.3)
    server.terminate()
    raise SystemExit("the server did not start")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--good", type=int, default=2, help="good clients")
    parser.add_argument(
        "--database-url", default=os.environ.get("BENCH_LOAD_DATABASE_URL", DEFAULT_DB)
    )
    args = parser.parse_args()
    env = prepare(args.database_url)
    port = free_port()
    server = serve(env, port)
    base = f"http://127.0.0.1:{port}"
    try:
        # Warm up: the first requests load the card and name indexes in each worker.
        for _ in range(4):
            for method, path, body in GOOD:
                request(base, method, path, body)
        alone, _, _ = run_clients(base, args.good, 0, args.seconds)
        beside, statuses, slowest = run_clients(base, args.good, 2, args.seconds)
    finally:
        server.terminate()
        server.wait(timeout=30)
    rate_alone, rate_beside = alone / args.seconds, beside / args.seconds
    print(
        f"good clients: {args.good}, {args.seconds:.0f} s a phase, server: "
        f"{'gunicorn (2 workers)' if 'gunicorn' in str(server.args) else 'runserver'}"
    )
    print(f"good requests/s alone:                {rate_alone:7.1f}")
    print(
        f"good requests/s beside 2 bad clients: {rate_beside:7.1f}"
        f"  ({100 * rate_beside / max(rate_alone, 0.001):.0f}% of alone; target > 50%)"
    )
    print(
        "bad requests by status: "
        + ", ".join(f"{code}: {n}" for code, n in sorted(statuses.items()))
    )
    print(f"slowest bad request: {slowest:.2f} s")
    if any(code >= 500 or code == 0 for code in statuses):
        print("FAIL: a bad request got a server error or no answer")
        raise SystemExit(1)


if __name__ == "__main__":
    main()
