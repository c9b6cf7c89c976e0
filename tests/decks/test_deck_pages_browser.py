"""The deck pages in a real browser (Debian's chromium through Playwright): copying a deck
into the builder, deleting one without JavaScript, importing a file, and every page at
phone width (390px) without sideways scrolling."""

import os
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.base_user import AbstractBaseUser
from django.test import Client
from playwright.sync_api import Browser, BrowserContext, Page, expect
from pytest_django.live_server_helper import LiveServer

from decks.models import Deck, DeckEntry, UnresolvedLine
from l5rdb.catalogue.models import Card, CardType
from tests.factories import make_card

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# Set SCREENSHOTS=/some/dir to keep a picture of each phone page.
SCREENSHOTS = os.environ.get("SCREENSHOTS")
LONG_NAME = "Hida_Kisada's_Unbreakable_Wall_of_the_Crab_Clan_Berserkers_" * 2
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}


@pytest.fixture
def cards() -> dict[str, Card]:
    gold = ["gold"]
    return {
        "keep": make_card("Shiro Testu", type=CardType.STRONGHOLD, clans=["Crab"], formats=gold),
        "hida": make_card("Hida Testuro", clans=["Crab"], formats=gold, gold_cost=6, force=4),
        "mine": make_card("Testing Iron Mine", type=CardType.HOLDING, formats=gold, gold_cost=5),
        "yari": make_card("Testing Yari", type=CardType.ITEM, formats=gold, gold_cost=2),
    }


def user(name: str) -> AbstractBaseUser:
    return get_user_model().objects.create_user(name, password="a long test password")


@pytest.fixture
def deck(cards: dict[str, Card]) -> Deck:
    deck = Deck.objects.create(
        name="Crab <Wall>", description="Hold the line.", owner=user("hida"), visibility="public"
    )
    for position, (key, count, section) in enumerate(
        [
            ("keep", 1, "pregame"),
            ("hida", 3, "dynasty"),
            ("mine", 2, "dynasty"),
            ("yari", 3, "fate"),
        ]
    ):
        DeckEntry.objects.create(
            deck=deck, card=cards[key], count=count, section=section, position=position
        )
    UnresolvedLine.objects.create(deck=deck, name="Hida Misspeled", count=2, section="dynasty")
    return deck


def log_in(context: BrowserContext, live_server: LiveServer, player: AbstractBaseUser) -> None:
    client = Client()
    client.force_login(player)
    context.add_cookies(
        [{"name": "sessionid", "value": client.cookies["sessionid"].value, "url": live_server.url}]
    )


def entry_count(page: Page, title: str) -> str:
    return (
        page.locator("#deck-sections .entry", has_text=title).locator(".entry-count").inner_text()
    )


