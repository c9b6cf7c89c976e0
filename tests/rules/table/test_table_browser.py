"""The playtest table in a real browser (Debian's chromium through Playwright): a goldfish
game started from a deck built in code, played through the page with table.js, and the
table on a phone.

«Структура хода»: the first turn's action phase offers only a pass; the dynasty phase offers
the recruits the Stronghold's Gold pays for.
"""

import re

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.base_user import AbstractBaseUser
from django.test import Client
from playwright.sync_api import Page, expect
from pytest_django.live_server_helper import LiveServer

from rules.models import SavedGame
from tests.table_helpers import saved_deck, table_cards

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def log_in(page: Page, live_server: LiveServer) -> AbstractBaseUser:
    user = get_user_model().objects.create_user("tablist", password="a long test password")
    client = Client()
    client.force_login(user)
    page.context.add_cookies(
        [{"name": "sessionid", "value": client.cookies["sessionid"].value, "url": live_server.url}]
    )
    return user


def actions(page: Page) -> Page:
    return page.locator("#table")


def test_a_goldfish_game_played_through_the_page(page: Page, live_server: LiveServer) -> None:
    user = log_in(page, live_server)
    deck = saved_deck(table_cards(), owner=user)
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))

    page.goto(f"{live_server.url}/decks/{deck.pk}/")
    page.locator(".deck-actions-bar").get_by_role("link", name="Playtest").click()
    expect(page.locator("#id_deck")).to_have_value(str(deck.pk))
    page.fill("#id_seed", "3")
    page.get_by_role("button", name="Start the game").click()
    expect(page.locator(".pt-status")).to_contain_text("Your decision · Action phase")
    expect(page.locator(".pt-seed")).to_have_text("3")
    page.evaluate("window.sameDocument = true")

    page.get_by_role("button", name="Pass", exact=True).click()
    expect(actions(page)).to_have_attribute("data-actions", "1")
    expect(page.locator(".pt-status")).to_contain_text("Dynasty phase")
    recruit = page.locator(".pt-group-recruit button").first
    label = recruit.inner_text()
    assert re.match(r"Recruit (Hida|Kuni) Tester \(Province \d+\)", label), label
    recruit.click()
    expect(actions(page)).to_have_attribute("data-actions", "2")
    expect(page.locator(".pt-side.is-viewer .pt-unit")).to_have_count(1)
    expect(page.locator(".pt-log-entry").first).to_contain_text("Recruit ")
    expect(page.locator(".pt-log-entry")).to_have_count(2)

    # An action the rules do not allow now: the reason shows, the text stays to be fixed.
    page.locator(".pt-manual > summary").click()
    page.fill("#pt-action-text", "lobby 1")
    page.get_by_role("button", name="Act", exact=True).click()
    expect(page.locator(".pt-error")).to_contain_text("not possible in the dynasty phase")
    expect(page.locator("#pt-action-text")).to_have_value("lobby 1")
    expect(actions(page)).to_have_attribute("data-actions", "2")

    # The builder shows the fields its operation needs, then gives two Honor.
    honor = int(page.locator(".pt-side.is-viewer [data-stat=honor]").inner_text())
    expect(page.locator(".pt-manual")).to_have_attribute("open", "")
    page.select_option(".pt-builder select[name=op]", "honor")
    expect(page.locator(".pt-builder [data-field=amount]")).to_be_visible()
    expect(page.locator(".pt-builder [data-field=card]")).to_be_hidden()
    page.select_option(".pt-builder select[name=player]", "0")
    page.fill(".pt-builder input[name=amount]", "2")
    page.get_by_role("button", name="Do it").click()
    expect(actions(page)).to_have_attribute("data-actions", "3")
    expect(page.locator(".pt-side.is-viewer [data-stat=honor]")).to_have_text(str(honor + 2))
    expect(page.locator(".pt-log-entry").first).to_contain_text("tablist: +2 Honor")

    page.locator(".pt-undo button").click()
    expect(actions(page)).to_have_attribute("data-actions", "2")
    expect(page.locator(".pt-side.is-viewer [data-stat=honor]")).to_have_text(str(honor))

    # Hovering a card shows its text, sanitized (its script never runs).
    page.locator(".pt-hand .tc-name").first.hover()
    expect(page.locator(".pt-pop")).to_be_visible()
    page.mouse.move(0, 0)
    page.locator(".pt-side.is-viewer .pt-unit .tc-name").first.hover()
    expect(page.locator(".pt-pop .pt-text-title")).to_contain_text("Tester")
    assert page.evaluate("window.sameDocument") is True
    assert dialogs == []
    saved = SavedGame.objects.get()
    assert [entry["phase"] for entry in saved.log] == ["action", "dynasty"]


