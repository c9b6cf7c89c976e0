"""The password-reset pages are the site's pages, not the admin's (issue 10): they extend the
site's layout, with its navigation and styles."""

import pytest
from django.contrib.auth import get_user_model
from django.core import mail
from django.urls import reverse

pytestmark = pytest.mark.django_db


def _site_page(html: str) -> None:
    assert "css/l5rdb.css" in html
    assert "Django administration" not in html and "admin/css" not in html


def test_asking_for_a_reset_link_stays_on_the_site(client):
    get_user_model().objects.create_user("reset", "reset@example.org", "a long password 1")
    page = client.get(reverse("password_reset"))
    _site_page(page.content.decode())
    assert "<h1>Reset your password</h1>" in page.content.decode()
    done = client.post(reverse("password_reset"), {"email": "reset@example.org"}, follow=True)
    _site_page(done.content.decode())
    assert "<h1>Check your email</h1>" in done.content.decode()
    assert len(mail.outbox) == 1


def test_a_bad_link_says_so_in_the_sites_style(client):
    url = reverse("password_reset_confirm", args=["MQ", "not-a-token"])
    html = client.get(url, follow=True).content.decode()
    _site_page(html)
    assert "out of date" in html
    html = client.get(reverse("password_reset_complete")).content.decode()
    _site_page(html)