def no_sideways_scroll(page: Page, name: str) -> None:
    assert page.evaluate("() => window.innerWidth") == 390
    overflow = page.evaluate(
        "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0, f"{name}: {overflow}px wider than the screen"
    if SCREENSHOTS:
        Path(SCREENSHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=f"{SCREENSHOTS}/{name}.png", full_page=True)


def test_a_visitor_opens_a_copy_and_keeps_the_draft_they_had(
    page: Page, live_server: LiveServer, deck: Deck, cards: dict[str, Card]
) -> None:
    # A deck already being built in this browser.
    page.goto(f"{live_server.url}/decks/new/")
    draft = {"name": "My own draft", "format": "gold", "entries": [[cards["yari"].id, 1, "fate"]]}
    page.evaluate("d => localStorage.setItem('l5rdb.builder.new', JSON.stringify(d))", draft)

    page.goto(f"{live_server.url}/decks/{deck.pk}/")
    page.get_by_role("link", name="Open a copy in the builder").click()
    page.wait_for_selector("#deck-sections .entry")
    assert page.url == f"{live_server.url}/decks/new/"
    assert page.input_value("#deck-name") == "Copy of Crab <Wall>"
    assert page.input_value("#deck-description") == "Hold the line."
    assert entry_count(page, "Hida Testuro") == "3"
    assert entry_count(page, "Testing Yari") == "3"
    expect(page.locator("#unresolved .unresolved-line")).to_contain_text("Hida Misspeled")
    status = page.locator("#save-status")
    expect(status).to_contain_text("Opened a copy of “Crab <Wall>” as a new deck.")
    expect(status).to_contain_text("The deck you were building before is set aside")
    expect(page.locator("#validation .verdict")).to_contain_text("Not legal in Gold")

    # The copy is the browser's draft now: a reload brings it back.
    page.reload()
    page.wait_for_selector("#deck-sections .entry")
    assert page.input_value("#deck-name") == "Copy of Crab <Wall>"
    expect(status).to_contain_text("Another deck is set aside")

    # The earlier draft was set aside, not lost.
    status.get_by_role("button", name="Switch to it").click()
    assert page.input_value("#deck-name") == "My own draft"
    assert entry_count(page, "Testing Yari") == "1"
    assert page.locator("#deck-sections .entry").count() == 1
    status.get_by_role("button", name="Switch back").click()
    assert page.input_value("#deck-name") == "Copy of Crab <Wall>"
    assert Deck.objects.count() == 1


def test_a_player_copies_a_deck_and_edits_the_copy(
    page: Page, live_server: LiveServer, deck: Deck
) -> None:
    player = user("doji")
    log_in(page.context, live_server, player)
    page.goto(f"{live_server.url}/decks/{deck.pk}/")
    page.get_by_role("button", name="Copy to my decks").click()
    page.wait_for_selector("#deck-sections .entry")
    copy = Deck.objects.get(owner=player)
    assert page.url == f"{live_server.url}/decks/{copy.pk}/edit/"
    expect(page.locator(".messages")).to_contain_text("Saved “Copy of Crab <Wall>” to your decks.")
    assert page.input_value("#deck-name") == "Copy of Crab <Wall>"
    assert entry_count(page, "Testing Iron Mine") == "2"
    page.locator("#deck-sections .entry", has_text="Testing Iron Mine").get_by_role(
        "button", name="Remove one Testing Iron Mine"
    ).click()
    page.click("#save-deck")
    expect(page.locator("#save-status")).to_contain_text("View the deck")
    assert copy.entries.get(card__title="Testing Iron Mine").count == 1
    assert deck.entries.get(card__title="Testing Iron Mine").count == 2


@pytest.fixture
def no_js_phone(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(java_script_enabled=False, **PHONE)
    tab = context.new_page()
    tab.set_default_timeout(10_000)
    yield tab
    context.close()


def test_deleting_works_without_javascript_on_a_phone(
    no_js_phone: Page, live_server: LiveServer, deck: Deck
) -> None:
    page = no_js_phone
    log_in(page.context, live_server, deck.owner)
    page.goto(f"{live_server.url}/decks/{deck.pk}/")
    no_sideways_scroll(page, "deck-page-owner")
    page.get_by_role("link", name="Delete").click()
    expect(page.locator("h1")).to_have_text("Delete “Crab <Wall>”?")
    no_sideways_scroll(page, "deck-delete-confirm")
    assert Deck.objects.filter(pk=deck.pk).exists()
    page.get_by_role("button", name="Delete the deck").click()
    assert page.url == f"{live_server.url}/decks/"
    expect(page.locator(".messages")).to_contain_text("Deleted the deck “Crab <Wall>”.")
    expect(page.locator("body")).to_contain_text("You have not saved a deck yet.")
    assert not Deck.objects.filter(pk=deck.pk).exists()


def test_importing_a_file_on_a_phone(
    phone_page: Page, live_server: LiveServer, cards: dict[str, Card], tmp_path: Path
) -> None:
    page = phone_page
    player = user("doji")
    log_in(page.context, live_server, player)
    page.goto(f"{live_server.url}/decks/")
    no_sideways_scroll(page, "deck-list-empty")

    binary = tmp_path / f"{LONG_NAME}.png"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    page.set_input_files("#import-deck input[type=file]", str(binary))
    page.get_by_role("button", name="Import").click()
    expect(page.locator("#import-deck .field-error")).to_contain_text(
        "is binary data, not a deck list. Nothing was saved."
    )
    no_sideways_scroll(page, "deck-list-import-error")
    assert Deck.objects.count() == 0

    listing = tmp_path / "Crab wall.l5d"
    listing.write_text(
        "# Pre-Game (1)\n\n# Stronghold (1)\n1 Shiro Testu\n\n# Dynasty (5)\n\n"
        "# Personalities (3)\n3 Hida Testuro\n\n# Holdings (2)\n2 Testing Iron Mien\n\n"
        "# Fate (3)\n\n# Items (3)\n3 Testing Yari\n"
    )
    page.set_input_files("#import-deck input[type=file]", str(listing))
    page.select_option("#import-deck select[name=list_format]", "l5d")
    page.get_by_role("button", name="Import").click()
    deck = Deck.objects.get(owner=player)
    assert page.url == f"{live_server.url}/decks/{deck.pk}/"
    expect(page.locator(".messages")).to_contain_text("Imported “Crab wall”: 7 cards")
    expect(page.locator(".validation .verdict")).to_contain_text("Not legal in Gold")
    expect(page.locator(".validation")).to_contain_text("Closest: Testing Iron Mine")
    no_sideways_scroll(page, "deck-page-imported")


def test_the_deck_list_and_pages_fit_a_phone(
    phone_page: Page, live_server: LiveServer, deck: Deck
) -> None:
    page = phone_page
    other = Deck.objects.create(name=LONG_NAME, owner=user("doji"), format="twenty-festivals")
    DeckEntry.objects.create(deck=other, card=deck.entries.first().card, count=1, section="pregame")
    log_in(page.context, live_server, other.owner)
    page.goto(f"{live_server.url}/decks/")
    rows = page.locator(".deck-table tbody tr")
    expect(rows).to_have_count(2)
    mine, theirs = rows.nth(0), rows.nth(1)
    expect(mine.locator(".deck-invalid")).to_have_text("Not legal")
    expect(mine).to_contain_text("Twenty Festivals")
    expect(theirs).to_contain_text("Crab <Wall>")
    expect(theirs).to_contain_text(re.compile(r"by\s+hida"))
    expect(theirs).to_contain_text(re.compile(r"updated\s+\d{1,2} \w{3} \d{4}"))
    # The name runs across the whole row, the details wrap beneath it.
    name = mine.locator(".col-name").bounding_box()
    status = mine.locator(".col-status").bounding_box()
    assert status["y"] >= name["y"] + name["height"] - 1
    no_sideways_scroll(page, "deck-list")

    page.goto(f"{live_server.url}/decks/{other.pk}/")
    no_sideways_scroll(page, "deck-page-long-name")
    page.goto(f"{live_server.url}/decks/{deck.pk}/copy/")
    page.wait_for_selector("#validation .verdict")
    page.wait_for_selector("#stats .bar")
    no_sideways_scroll(page, "builder-copy")
