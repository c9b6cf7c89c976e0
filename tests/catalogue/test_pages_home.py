"""The home page: a search box, the arcs with their sets and counts, formats and clans."""

import re

import pytest
from django.urls import reverse

from tests.factories import make_card, make_clan, make_set, sample_catalogue

pytestmark = pytest.mark.django_db


def home(client) -> str:
    response = client.get(reverse("home"))
    assert response.status_code == 200
    return response.content.decode()


def test_the_search_box_sends_q_to_the_card_list(client, db):
    html = home(client)
    form = re.search(r'<form class="big-search" action="([^"]+)" method="get"', html)
    assert form and form.group(1) == reverse("card-list")
    assert 'name="q"' in html


def test_arcs_list_their_sets_in_release_order_with_card_counts(client, db):
    catalogue = sample_catalogue()
    make_set("Lotus Edition", arc="Age of Enlightenment", format="lotus", order=30)
    html = home(client)
    arcs = re.findall(r'<article class="arc">\s*<h3>([^<]+)', html)
    assert [arc.strip() for arc in arcs] == ["Four Winds", "Rain of Blood", "Age of Enlightenment"]
    # Gold Edition prints Hida Amoro, Hida Tenshu, Ashigaru Spearmen, Iron Mine, Kolat Assassin.
    assert re.search(
        r'<a href="/sets/gold-edition/">Gold Edition</a> <span class="count">5</span>', html
    )
    assert re.search(
        r'<a href="/sets/diamond-edition/">Diamond Edition</a> <span class="count">3</span>', html
    )
    assert re.search(
        r'<a href="/sets/lotus-edition/">Lotus Edition</a> <span class="count">0<', html
    )
    assert f'href="/cards/?format={catalogue.gold.slug}">Gold</a>' in html


def test_sets_without_an_arc_come_last_as_other(client, db):
    promo = make_set("Stray Promo", order=0)
    make_card("Hida Amoro", sets=[make_set("Gold Edition", arc="Four Winds", order=10), promo])
    arcs = re.findall(r'<article class="arc">\s*<h3>([^<]+)', home(client))
    assert [arc.strip() for arc in arcs] == ["Four Winds", "Other"]


def test_clans_link_to_the_filtered_list_with_counts(client, db):
    sample_catalogue()
    make_clan("Mantis")  # no cards: not shown
    html = home(client)
    assert re.search(r'href="/cards/\?clan=crab">Crab <span class="count">3</span>', html)
    assert re.search(r'href="/cards/\?clan=crane">Crane <span class="count">1</span>', html)
    assert "clan=mantis" not in html


def test_formats_link_to_the_filtered_list_with_counts(client, db):
    sample_catalogue()
    html = home(client)
    assert re.search(r'href="/cards/\?format=legacy">Legacy <span class="count">6</span>', html)


def test_an_empty_catalogue_says_how_to_import(client, db):
    html = home(client)
    assert "The catalogue is empty" in html
    assert "import_cards" in html


def test_home_runs_a_fixed_number_of_queries(client, db, django_assert_max_num_queries):
    sample_catalogue()
    for number in range(20):
        make_set(f"Expansion {number}", arc=f"Arc {number % 4}", order=100 + number)
    with django_assert_max_num_queries(5):
        home(client)
