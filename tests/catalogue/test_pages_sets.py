"""Set pages: every set by arc, and one set's cards by collector number."""

import re

import pytest
from django.urls import reverse

from tests.factories import make_card, make_printing, make_set, sample_catalogue

pytestmark = pytest.mark.django_db


def get(client, url: str) -> str:
    response = client.get(url)
    assert response.status_code == 200
    return response.content.decode()


def test_the_set_list_groups_sets_by_arc(client, db):
    sample_catalogue()
    html = get(client, reverse("set-list"))
    sections = re.findall(r'<section class="arc-section">\s*<h2>([^<]+)', html)
    assert [s.strip() for s in sections] == ["Four Winds", "Rain of Blood"]
    assert '<a href="/sets/gold-edition/">Gold Edition</a>' in html
    assert "Mar 2001" in html


def test_an_empty_set_list_says_so(client, db):
    assert "No sets yet" in get(client, reverse("set-list"))


def test_a_set_page_lists_its_cards_by_collector_number(client, db):
    lotus = make_set("Lotus Edition", arc="Age of Enlightenment", format="lotus")
    for title, number in [
        ("Tenth", "10"),
        ("Second", "2"),
        ("Second Alt", "2a"),
        ("Unnumbered", ""),
    ]:
        make_printing(make_card(title), lotus, collector_number=number, rarity="Common")
    make_printing(make_card("Promo", clans=["Crab"]), lotus, collector_number="P1")
    html = get(client, lotus.get_absolute_url())
    titles = re.findall(r'<td class="c-title"><a href="[^"]+">([^<]+)</a>', html)
    assert titles == ["Second", "Second Alt", "Tenth", "Promo", "Unnumbered"]
    assert "<h1>Lotus Edition</h1>" in html
    assert 'href="/cards/?format=lotus">Lotus format</a>' in html
    assert 'href="/cards/?set=lotus-edition">Filter these cards</a>' in html
    assert "5 cards" in html


def test_a_set_page_shows_type_clan_and_rarity(client, db):
    catalogue = sample_catalogue()
    html = get(client, catalogue.gold_edition.get_absolute_url())
    row = re.search(r"<tr>\s*<td class=\"c-number\" data-label=\"#\">42</td>(.*?)</tr>", html, re.S)
    assert row
    assert "Hida Tenshu" in row.group(1)
    assert ">Personality<" in row.group(1) and ">Crab<" in row.group(1)
    assert ">Uncommon<" in row.group(1)


def test_an_empty_set_says_so(client, db):
    empty = make_set("Unreleased Set")
    assert "No cards are recorded for this set." in get(client, empty.get_absolute_url())


def test_an_unknown_set_is_404(client, db):
    assert client.get(reverse("set-detail", args=["no-such-set"])).status_code == 404


def test_the_set_page_runs_a_fixed_number_of_queries(client, db, django_assert_max_num_queries):
    big = make_set("Big Set")
    for number in range(30):
        make_printing(
            make_card(f"Card {number}", clans=["Crab"]), big, collector_number=str(number)
        )
    with django_assert_max_num_queries(4):
        get(client, big.get_absolute_url())
