"""The Celery task wraps import_cards (eager when no broker is configured)."""

import pytest
from importing_helpers import empty_catalogue, write_set, write_text

from l5rdb.catalogue.models import Card
from l5rdb.catalogue.tasks import import_cards_task

pytestmark = pytest.mark.django_db


def test_the_task_imports_and_returns_the_report(tmp_path, settings):
    settings.CELERY_TASK_ALWAYS_EAGER = True
    empty_catalogue()
    write_set(
        tmp_path,
        "Gold Edition",
        [{"title": "Bowl", "types": ["Item"], "decks": ["Fate"], "force": "[Rank•x]"}],
    )
    broken = write_text(tmp_path, "broken.yaml", "set: [\n")

    result = import_cards_task.apply(args=[[str(tmp_path)]]).get()

    assert Card.objects.filter(title="Bowl").exists()
    assert result["ok"] is False
    assert result["totals"]["cards"]["created"] == 1
    assert list(result["failed"]) == [str(broken)]
    assert result["problems"][0] | {"file": ""} == {
        "file": "",
        "card": "Bowl",
        "field": "force",
        "why": "not a number: '[Rank•x]'",
        "level": "error",
    }
