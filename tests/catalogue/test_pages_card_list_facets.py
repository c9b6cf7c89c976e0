"""The card list shows type, clan and format counts beside the results (issue 4: "Facet
counts (type, clan, format) for the current query, shown beside the results"), counted after
every filter, each a link that narrows the search and keeps the other filters."""

import re
from html import unescape
from urllib.parse import parse_qs

import pytest
from django.urls import reverse

from tests.factories import make_card, make_clan, sample_catalogue

pytestmark = pytest.mark.django_db


@pytest.fixture
def catalogue():
    return sample_catalogue()


def facets(client, **params) -> dict[str, list[tuple[str, int, str | None]]]:
    """Each facet group shown: (label, count, the link's query string or None if no link)."""
    html = client.get(reverse("card-list"), params).content.decode()
    box = re.search(r'<details class="facets".*?</details>', html, re.S)
    if box is None:
        return {}
    groups = {}
    for name, items in re.findall(r"<h2[^>]*>([^<]+)</h2>\s*<ul>(.*?)</ul>", box.group(0), re.S):
        groups[name] = [
            (link_label or plain_label, int(count), unescape(query) or None)
            for query, link_label, plain_label, count in re.findall(
                r'<li>(?:<a href="\?([^"]*)">([^<]+)</a>|<span class="facet-all"[^>]*>([^<]+)'
                r'</span>) <span class="count">(\d+)</span></li>',
                items,
            )
        ]
    return groups


def listed_count(client, query: str) -> int:
    html = client.get(reverse("card-list") + "?" + query).content.decode()
    return html.count('<td class="c-title">')


def test_counts_are_taken_after_every_filter(client, catalogue):
    shown = facets(client, q="hida or kakita", experience="0")
    assert [(label, count) for label, count, _ in shown["Type"]] == [("Personality", 3)]
    assert [(label, count) for label, count, _ in shown["Clan"]] == [("Crab", 2), ("Crane", 1)]
    assert [(label, count) for label, count, _ in shown["Legal in"]] == [
        ("Gold", 2),
        ("Diamond", 1),
        ("Legacy", 2),
    ]


def test_a_facet_link_narrows_the_search_and_keeps_the_other_filters(client, catalogue):
    shown = facets(client, q="hida or kakita", experience="0", page="1")
    crab = next(link for label, _, link in shown["Clan"] if label == "Crab")
    params = parse_qs(crab)
    assert params == {"q": ["(hida or kakita) c:crab"], "experience": ["0"]}
    for group in shown.values():
        for label, count, link in group:
            if link:
                assert listed_count(client, link) == count, label


def test_a_facet_every_result_is_in_is_not_a_link(client, catalogue):
    shown = facets(client, clan="crab")
    assert shown["Clan"] == [("Crab", 3, None)]
    assert shown["Type"] == [("Personality", 3, None)]
    assert ("Gold", 2, "clan=crab&q=f%3Agold") in shown["Legal in"]


def test_no_facets_without_results_or_with_a_broken_search(client, catalogue):
    assert facets(client, q="zzqxv") == {}
    assert facets(client, q="force>=") == {}
    assert facets(client, clan="mantis") == {}


def test_the_page_counts_every_card_of_a_long_list(client, db):
    crab = make_clan("Crab")
    for number in range(60):
        make_card(f"Crab Bushi {number:02d}", clans=[crab], gold_cost=number % 2)
    shown = facets(client, q="c:crab", gold_cost_min="1")
    assert shown["Clan"] == [("Crab", 30, None)]
