"""/api/cards/: the card list page's filters and search, pagination, the full card detail,
clear 400s for bad input, read-only, and a bounded number of queries."""

import pytest
from django.urls import reverse

from l5rdb.catalogue import filters
from l5rdb.catalogue.models import STAT_FIELDS
from l5rdb.catalogue.search import SearchError, SearchResult
from tests.factories import make_card, make_clan, sample_catalogue

pytestmark = pytest.mark.django_db


@pytest.fixture
def catalogue():
    return sample_catalogue()


def titles(client, **params) -> list[str]:
    response = client.get(reverse("api-card-list"), params)
    assert response.status_code == 200, response.content
    return [card["extended_title"] or card["title"] for card in response.json()["results"]]


@pytest.mark.parametrize(
    ("params", "expected"),
    [
        ({"type": "Follower"}, ["Ashigaru Spearmen"]),
        ({"clan": "crab", "format": "gold"}, ["Hida Amoro", "Hida Tenshu"]),
        ({"keyword": "Berserker"}, ["Hida Tenshu"]),
        ({"set": "diamond-edition", "experience": "0"}, ["Hida Tenshu", "Kakita Kaiten"]),
        (
            {"force_min": "3", "force_max": "6", "sort": "-force"},
            ["Hida Amoro • Experienced 2", "Hida Tenshu", "Hida Amoro"],
        ),
        ({"banned": "true"}, ["Kolat Assassin"]),
        (
            {"is_unique": "false", "deck": "Dynasty", "sort": "-gold_cost"},
            ["Hida Tenshu", "Hida Amoro", "Iron Mine", "Kakita Kaiten"],
        ),
        ({"q": "tenshu"}, ["Hida Tenshu"]),
    ],
)
def test_the_list_takes_the_page_filters(client, catalogue, params, expected):
    assert titles(client, **params) == expected


LIST_ENTRY_FIELDS = {
    "id",
    "url",
    "page_url",
    "slug",
    "title",
    "extended_title",
    "display_title",
    "type",
    "deck",
    "clans",
    *STAT_FIELDS,
    "printed_stats",
    "text_plain",
    "experience_level",
    "is_unique",
    "is_banned",
    "automation",
}


def test_a_list_entry_is_a_summary_with_stats_as_stored_and_as_printed(client, catalogue):
    [tenshu] = client.get(reverse("api-card-list"), {"q": "tenshu"}).json()["results"]
    assert set(tenshu) == LIST_ENTRY_FIELDS
    assert tenshu["id"] == catalogue.tenshu.pk
    assert tenshu["url"] == "http://testserver" + reverse(
        "api-card-detail", args=[catalogue.tenshu.pk]
    )
    assert tenshu["page_url"] == "http://testserver/cards/hida-tenshu/"
    assert tenshu["display_title"] == "Hida Tenshu"
    assert tenshu["clans"] == ["crab"]
    assert tenshu["honor_requirement"] is None
    assert tenshu["force"] == 6
    assert tenshu["printed_stats"]["honor_requirement"] == "–"
    assert (tenshu["type"], tenshu["deck"], tenshu["is_unique"]) == (
        "Personality",
        "Dynasty",
        False,
    )


def test_the_detail_keeps_the_whole_card(client, catalogue):
    listed = client.get(reverse("api-card-list"), {"q": "tenshu"}).json()["results"][0]
    tenshu = client.get(listed["url"]).json()
    assert set(tenshu) > LIST_ENTRY_FIELDS
    assert {key: tenshu[key] for key in LIST_ENTRY_FIELDS} == listed
    assert tenshu["formats"] == ["gold", "legacy"]
    assert tenshu["first_set"] == "gold-edition"
    assert tenshu["traits"] == ["Berserker", "Crab Clan", "Soul of Hida Amoro"]
    assert tenshu["text"] == "Will not attach Armor."


def test_card_addresses_are_quoted_as_reverse_quotes_them(client, db):
    odd = make_card("Odd Slug", slug="odd (slug) ü&co")
    [entry] = client.get(reverse("api-card-list")).json()["results"]
    assert entry["page_url"] == "http://testserver" + odd.get_absolute_url()
    assert client.get(entry["page_url"]).status_code == 200


