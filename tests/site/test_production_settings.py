"""Production settings from the environment: `check --deploy` is clean (HSTS and the HTTPS
redirect on, settable from the environment), a SECRET_KEY shorter than 50 characters is
refused when DEBUG is off, the admin lives at ADMIN_URL, and every page carries a
Content-Security-Policy whose nonce the inline scripts use."""

import re
import secrets
import subprocess
import sys

import pytest
from django.conf import settings

from decks.models import Deck

PRODUCTION = {
    "DEBUG": "false",
    "SECRET_KEY": secrets.token_urlsafe(50),
    "ALLOWED_HOSTS": "l5rdb.example",
    "SECURE_HSTS_PRELOAD": "true",
    "DATABASE_URL": "sqlite:///:memory:",
    "PATH": "",
}


def manage(*args: str, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=settings.BASE_DIR,
        env={**PRODUCTION, **env},
        capture_output=True,
        text=True,
        timeout=120,
    )


def setting(name: str, **env: str) -> str:
    code = f"from django.conf import settings; print(settings.{name})"
    return manage("shell", "-c", code, **env).stdout.strip().splitlines()[-1]


def test_check_deploy_is_clean_with_production_variables() -> None:
    result = manage("check", "--deploy", "--fail-level", "WARNING")
    assert result.returncode == 0, result.stderr
    assert "no issues" in result.stdout


def test_hsts_and_the_https_redirect_come_from_the_environment() -> None:
    assert setting("SECURE_HSTS_SECONDS") == str(365 * 24 * 3600)
    assert setting("SECURE_SSL_REDIRECT") == "True"
    assert setting("SECURE_HSTS_SECONDS", SECURE_HSTS_SECONDS="600") == "600"
    assert setting("SECURE_SSL_REDIRECT", SECURE_SSL_REDIRECT="false") == "False"
    assert (
        setting("SECURE_PROXY_SSL_HEADER", SECURE_PROXY_SSL_HEADER="HTTP_X_FORWARDED_PROTO")
        == "('HTTP_X_FORWARDED_PROTO', 'https')"
    )
    result = manage("check", "--deploy", "--fail-level", "WARNING", SECURE_HSTS_SECONDS="0")
    assert result.returncode != 0 and "security.W004" in result.stderr


@pytest.mark.parametrize("key", ["", "short", "x" * 49])
def test_a_short_secret_key_is_refused_when_debug_is_off(key: str) -> None:
    result = manage("check", SECRET_KEY=key)
    assert result.returncode != 0
    assert "SECRET_KEY must be at least 50" in result.stderr


def test_the_admin_lives_at_admin_url() -> None:
    code = "from django.urls import reverse; print(reverse('admin:index'))"
    moved = manage("shell", "-c", code, ADMIN_URL="/backstage-7f3a/")
    assert moved.stdout.strip().splitlines()[-1] == "/backstage-7f3a/"
    assert manage("shell", "-c", code).stdout.strip().splitlines()[-1] == "/admin/"


@pytest.mark.django_db
def test_pages_carry_a_content_security_policy(client) -> None:
    response = client.get("/cards/")
    policy = response["Content-Security-Policy"]
    assert "default-src 'self'" in policy and "object-src 'none'" in policy
    assert "frame-ancestors 'none'" in policy
    assert "'unsafe-inline'" not in policy.split("script-src")[1].split(";")[0]
    # The card list is cached as HTML: its scripts are files, never inline.
    scripts = re.findall(r"<script\b[^>]*>", response.content.decode())
    assert scripts and all("src=" in tag for tag in scripts), scripts


@pytest.mark.django_db
def test_an_inline_script_carries_the_requests_nonce(player, user) -> None:
    deck = Deck.objects.create(name="Printed", owner=user)
    response = player.get(f"/decks/{deck.pk}/print/")
    nonce = re.search(r"'nonce-([^']+)'", response["Content-Security-Policy"]).group(1)
    assert f'<script nonce="{nonce}">' in response.content.decode()
