"""Import jobs: card data imported in the background by a Celery worker (in process when no
broker is configured), with progress the admin shows as it goes and a report at the end.

`start_import_job` stores the uploads (see import_uploads) and queues the job once the
request's transaction commits; the worker calls `run_import_job`, which records each file as
it is written and stores the report (`report_json`)."""

import logging
import shutil
from collections import Counter
from collections.abc import Sequence
from functools import partial
from pathlib import Path

from django.conf import settings
from django.contrib.auth.models import AbstractBaseUser
from django.core.files.uploadedfile import UploadedFile
from django.db import transaction
from django.db.models import QuerySet
from django.utils import timezone

from decks.cardindex import invalidate_card_index
from l5rdb.catalogue.import_uploads import KINDS_TEXT, ImportRejected, store_uploads
from l5rdb.catalogue.importing import ImportReport, find_card_files, import_cards
from l5rdb.catalogue.models import ImportJob

logger = logging.getLogger(__name__)

Status = ImportJob.Status
# How many failed or ignored files the job's error message names.
_NAMED_FILES = 3


def can_import(user: AbstractBaseUser) -> bool:
    """Staff who may add and change cards may import (and follow their imports)."""
    return (
        user.is_active
        and user.is_staff
        and user.has_perm("catalogue.add_card")
        and user.has_perm("catalogue.change_card")
    )


def start_import_job(
    user: AbstractBaseUser | None,
    *,
    uploads: Sequence[UploadedFile] | None = None,
    folder: Path | str | None = None,
) -> ImportJob:
    """Record an import of uploaded files or of a server folder, and queue it to run once the
    current transaction commits. Raises ImportRejected (nothing stored) for unusable uploads
    or a folder that is not there."""
    if (uploads is None) == (folder is None):
        raise ValueError("an import job reads either uploads or a folder")
    owner = user if user is not None and user.is_authenticated else None
    if folder is not None:
        if not Path(folder).is_dir():
            raise ImportRejected([f"There is no card data folder at {folder}."])
        job = ImportJob.objects.create(created_by=owner, folder=str(folder))
    else:
        upload_dir, entries = store_uploads(uploads)
        try:
            job = ImportJob.objects.create(created_by=owner, upload_dir=upload_dir, uploads=entries)
        except BaseException:
            shutil.rmtree(Path(settings.MEDIA_ROOT) / upload_dir, ignore_errors=True)
            raise
    transaction.on_commit(partial(enqueue_import_job, job.pk))
    return job


def enqueue_import_job(job_id: int) -> None:
    """Hand the job to Celery (or, without a broker, run it now); a job that cannot be queued
    is marked failed rather than left waiting for ever."""
    from l5rdb.catalogue.tasks import run_import_job_task

    try:
        run_import_job_task.delay(job_id)
    except Exception as error:
        logger.exception("Import job %s could not be queued", job_id)
        ImportJob.objects.filter(pk=job_id, status__in=[Status.QUEUED, Status.RUNNING]).update(
            status=Status.FAILED,
            finished_at=timezone.now(),
            error=f"The import could not be run: {type(error).__name__}: {error}",
        )


def run_import_job(job_id: int) -> ImportJob | None:
    """Run a queued job: import its files, recording each as it is written, then store the
    report. None when the job is gone or was already taken (a message delivered twice)."""
    taken = ImportJob.objects.filter(pk=job_id, status=Status.QUEUED).update(
        status=Status.RUNNING, started_at=timezone.now()
    )
    if not taken:
        return None
    job = ImportJob.objects.get(pk=job_id)
    rows = ImportJob.objects.filter(pk=job_id)
    paths = job.paths()
    rows.update(files_total=len(find_card_files(paths)))

    def progress(number: int, total: int, path: Path) -> None:
        # Called as file `number` starts being written: the ones before it are done.
        rows.update(
            files_done=number - 1, files_total=total, current_file=job.display_path(path)[:500]
        )

    try:
        report = import_cards(paths, progress=progress)
    except Exception as error:
        logger.exception("Import job %s stopped", job_id)
        rows.update(
            status=Status.FAILED,
            finished_at=timezone.now(),
            current_file="",
            error=f"The import stopped: {type(error).__name__}: {error}",
        )
    else:
        error = job_error(report, job)
        rows.update(
            status=Status.FAILED if error else Status.DONE,
            finished_at=timezone.now(),
            files_done=len(report.files),
            files_total=len(report.files),
            current_file="",
            report=report_json(report, job),
            error=error,
        )
    finally:
        invalidate_card_index()
    return ImportJob.objects.get(pk=job_id)


