"""An import job's page in a real browser (Debian's chromium through Playwright): its script
polls the job's status every second, moves the bar as the worker records files, and shows
the report once the job has finished. The test plays the worker by updating the job's row."""

import pytest
from django.contrib.auth.base_user import AbstractBaseUser
from django.test import Client
from django.utils import timezone
from playwright.sync_api import Page, expect
from pytest_django.live_server_helper import LiveServer
from test_import_jobs_admin import REPORT

from l5rdb.catalogue.models import ImportJob

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

EXPECT_TIMEOUT = 10_000


def open_job(page: Page, live_server: LiveServer, user: AbstractBaseUser, job: ImportJob) -> None:
    client = Client()
    client.force_login(user)
    page.context.add_cookies(
        [{"name": "sessionid", "value": client.cookies["sessionid"].value, "url": live_server.url}]
    )
    page.goto(f"{live_server.url}/admin/catalogue/importjob/{job.pk}/change/")


def test_the_page_follows_the_job_until_its_report(page, live_server, admin_user):
    job = ImportJob.objects.create(folder="/srv/carddata")
    rows = ImportJob.objects.filter(pk=job.pk)
    open_job(page, live_server, admin_user, job)
    badge = page.locator(".job-badge")
    message = page.locator(".job-message")
    fill = page.locator(".job-bar-fill")
    expect(badge).to_have_text("queued")

    rows.update(status="running", started_at=timezone.now(), files_total=145)
    expect(badge).to_have_text("reading", timeout=EXPECT_TIMEOUT)
    expect(message).to_have_text("Reading and checking 145 files…")
    expect(page.locator(".job-figures")).to_contain_text("145 files · ")

    rows.update(files_done=29, current_file="sets/gold_edition.yaml")
    expect(message).to_have_text(
        "Writing file 30 of 145: sets/gold_edition.yaml", timeout=EXPECT_TIMEOUT
    )
    expect(page.locator(".job-figures")).to_contain_text("29 / 145 files · ")
    expect(page.locator(".job-bar")).to_have_attribute("aria-valuenow", "20")
    assert fill.evaluate("element => element.style.width") == "20%"

    rows.update(
        status="failed",
        finished_at=timezone.now(),
        files_done=3,
        files_total=3,
        current_file="",
        error="1 of 3 files could not be imported",
        report=REPORT,
    )
    expect(page.get_by_role("heading", name="Report")).to_be_visible(timeout=EXPECT_TIMEOUT)
    expect(badge).to_have_text("failed")
    expect(page.get_by_role("cell", name="not a number: '[Rank•7]'")).to_be_visible()
    expect(page.get_by_role("cell", name="notes.yaml")).to_be_visible()


def test_a_finished_job_fits_a_phone(phone_page, live_server, admin_user):
    long_name = "sets/" + "a_very_long_set_file_name_" * 6 + ".yaml"
    job = ImportJob.objects.create(
        folder="/srv/carddata",
        status="done",
        files_done=3,
        files_total=3,
        report={**REPORT, "problems": [{**REPORT["problems"][0], "file": long_name}]},
    )
    open_job(phone_page, live_server, admin_user, job)

    expect(phone_page.get_by_role("heading", name="Problems")).to_be_visible()
    overflow = phone_page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0, f"the page scrolls sideways by {overflow}px on a phone"
