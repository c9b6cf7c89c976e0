"""Browsing the catalogue in a real browser: search from home, filter, open a card; and the
pages fit a 390px phone screen without sideways scrolling."""

import pytest

from tests.factories import sample_catalogue

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

NO_SIDEWAYS_SCROLL = "document.documentElement.scrollWidth <= window.innerWidth"


@pytest.fixture
def catalogue():
    return sample_catalogue()


def result_titles(tab) -> list[str]:
    return tab.locator("td.c-title > a").all_inner_texts()


def test_search_filter_and_open_a_card(page, live_server, catalogue):
    page.goto(live_server.url + "/")
    page.fill(".big-search input[name=q]", "amoro")
    page.click(".big-search button")
    page.wait_for_url("**/cards/?q=amoro")
    assert result_titles(page) == ["Hida Amoro", "Hida Amoro • Experienced 2"]

    # On a wide screen the filters are open beside the results.
    assert page.locator("details.filters").get_attribute("open") is not None
    page.select_option("select[name=experience]", "2")
    page.click(".filter-form button[type=submit]")
    page.wait_for_url("**experience=2**")
    assert result_titles(page) == ["Hida Amoro • Experienced 2"]
    assert page.locator(".active-filters").inner_text().count("×") == 2  # search + experience

    page.click("td.c-title > a")
    page.wait_for_url("**/cards/hida-amoro-experienced-2/")
    assert page.locator("h1").inner_text().startswith("Hida Amoro")
    assert "Hida Amoro" in page.locator("section.versions").inner_text()
    page.click("section.versions a")
    page.wait_for_url("**/cards/hida-amoro/")
    assert "Hida Tenshu" in page.locator("section.souls").inner_text()


def test_stat_ranges_and_sorting(page, live_server, catalogue):
    page.goto(live_server.url + "/cards/")
    page.fill("input[name=force_min]", "3")
    page.select_option("select[name=sort]", "-force")
    page.click(".filter-form button[type=submit]")
    page.wait_for_url("**force_min=3**")
    assert result_titles(page) == ["Hida Amoro • Experienced 2", "Hida Tenshu", "Hida Amoro"]


@pytest.mark.parametrize(
    "path", ["/", "/cards/", "/cards/hida-tenshu/", "/sets/", "/sets/gold-edition/"]
)
def test_pages_fit_a_phone(phone_page, live_server, catalogue, path):
    phone_page.goto(live_server.url + path)
    assert phone_page.evaluate(NO_SIDEWAYS_SCROLL), path


def test_filters_fold_away_on_a_phone(phone_page, live_server, catalogue):
    phone_page.goto(live_server.url + "/cards/")
    filters = phone_page.locator("details.filters")
    assert filters.get_attribute("open") is None
    assert not phone_page.locator("select[name=type]").is_visible()

    phone_page.click("details.filters > summary")
    phone_page.select_option("select[name=type]", "Holding")
    phone_page.click(".filter-form button[type=submit]")
    phone_page.wait_for_url("**type=Holding**")
    assert result_titles(phone_page) == ["Iron Mine"]
    assert phone_page.evaluate(NO_SIDEWAYS_SCROLL)
