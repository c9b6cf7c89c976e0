"""Logging in is rate-limited per account and per address (django-axes): after
AXES_FAILURE_LIMIT wrong passwords the account name is locked out from every address, and
the address is locked out for every account name."""

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

pytestmark = pytest.mark.django_db

PASSWORD = "the right password 1"


@pytest.fixture
def tsuru():
    return get_user_model().objects.create_user("tsuru", "tsuru@example.com", PASSWORD)


def log_in(username: str, password: str, address: str):
    return Client(REMOTE_ADDR=address).post(
        "/accounts/login/", {"username": username, "password": password}
    )


def fail(times: int, username: str, address: str) -> None:
    for _ in range(times):
        assert log_in(username, "wrong", address).status_code in (200, 429)


def test_an_account_is_locked_out_from_every_address(tsuru, settings) -> None:
    fail(settings.AXES_FAILURE_LIMIT, "tsuru", "10.0.0.1")
    response = log_in("tsuru", PASSWORD, "10.0.0.2")
    assert response.status_code == 429
    assert "Too many failed log-ins" in response.content.decode()


def test_an_address_is_locked_out_for_every_account(tsuru, settings) -> None:
    for number in range(settings.AXES_FAILURE_LIMIT):
        fail(1, f"guess{number}", "10.0.0.3")
    assert log_in("tsuru", PASSWORD, "10.0.0.3").status_code == 429
    assert log_in("tsuru", PASSWORD, "10.0.0.4").status_code == 302


def test_fewer_failures_still_let_the_owner_in(tsuru, settings) -> None:
    fail(settings.AXES_FAILURE_LIMIT - 1, "tsuru", "10.0.0.5")
    assert log_in("tsuru", PASSWORD, "10.0.0.5").status_code == 302
