"""Signing up, logging in and out in the site's own pages; the login page links to both."""

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

pytestmark = pytest.mark.django_db

PASSWORD = "a long enough password 7"


def signup(client: Client, **fields: str):
    data = {
        "username": "tsuru",
        "email": "tsuru@example.com",
        "password1": PASSWORD,
        "password2": PASSWORD,
        **fields,
    }
    return client.post("/accounts/signup/", data)


def test_the_login_page_links_to_sign_up_and_to_a_lost_password(client: Client) -> None:
    text = client.get("/accounts/login/").content.decode()
    assert 'href="/accounts/signup/"' in text
    assert 'href="/accounts/password_reset/"' in text


def test_signing_up_makes_an_account_and_logs_in(client: Client) -> None:
    assert client.get("/accounts/signup/").status_code == 200
    response = signup(client)
    assert response.status_code == 302
    user = get_user_model().objects.get(username="tsuru")
    assert user.email == "tsuru@example.com" and user.check_password(PASSWORD)
    page = client.get("/accounts/").content.decode()
    assert "Logged in as <b>tsuru</b>" in page


def test_signing_up_goes_back_where_the_visitor_was(client: Client) -> None:
    response = signup(client, next="/decks/builder/")
    assert response["Location"] == "/decks/builder/"
    assert (
        signup(Client(), username="other", email="o@x.org", next="https://evil.example/")[
            "Location"
        ]
        != "https://evil.example/"
    )


@pytest.mark.parametrize(
    "fields, message",
    [
        ({"password2": "something else entirely"}, "didn’t match"),
        ({"password1": "short", "password2": "short"}, "too short"),
        ({"email": "not an address"}, "valid email address"),
        ({"username": ""}, "This field is required"),
    ],
)
def test_a_bad_signup_names_the_problem(client: Client, fields: dict, message: str) -> None:
    response = signup(client, **fields)
    assert response.status_code == 400
    assert message in response.content.decode()
    assert not get_user_model().objects.exists()


def test_a_name_or_address_already_taken_is_refused(client: Client) -> None:
    signup(client)
    again = Client()
    response = signup(again, email="Tsuru@Example.com", username="second")
    assert "An account already uses this address" in response.content.decode()
    response = signup(again, email="new@example.com")
    assert "already exists" in response.content.decode()


def test_log_out_and_log_in_again(client: Client) -> None:
    signup(client)
    assert client.post("/accounts/logout/").status_code == 302
    assert client.get("/accounts/").status_code == 302
    response = client.post("/accounts/login/", {"username": "tsuru", "password": PASSWORD})
    assert response.status_code == 302
    assert client.get("/accounts/").status_code == 200
