"""The deck builder in a real browser (Debian's chromium through Playwright).

The cards are built in code and legal in Gold; the page talks to the real APIs: the card
search, deck validation ("Подготовка к игре"), statistics and odds.
"""

import re

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.base_user import AbstractBaseUser
from django.test import Client
from playwright.sync_api import Locator, Page, expect
from pytest_django.live_server_helper import LiveServer

from decks.models import Deck
from l5rdb.catalogue.models import Card, CardType
from tests.factories import make_card

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

EXPECT_TIMEOUT = 10_000


@pytest.fixture
def cards() -> dict[str, Card]:
    gold = ["gold"]
    pool = {
        "keep": make_card(
            "Shiro Testu",
            type=CardType.STRONGHOLD,
            clans=["Crab"],
            formats=gold,
            province_strength=8,
            gold_production=5,
            starting_honor=3,
        ),
        "hida": make_card(
            "Hida Testuro", clans=["Crab"], formats=gold, gold_cost=6, force=4, chi=2
        ),
        "kaiu": make_card("Kaiu Testaki", clans=["Crab"], formats=gold, gold_cost=4, force=2),
        "mine": make_card(
            "Testing Iron Mine",
            type=CardType.HOLDING,
            formats=gold,
            gold_cost=5,
            gold_production=3,
        ),
        "farm": make_card(
            "Testing Rice Farm",
            type=CardType.HOLDING,
            formats=gold,
            gold_cost=2,
            gold_production=1,
        ),
        "yari": make_card("Testing Yari", type=CardType.ITEM, formats=gold, gold_cost=2, focus=2),
        "strike": make_card("Testing Strike", type=CardType.STRATEGY, formats=gold, focus=3),
        "charge": make_card("Testing Charge", type=CardType.STRATEGY, formats=gold, focus=1),
    }
    return pool


def open_builder(page: Page, live_server: LiveServer) -> None:
    page.goto(f"{live_server.url}/decks/new/")
    page.wait_for_selector("#deck-sections")


def search_and_add(page: Page, query: str, title: str) -> None:
    page.fill("#card-search", query)
    row = page.locator("#search-results .result", has_text=title)
    row.wait_for()
    row.get_by_role("button", name=f"Add {title}").click()


def entry(page: Page, title: str) -> Locator:
    return page.locator("#deck-sections .entry", has_text=title)


def codes(page: Page) -> list[str]:
    return page.locator("#validation .problem").evaluate_all(
        "nodes => nodes.map(node => node.dataset.code)"
    )


def test_search_add_and_see_counts_and_validation_update(
    page: Page,
    live_server: LiveServer,
    cards: dict[str, Card],
) -> None:
    open_builder(page, live_server)
    expect(page.locator("#search-more")).to_be_hidden()
    # A query the search language cannot read says why, from the card API.
    page.fill("#card-search", "cost>=lots")
    expect(page.locator("#search-status")).to_contain_text("needs a whole number")
    search_and_add(page, "Testuro", "Hida Testuro")
    dynasty = page.locator('.deck-section[data-section="dynasty"]')
    assert dynasty.locator(".section-count").inner_text() == "1 / 40"
    hida = entry(page, "Hida Testuro")
    assert hida.locator(".entry-count").inner_text() == "1"
    hida.get_by_role("button", name="Add one Hida Testuro").click()
    assert hida.locator(".entry-count").inner_text() == "2"
    assert dynasty.locator(".type-count").inner_text() == "(2)"
    page.wait_for_function(
        "() => [...document.querySelectorAll('#validation .problem')]"
        ".some(node => node.dataset.code === 'missing_stronghold')",
        timeout=EXPECT_TIMEOUT,
    )
    assert "dynasty_too_small" in codes(page)
    assert "Not legal in Gold" in page.inner_text("#validation")
    # The search result row says how many copies are in the deck.
    assert page.locator("#search-results .result.in .in-deck").inner_text() == "×2"

    search_and_add(page, "Shiro", "Shiro Testu")
    page.wait_for_function(
        "() => document.querySelector('#validation .verdict') && ![...document"
        ".querySelectorAll('#validation .problem')].some(n => n.dataset.code === "
        "'missing_stronghold')",
        timeout=EXPECT_TIMEOUT,
    )
    assert page.inner_text("#deck-counts") == "Pre-Game 1 · Dynasty 2 · Fate 0"

    hida.get_by_role("button", name="Remove one Hida Testuro").click()
    hida.get_by_role("button", name="Remove one Hida Testuro").click()
    assert entry(page, "Hida Testuro").count() == 0
    assert dynasty.locator(".section-count").inner_text() == "0 / 40"


def test_statistics_follow_the_deck(
    page: Page, live_server: LiveServer, cards: dict[str, Card]
) -> None:
    open_builder(page, live_server)
    search_and_add(page, "Testing Iron Mine", "Testing Iron Mine")
    holdings = page.locator("#stats .ds-block", has_text="Holdings' gold")
    expect(holdings.locator(".bar:not(.zero) .bar-label")).to_have_text(["3"])
    search_and_add(page, "Testuro", "Hida Testuro")
    dynasty_costs = page.locator("#stats .chart", has_text="Dynasty").first
    expect(dynasty_costs.locator(".bar .bar-label")).to_have_text(["5", "6"])
    expect(page.locator("#stats .hbars li")).to_have_text(
        [re.compile(r"Crab\s*1"), re.compile(r"Unaligned\s*1")]
    )


