"""`manage.py import_cards PATH... [--if-empty]` (issue 2, "Import" and `make run`)."""

from io import StringIO

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from importing_helpers import empty_catalogue, write_set, write_text

from l5rdb.catalogue.models import Card

pytestmark = pytest.mark.django_db

CARD = {"title": "Iaijutsu Duel", "types": ["Strategy"], "decks": ["Fate"], "focus": 3}


def run(*args: str, **options: object) -> str:
    out = StringIO()
    call_command("import_cards", *args, stdout=out, **options)
    return out.getvalue()


def test_imports_the_paths_given_with_progress_and_a_report(tmp_path):
    empty_catalogue()
    write_set(tmp_path, "Gold Edition", [CARD])
    write_set(tmp_path, "Jade Edition", [CARD])

    output = run(str(tmp_path))

    assert "[1/2] " in output and "[2/2] " in output
    assert "2 files: 2 imported, 0 failed" in output
    assert "cards: 1 created" in output
    assert "Import finished." in output
    assert Card.objects.filter(title="Iaijutsu Duel").count() == 1


def test_without_paths_it_imports_the_configured_card_data(tmp_path, settings):
    empty_catalogue()
    write_set(tmp_path, "Gold Edition", [CARD])
    settings.L5R_CARD_DATA = str(tmp_path)

    run()

    assert Card.objects.filter(title="Iaijutsu Duel").exists()


def test_if_empty_does_nothing_when_there_are_cards(tmp_path, settings):
    empty_catalogue()
    write_set(tmp_path, "Gold Edition", [CARD])
    run(str(tmp_path))
    write_set(tmp_path, "Jade Edition", [{**CARD, "title": "New Card"}])
    settings.L5R_CARD_DATA = str(tmp_path)

    output = run("--if-empty")

    assert "already has cards" in output
    assert not Card.objects.filter(title="New Card").exists()


@pytest.mark.parametrize("configured", ["", "/no/such/card/data"])
def test_no_card_data_is_a_message_not_a_failure(settings, configured):
    empty_catalogue()
    settings.L5R_CARD_DATA = configured

    output = run("--if-empty")

    assert "No card data to import" in output
    assert not Card.objects.exists()


def test_a_failed_file_makes_the_command_fail_after_importing_the_rest(tmp_path):
    empty_catalogue()
    write_set(tmp_path, "Gold Edition", [CARD])
    write_text(tmp_path, "broken.yaml", "set: [\n")

    with pytest.raises(CommandError, match="1 of 2 files could not be imported"):
        run(str(tmp_path))

    assert Card.objects.filter(title="Iaijutsu Duel").exists()


def test_a_missing_path_is_named(tmp_path):
    with pytest.raises(CommandError, match=r"No such file or folder: .*nowhere"):
        run(str(tmp_path / "nowhere"))
