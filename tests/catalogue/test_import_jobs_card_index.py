"""After an import (a job or the import_cards command) the decks' in-memory card index is
dropped, so deck validation sees the new cards at once rather than at its next check."""

import pytest
from django.core.management import call_command
from import_job_helpers import HIDA, set_upload, wait_for_job
from importing_helpers import write_set

from decks import cardindex
from l5rdb.catalogue.import_jobs import start_import_job
from l5rdb.catalogue.models import Card, ImportJob


@pytest.fixture(autouse=True)
def no_timed_recheck(monkeypatch, settings, tmp_path) -> None:
    """Only an explicit invalidation may reload the index during these tests."""
    settings.MEDIA_ROOT = tmp_path / "media"
    monkeypatch.setattr(cardindex, "CHECK_SECONDS", 3600.0)


def titles() -> set[str]:
    return {card.title for card in cardindex.get_card_index().by_id.values()}


@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("celery_worker")
def test_an_import_job_refreshes_the_card_index(admin_user):
    assert "Hida Tenshu" not in titles()

    job = wait_for_job(
        start_import_job(admin_user, uploads=[set_upload("a.yaml", "Gold Edition", [HIDA])]).pk
    )

    assert job.status == ImportJob.Status.DONE
    assert "Hida Tenshu" in titles()


@pytest.mark.django_db
def test_the_import_command_refreshes_the_card_index(tmp_path):
    Card.objects.all().delete()
    assert "Hida Tenshu" not in titles()
    write_set(tmp_path / "cards", "Gold Edition", [HIDA])

    call_command("import_cards", str(tmp_path / "cards"), verbosity=0)

    assert "Hida Tenshu" in titles()