def test_import_a_pasted_list_with_an_unknown_line(
    page: Page,
    live_server: LiveServer,
    cards: dict[str, Card],
) -> None:
    open_builder(page, live_server)
    page.fill(
        "#import-text",
        "Stronghold: Shiro Testu\n\nDynasty:\n3 Hida Testuro\n2 Testing Iron Mien\n\n"
        "Fate:\n3 Testing Yari\n",
    )
    page.click("#import-button")
    page.wait_for_selector("#import-result .import-done")
    assert entry(page, "Hida Testuro").locator(".entry-count").inner_text() == "3"
    assert entry(page, "Testing Yari").locator(".entry-count").inner_text() == "3"
    assert entry(page, "Shiro Testu").count() == 1
    unknown = page.locator("#import-result .unknown-lines li")
    assert unknown.count() == 1
    assert "Testing Iron Mien" in unknown.inner_text()
    assert "Testing Iron Mine" in unknown.locator(".suggestions").inner_text()

    # The line stays in the deck, counted in its section, until the card meant is picked.
    assert page.locator(".deck-section[data-section='dynasty'] .section-count").inner_text() == (
        "5 / 40"
    )
    line = page.locator("#unresolved .unresolved-line")
    expect(line).to_contain_text("2 × Testing Iron Mien (Dynasty)")
    line.get_by_role("button", name="Use Testing Iron Mine for Testing Iron Mien").click()
    expect(entry(page, "Testing Iron Mine").locator(".entry-count")).to_have_text("2")
    expect(page.locator("#unresolved")).to_be_hidden()
    expect(page.locator("#validation")).not_to_contain_text("Testing Iron Mien")

    page.get_by_role("button", name="Undo").click()
    assert entry(page, "Hida Testuro").count() == 0


def test_import_of_nothing_recognisable_keeps_the_deck(
    page: Page,
    live_server: LiveServer,
    cards: dict[str, Card],
) -> None:
    open_builder(page, live_server)
    search_and_add(page, "Testuro", "Hida Testuro")
    page.fill("#import-text", "3 Nobody At All\n")
    page.click("#import-button")
    page.wait_for_selector("#import-result .problem")
    assert "deck is unchanged" in page.inner_text("#import-result")
    assert entry(page, "Hida Testuro").count() == 1


def add_copies(page: Page, query: str, title: str, copies: int) -> None:
    search_and_add(page, query, title)
    for _ in range(copies - 1):
        entry(page, title).get_by_role("button", name=f"Add one {title}").click()


def test_sample_hand_deals_four_provinces_and_five_cards(
    page: Page,
    live_server: LiveServer,
    cards: dict[str, Card],
) -> None:
    open_builder(page, live_server)
    add_copies(page, "Testuro", "Hida Testuro", 3)
    add_copies(page, "Testing Rice Farm", "Testing Rice Farm", 3)
    add_copies(page, "Testing Strike", "Testing Strike", 3)
    add_copies(page, "Testing Yari", "Testing Yari", 3)
    page.click("#deal")
    assert page.locator("#sample-provinces .sample-card").count() == 4
    assert page.locator("#sample-hand .sample-card").count() == 5
    dealt = page.locator("#sample-provinces .sample-title").all_inner_texts()
    assert set(dealt) <= {"Hida Testuro", "Testing Rice Farm"}
    assert page.inner_text("#deal") == "Redraw"
    page.click("#deal")
    assert page.locator("#sample-provinces .sample-card").count() == 4
    assert page.locator("#sample-hand .sample-card").count() == 5

    page.select_option("#odds-card", label="Testing Yari (×3)")
    page.wait_for_selector("#odds-table:not([hidden]) tbody tr")
    rows = page.locator("#odds-table tbody tr")
    assert rows.count() == 8
    # 6 Fate cards, 3 of them Yari: the 5-card opening hand always holds one.
    assert rows.nth(0).locator("td").all_inner_texts() == ["1", "5", "100.0%"]
    assert "5-card opening hand" in page.inner_text("#odds-assumptions")


def test_export_the_unsaved_deck_as_text(
    page: Page, live_server: LiveServer, cards: dict[str, Card]
) -> None:
    open_builder(page, live_server)
    page.fill("#deck-name", "Crab Test")
    add_copies(page, "Shiro", "Shiro Testu", 1)
    add_copies(page, "Testuro", "Hida Testuro", 2)
    add_copies(page, "Testing Yari", "Testing Yari", 3)
    page.click("#export-text")
    text = page.input_value("#export-output")
    assert text.splitlines() == [
        "# l5rdb deck list",
        "Name: Crab Test",
        "Format: gold",
        "Stronghold: Shiro Testu",
        "",
        "Dynasty:",
        "# Personalities (2)",
        "2 Hida Testuro",
        "",
        "Fate:",
        "# Items (3)",
        "3 Testing Yari",
    ]
    with page.expect_download() as download:
        page.click("#export-download")
    assert download.value.suggested_filename == "Crab_Test.txt"


