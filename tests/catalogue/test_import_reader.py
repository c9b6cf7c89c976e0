"""The import reads files in a process of its own where it can fork one (issue 13, the
import's wall time), else in a thread; either way the catalogue it writes is the same, and
a reader that dies leaves the writer to read the rest itself."""

import os

import pytest
from importing_helpers import GOLD_ARCS, empty_catalogue, write_set, write_set_info

from l5rdb.catalogue import importing
from l5rdb.catalogue.importing import import_cards
from l5rdb.catalogue.models import Card, Printing
from rules.automation import judge

pytestmark = pytest.mark.django_db

BOWMAN = {
    "title": "Bowman",
    "types": ["Personality"],
    "decks": ["Dynasty"],
    "clans": ["Crab"],
    "text": "Battle: Bow a target enemy Follower.",
    "flavor_text": "<i>He never misses.</i>",
}
OLD_BOWMAN = BOWMAN | {"text": "Battle: Bow a target Follower."}
SEER = {
    "title": "Odd Seer",
    "types": ["Personality"],
    "decks": ["Dynasty"],
    "text": "Once per game: Name a card. Your opponent reveals a card of that name.",
}


def write_pool(folder) -> None:
    write_set_info(folder, GOLD_ARCS)
    write_set(folder / "sets", "Gold Edition", [BOWMAN, SEER])
    write_set(folder / "sets", "Jade Edition", [OLD_BOWMAN])


def catalogue() -> list[tuple]:
    cards = Card.objects.order_by("key").prefetch_related("clans")
    rows = [
        (card.key, card.text_plain, card.automation, card.automation_reason, card.first_set.name)
        for card in cards
    ]
    printings = Printing.objects.order_by("card__key", "set__name")
    return rows + [
        (p.card.key, p.set.name, p.flavor_plain) for p in printings.select_related("card", "set")
    ]


def import_twice(folder) -> tuple[list[tuple], dict]:
    empty_catalogue()
    report = import_cards([folder])
    assert report.ok, report.summary()
    for card in Card.objects.prefetch_related("clans"):
        verdict = judge(card)
        assert (card.automation, card.automation_reason) == (verdict.status, verdict.reason)
    again = import_cards([folder])
    return catalogue(), again.totals()["cards"]


def test_a_reader_thread_writes_what_the_reader_process_writes(tmp_path, monkeypatch):
    write_pool(tmp_path)
    by_process = import_twice(tmp_path)
    assert by_process[0][0][:2] == ("bowman", "Battle: Bow a target enemy Follower.")
    assert by_process[1] == {"created": 0, "updated": 0, "unchanged": 3}

    monkeypatch.setattr(importing.multiprocessing, "get_all_start_methods", lambda: ["spawn"])
    assert import_twice(tmp_path) == by_process


def test_when_the_reader_process_dies_the_writer_reads_the_files(tmp_path, monkeypatch):
    write_pool(tmp_path)
    expected = import_twice(tmp_path)

    def die(*args: object) -> None:
        os._exit(1)

    monkeypatch.setattr(importing, "_read_all", die)
    assert import_twice(tmp_path) == expected