def job_error(report: ImportReport, job: ImportJob) -> str:
    """Why the job failed, or "" when every card file went in (problems with single cards
    or values are in the report, they do not fail the job)."""
    if not report.files:
        return f"No card data files ({KINDS_TEXT}) were found in the {_source(job)}."
    if report.failed_files:
        named = "; ".join(
            f"{job.display_path(item.path)}: {item.error}"
            for item in report.failed_files[:_NAMED_FILES]
        )
        more = len(report.failed_files) - _NAMED_FILES
        return (
            f"{len(report.failed_files)} of {len(report.files)} files could not be imported "
            f"(nothing of them was written): {named}" + (f"; and {more} more" if more > 0 else "")
        )
    if not report.ok_files:
        return f"None of the files in the {_source(job)} is card data."
    return ""


def report_json(report: ImportReport, job: ImportJob) -> dict:
    """The report as stored on the job: file names relative to the job's folder, problems
    with errors first."""
    files = {
        "total": len(report.files),
        "imported": len(report.ok_files),
        "failed": len(report.failed_files),
        "ignored": len(report.ignored_files),
    }
    problems = sorted(report.problems, key=lambda problem: problem.level != "error")
    return {
        "ok": report.ok,
        "files": files,
        "totals": report.totals(),
        "soul_links_changed": report.soul_links_changed,
        "added_by_source": report.added_by_source(),
        "problem_counts": dict(sorted(Counter(problem.level for problem in problems).items())),
        "failed": [
            {"file": job.display_path(item.path), "why": item.error} for item in report.failed_files
        ],
        "ignored": [
            {"file": job.display_path(item.path), "why": item.error}
            for item in report.ignored_files
        ],
        "problems": [
            {
                "file": job.display_path(problem.file),
                "card": problem.card,
                "field": problem.field,
                "why": problem.why,
                "level": problem.level,
            }
            for problem in problems
        ],
    }


def job_status(job: ImportJob) -> dict:
    """What the job page shows and polls: where the job is, in figures and in words."""
    return {
        "id": job.pk,
        "status": job.status,
        "finished": job.is_finished,
        "stage": _stage(job),
        "message": _message(job),
        "figures": _figures(job),
        "files_done": job.files_done,
        "files_total": job.files_total,
        "percent": job.percent,
        "current_file": job.current_file,
        "created_at": job.created_at.isoformat() if job.created_at else None,
        "started_at": job.started_at.isoformat() if job.started_at else None,
        "finished_at": job.finished_at.isoformat() if job.finished_at else None,
        "elapsed_seconds": _elapsed(job),
        "error": job.error,
        "report": job.report if job.is_finished else None,
    }


def delete_import_jobs(jobs: QuerySet[ImportJob]) -> int:
    """Delete finished jobs and their uploaded files; queued and running ones stay."""
    finished = jobs.filter(status__in=[Status.DONE, Status.FAILED])
    for job in finished:
        if job.upload_path:
            shutil.rmtree(job.upload_path, ignore_errors=True)
    deleted, _ = finished.delete()
    return deleted


def _elapsed(job: ImportJob) -> int | None:
    if job.started_at is None:
        return None
    return int(((job.finished_at or timezone.now()) - job.started_at).total_seconds())


def _figures(job: ImportJob) -> str:
    """Files done of the total (only the total while they are read), and the time taken."""
    stage = _stage(job)
    parts = []
    if stage == "reading":
        parts.append(f"{job.files_total} files")
    elif stage != "queued":
        parts.append(f"{job.files_done} / {job.files_total} files")
    elapsed = _elapsed(job)
    if elapsed is not None:
        parts.append(f"{elapsed} s")
    return " · ".join(parts)


def _stage(job: ImportJob) -> str:
    if job.status != Status.RUNNING:
        return job.status
    return "writing" if job.current_file else "reading"


def _message(job: ImportJob) -> str:
    stage = _stage(job)
    if stage == "queued":
        return "Waiting for a worker to start the import…"
    if stage == "reading":
        return f"Reading and checking {job.files_total} files…"
    if stage == "writing":
        return f"Writing file {job.files_done + 1} of {job.files_total}: {job.current_file}"
    if stage == "done":
        files = (job.report or {}).get("files", {})
        return f"Finished: {files.get('imported', 0)} of {files.get('total', 0)} files imported" + (
            f", {files['ignored']} ignored (not card data)." if files.get("ignored") else "."
        )
    return f"Failed: {job.error}"


def _source(job: ImportJob) -> str:
    return "upload" if job.upload_path else f"folder {job.folder}"
