"""Numbers and queries that used to slip past the card search: bounds past 64 bits let
printed dashes through or failed on SQLite, `experience=0.5` matched level 0, and 166 keyword
wildcards in one kilobyte held a worker for seconds. The cost of a query is bounded, not only
its length, and every refusal names the column."""

import pytest
from django.urls import reverse

from l5rdb.catalogue.models import Card
from l5rdb.catalogue.search import search_cards
from tests.factories import sample_catalogue

pytestmark = pytest.mark.django_db

HUGE = "9223372036854775808"


@pytest.fixture
def catalogue():
    return sample_catalogue()


def api(client, **params):
    return client.get(reverse("api-card-list"), params)


def api_titles(client, **params) -> set[str]:
    response = api(client, **params)
    assert response.status_code == 200, response.content
    return {card["title"] for card in response.json()["results"]}


def with_stat(field: str) -> set[str]:
    return set(Card.objects.exclude(**{f"{field}__isnull": True}).values_list("title", flat=True))


@pytest.mark.parametrize(
    "query, field",
    [
        (f"cost<{HUGE}", "gold_cost"),
        (f"cost>-{HUGE}", "gold_cost"),
        (f"hr<={HUGE}{HUGE}", "honor_requirement"),
    ],
)
def test_a_bound_past_64_bits_never_lets_a_printed_dash_through(catalogue, query, field):
    result = search_cards(query)
    assert result.error is None
    assert {card.title for card in result.cards} == with_stat(field)
    assert not search_cards(f"cost>{HUGE}").cards.exists()
    assert not search_cards(f"cost={HUGE}").cards.exists()


@pytest.mark.parametrize("value", ["²", "1_000", "0.5", "1e3", "٣"])
def test_a_number_that_is_not_plain_digits_is_named(catalogue, value):
    result = search_cards(f"cost<{value}")
    assert result.error is not None
    assert "'cost' needs a whole number" in result.error.message
    assert result.error.column == 6


def test_range_filters_past_64_bits_and_with_fractions(client, catalogue):
    assert api_titles(client, gold_cost_max="1e30") == with_stat("gold_cost")
    assert api_titles(client, gold_cost_min=f"-{HUGE}") == with_stat("gold_cost")
    assert api_titles(client, gold_cost_min=HUGE) == set()
    costs = dict(Card.objects.exclude(gold_cost=None).values_list("title", "gold_cost"))
    expected = {title for title, cost in costs.items() if cost >= 1}
    assert api_titles(client, gold_cost_min="0.5") == expected


def test_experience_takes_whole_numbers_only(client, catalogue):
    response = api(client, experience="0.5")
    assert response.status_code == 400
    assert "experience" in response.json()
    assert api(client, experience=HUGE).status_code == 200
    assert api_titles(client, experience=HUGE) == set()


def test_the_cost_of_a_query_is_bounded_not_only_its_length(catalogue):
    result = search_cards("k:*a* " * 166)
    assert result.error is not None
    assert "asks for too much at once" in result.error.message
    assert result.error.column > 1
    assert search_cards("k:*a* k:*m*").error is None
    assert search_cards("k:samurai c:crab cost<=3 t:personality f:gold -is:unique").error is None


def test_the_card_page_names_a_query_that_costs_too_much(client, catalogue):
    response = client.get(reverse("card-list"), {"q": "k:*a* " * 166})
    assert response.status_code == 200
    assert "asks for too much at once" in response.content.decode()
