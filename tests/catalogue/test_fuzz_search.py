"""Hypothesis feeds the card search (the query language, the page and the API filters) with
hostile queries and numbers: bounded time, no 500, and a query that cannot be run is named
with its column."""

import pytest
from django.urls import reverse
from hypothesis import given
from hypothesis import strategies as st

from l5rdb.catalogue.search import search_cards
from tests.factories import sample_catalogue
from tests.fuzz import FUZZ, PIECES, check_api_answer, hostile_text, timed

pytestmark = pytest.mark.django_db

QUERY_PIECES = [
    *PIECES[:12],
    "k:*a* ",
    "x:",
    "cost<",
    "cost>=",
    "exp:",
    "is:",
    "soul:",
    "f:",
    "s:",
    "c:crab ",
    "or ",
    "-",
    "(",
    ")",
    '"',
    "a ",
    "1e30",
    "0.5",
]
queries = st.one_of(st.lists(st.sampled_from(QUERY_PIECES), max_size=60).map("".join), hostile_text)
numbers = st.one_of(
    st.sampled_from(["1e30", "0.5", "-0", "²", "1" * 5000, "9223372036854775808", "nan", ""]),
    st.integers(min_value=-(2**80), max_value=2**80).map(str),
)


@pytest.fixture
def catalogue():
    return sample_catalogue()


@FUZZ
@given(query=queries)
def test_a_query_runs_or_names_its_column(catalogue, query: str) -> None:
    def run() -> None:
        result = search_cards(query)
        if result.error is not None:
            assert result.error.message.strip()
            assert 1 <= result.error.column <= max(len(query), 1000) + 1
        else:
            list(result.cards[:50])
            result.facets  # noqa: B018 - the page computes them too

    timed(run)


@FUZZ
@given(query=queries, experience=numbers, low=numbers, high=numbers)
def test_the_cards_api_never_fails(client, catalogue, query, experience, low, high) -> None:
    params = {"q": query, "experience": experience, "gold_cost_min": low, "force_max": high}
    response = timed(lambda: client.get(reverse("api-card-list"), params))
    check_api_answer(response)


@FUZZ
@given(query=queries)
def test_the_card_page_never_fails(client, catalogue, query: str) -> None:
    response = timed(lambda: client.get(reverse("card-list"), {"q": query}))
    assert response.status_code in (200, 400)
