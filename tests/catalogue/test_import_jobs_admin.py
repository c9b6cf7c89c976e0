"""Import jobs in the admin: who may start and follow them, the job page, the status the page
polls, the list of past jobs, and deleting a job with its uploads."""

from datetime import timedelta

import pytest
from django.contrib.auth.models import Permission, User
from django.urls import reverse
from django.utils import timezone
from import_job_helpers import HIDA, set_upload

from l5rdb.catalogue.import_jobs import start_import_job
from l5rdb.catalogue.models import ImportJob

pytestmark = pytest.mark.django_db

REPORT = {
    "ok": False,
    "files": {"total": 3, "imported": 1, "failed": 1, "ignored": 1},
    "totals": {
        "sets": {"created": 1, "updated": 0, "unchanged": 0},
        "cards": {"created": 2, "updated": 0, "unchanged": 0},
        "printings": {"created": 2, "updated": 0, "unchanged": 0},
    },
    "soul_links_changed": 0,
    "added_by_source": {"Oracle of the Void": ["Naginata", "Unsettling Gathering"]},
    "problem_counts": {"error": 1},
    "failed": [{"file": "notes.yaml", "why": "not a set file"}],
    "ignored": [{"file": "cards/counters.yaml", "why": "not a set file or a set list"}],
    "problems": [
        {
            "file": "gold_edition.yaml",
            "card": "Bowl",
            "field": "force",
            "why": "not a number: '[Rank•7]'",
            "level": "error",
        }
    ],
}