def test_the_table_on_a_phone(phone_page: Page, live_server: LiveServer) -> None:
    page = phone_page
    user = log_in(page, live_server)
    saved = SavedGame.start(saved_deck(table_cards(), owner=user), owner=user, seed=3)
    saved.act(0, "pass")
    page.goto(f"{live_server.url}/playtest/{saved.pk}/")
    expect(page.locator(".pt-status")).to_contain_text("Dynasty phase")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390

    def top(selector: str) -> float:
        return page.locator(selector).first.bounding_box()["y"]

    # One column: the actions, your side, the goldfish's side, then the log.
    assert top(".pt-actions") < top(".pt-side.is-viewer") < top(".pt-side.is-goldfish")
    assert top(".pt-side.is-goldfish") < top(".pt-log")
    provinces = page.locator(".pt-side.is-viewer .pt-province")
    boxes = [provinces.nth(i).bounding_box() for i in range(4)]
    assert boxes[0]["y"] == boxes[1]["y"] < boxes[2]["y"] == boxes[3]["y"]
    for box in boxes:
        assert box["x"] >= 0 and box["x"] + box["width"] <= 390

    # A tap on a card opens its text (not its page), with a way to close it.
    page.locator(".pt-hand .tc-name").first.tap()
    pop = page.locator(".pt-pop")
    expect(pop).to_be_visible()
    box = pop.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 390
    assert page.url.endswith(f"/playtest/{saved.pk}/")
    page.get_by_role("button", name="Close").tap()
    expect(pop).to_have_count(0)

    page.locator(".pt-group-recruit button").first.tap()
    expect(page.locator("#table")).to_have_attribute("data-actions", "2")
    page.locator(".pt-side.is-viewer .pt-unit .tc-name").first.tap()
    expect(page.locator(".pt-pop .pt-buttons button", has_text="Bow")).to_be_visible()
    page.locator(".pt-pop .pt-buttons button", has_text="Bow").tap()
    expect(page.locator("#table")).to_have_attribute("data-actions", "3")
    expect(page.locator(".pt-side.is-viewer .pt-unit.is-bowed")).to_have_count(1)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390


def test_choosing_the_cards_that_pay(page: Page, live_server: LiveServer) -> None:
    """«Стоимости и эффекты»: the cheapest payment is proposed; the player may bow others."""
    user = log_in(page, live_server)
    saved = SavedGame.start(saved_deck(table_cards(), owner=user), owner=user, seed=3)
    state = saved.game().state
    mine = next(c.iid for c in state.cards.values() if c.defn.title == "Test Mine")
    keep = state.players[0].stronghold
    saved.act(0, f"manual move {mine} to home")
    saved.act(0, "pass")
    page.goto(f"{live_server.url}/playtest/{saved.pk}/")
    page.locator(".pt-pay > summary").click()
    select = page.locator(".pt-pay select[name=action]")
    options = select.locator("option")
    for index in range(options.count()):
        proposed = options.nth(index).get_attribute("data-pay").split()
        select.select_option(index=index)
        for iid in (keep, mine):
            box = page.locator(f".pt-pay input[name=pay][value='{iid}']")
            expect(box).to_be_checked(checked=str(iid) in proposed)
    page.locator(f".pt-pay input[name=pay][value='{keep}']").check()
    page.locator(f".pt-pay input[name=pay][value='{mine}']").check()
    page.get_by_role("button", name="Pay this way").click()
    expect(page.locator("#table")).to_have_attribute("data-actions", "3")
    expect(page.locator(".pt-log-entry").first).to_contain_text(
        "bow Test Keep of the Crab (5), Test Mine (2)"
    )
