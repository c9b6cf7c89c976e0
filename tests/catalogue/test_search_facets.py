"""Facet counts (type, clan, format) for the current query, and the term each one adds."""

import pytest

from l5rdb.catalogue.search import Facet, facet_counts, search_cards
from tests.search_fixtures import build_search_cards

pytestmark = pytest.mark.django_db


@pytest.fixture
def cards() -> None:
    build_search_cards()


def counts(facets: list[Facet]) -> dict[str, int]:
    return {facet.label: facet.count for facet in facets}


def test_counts_for_a_clan(cards: None) -> None:
    facets = search_cards("c:crab").facets
    assert counts(facets["type"]) == {"Personality": 3, "Stronghold": 1}
    assert [(f.label, f.count) for f in facets["type"]] == [("Personality", 3), ("Stronghold", 1)]
    assert counts(facets["clan"]) == {"Crab": 4}
    assert counts(facets["format"]) == {"Gold": 3, "Ivory": 1, "Legacy": 3}
    assert [f.label for f in facets["format"]] == ["Gold", "Ivory", "Legacy"]


def test_ranked_results_count_once_per_card(cards: None) -> None:
    facets = facet_counts(search_cards("hida or kakita").cards)
    assert counts(facets["type"]) == {"Personality": 5, "Stronghold": 2}
    assert counts(facets["clan"]) == {"Crab": 4, "Crane": 3}


@pytest.mark.parametrize("query", ["c:crab", "d:fate", "hida or kakita", "f:gold -t:ring", ""])
def test_each_facet_term_narrows_to_its_count(cards: None, query: str) -> None:
    facets = search_cards(query).facets
    assert facets["type"] and facets["format"]
    for group in facets.values():
        for facet in group:
            narrowed = search_cards(facet.query)
            assert narrowed.error is None
            assert narrowed.cards.count() == facet.count, facet


def test_refined_query_keeps_an_or_together(cards: None) -> None:
    facets = search_cards("hida or kakita").facets
    stronghold = next(f for f in facets["type"] if f.label == "Stronghold")
    assert stronghold.query == "(hida or kakita) t:stronghold"
    assert search_cards("c:crab").facets["type"][0].query == "c:crab t:personality"
    assert search_cards("").facets["clan"][0].query.startswith("c:")


def test_double_typed_card_counts_under_both_types(cards: None) -> None:
    type_counts = counts(search_cards("jade").facets["type"])
    assert type_counts == {"Spell": 1, "Item": 1}


def test_no_results_no_facets(cards: None) -> None:
    assert search_cards("zzqxv").facets == {"type": [], "clan": [], "format": []}
