"""Values no column can hold: an over-long title or artist, a stat out of range or with
5,000 digits. Each is reported (file, card, field, the value) and the card is kept with the
rest of its file; a file whose transaction rolls back counts nothing as created; and an
interrupted first import is finished by `import_cards --if-empty` (what `make run` does)."""

from io import StringIO

import pytest
from django.core.management import call_command
from importing_helpers import empty_catalogue, write_set

from l5rdb.catalogue.importing import import_cards
from l5rdb.catalogue.importing import store as store_module
from l5rdb.catalogue.models import Card, ImportRun, Printing

pytestmark = pytest.mark.django_db


def card(title: str, **fields: object) -> dict:
    return {"title": title, "types": ["Strategy"], "decks": ["Fate"], "focus": 2, **fields}


def problems_by_field(report) -> dict[str, str]:
    return {problem.field: problem.why for problem in report.problems}


def test_values_no_column_holds_are_reported_and_the_cards_kept(tmp_path):
    empty_catalogue()
    long_title = "Kitsu " + "o" * 400
    write_set(
        tmp_path,
        "Odd Set",
        [
            card("Good Card"),
            card(long_title),
            card("Huge Focus", focus=99999),
            card("Endless Focus", focus="1" * 5000),
            card("Long Artist", artist="A" * 300),
        ],
    )

    report = import_cards([tmp_path])

    assert report.ok, report.summary()
    assert report.total("cards", "created") == 5
    assert Card.objects.count() == 5
    problems = problems_by_field(report)
    assert "more than the 200 kept" in problems["title"]
    assert "99999 is out of range" in problems["focus"]
    assert Card.objects.get(title="Huge Focus").focus is None
    assert Card.objects.get(title="Endless Focus").focus is None
    assert any("5,000 digits" in problem.why for problem in report.problems)
    assert Card.objects.filter(title=long_title[:200]).exists()
    artist = Printing.objects.get(card__title="Long Artist").artist
    assert artist == "A" * 200


def test_a_card_with_an_over_long_title_imports_again_without_a_duplicate(tmp_path):
    empty_catalogue()
    write_set(tmp_path, "Odd Set", [card("Kitsu " + "o" * 400)])
    import_cards([tmp_path])

    report = import_cards([tmp_path])

    assert report.ok, report.summary()
    assert Card.objects.count() == 1


def test_a_rolled_back_file_counts_nothing_as_created(tmp_path, monkeypatch):
    empty_catalogue()
    write_set(tmp_path, "Doomed Set", [card("Doomed Card")])

    def crash(self, links):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(store_module.Store, "_write_links", crash)
    report = import_cards([tmp_path])

    assert len(report.failed_files) == 1
    assert report.total("cards", "created") == 0
    assert report.total("sets", "created") == 0
    assert "0 created" in report.summary()


def run(*args: str) -> str:
    out = StringIO()
    call_command("import_cards", *args, stdout=out)
    return out.getvalue()


def test_if_empty_finishes_an_interrupted_first_import(tmp_path, settings):
    empty_catalogue()
    ImportRun.objects.all().delete()
    write_set(tmp_path, "First Set", [card("First Card")])
    write_set(tmp_path, "Second Set", [card("Second Card")])
    settings.L5R_CARD_DATA = str(tmp_path)
    import_cards([tmp_path / "first_set.yaml"])
    # The process is killed before the run ends: the run is never marked finished.
    ImportRun.objects.create()

    output = run("--if-empty")

    assert "did not finish" in output
    assert set(Card.objects.values_list("title", flat=True)) == {"First Card", "Second Card"}
    assert ImportRun.catalogue_complete()
    assert "nothing imported" in run("--if-empty")
