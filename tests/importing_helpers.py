"""Small card files for the import tests, written into a test's tmp_path, and a way to start
from an empty catalogue inside a test's transaction (the session's real pool comes back when
the transaction rolls back)."""

import json
from pathlib import Path

import yaml
from django.db import connection

from l5rdb.catalogue.models import Card, Clan, Keyword, Printing, Set

# Child tables first.
_TABLES = (
    Card.keywords.through,
    Card.clans.through,
    Card.formats.through,
    Card.soul_of.through,
    Printing,
    Card,
    Set,
    Keyword,
    Clan,
)


def empty_catalogue() -> None:
    """Delete the catalogue rows within the current test transaction."""
    quote = connection.ops.quote_name
    with connection.cursor() as cursor:
        for model in _TABLES:
            cursor.execute(f"DELETE FROM {quote(model._meta.db_table)}")


def write_set(folder: Path, name: str, cards: list[dict], filename: str = "") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / (filename or name.lower().replace(" ", "_") + ".yaml")
    path.write_text(yaml.safe_dump({"set": name, "cards": cards}, allow_unicode=True), "utf-8")
    return path


def write_set_info(folder: Path, arcs: list[dict]) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "set_info.yaml"
    path.write_text(yaml.safe_dump({"arcs": arcs}, allow_unicode=True), "utf-8")
    return path


def write_json(folder: Path, filename: str, data: object) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / filename
    path.write_text(json.dumps(data), "utf-8")
    return path


def write_text(folder: Path, filename: str, text: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / filename
    path.write_text(text, "utf-8")
    return path


def oracle_card(cardid: int, title: str, printings: list[dict], **fields: object) -> dict:
    """An Oracle of the Void card: every value a list of strings."""
    card = {
        "cardid": cardid,
        "title": [title],
        "formattedtitle": fields.pop("formattedtitle", title),
        "printing": [
            {key: [value] for key, value in printing.items()} | {"printingid": str(number)}
            for number, printing in enumerate(printings, start=1)
        ],
        "printingprimary": "1",
    }
    for key, value in fields.items():
        card[key] = value if isinstance(value, list) else [value]
    return card


GOLD_ARCS = [
    {
        "name": "Clan Wars",
        "sets": [{"set_name": "Imperial Edition", "release_date": "1995-10-01", "size": 309}],
    },
    {
        "name": 'Four Winds - "Gold"',
        "sets": [
            {"set_name": "Gold Edition", "release_date": "2001-08-01", "code": "GE"},
            {"set_name": "Promotional – Gold", "release_date": "2002-01-01", "code": "Promo"},
        ],
    },
    {
        "name": 'Destroyer War - "Celestial"',
        "sets": [{"set_name": "Before the Dawn", "release_date": "2011-06-01", "code": "BtD"}],
    },
]
