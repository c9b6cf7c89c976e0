"""Background jobs of the catalogue (run by a Celery worker, or eagerly without a broker)."""

from pathlib import Path

from celery import shared_task
from django.conf import settings

from l5rdb.catalogue.import_jobs import run_import_job
from l5rdb.catalogue.importing import import_cards


@shared_task(name="catalogue.import_cards")
def import_cards_task(paths: list[str] | None = None) -> dict:
    """Import card files or folders (default: L5R_CARD_DATA); returns the report's figures,
    failed files and problems, as JSON."""
    chosen = [Path(path) for path in paths] if paths else [Path(settings.L5R_CARD_DATA)]
    report = import_cards(chosen)
    return {
        "ok": report.ok,
        "totals": report.totals(),
        "failed": {item.path: item.error for item in report.failed_files},
        "problems": [
            {
                "file": problem.file,
                "card": problem.card,
                "field": problem.field,
                "why": problem.why,
                "level": problem.level,
            }
            for problem in report.problems
        ],
        "summary": report.summary(),
    }


@shared_task(name="catalogue.run_import_job")
def run_import_job_task(job_id: int) -> str | None:
    """Run an import job (see import_jobs); returns its final status."""
    job = run_import_job(job_id)
    return job.status if job else None
