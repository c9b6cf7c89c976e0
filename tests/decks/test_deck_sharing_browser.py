"""Accounts, private decks, sharing and versions in a real browser (Debian's chromium through
Playwright): sign up, log out and in, build and save a deck (private), a second user and a
visitor get a 404 for it, share it by link, publish it, copy it as the second user, change
the copy and read the difference between its versions."""

import os
import re
from pathlib import Path

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from playwright.sync_api import Browser, BrowserContext, Page, expect
from pytest_django.live_server_helper import LiveServer

from decks.models import Deck
from l5rdb.catalogue.models import CardType
from tests.factories import make_card

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SCREENSHOTS = os.environ.get("SCREENSHOTS")
PASSWORD = "a long enough password 7"
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}


@pytest.fixture
def cards() -> None:
    gold = ["gold"]
    make_card("Shiro Testu", type=CardType.STRONGHOLD, clans=["Crab"], formats=gold)
    make_card("Hida Testuro", clans=["Crab"], formats=gold, gold_cost=6, force=4)
    make_card("Testing Yari", type=CardType.ITEM, formats=gold, gold_cost=2)


def shoot(page: Page, name: str) -> None:
    if SCREENSHOTS:
        Path(SCREENSHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=f"{SCREENSHOTS}/{name}.png", full_page=True)


def add(page: Page, query: str, title: str) -> None:
    page.fill("#card-search", query)
    row = page.locator("#search-results .result", has_text=title)
    row.wait_for()
    row.get_by_role("button", name=f"Add {title}").click()


def save(page: Page) -> None:
    page.click("#save-deck")
    expect(page.locator("#save-status")).to_contain_text("Saved.")


def logged_in_context(browser: Browser, live_server: LiveServer, name: str) -> BrowserContext:
    user = get_user_model().objects.create_user(name, f"{name}@example.com", PASSWORD)
    client = Client()
    client.force_login(user)
    context = browser.new_context()
    context.add_cookies(
        [{"name": "sessionid", "value": client.cookies["sessionid"].value, "url": live_server.url}]
    )
    return context


def test_sign_up_save_share_publish_copy_and_compare(
    browser: Browser, page: Page, live_server: LiveServer, cards
) -> None:
    url = live_server.url
    # Sign up from the login page's link, log out, log in again.
    page.goto(f"{url}/accounts/login/")
    page.get_by_role("main").get_by_role("link", name="Sign up").click()
    shoot(page, "signup-desktop")
    page.fill("#id_username", "kisada")
    page.fill("#id_email", "kisada@example.com")
    page.fill("#id_password1", PASSWORD)
    page.fill("#id_password2", PASSWORD)
    page.get_by_role("button", name="Sign up").click()
    expect(page.locator(".messages")).to_contain_text("Welcome, kisada")
    page.get_by_role("button", name="Log out").click()
    page.goto(f"{url}/accounts/login/")
    page.fill("#id_username", "kisada")
    page.fill("#id_password", PASSWORD)
    page.get_by_role("button", name="Log in").click()
    expect(page.get_by_role("link", name="kisada")).to_be_visible()

    # Build and save a deck: it is private.
    page.goto(f"{url}/decks/new/")
    page.wait_for_selector("#deck-sections")
    page.fill("#deck-name", "Secret Wall")
    add(page, "Shiro", "Shiro Testu")
    add(page, "Testuro", "Hida Testuro")
    save(page)
    deck = Deck.objects.get(name="Secret Wall")
    assert deck.visibility == "private"
    deck_url = f"{url}/decks/{deck.pk}/"

    second = logged_in_context(browser, live_server, "toturi")
    other = second.new_page()
    visitor = browser.new_context().new_page()
    assert other.goto(deck_url).status == 404
    assert visitor.goto(deck_url).status == 404

    # Share it by link: the link opens it, the bare address still does not.
    page.goto(deck_url)
    expect(page.locator("#sharing")).to_contain_text("Private")
    page.get_by_role("button", name="Share by link").click()
    expect(page.locator("#sharing")).to_contain_text("Shared by link")
    share_link = page.locator("#share-link").input_value()
    assert re.fullmatch(rf"{re.escape(deck_url)}\?key=[\w-]+", share_link)
    shoot(page, "deck-shared-desktop")
    assert visitor.goto(share_link).status == 200
    expect(visitor.locator("h1")).to_have_text("Secret Wall")
    assert visitor.goto(deck_url).status == 404
    visitor.goto(f"{url}/decks/")
    expect(visitor.locator("main")).not_to_contain_text("Secret Wall")

    # Publish it: listed with its author.
    page.get_by_role("button", name="Publish").click()
    expect(page.locator("#sharing")).to_contain_text("Published")
    visitor.goto(f"{url}/decks/")
    expect(visitor.locator("main")).to_contain_text("Secret Wall")
    expect(visitor.locator("main")).to_contain_text("kisada")

    # The second user copies it, changes the copy and reads what changed.
    other.goto(deck_url)
    other.get_by_role("button", name="Copy to my decks").click()
    other.wait_for_selector("#deck-sections")
    add(other, "Yari", "Testing Yari")
    save(other)
    copy = Deck.objects.get(owner__username="toturi")
    assert copy.visibility == "private" and copy.versions.count() == 2
    other.goto(f"{url}/decks/{copy.pk}/")
    expect(other.locator("#last-change")).to_contain_text("+1 Testing Yari")
    other.get_by_role("link", name="History").first.click()
    expect(other.locator("#difference")).to_contain_text("From version 1 to version 2")
    expect(other.locator("#difference [data-section='fate']")).to_contain_text("+1 Testing Yari")
    shoot(other, "history-desktop")
    assert page.goto(f"{url}/decks/{copy.pk}/").status == 404
    second.close()


def test_the_account_pages_fit_a_phone(browser: Browser, live_server: LiveServer, cards) -> None:
    context = browser.new_context(**PHONE)
    page = context.new_page()
    for path, name in (
        ("/accounts/login/", "login"),
        ("/accounts/signup/", "signup"),
        ("/accounts/password_reset/", "password-reset"),
    ):
        page.goto(f"{live_server.url}{path}")
        overflow = page.evaluate(
            "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"
        )
        assert overflow <= 0, f"{path} scrolls sideways by {overflow}px"
        shoot(page, f"{name}-phone")
    context.close()
