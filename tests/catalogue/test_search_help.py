"""The search help page: the whole syntax, every example a working link to the card list, and
linked from the search box on every page."""

from urllib.parse import parse_qs, urlsplit

import pytest
from django.test import Client
from django.urls import reverse

from l5rdb.catalogue.search import search_cards
from l5rdb.catalogue.search.fields import FIELDS
from tests.search_fixtures import build_search_cards

pytestmark = pytest.mark.django_db

BROKEN_EXAMPLE = "hida or"


def example_queries(html: str) -> list[str]:
    """The `q` of every link from the page to the card list."""
    card_list = reverse("card-list")
    queries = []
    for chunk in html.split('href="')[1:]:
        url = chunk.split('"', 1)[0].replace("&amp;", "&")
        parts = urlsplit(url)
        if parts.path == card_list and parts.query:
            queries.append(parse_qs(parts.query)["q"][0])
    return queries


@pytest.fixture
def help_html(client: Client) -> str:
    response = client.get(reverse("search-help"))
    assert response.status_code == 200
    return response.content.decode()


def test_every_field_is_explained_with_an_example(help_html: str) -> None:
    queries = example_queries(help_html)
    for field in FIELDS:
        assert f'id="field-{field.name}"' in help_html
        for query in field.examples:
            assert query in queries


def test_the_syntax_is_covered(help_html: str) -> None:
    queries = " ".join(example_queries(help_html))
    for piece in (" or ", '"', "-", "(", "<=", ">=", "is:", "soul:"):
        assert piece in queries, piece


def test_every_example_but_the_broken_one_parses(help_html: str) -> None:
    queries = example_queries(help_html)
    assert len(queries) >= 40
    for query in queries:
        error = search_cards(query).error
        if query == BROKEN_EXAMPLE:
            assert error is not None
        else:
            assert error is None, (query, error)


def test_example_links_open_the_card_list(client: Client, help_html: str) -> None:
    build_search_cards()
    response = client.get(reverse("card-list"), {"q": 'soul:"hida amoro"'})
    assert response.status_code == 200
    assert "Hida Tenshu" in response.content.decode()
    for query in example_queries(help_html):
        assert client.get(reverse("card-list"), {"q": query}).status_code == 200, query


@pytest.mark.parametrize("name", ["home", "card-list", "set-list"])
def test_the_search_box_links_to_the_help(client: Client, name: str) -> None:
    html = client.get(reverse(name)).content.decode()
    form = html.split('class="header-search"', 1)[1].split("</form>", 1)[0]
    assert f'href="{reverse("search-help")}"' in form


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_help_page_fits_a_phone(phone_page, live_server) -> None:
    phone_page.goto(live_server.url + reverse("search-help"))
    assert phone_page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    phone_page.click("a.header-search-help")
    assert phone_page.locator("h1").inner_text() == "Searching cards"
