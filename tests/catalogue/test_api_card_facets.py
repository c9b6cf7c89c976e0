"""/api/cards/?facets=1: type, clan and format counts over every result the filters leave
(not only the search, not only the page), each with the query that narrows to it."""

import pytest
from django.urls import reverse

from tests.factories import make_card, make_clan, sample_catalogue

pytestmark = pytest.mark.django_db


@pytest.fixture
def catalogue():
    return sample_catalogue()


def cards_api(client, **params) -> dict:
    response = client.get(reverse("api-card-list"), params)
    assert response.status_code == 200, response.content
    return response.json()


def counts(group: list[dict]) -> dict[str, int]:
    return {facet["label"]: facet["count"] for facet in group}


def test_facets_only_on_request(client, catalogue):
    assert "facets" not in cards_api(client)
    assert "facets" not in cards_api(client, facets="0")
    assert set(cards_api(client, facets="1")["facets"]) == {"type", "clan", "format"}


def test_counts_cover_the_filters_not_only_the_search(client, catalogue):
    facets = cards_api(client, format="gold", facets="true")["facets"]
    assert counts(facets["type"]) == {"Personality": 2, "Follower": 1, "Holding": 1}
    assert counts(facets["clan"]) == {"Crab": 2}
    assert counts(facets["format"]) == {"Gold": 4, "Diamond": 1, "Legacy": 4}
    assert [facet["label"] for facet in facets["format"]] == ["Gold", "Diamond", "Legacy"]

    facets = cards_api(client, q="hida", type="Personality", facets="1")["facets"]
    assert counts(facets["type"]) == {"Personality": 3}
    assert counts(facets["format"]) == {"Gold": 2, "Diamond": 1, "Legacy": 3}


def test_each_facet_query_narrows_to_its_count(client, catalogue):
    params = {"q": "hida or kakita", "experience": "0"}
    facets = cards_api(client, **params, facets="1")["facets"]
    crab = next(facet for facet in facets["clan"] if facet["label"] == "Crab")
    assert crab["term"] == "c:crab"
    assert crab["query"] == "(hida or kakita) c:crab"
    for group in facets.values():
        for facet in group:
            narrowed = cards_api(client, **{**params, "q": facet["query"]})
            assert narrowed["count"] == facet["count"], facet


def test_counts_are_over_all_pages(client, db):
    crab = make_clan("Crab")
    for number in range(60):
        make_card(f"Crab Bushi {number:02d}", clans=[crab])
    page = cards_api(client, clan="crab", facets="1")
    assert len(page["results"]) == 50
    assert page["facets"]["clan"] == [
        {"label": "Crab", "count": 60, "term": "c:crab", "query": "c:crab"}
    ]


def test_no_results_no_facets(client, catalogue):
    page = cards_api(client, q="zzqxv", facets="1")
    assert page["count"] == 0
    assert page["facets"] == {"type": [], "clan": [], "format": []}


def test_a_facets_value_that_is_not_yes_or_no_is_a_400_naming_it(client, catalogue):
    response = client.get(reverse("api-card-list"), {"facets": "lots"})
    assert response.status_code == 400
    assert set(response.json()) == {"facets"}
