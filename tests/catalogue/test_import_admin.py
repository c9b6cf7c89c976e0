"""The catalogue in the Django admin, and the admin's "Import card data" (README: "With
Celery configured, the same import runs in the background from the admin")."""

import pytest
from django.contrib.auth.models import User
from django.urls import reverse
from importing_helpers import empty_catalogue, write_set

from l5rdb.catalogue.importing import import_cards
from l5rdb.catalogue.models import Card, ImportJob

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("model", ["card", "set", "printing", "keyword", "clan", "format"])
def test_every_catalogue_list_opens_and_searches(admin_client, model):
    url = reverse(f"admin:catalogue_{model}_changelist")
    assert admin_client.get(url).status_code == 200
    assert admin_client.get(url, {"q": "Hida"}).status_code == 200


def test_a_card_page_opens(admin_client, tmp_path):
    empty_catalogue()
    write_set(tmp_path, "Gold Edition", [{"title": "Hida Tenshu", "types": ["Personality"]}])
    import_cards([tmp_path])
    card = Card.objects.get()
    response = admin_client.get(reverse("admin:catalogue_card_change", args=[card.pk]))
    assert response.status_code == 200
    assert b"Gold Edition" in response.content


def test_the_admin_imports_the_configured_card_data(
    admin_client, tmp_path, settings, django_capture_on_commit_callbacks
):
    empty_catalogue()
    write_set(tmp_path, "Gold Edition", [{"title": "Hida Tenshu", "types": ["Personality"]}])
    settings.L5R_CARD_DATA = str(tmp_path)
    settings.CELERY_TASK_ALWAYS_EAGER = True
    changelist = admin_client.get(reverse("admin:catalogue_card_changelist"))
    assert b"Import card data" in changelist.content
    page = admin_client.get(reverse("admin:catalogue_card_import"))
    assert str(tmp_path).encode() in page.content

    # The job is queued when the request's transaction commits, and runs eagerly here.
    with django_capture_on_commit_callbacks(execute=True):
        response = admin_client.post(reverse("admin:catalogue_card_import"), {"source": "folder"})

    job = ImportJob.objects.get()
    assert response.url == reverse("admin:catalogue_importjob_change", args=[job.pk])
    assert Card.objects.filter(title="Hida Tenshu").exists()
    assert job.status == ImportJob.Status.DONE
    assert b"Finished: 1 of 1 files imported." in admin_client.get(response.url).content


def test_staff_without_card_rights_may_not_import(client, settings):
    staff = User.objects.create_user("clerk", password="x", is_staff=True)
    client.force_login(staff)
    settings.L5R_CARD_DATA = "/somewhere"

    assert client.post(reverse("admin:catalogue_card_import")).status_code == 403
