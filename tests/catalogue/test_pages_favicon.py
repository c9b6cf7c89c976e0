"""Every page names the site's icon, and /favicon.ico (asked for by pages that name none, as
the admin's) leads to it (issue 10: "a favicon")."""

from pathlib import Path

import pytest
from django.contrib.staticfiles import finders
from django.templatetags.static import static

pytestmark = pytest.mark.django_db


def test_pages_name_the_icon_and_it_exists(client):
    page = client.get("/cards/").content.decode()
    icon = static("img/favicon.svg")
    assert f'<link rel="icon" href="{icon}" type="image/svg+xml">' in page
    path = finders.find("img/favicon.svg")
    assert path and Path(path).read_text("utf-8").lstrip().startswith("<svg")


def test_favicon_ico_redirects_to_the_icon(client):
    response = client.get("/favicon.ico")
    assert response.status_code == 301
    assert response["Location"] == static("img/favicon.svg")
