"""The catalogue pages and API over the real card pool (../shared/carddata), on the cards the
rulebook and the issue name: Hida Tenshu is Soul of Hida Amoro, Akodo Ginawa • Experienced 4
is a version of Ginawa."""

import re

import pytest
from django.urls import reverse

from l5rdb.catalogue.models import Card, Set

pytestmark = [pytest.mark.pool]


def test_soul_of_links_both_ways_on_real_cards(client, card_pool):
    tenshu = client.get(reverse("card-detail", args=["hida-tenshu"])).content.decode()
    assert re.search(r'<section class="souls">.*href="/cards/hida-amoro/"', tenshu, re.S)
    amoro = client.get(reverse("card-detail", args=["hida-amoro"])).content.decode()
    assert re.search(r"Souls of this card.*href=\"/cards/hida-tenshu/\"", amoro, re.S)


def test_experience_levels_of_ginawa(client, card_pool):
    html = client.get(reverse("card-detail", args=["akodo-ginawa-experienced-4"])).content.decode()
    versions = re.search(r'<section class="versions">(.*?)</section>', html, re.S).group(1)
    assert "Other versions of Ginawa" in versions
    assert versions.count("<li>") >= 2


def test_every_set_page_and_the_list_serve(client, card_pool, django_assert_max_num_queries):
    for slug in Set.objects.values_list("slug", flat=True):
        assert client.get(reverse("set-detail", args=[slug])).status_code == 200, slug
    # The catalogue revision, count, page, its clans, three facet counts, the chosen clan, the
    # three selects' choices.
    with django_assert_max_num_queries(11):
        response = client.get(reverse("card-list"), {"clan": "crab", "sort": "-force"})
    assert response.status_code == 200


def test_the_api_counts_the_whole_pool(client, card_pool):
    listed = client.get(reverse("api-card-list")).json()
    assert listed["count"] == Card.objects.count() > 13000
    assert len(client.get(reverse("api-set-list")).json()) == Set.objects.count()
