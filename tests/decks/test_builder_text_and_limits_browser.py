"""The builder on a phone (issue 10): a card's text shows on a tap (a tooltip never shows
without a mouse), and the "+" buttons show the copy limit of Setup («Подготовка к игре»:
three copies, one of an Event, Ring or Unique card) and stop there instead of going past it
silently."""

import pytest
from playwright.sync_api import Page, expect
from pytest_django.live_server_helper import LiveServer

from l5rdb.catalogue.models import CardType
from tests.factories import make_card

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def cards() -> None:
    make_card(
        "Testing Naginata Drill",
        type=CardType.STRATEGY,
        formats=["gold"],
        focus=2,
        text="Battle: Target your Personality. He gains +2 Force.",
    )
    make_card(
        "Testing Festival", type=CardType.EVENT, formats=["gold"], text="All players gain 2 Honor."
    )


def test_text_on_tap_and_the_copy_limit_on_the_plus_button(
    phone_page: Page, live_server: LiveServer, cards: None
) -> None:
    page = phone_page
    page.goto(f"{live_server.url}/decks/new/")
    page.wait_for_selector("#deck-sections")
    page.fill("#card-search", "testing naginata")
    row = page.locator("#search-results .result", has_text="Testing Naginata Drill")
    row.wait_for()
    text = row.locator(".card-text-box")
    expect(text).to_be_hidden()
    row.get_by_role("button", name="Show the text of Testing Naginata Drill").tap()
    expect(text).to_be_visible()
    expect(text).to_have_text("Battle: Target your Personality. He gains +2 Force.")

    add = row.locator("button.add")
    for _ in range(3):
        add.click()
    expect(row.locator("button.add")).to_be_disabled()
    expect(row.locator("button.add")).to_have_text("max 3")
    entry = page.locator("#deck-sections .entry", has_text="Testing Naginata Drill")
    expect(entry.locator(".entry-count")).to_have_text("3")
    expect(entry.locator("button.inc")).to_have_text("max 3")
    entry.get_by_role("button", name="Remove one Testing Naginata Drill").click()
    expect(row.locator("button.add")).to_have_text("+")
    expect(row.locator("button.add")).to_be_enabled()

    page.fill("#card-search", "testing festival")
    festival = page.locator("#search-results .result", has_text="Testing Festival")
    festival.wait_for()
    festival.locator("button.add").click()
    expect(festival.locator("button.add")).to_have_text("max 1")
    expect(festival.locator("button.add")).to_be_disabled()
