"""Changing a password, and resetting a lost one by e-mail (sent to the console unless
EMAIL_URL names a server) in the site's own pages, not the admin's."""

import re

import pytest
from django.contrib.auth import get_user_model
from django.core import mail
from django.test import Client

pytestmark = pytest.mark.django_db

OLD, NEW = "the old password 1", "a brand new password 2"


@pytest.fixture
def tsuru():
    return get_user_model().objects.create_user("tsuru", "tsuru@example.com", OLD)


def test_changing_the_password(client: Client, tsuru) -> None:
    client.force_login(tsuru)
    page = client.get("/accounts/password_change/").content.decode()
    assert "Change your password" in page and "Django administration" not in page
    response = client.post(
        "/accounts/password_change/",
        {"old_password": OLD, "new_password1": NEW, "new_password2": NEW},
    )
    assert response["Location"] == "/accounts/password_change/done/"
    tsuru.refresh_from_db()
    assert tsuru.check_password(NEW)


def test_a_wrong_old_password_is_named(client: Client, tsuru) -> None:
    client.force_login(tsuru)
    response = client.post(
        "/accounts/password_change/",
        {"old_password": "wrong", "new_password1": NEW, "new_password2": NEW},
    )
    assert "Your old password was entered incorrectly" in response.content.decode()


def test_resetting_a_lost_password_by_e_mail(client: Client, tsuru) -> None:
    page = client.get("/accounts/password_reset/").content.decode()
    assert "Reset your password" in page and "Django administration" not in page
    response = client.post("/accounts/password_reset/", {"email": "TSURU@example.com"})
    assert response["Location"] == "/accounts/password_reset/done/"
    assert len(mail.outbox) == 1
    message = mail.outbox[0]
    assert message.to == ["tsuru@example.com"] and "l5rdb" in message.subject
    link = re.search(r"http://testserver(/accounts/reset/\S+/)", message.body).group(1)

    form = client.get(link, follow=True)
    assert "Choose a new password" in form.content.decode()
    response = client.post(form.redirect_chain[-1][0], {"new_password1": NEW, "new_password2": NEW})
    assert response["Location"] == "/accounts/reset/done/"
    tsuru.refresh_from_db()
    assert tsuru.check_password(NEW)
    assert "no longer works" in client.get(link, follow=True).content.decode()


def test_an_unknown_address_sends_nothing_and_says_the_same(client: Client, tsuru) -> None:
    response = client.post("/accounts/password_reset/", {"email": "nobody@example.com"})
    assert response["Location"] == "/accounts/password_reset/done/"
    assert mail.outbox == []


def test_e_mail_goes_to_the_console_by_default_and_to_a_server_from_email_url() -> None:
    import subprocess
    import sys

    from django.conf import settings

    code = (
        "import django;django.setup();from django.conf import settings as s;"
        "print(s.EMAIL_BACKEND, s.EMAIL_HOST, s.EMAIL_PORT, s.EMAIL_USE_TLS)"
    )
    env = {"DJANGO_SETTINGS_MODULE": "l5rdb.settings", "PATH": ""}

    def backend(extra: dict) -> str:
        return subprocess.run(
            [sys.executable, "-c", code],
            cwd=settings.BASE_DIR,
            env={**env, **extra},
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()

    assert backend({}).startswith("django.core.mail.backends.console.EmailBackend")
    assert backend({"EMAIL_URL": "submission://mailer:secret@smtp.example.com:587"}) == (
        "django.core.mail.backends.smtp.EmailBackend smtp.example.com 587 True"
    )