def test_a_visitor_keeps_the_deck_in_the_browser(
    page: Page,
    live_server: LiveServer,
    cards: dict[str, Card],
) -> None:
    open_builder(page, live_server)
    assert "Log in to save" in page.inner_text("#save-status")
    page.fill("#deck-name", "Kept deck")
    add_copies(page, "Testuro", "Hida Testuro", 2)
    page.click("#save-deck")
    assert "Kept in this browser" in page.inner_text("#save-status")
    page.reload()
    page.wait_for_selector("#deck-sections .entry")
    assert entry(page, "Hida Testuro").locator(".entry-count").inner_text() == "2"
    assert page.input_value("#deck-name") == "Kept deck"
    assert "Restored the deck you were building" in page.inner_text("#save-status")
    assert Deck.objects.count() == 0


def log_in(page: Page, live_server: LiveServer) -> AbstractBaseUser:
    user = get_user_model().objects.create_user("builder", password="a long test password")
    client = Client()
    client.force_login(user)
    page.context.add_cookies(
        [{"name": "sessionid", "value": client.cookies["sessionid"].value, "url": live_server.url}]
    )
    return user


def test_a_logged_in_player_saves_and_reopens_the_deck(
    page: Page,
    live_server: LiveServer,
    cards: dict[str, Card],
) -> None:
    user = log_in(page, live_server)
    open_builder(page, live_server)
    page.fill("#deck-name", "Saved crab")
    add_copies(page, "Shiro", "Shiro Testu", 1)
    add_copies(page, "Testuro", "Hida Testuro", 3)
    page.click("#save-deck")
    expect(page.locator("#save-status")).to_contain_text("View the deck")
    deck = Deck.objects.get(owner=user)
    assert deck.name == "Saved crab"
    assert sorted((e.card.title, e.count, e.section) for e in deck.entries.all()) == [
        ("Hida Testuro", 3, "dynasty"),
        ("Shiro Testu", 1, "pregame"),
    ]
    assert re.search(rf"/decks/{deck.pk}/edit/$", page.url)
    assert page.locator("#export-links").is_visible()

    # The text the page writes for the deck is the text the server exports for it.
    page.click("#export-text")
    owner = Client()
    owner.force_login(user)
    server_text = owner.get(f"/api/decks/{deck.pk}/export/", {"as": "text"})
    assert page.input_value("#export-output") == server_text.content.decode()

    entry(page, "Hida Testuro").get_by_role("button", name="Remove one Hida Testuro").click()
    expect(page.locator("#save-status")).to_contain_text("Unsaved changes")
    page.click("#save-deck")
    expect(page.locator("#save-status")).to_contain_text("View the deck")
    deck.refresh_from_db()
    assert deck.entries.get(card=cards["hida"]).count == 2

    page.goto(f"{live_server.url}/decks/{deck.pk}/edit/")
    page.wait_for_selector("#deck-sections .entry")
    assert entry(page, "Hida Testuro").locator(".entry-count").inner_text() == "2"
    assert page.input_value("#deck-name") == "Saved crab"


def test_phone_layout_stacks_search_and_deck_without_overflow(
    phone_page: Page,
    live_server: LiveServer,
    cards: dict[str, Card],
) -> None:
    page = phone_page
    open_builder(page, live_server)
    add_copies(page, "Testuro", "Hida Testuro", 2)
    add_copies(page, "Testing Yari", "Testing Yari", 1)
    page.click("#deal")
    search = page.locator(".builder-search").bounding_box()
    deck = page.locator(".builder-deck").bounding_box()
    assert deck["y"] >= search["y"] + search["height"]
    assert abs(deck["x"] - search["x"]) < 1
    overflow = page.evaluate(
        "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0
    assert page.evaluate("() => window.innerWidth") == 390


def test_a_draft_naming_a_card_the_pool_lost_keeps_it_as_a_line(
    page: Page,
    live_server: LiveServer,
    cards: dict[str, Card],
) -> None:
    open_builder(page, live_server)
    hida = cards["hida"]
    draft = {
        "name": "Old draft",
        "format": "gold",
        "entries": [[hida.id, 2, "dynasty"], [987654, 3, "dynasty"]],
        "cards": [{"id": 987654, "title": "Long Gone Samurai", "type": "Personality"}],
        "unresolved": [],
    }
    page.evaluate(
        "draft => localStorage.setItem('l5rdb.builder.new', JSON.stringify(draft))", draft
    )
    page.reload()
    expect(entry(page, "Hida Testuro").locator(".entry-count")).to_have_text("2")
    expect(page.locator("#unresolved .unresolved-line")).to_contain_text(
        "3 × Long Gone Samurai (Dynasty)"
    )
    expect(page.locator("#validation")).to_contain_text("Long Gone Samurai")
    assert page.inner_text("#deck-counts") == "Pre-Game 0 · Dynasty 5 · Fate 0"
