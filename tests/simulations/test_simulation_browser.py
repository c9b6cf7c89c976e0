"""A 200-game simulation started from a deck page in a real browser (Debian's chromium
through Playwright): the progress, the charts read back from the page, one game opened on
the playtest table, and the page on a phone.

Every game of the Bushi deck is won on turn 6 (see test_simulation_figures.py): one
Personality a turn, the Favor on turn 2, a Province of strength 2 a turn from turn 3."""

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from playwright.sync_api import Page, expect
from pytest_django.live_server_helper import LiveServer

from tests.simulation_helpers import sim_deck

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SHOTS = "simulation"


def log_in(page: Page, live_server: LiveServer):
    user = get_user_model().objects.create_user("simmer", password="a long test password")
    client = Client()
    client.force_login(user)
    page.context.add_cookies(
        [{"name": "sessionid", "value": client.cookies["sessionid"].value, "url": live_server.url}]
    )
    return user


def points(page: Page, chart: str) -> dict[str, float]:
    marks = page.locator(f".sim-chart[data-chart={chart}] .sim-point")
    return {
        mark.get_attribute("data-x"): float(mark.get_attribute("data-value"))
        for mark in marks.all()
    }


def test_simulate_200_games_from_the_deck_page(
    page: Page, live_server: LiveServer, simulation_runner: str, tmp_path
) -> None:
    user = log_in(page, live_server)
    deck = sim_deck(user)
    page.set_default_timeout(60_000)
    page.goto(f"{live_server.url}/decks/{deck.pk}/")
    page.locator(".deck-actions-bar").get_by_role("link", name="Simulate").click()
    page.fill("#id_games", "200")
    page.fill("#id_goldfish_strength", "2")
    page.get_by_role("button", name="Simulate").click()

    expect(page.locator(".sim-chart[data-chart=falls] .sim-point")).to_have_count(10)
    expect(page.locator(".sim-progress-text")).to_contain_text("200 of 200 games played")
    expect(page.locator(".sim-meta")).to_contain_text("seeds 1 to 200")
    where = "web process" if simulation_runner == "web process" else "Celery workers"
    expect(page.locator(".sim-meta")).to_contain_text(where)

    falls = points(page, "falls")
    assert falls["6"] == 200 and sum(falls.values()) == 200
    wins = points(page, "wins")
    assert wins["5"] == 0 and wins["6"] == 100
    assert points(page, "personalities")["3"] == 3
    assert points(page, "force")["2"] == 6
    assert points(page, "three")["3"] == 100
    gold = page.locator(".sim-chart[data-chart=gold] g")
    expect(gold).to_have_count(2)
    page.screenshot(path=str(tmp_path / f"{SHOTS}-desktop.png"), full_page=True)

    page.get_by_role("button", name="Seed 1", exact=True).click()
    expect(page.locator(".pt-seed")).to_have_text("1")


def test_the_results_on_a_phone(
    phone_page: Page, live_server: LiveServer, simulation_runner: str, tmp_path
) -> None:
    user = log_in(phone_page, live_server)
    deck = sim_deck(user)
    phone_page.set_default_timeout(60_000)
    phone_page.goto(f"{live_server.url}/decks/{deck.pk}/simulate/")
    phone_page.fill("#id_games", "20")
    phone_page.get_by_role("button", name="Simulate").click()
    chart = phone_page.locator(".sim-chart[data-chart=force] svg")
    expect(chart).to_be_visible()
    width = phone_page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the page scrolls sideways on a phone ({width}px)"
    box = chart.bounding_box()
    assert box is not None and box["width"] <= 390
    phone_page.screenshot(path=str(tmp_path / f"{SHOTS}-phone.png"), full_page=True)
