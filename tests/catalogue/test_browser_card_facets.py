"""The facets in a real browser: a column beside the results on a wide screen, a folded box
on a phone; following one narrows the list (issue 4: "Facet counts ... shown beside the
results")."""

import pytest

from tests.factories import sample_catalogue

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

NO_SIDEWAYS_SCROLL = "document.documentElement.scrollWidth <= window.innerWidth"


@pytest.fixture
def catalogue():
    return sample_catalogue()


def result_titles(tab) -> list[str]:
    return tab.locator("td.c-title > a").all_inner_texts()


def test_a_column_beside_the_results_on_a_wide_screen(page, live_server, catalogue):
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(live_server.url + "/cards/?q=hida+or+kakita")
    facets = page.locator("details.facets")
    assert facets.get_attribute("open") is not None
    results = page.locator("table.card-table").bounding_box()
    column = facets.bounding_box()
    assert column["x"] >= results["x"] + results["width"]  # to the right, not above
    assert column["y"] < results["y"] + results["height"]

    page.click("details.facets a:text('Crane')")
    page.wait_for_url("**c%3Acrane**")
    assert page.locator("input[name=q]").first.input_value() == "(hida or kakita) c:crane"
    assert result_titles(page) == ["Kakita Kaiten"]


def test_folded_on_a_phone(phone_page, live_server, catalogue):
    phone_page.goto(live_server.url + "/cards/?clan=crab")
    facets = phone_page.locator("details.facets")
    assert facets.get_attribute("open") is None
    assert not phone_page.locator("details.facets a").first.is_visible()

    phone_page.click("details.facets > summary")
    assert phone_page.evaluate(NO_SIDEWAYS_SCROLL)
    phone_page.click("details.facets a:text('Diamond')")
    phone_page.wait_for_url("**f%3Adiamond**")
    assert result_titles(phone_page) == ["Hida Amoro • Experienced 2"]
