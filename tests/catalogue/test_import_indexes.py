"""An import into an empty catalogue builds the card tables' secondary indexes after the rows
are in (PostgreSQL), and an import that dies leaves them restorable (issue 13)."""

import threading

import pytest
from django.core.management import call_command
from django.db import connection
from importing_helpers import empty_catalogue, write_set

from l5rdb.catalogue import importing
from l5rdb.catalogue.importing import import_cards
from l5rdb.catalogue.importing import indexes as indexes_module
from l5rdb.catalogue.importing.indexes import TABLES, restore_indexes, suspend_indexes
from l5rdb.catalogue.importing.store import Store
from l5rdb.catalogue.models import Card, SuspendedIndex

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(connection.vendor != "postgresql", reason="PostgreSQL indexes"),
]

CARDS = [
    {"title": "Hida Amoro", "types": ["Personality"], "decks": ["Dynasty"], "force": "3"},
    {"title": "Bow", "types": ["Item"], "decks": ["Fate"], "text": "Give +1F."},
]


def indexes() -> dict[str, str]:
    """Every index of the import's tables, by name, with its definition."""
    tables = [model._meta.db_table for model in TABLES]
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT indexname, indexdef FROM pg_indexes WHERE tablename = ANY(%s)", [tables]
        )
        return dict(cursor.fetchall())


def test_an_import_into_an_empty_catalogue_builds_the_indexes_after_the_rows(tmp_path, monkeypatch):
    empty_catalogue()
    before = indexes()
    assert "catalogue_card_title_trgm" in before
    write_set(tmp_path, "Gold Edition", CARDS)
    monkeypatch.setattr(importing, "SUSPEND_INDEXES_FROM", 0)
    during: list[dict[str, str]] = []
    finish = Store.finish

    def watched(store: Store) -> tuple[int, int]:
        during.append(indexes())
        return finish(store)

    monkeypatch.setattr(Store, "finish", watched)
    report = import_cards([tmp_path])
    assert report.ok_files and Card.objects.count() == 2
    # While the rows went in, only the unique indexes (and primary keys) were there.
    assert "catalogue_card_title_trgm" not in during[0]
    assert {"catalogue_card_key_key", "catalogue_card_pkey", "unique_printing"} <= set(during[0])
    assert all("UNIQUE" in definition for definition in during[0].values())
    assert indexes() == before
    assert not SuspendedIndex.objects.exists()


def test_a_failing_import_still_builds_the_indexes(tmp_path, monkeypatch):
    empty_catalogue()
    before = indexes()
    write_set(tmp_path, "Gold Edition", CARDS)
    monkeypatch.setattr(importing, "SUSPEND_INDEXES_FROM", 0)

    def interrupted(*args: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(Store, "apply", interrupted)
    with pytest.raises(KeyboardInterrupt):
        import_cards([tmp_path])
    assert indexes() == before
    assert not SuspendedIndex.objects.exists()


def test_indexes_an_import_that_died_left_suspended_are_built_by_the_next_import(tmp_path):
    before = indexes()
    # What an import into an empty catalogue does first; the process then dies.
    dropped = suspend_indexes()
    assert "catalogue_card_title_trgm" in dropped and len(dropped) > 40
    assert set(SuspendedIndex.objects.values_list("name", flat=True)) == set(dropped)
    assert not set(dropped) & set(indexes())
    write_set(tmp_path, "Gold Edition", CARDS)
    import_cards([tmp_path])
    assert indexes() == before
    assert not SuspendedIndex.objects.exists()


def test_indexes_an_import_that_died_left_suspended_are_built_by_migrate():
    before = indexes()
    suspend_indexes()
    call_command("migrate", verbosity=0)
    assert indexes() == before
    assert not SuspendedIndex.objects.exists()


def test_restoring_is_idempotent():
    before = indexes()
    suspend_indexes()
    # An index built again before the record was forgotten (a crash in between) is kept.
    restore_indexes()
    suspended = SuspendedIndex.objects.create(
        name="catalogue_card_title_trgm", definition=before["catalogue_card_title_trgm"]
    )
    assert restore_indexes() == [suspended.name]
    assert restore_indexes() == []
    assert indexes() == before


def test_an_import_into_a_catalogue_with_cards_keeps_its_indexes(tmp_path, monkeypatch):
    empty_catalogue()
    write_set(tmp_path, "Gold Edition", CARDS)
    import_cards([tmp_path])
    monkeypatch.setattr(importing, "SUSPEND_INDEXES_FROM", 0)
    monkeypatch.setattr(importing, "suspend_indexes", lambda: pytest.fail("indexes dropped"))
    assert import_cards([tmp_path]).ok_files


@pytest.mark.django_db(transaction=True)
def test_outside_a_transaction_connections_of_their_own_build_the_indexes(monkeypatch):
    before = indexes()
    dropped = suspend_indexes()
    builders: set[str] = set()
    build = indexes_module._build

    def watched(cursor: object, definition: str) -> None:
        builders.add(threading.current_thread().name)
        build(cursor, definition)

    monkeypatch.setattr(indexes_module, "_build", watched)
    assert restore_indexes() == sorted(dropped)
    assert builders and all(name.startswith("restore-indexes") for name in builders)
    assert indexes() == before
    assert not SuspendedIndex.objects.exists()
