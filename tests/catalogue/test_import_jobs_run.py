"""Import jobs run by a Celery worker (an in-process one on the configured broker, or eagerly
without a broker): the cards go in, progress is recorded file by file, the report is kept,
and a job that cannot import fails with a report that says why."""

import json
from pathlib import Path

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse
from import_job_helpers import BOWL, HIDA, set_text, set_upload, wait_for_job, zip_upload
from importing_helpers import write_set
from kombu.exceptions import OperationalError

from l5rdb.catalogue import import_jobs
from l5rdb.catalogue.import_jobs import run_import_job, start_import_job
from l5rdb.catalogue.importing import ImportReport, Progress
from l5rdb.catalogue.models import Card, ImportJob
from l5rdb.catalogue.tasks import run_import_job_task

# The worker runs in another thread with a connection of its own: it sees committed rows.
pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("celery_worker")]


@pytest.fixture(autouse=True)
def media(settings, tmp_path) -> Path:
    settings.MEDIA_ROOT = tmp_path / "media"
    return settings.MEDIA_ROOT


def test_uploaded_set_files_are_imported_and_reported(admin_user):
    uploads = [
        set_upload("gold_edition.yaml", "Gold Edition", [HIDA, BOWL]),
        set_upload("pearl_edition.yaml", "Pearl Edition", [HIDA]),
    ]

    job = wait_for_job(start_import_job(admin_user, uploads=uploads).pk)

    assert (job.status, job.error) == (ImportJob.Status.DONE, "")
    assert set(Card.objects.values_list("title", flat=True)) == {"Hida Tenshu", "Bowl"}
    assert (job.files_done, job.files_total, job.current_file) == (2, 2, "")
    assert job.started_at <= job.finished_at
    report = job.report
    assert report["ok"] is True
    assert report["files"] == {"total": 2, "imported": 2, "failed": 0, "ignored": 0}
    assert report["totals"]["cards"]["created"] == 2
    assert report["totals"]["printings"]["created"] == 3
    assert report["problem_counts"] == {"error": 1}
    assert report["problems"] == [
        {
            "file": "gold_edition.yaml",
            "card": "Bowl",
            "field": "force",
            "why": "not a number: '[Rank•x]'",
            "level": "error",
        }
    ]


def test_the_report_names_the_cards_only_another_source_has(admin_user, tmp_path):
    """The pool is the union of the sources (issue 10): the job's report, and its page, say
    which cards came from the Oracle file alone."""
    write_set(tmp_path, "Gold Edition", [HIDA])
    oracle = [
        {
            "cardid": 77,
            "title": ["Naginata"],
            "type": ["Item"],
            "deck": ["Fate"],
            "printing": [{"set": ["Gold Edition"], "number": ["291"]}],
        }
    ]
    (tmp_path / "items.json").write_text(json.dumps(oracle), "utf-8")

    job = wait_for_job(start_import_job(admin_user, folder=tmp_path).pk)

    assert job.status == ImportJob.Status.DONE, job.error
    assert job.report["added_by_source"] == {"Oracle of the Void": ["Naginata"]}
    assert Card.objects.get(title="Naginata").printings.get().collector_number == "291"


def test_each_file_is_recorded_as_it_is_written(admin_user, monkeypatch):
    seen: list[tuple] = []
    real_import = import_jobs.import_cards

    def watched(paths: list[Path], progress: Progress) -> ImportReport:
        def watch(number: int, total: int, path: Path) -> None:
            progress(number, total, path)
            seen.append(
                ImportJob.objects.values_list(
                    "status", "files_done", "files_total", "current_file"
                ).get()
            )

        return real_import(paths, progress=watch)

    monkeypatch.setattr(import_jobs, "import_cards", watched)
    uploads = [
        set_upload(f"{name}.yaml", name.replace("_", " ").title(), [HIDA])
        for name in ("gold_edition", "pearl_edition", "diamond_edition")
    ]

    job = wait_for_job(start_import_job(admin_user, uploads=uploads).pk)

    assert job.status == ImportJob.Status.DONE
    assert [row[:3] for row in seen] == [("running", done, 3) for done in range(3)]
    assert sorted(row[3] for row in seen) == [
        "diamond_edition.yaml",
        "gold_edition.yaml",
        "pearl_edition.yaml",
    ]
    assert (job.files_done, job.files_total) == (3, 3)


