"""Playtest table speed: one request to the table of a ten-turn game between two Ivory decks.

    .venv/bin/python bench/table_request.py [--turns T] [--requests N] [--database-url URL]

Uses its own scratch database (BENCH_TABLE_DATABASE_URL, default a SQLite file in the
system's temporary directory; migrated, and the pool imported from L5R_CARD_DATA when it
holds no cards). Saves the Ivory Crab and Crane starters as decks, plays a hot-seat game of
T turns with the random policy into a saved game, then times N requests through Django's
test client, logged in as the game's owner: the table page (GET), the table as table.js
fetches it after an action (POST act + POST undo), and the parts of a request (the replay of
the log, the engine's view and legal actions, the whole context). Prints the median and the
95th percentile of each. Target: a table request under 100 ms.
"""

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_URL = f"sqlite:///{Path(tempfile.gettempdir()) / 'l5rdb_bench_table.sqlite3'}"
TARGET_MS = 100.0
DECKS = ("Ivory Crab Starter", "Ivory Crane Starter")


def timed(label: str, requests: int, call: Callable[[], object]) -> float:
    times = []
    for _ in range(requests):
        started = time.perf_counter()
        call()
        times.append((time.perf_counter() - started) * 1000)
    times.sort()
    median = statistics.median(times)
    p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
    print(f"  {label:<44} median {median:7.1f} ms   p95 {p95:7.1f} ms")
    return median


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=10)
    parser.add_argument("--requests", type=int, default=30)
    parser.add_argument(
        "--database-url", default=os.environ.get("BENCH_TABLE_DATABASE_URL", DEFAULT_URL)
    )
    args = parser.parse_args()

    sys.path.insert(0, str(ROOT / "bench"))
    from playtest_games import prepare_database

    prepare_database(args.database_url)

    from django.conf import settings
    from django.contrib.auth import get_user_model
    from django.test import Client
    from django.test.utils import setup_test_environment

    from decks.lists import parse_deck_text, read_deck_file
    from decks.models import Deck
    from decks.resolve import resolve_deck
    from rules.engine.policies import for_seats, play
    from rules.models import SavedGame
    from rules.views import table_context

    setup_test_environment()
    user, _ = get_user_model().objects.get_or_create(username="bench-table")
    folder = Path(settings.BASE_DIR).parent / "shared" / "decks" / "l5d"
    decks = []
    for name in DECKS:
        deck, _ = Deck.objects.get_or_create(name=name, owner=user, defaults={"format": "ivory"})
        deck.replace_contents(resolve_deck(parse_deck_text(read_deck_file(folder / f"{name}.l5d"))))
        decks.append(deck)

    saved = SavedGame.start(decks[0], decks[1], owner=user, seed=1)
    game = saved.game()
    play(game, for_seats("random", 1, 2), args.turns)
    saved.record(game)
    print(
        f"{saved.title}: {saved.actions} actions, {args.turns} turns "
        f"(now turn {saved.turn}, {saved.phase}); {args.requests} requests each"
    )

    client = Client()
    client.force_login(user)
    url = f"/playtest/{saved.pk}/"
    seat = game.to_act if game.to_act is not None else 0

    def act_and_undo() -> None:
        for path, data in (
            ("act/", {"seat": seat, "action": f"manual honor {seat} +1"}),
            ("undo/", {"seat": seat}),
        ):
            response = client.post(url + path, data, headers={"X-Requested-With": "fetch"})
            assert response.status_code == 200, response.status_code

    class Request:
        user = saved.owner
        session: dict = {}

    page = timed("GET the table page", args.requests, lambda: client.get(url))
    timed("POST an action, then POST undo (table.js)", args.requests, act_and_undo)
    timed("  replay the saved log", args.requests, saved.game)
    replayed = saved.game()
    timed(
        "  the engine's view and legal actions",
        args.requests,
        lambda: (replayed.view(seat), replayed.legal_actions(seat)),
    )
    timed(
        "  the table's context (replay not included)",
        args.requests,
        lambda: table_context(Request(), saved, replayed, seat, False),
    )
    verdict = "meets" if page < TARGET_MS else "MISSES"
    print(f"table page median {page:.1f} ms: {verdict} the {TARGET_MS:.0f} ms target")


if __name__ == "__main__":
    main()