def test_format_is_the_play_format_filter_not_the_renderer_override(client, catalogue):
    response = client.get(reverse("api-card-list"), {"format": "diamond", "type": "Follower"})
    assert response.status_code == 200
    [spearmen] = response.json()["results"]
    assert spearmen["title"] == "Ashigaru Spearmen"
    assert "format=" not in spearmen["url"]


def test_the_list_is_paginated(client, db):
    crab = make_clan("Crab")
    for number in range(55):
        make_card(f"Crab Bushi {number:02d}", clans=[crab])
    first = client.get(reverse("api-card-list"), {"clan": "crab"}).json()
    assert first["count"] == 55
    assert len(first["results"]) == 50
    assert "clan=crab" in first["next"] and "page=2" in first["next"]
    second = client.get(first["next"]).json()
    assert [card["title"] for card in second["results"]] == [
        f"Crab Bushi {n:02d}" for n in range(50, 55)
    ]


def test_an_unknown_filter_value_is_a_400_naming_the_field(client, catalogue):
    response = client.get(reverse("api-card-list"), {"clan": "mantis", "chi_min": "many"})
    assert response.status_code == 400
    errors = response.json()
    assert set(errors) == {"clan", "chi"}
    assert "valid choice" in errors["clan"][0]


def test_a_query_that_does_not_parse_is_a_400_on_q(client, catalogue, monkeypatch):
    def broken(query, cards=None):
        return SearchResult(query, cards.none(), error=SearchError("unclosed quote", column=4))

    monkeypatch.setattr(filters, "search_cards", broken)
    response = client.get(reverse("api-card-list"), {"q": 'a "b'})
    assert response.status_code == 400
    assert response.json() == {"q": ["unclosed quote"]}


def test_the_detail_has_printings_soul_links_versions_and_formats(client, catalogue):
    tenshu = client.get(reverse("api-card-detail", args=[catalogue.tenshu.pk])).json()
    assert [(p["set"], p["rarity"], p["collector_number"]) for p in tenshu["printings"]] == [
        ("gold-edition", "Uncommon", "42"),
        ("diamond-edition", "Common", "3"),
    ]
    assert tenshu["printings"][0]["artist"] == "B. Inker"
    assert tenshu["printings"][0]["flavor"] == "<i>The Wall does not fall.</i>"
    assert [c["slug"] for c in tenshu["soul_of"]] == ["hida-amoro"]
    assert tenshu["souls"] == []
    assert tenshu["formats"] == ["gold", "legacy"]
    assert set(tenshu["keywords"]) == {"Berserker", "Crab Clan", "Soul of Hida Amoro"}

    amoro = client.get(reverse("api-card-detail", args=[catalogue.amoro.pk])).json()
    assert [c["slug"] for c in amoro["souls"]] == ["hida-tenshu"]
    assert [(c["slug"], c["experience_level"]) for c in amoro["other_experience_levels"]] == [
        ("hida-amoro-experienced-2", 2)
    ]
    assert amoro["other_experience_levels"][0]["url"].endswith(
        reverse("api-card-detail", args=[catalogue.amoro_exp2.pk])
    )


def test_an_unknown_card_is_404(client, catalogue):
    assert client.get(reverse("api-card-detail", args=[999999])).status_code == 404


def test_the_catalogue_api_is_read_only(client, admin_client, catalogue):
    url = reverse("api-card-list")
    assert client.post(url, {"title": "X"}).status_code in {401, 403}
    assert admin_client.post(url, {"title": "X"}).status_code == 405
    detail = reverse("api-card-detail", args=[catalogue.amoro.pk])
    assert admin_client.delete(detail).status_code == 405


def test_the_list_runs_a_fixed_number_of_queries(client, db, django_assert_max_num_queries):
    clans = [make_clan(name) for name in ("Crab", "Crane", "Lion")]
    for number in range(45):
        make_card(f"Bushi {number}", clans=[clans[number % 3]], formats=["gold"], force=number % 4)
    with django_assert_max_num_queries(5):
        response = client.get(reverse("api-card-list"), {"force_min": "1", "clan": "crab"})
    assert response.json()["count"] == 11


def test_the_detail_runs_a_fixed_number_of_queries(
    client, catalogue, django_assert_max_num_queries
):
    with django_assert_max_num_queries(9):
        client.get(reverse("api-card-detail", args=[catalogue.tenshu.pk]))