@pytest.fixture(autouse=True)
def media(settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path / "media"
    return settings.MEDIA_ROOT


def make_job(**fields: object) -> ImportJob:
    return ImportJob.objects.create(folder="/srv/carddata", **fields)


def job_urls(job: ImportJob) -> list[str]:
    return [
        reverse("admin:catalogue_importjob_change", args=[job.pk]),
        reverse("admin:catalogue_importjob_status", args=[job.pk]),
        reverse("admin:catalogue_importjob_changelist"),
    ]


def test_people_who_are_not_staff_are_sent_to_log_in(client):
    job = make_job()
    player = User.objects.create_user("player", password="x")
    for who in (None, player):
        if who:
            client.force_login(who)
        for url in [*job_urls(job), reverse("admin:catalogue_card_import")]:
            response = client.get(url)
            assert response.status_code == 302, url
            assert response.url.startswith(reverse("admin:login")), url
        response = client.post(
            reverse("admin:catalogue_card_import"),
            {"source": "upload", "files": [set_upload("a.yaml", "Gold Edition", [HIDA])]},
        )
        assert response.status_code == 302
    assert ImportJob.objects.count() == 1


def test_staff_without_card_rights_see_no_jobs(client):
    job = make_job()
    client.force_login(User.objects.create_user("clerk", password="x", is_staff=True))

    for url in [*job_urls(job), reverse("admin:catalogue_card_import")]:
        assert client.get(url).status_code == 403, url


def test_staff_who_may_change_cards_import_and_follow_jobs(client):
    job = make_job()
    editor = User.objects.create_user("editor", password="x", is_staff=True)
    editor.user_permissions.set(
        Permission.objects.filter(
            content_type__app_label="catalogue", codename__in=["add_card", "change_card"]
        )
    )
    client.force_login(editor)

    for url in [*job_urls(job), reverse("admin:catalogue_card_import")]:
        assert client.get(url).status_code == 200, url


@pytest.mark.parametrize(
    ("fields", "expected"),
    [
        (
            {},
            {
                "status": "queued",
                "stage": "queued",
                "message": "Waiting for a worker to start the import…",
                "percent": 0,
            },
        ),
        (
            {"status": "running", "files_total": 145},
            {
                "status": "running",
                "stage": "reading",
                "message": "Reading and checking 145 files…",
                "percent": 0,
            },
        ),
        (
            {
                "status": "running",
                "files_done": 29,
                "files_total": 145,
                "current_file": "sets/gold_edition.yaml",
            },
            {
                "status": "running",
                "stage": "writing",
                "message": "Writing file 30 of 145: sets/gold_edition.yaml",
                "percent": 20,
            },
        ),
        (
            {"status": "done", "files_done": 3, "files_total": 3, "report": REPORT},
            {
                "status": "done",
                "stage": "done",
                "message": "Finished: 1 of 3 files imported, 1 ignored (not card data).",
                "percent": 100,
            },
        ),
        (
            {"status": "failed", "error": "1 of 3 files could not be imported", "report": REPORT},
            {
                "status": "failed",
                "stage": "failed",
                "message": "Failed: 1 of 3 files could not be imported",
                "percent": 0,
            },
        ),
    ],
)
def test_the_status_the_job_page_polls(admin_client, fields, expected):
    started = timezone.now() - timedelta(seconds=12)
    if fields.get("status") in ("running", "done", "failed"):
        fields = {"started_at": started, **fields}
    if fields.get("status") in ("done", "failed"):
        fields = {"finished_at": started + timedelta(seconds=7), **fields}
    job = make_job(**fields)

    response = admin_client.get(reverse("admin:catalogue_importjob_status", args=[job.pk]))

    assert response.status_code == 200
    assert response["Content-Type"] == "application/json"
    assert "no-cache" in response["Cache-Control"]
    status = response.json()
    assert {key: status[key] for key in expected} == expected
    assert status["id"] == job.pk
    assert status["finished"] is (expected["status"] in ("done", "failed"))
    assert status["report"] == (REPORT if status["finished"] else None)
    files = {
        "queued": "",
        "reading": "145 files",
        "writing": "29 / 145 files",
        "done": "3 / 3 files",
        "failed": "0 / 0 files",
    }[expected["stage"]]
    elapsed = status["elapsed_seconds"]
    assert status["figures"] == (files if elapsed is None else f"{files} · {elapsed} s")
    if expected["status"] == "queued":
        assert elapsed is None
    elif status["finished"]:
        assert status["elapsed_seconds"] == 7
    else:
        assert 12 <= status["elapsed_seconds"] < 60


def test_an_unknown_job(admin_client):
    assert (
        admin_client.get(reverse("admin:catalogue_importjob_status", args=[999])).status_code == 404
    )


def test_a_running_job_page_shows_its_progress(admin_client):
    job = make_job(
        status="running",
        started_at=timezone.now(),
        files_done=29,
        files_total=145,
        current_file="sets/gold_edition.yaml",
    )

    response = admin_client.get(reverse("admin:catalogue_importjob_change", args=[job.pk]))

    html = response.content.decode()
    assert 'aria-valuenow="20"' in html
    assert 'style="width: 20%"' in html
    assert "Writing file 30 of 145: sets/gold_edition.yaml" in html
    assert 'data-finished="false"' in html
    assert reverse("admin:catalogue_importjob_status", args=[job.pk]) in html
    assert "js/import-job.js" in html
    assert "Report" not in html


def test_a_finished_job_page_shows_the_report(admin_client):
    job = make_job(
        status="failed",
        error="1 of 3 files could not be imported",
        files_done=3,
        files_total=3,
        report=REPORT,
    )

    response = admin_client.get(reverse("admin:catalogue_importjob_change", args=[job.pk]))

    html = " ".join(response.content.decode().split())
    assert 'data-finished="true"' in html
    assert "Failed: 1 of 3 files could not be imported" in html
    assert "3 files: 1 imported, 1 failed, 1 ignored." in html
    assert '<td><code>notes.yaml</code></td><td class="why">not a set file</td>' in html
    assert "cards/counters.yaml" in html
    assert response.context["problems"] == REPORT["problems"]
    assert "not a number: &#x27;[Rank•7]&#x27;" in html
    assert "Cards only Oracle of the Void has (2): Naginata, Unsettling Gathering." in html


def test_the_list_of_jobs(admin_client):
    make_job(status="done", files_done=3, files_total=3, report=REPORT)
    make_job(status="failed", error="The import stopped: RuntimeError: the disk is on fire")
    make_job(status="running", files_done=29, files_total=145)

    response = admin_client.get(reverse("admin:catalogue_importjob_changelist"))

    html = response.content.decode()
    assert "1 of 3 files imported; 1 problems" in html
    assert "29 / 145 files" in html
    assert "The import stopped: RuntimeError: the disk is on fire" in html
    assert "folder /srv/carddata" in html
    assert reverse("admin:catalogue_card_import") in html
    assert reverse("admin:catalogue_importjob_add") not in html


def test_the_upload_form_goes_to_the_job_page(admin_client, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks() as queued:
        response = admin_client.post(
            reverse("admin:catalogue_card_import"),
            {"source": "upload", "files": [set_upload("a.yaml", "Gold Edition", [HIDA])]},
        )

    job = ImportJob.objects.get()
    assert response.url == reverse("admin:catalogue_importjob_change", args=[job.pk])
    assert len(queued) == 1
    assert job.uploads[0]["name"] == "a.yaml"


def test_deleting_a_job_deletes_its_uploads(admin_client, admin_user, media):
    job = start_import_job(admin_user, uploads=[set_upload("a.yaml", "Gold Edition", [HIDA])])
    assert job.upload_path.is_dir()
    delete = reverse("admin:catalogue_importjob_delete", args=[job.pk])

    assert admin_client.post(delete, {"post": "yes"}).status_code == 403, "it is still queued"
    ImportJob.objects.filter(pk=job.pk).update(status="done")
    assert admin_client.post(delete, {"post": "yes"}).status_code == 302

    assert not ImportJob.objects.exists()
    assert not job.upload_path.exists()
