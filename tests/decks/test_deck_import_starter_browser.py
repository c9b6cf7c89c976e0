"""In a real browser, on the real pool (issue 10): a player imports the Ivory Phoenix starter
without naming a format; the site chooses Ivory, says so, and the deck is legal there once
the author's one misspelt line ("School of Wizardy") is fixed with the builder's "Did you
mean" button. Screenshots at desktop and phone width with SCREENSHOTS=/some/dir."""

import os
from pathlib import Path

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from playwright.sync_api import Page, expect
from pytest_django.live_server_helper import LiveServer

from decks.models import Deck
from tests.conftest import DECKS_L5D

pytestmark = [pytest.mark.browser, pytest.mark.pool, pytest.mark.django_db(transaction=True)]

SCREENSHOTS = os.environ.get("SCREENSHOTS")


def _shot(page: Page, name: str) -> None:
    if SCREENSHOTS:
        page.screenshot(path=str(Path(SCREENSHOTS) / f"{name}.png"), full_page=True)


def test_the_phoenix_starter_imports_as_an_ivory_deck_and_is_legal_there(
    card_pool: Path, page: Page, live_server: LiveServer
) -> None:
    path = DECKS_L5D / "Ivory Phoenix Starter.l5d"
    player = get_user_model().objects.create_user("isawa", password="a long test password")
    client = Client()
    client.force_login(player)
    page.context.add_cookies(
        [{"name": "sessionid", "value": client.cookies["sessionid"].value, "url": live_server.url}]
    )
    page.goto(f"{live_server.url}/decks/")
    page.set_input_files("#import-deck input[type=file]", str(path))
    page.get_by_role("button", name="Import").click()

    deck = Deck.objects.get(owner=player)
    assert deck.format == "ivory"
    expect(page.locator(".messages")).to_contain_text(
        "The list names no format: it is legal in Ivory, so it was saved as an Ivory deck."
    )
    expect(page.locator(".validation .verdict")).to_contain_text("Not legal in Ivory: 1 problem.")
    expect(page.locator(".validation")).to_contain_text("School of Wizardry")
    _shot(page, "phoenix-imported")

    page.get_by_role("link", name="Edit in the builder").click()
    page.get_by_role("button", name="Use School of Wizardry for School of Wizardy").click()
    page.locator("#save-deck").click()
    expect(page.locator("#save-status")).to_contain_text("Saved.")

    page.goto(f"{live_server.url}/decks/{deck.pk}/")
    expect(page.locator(".validation .verdict")).to_have_text("Legal in Ivory.")
    _shot(page, "phoenix-legal")
    page.set_viewport_size({"width": 390, "height": 844})
    _shot(page, "phoenix-legal-phone")
