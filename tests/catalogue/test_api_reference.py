"""/api/sets/, /api/formats/ and /api/clans/: the catalogue's reference lists with card counts."""

import pytest
from django.urls import reverse

from tests.factories import make_clan, make_set, sample_catalogue

pytestmark = pytest.mark.django_db


@pytest.fixture
def catalogue():
    return sample_catalogue()


def test_sets_in_release_order_with_card_counts(client, catalogue):
    make_set("Lotus Edition", arc="Age of Enlightenment", format="lotus", order=30)
    sets = client.get(reverse("api-set-list")).json()
    assert [(s["slug"], s["arc"], s["format"], s["card_count"]) for s in sets] == [
        ("gold-edition", "Four Winds", "gold", 5),
        ("diamond-edition", "Rain of Blood", "diamond", 3),
        ("lotus-edition", "Age of Enlightenment", "lotus", 0),
    ]
    assert sets[0]["release_date"] == "2001-03-01"
    assert sets[0]["page_url"] == "http://testserver/sets/gold-edition/"


def test_one_set_by_slug(client, catalogue):
    response = client.get(reverse("api-set-detail", args=["diamond-edition"]))
    assert response.status_code == 200
    assert response.json()["name"] == "Diamond Edition"
    assert client.get(reverse("api-set-detail", args=["nope"])).status_code == 404


def test_formats_with_legal_card_counts(client, catalogue):
    formats = client.get(reverse("api-format-list")).json()
    assert [(f["slug"], f["name"], f["card_count"]) for f in formats] == [
        ("gold", "Gold", 4),
        ("diamond", "Diamond", 3),
        ("legacy", "Legacy", 6),
    ]
    assert client.get(reverse("api-format-detail", args=["gold"])).json()["arc"] == "Four Winds"


def test_clans_with_card_counts(client, catalogue):
    make_clan("Mantis")
    clans = client.get(reverse("api-clan-list")).json()
    assert [(c["slug"], c["card_count"]) for c in clans] == [
        ("crab", 3),
        ("crane", 1),
        ("mantis", 0),
    ]
    assert client.get(reverse("api-clan-detail", args=["crane"])).json()["name"] == "Crane"


@pytest.mark.parametrize("name", ["api-set-list", "api-format-list", "api-clan-list"])
def test_reference_lists_run_one_query(client, catalogue, name, django_assert_num_queries):
    with django_assert_num_queries(1):
        assert client.get(reverse(name)).status_code == 200


@pytest.mark.parametrize("name", ["api-set-list", "api-format-list", "api-clan-list"])
def test_reference_lists_are_read_only(admin_client, catalogue, name):
    assert admin_client.post(reverse(name), {"name": "X", "slug": "x"}).status_code == 405