def test_a_zip_is_imported_as_a_folder(admin_user):
    upload = zip_upload(
        "export.zip",
        {
            "carddata/sets/gold_edition.yaml": set_text("Gold Edition", [HIDA]),
            "carddata/counters.yaml": b"counters:\n  - Honor\n",
            "carddata/README.md": b"# The card data",
        },
    )

    job = wait_for_job(start_import_job(admin_user, uploads=[upload]).pk)

    assert job.status == ImportJob.Status.DONE
    assert Card.objects.filter(title="Hida Tenshu").exists()
    assert job.uploads[0]["skipped"] == ["carddata/README.md"]
    assert job.report["files"] == {"total": 2, "imported": 1, "failed": 0, "ignored": 1}
    assert job.report["ignored"] == [
        {"file": "export/carddata/counters.yaml", "why": "not a set file or a set list"}
    ]


def test_files_of_no_known_format_fail_the_job_with_a_clear_report(admin_client):
    """Through the admin: the page answers, the job fails, the report names each file."""
    files = [
        SimpleUploadedFile("notes.yaml", b"hello: world\n"),
        SimpleUploadedFile("export.json", b'{"what": "not an Oracle card list"}'),
        SimpleUploadedFile("cards.xml", b"<cards><card>unclosed</cards>"),
        set_upload("gold_edition.yaml", "Gold Edition", [HIDA]),
    ]

    response = admin_client.post(
        reverse("admin:catalogue_card_import"), {"source": "upload", "files": files}
    )

    assert response.status_code == 302
    job = wait_for_job(ImportJob.objects.get().pk)
    assert response.url == reverse("admin:catalogue_importjob_change", args=[job.pk])
    assert job.status == ImportJob.Status.FAILED
    assert job.error.startswith("3 of 4 files could not be imported (nothing of them was written)")
    failed = {item["file"]: item["why"] for item in job.report["failed"]}
    assert sorted(failed) == ["cards.xml", "export.json", "notes.yaml"]
    assert failed["notes.yaml"] == "not a set file: expected a mapping with `set` and `cards`"
    assert all(failed.values())
    assert job.report["files"]["imported"] == 1
    assert Card.objects.filter(title="Hida Tenshu").exists(), "the good file still went in"

    page = admin_client.get(response.url)
    assert page.status_code == 200
    assert b"Files that could not be imported" in page.content


def test_a_zip_without_card_data_fails_the_job(admin_user):
    upload = zip_upload("export.zip", {"counters.yaml": b"counters: []\n"})

    job = wait_for_job(start_import_job(admin_user, uploads=[upload]).pk)

    assert job.status == ImportJob.Status.FAILED
    assert job.error == "None of the files in the upload is card data."


def test_the_server_folder_is_imported_from_the_admin(admin_client, settings, tmp_path):
    folder = tmp_path / "carddata"
    write_set(folder / "sets", "Gold Edition", [HIDA])
    settings.L5R_CARD_DATA = str(folder)

    response = admin_client.post(reverse("admin:catalogue_card_import"), {"source": "folder"})

    job = wait_for_job(ImportJob.objects.get().pk)
    assert response.url == reverse("admin:catalogue_importjob_change", args=[job.pk])
    assert (job.status, job.folder, job.uploads) == (ImportJob.Status.DONE, str(folder), [])
    assert job.report["files"]["imported"] == 1
    assert Card.objects.filter(title="Hida Tenshu").exists()


def test_an_import_that_crashes_fails_the_job(admin_user, monkeypatch):
    def crash(paths: list[Path], progress: Progress) -> ImportReport:
        raise RuntimeError("the disk is on fire")

    monkeypatch.setattr(import_jobs, "import_cards", crash)

    job = wait_for_job(
        start_import_job(admin_user, uploads=[set_upload("a.yaml", "Gold Edition", [HIDA])]).pk
    )

    assert job.status == ImportJob.Status.FAILED
    assert job.error == "The import stopped: RuntimeError: the disk is on fire"
    assert job.report is None


def test_a_job_that_cannot_be_queued_fails(admin_user, monkeypatch):
    def broker_down(*args: object) -> None:
        raise OperationalError("Error 111 connecting to 127.0.0.1:6379. Connection refused.")

    monkeypatch.setattr(run_import_job_task, "delay", broker_down)

    job = start_import_job(admin_user, uploads=[set_upload("a.yaml", "Gold Edition", [HIDA])])

    job.refresh_from_db()
    assert job.status == ImportJob.Status.FAILED
    assert job.error == (
        "The import could not be run: OperationalError: Error 111 connecting to "
        "127.0.0.1:6379. Connection refused."
    )


def test_a_job_runs_once(admin_user):
    job = wait_for_job(
        start_import_job(admin_user, uploads=[set_upload("a.yaml", "Gold Edition", [HIDA])]).pk
    )

    assert run_import_job(job.pk) is None, "a message delivered twice does not run it again"
    assert run_import_job(job.pk + 1000) is None
    assert ImportJob.objects.get().finished_at == job.finished_at
