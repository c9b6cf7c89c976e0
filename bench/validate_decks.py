"""Deck validation speed with the whole card pool loaded.

    .venv/bin/python bench/validate_decks.py [--decks N] [--format F] [--database-url URL]

Without a database URL it uses its own scratch database (BENCH_DECKS_DATABASE_URL, default the
SQLite file /tmp/l5rdb_bench_decks.sqlite3; a PostgreSQL URL there is created when missing):
migrates it and imports the pool from L5R_CARD_DATA when it holds no cards. With
`--database-url` (or DATABASE_URL) it only reads that database: it never migrates, imports
into or writes to a database it did not create.

It reads the Egg of P'an Ku decks in ../shared/decks/l5d and validates them round-robin, N
times in all, printing decks per second and the queries each validation runs (counted with
CaptureQueriesContext): once for validate_deck() on resolved lists, once for the whole path
from text (parse, resolve names, validate). Targets: at least 1,000 decks/s, no query per
card. Exits 1 when a target is missed.
"""

import argparse
import os
import sys
import time
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_URL = "sqlite:////tmp/l5rdb_bench_decks.sqlite3"
DECKS = ROOT.parent / "shared" / "decks" / "l5d"
TARGET_PER_SECOND = 1000


def create_postgres_database(url: str) -> None:
    import psycopg

    parts = urlsplit(url)
    name = parts.path.lstrip("/")
    server = parts._replace(path="/postgres").geturl()
    with psycopg.connect(server, autocommit=True) as conn:
        if not conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", [name]).fetchone():
            conn.execute(f'CREATE DATABASE "{name}"')
            print(f"created database {name}")


def prepare_database(url: str, scratch: bool) -> None:
    os.environ["DATABASE_URL"] = url
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "l5rdb.settings")
    sys.path.insert(0, str(ROOT))
    if scratch and url.startswith(("postgres://", "postgresql://")):
        create_postgres_database(url)

    import django

    django.setup()
    from django.conf import settings
    from django.core.management import call_command

    from l5rdb.catalogue.models import Card

    if scratch:
        call_command("migrate", verbosity=0)
        if not Card.objects.exists():
            from l5rdb.catalogue.importing import import_cards

            if not settings.L5R_CARD_DATA:
                sys.exit("no card data: set L5R_CARD_DATA")
            print(f"importing the pool from {settings.L5R_CARD_DATA} into {url} ...")
            started = time.perf_counter()
            report = import_cards([settings.L5R_CARD_DATA])
            print(f"imported in {time.perf_counter() - started:.1f} s: {report.summary()}")
    elif not Card.objects.exists():
        sys.exit(f"{url} holds no cards; import the pool first or leave out --database-url")


def run(total: int, play_format: str) -> bool:
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from decks.cardindex import get_card_index
    from decks.lists import parse_deck_text, read_deck_file
    from decks.resolve import get_name_index, resolve_deck
    from decks.validation import validate_deck

    texts = [read_deck_file(path) for path in sorted(DECKS.glob("*.l5d"))]
    if not texts:
        sys.exit(f"no .l5d decks in {DECKS}")

    started = time.perf_counter()
    index = get_card_index()
    get_name_index()
    print(
        f"{len(index)} cards on {connection.vendor}; card and name index loaded in"
        f" {time.perf_counter() - started:.2f} s"
    )
    lists = [resolve_deck(parse_deck_text(text)) for text in texts]
    cards_per_deck = sum(sum(e.count for e in deck.entries) for deck in lists) / len(lists)
    distinct = sum(len(deck.entries) for deck in lists) / len(lists)
    print(
        f"{len(lists)} decks from {DECKS}: {cards_per_deck:.0f} cards,"
        f" {distinct:.0f} distinct on average"
    )

    ok = True
    for label, work in (
        ("validate_deck()", lambda n: validate_deck(lists[n % len(lists)], play_format)),
        (
            "parse + resolve + validate",
            lambda n: validate_deck(
                resolve_deck(parse_deck_text(texts[n % len(texts)])), play_format
            ),
        ),
    ):
        with CaptureQueriesContext(connection) as queries:
            started = time.perf_counter()
            for number in range(total):
                work(number)
            elapsed = time.perf_counter() - started
        rate = total / elapsed
        per_deck = len(queries) / total
        print(
            f"{label:28s} {total} decks in {elapsed:.2f} s = {rate:,.0f} decks/s;"
            f" {len(queries)} queries in all ({per_deck:.4f} per deck)"
        )
        # At most the periodic catalogue fingerprint check may run, never a query per card.
        ok &= rate >= TARGET_PER_SECOND and len(queries) <= 1 + elapsed / 2
    verdict = "met" if ok else "MISSED"
    print(f"target: >= {TARGET_PER_SECOND:,} decks/s and no query per card: {verdict}")
    return ok


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decks", type=int, default=20_000, help="validations in each run")
    parser.add_argument("--format", default="ivory", help="the format to validate in")
    parser.add_argument(
        "--database-url",
        default=os.environ.get("DATABASE_URL"),
        help="an existing database holding the pool (read only)",
    )
    args = parser.parse_args()
    scratch = not args.database_url
    url = args.database_url or os.environ.get("BENCH_DECKS_DATABASE_URL", DEFAULT_URL)
    prepare_database(url, scratch)
    sys.exit(0 if run(args.decks, args.format) else 1)


if __name__ == "__main__":
    main()
