"""The card list page: every filter, stat ranges, sorting, pagination that keeps the filters,
errors for bad filters, and a bounded number of queries."""

import re
from html import unescape
from urllib.parse import parse_qs

import pytest
from django.urls import reverse

from l5rdb.catalogue.models import STAT_FIELDS
from tests.factories import make_card, make_clan, sample_catalogue

pytestmark = pytest.mark.django_db


@pytest.fixture
def catalogue():
    return sample_catalogue()


def listed(client, **params) -> list[str]:
    """The card titles (display titles) the list page shows for `params`, in order."""
    response = client.get(reverse("card-list"), params)
    assert response.status_code == 200
    html = response.content.decode()
    return re.findall(r'<td class="c-title">\s*<a href="[^"]+">([^<]+)</a>', html)


def test_without_filters_every_card_is_listed_by_title(client, catalogue):
    assert listed(client) == [
        "Ashigaru Spearmen",
        "Hida Amoro",
        "Hida Amoro • Experienced 2",
        "Hida Tenshu",
        "Iron Mine",
        "Kakita Kaiten",
        "Kolat Assassin",
    ]


@pytest.mark.parametrize(
    ("params", "expected"),
    [
        ({"type": "Holding"}, ["Iron Mine"]),
        ({"deck": "Fate"}, ["Ashigaru Spearmen", "Kolat Assassin"]),
        ({"clan": "crane"}, ["Kakita Kaiten"]),
        ({"keyword": "Berserker"}, ["Hida Tenshu"]),
        ({"keyword": "soul-of-hida-amoro"}, ["Hida Tenshu"]),
        ({"keyword": "crab clan"}, ["Hida Amoro", "Hida Amoro • Experienced 2", "Hida Tenshu"]),
        (
            {"format": "diamond"},
            ["Ashigaru Spearmen", "Hida Amoro • Experienced 2", "Kakita Kaiten"],
        ),
        (
            {"set": "diamond-edition"},
            ["Hida Amoro • Experienced 2", "Hida Tenshu", "Kakita Kaiten"],
        ),
        ({"is_unique": "true"}, ["Hida Amoro • Experienced 2"]),
        ({"experience": "2"}, ["Hida Amoro • Experienced 2"]),
        ({"banned": "true"}, ["Kolat Assassin"]),
        ({"clan": "crab", "format": "gold"}, ["Hida Amoro", "Hida Tenshu"]),
        ({"q": "amoro"}, ["Hida Amoro", "Hida Amoro • Experienced 2"]),
        ({"q": "amoro", "experience": "0"}, ["Hida Amoro"]),
    ],
)
def test_filters(client, catalogue, params, expected):
    assert listed(client, **params) == expected


def test_a_card_printed_twice_in_a_set_is_listed_once(client, catalogue):
    from tests.factories import make_printing

    make_printing(catalogue.kaiten, catalogue.diamond_edition, side=2, collector_number="44")
    assert listed(client, set="diamond-edition").count("Kakita Kaiten") == 1


@pytest.mark.parametrize(
    ("params", "expected"),
    [
        ({"force_min": "6"}, ["Hida Amoro • Experienced 2", "Hida Tenshu"]),
        ({"force_max": "2"}, ["Ashigaru Spearmen", "Kakita Kaiten"]),
        ({"chi_min": "2", "chi_max": "2"}, ["Hida Amoro"]),
        (
            {"gold_cost_min": "5", "gold_cost_max": "6"},
            ["Hida Amoro", "Iron Mine", "Kakita Kaiten"],
        ),
        ({"focus_min": "1"}, ["Kolat Assassin"]),
        # A printed dash is no number: Hida Tenshu's Honor Requirement matches no range.
        (
            {"honor_requirement_max": "10"},
            ["Ashigaru Spearmen", "Hida Amoro", "Hida Amoro • Experienced 2", "Kakita Kaiten"],
        ),
        (
            {"personal_honor_min": "2", "type": "Personality"},
            ["Hida Amoro • Experienced 2", "Kakita Kaiten"],
        ),
    ],
)
def test_stat_ranges(client, catalogue, params, expected):
    assert listed(client, **params) == expected


@pytest.mark.parametrize("stat", STAT_FIELDS)
def test_every_stat_has_a_range_in_the_form(client, catalogue, stat):
    html = client.get(reverse("card-list")).content.decode()
    assert f'name="{stat}_min"' in html
    assert f'name="{stat}_max"' in html


def test_every_stat_range_filters(client, db):
    for offset, stat in enumerate(STAT_FIELDS):
        make_card(f"Low {stat}", **{stat: 1})
        make_card(f"High {stat}", **{stat: 5 + offset})
    for offset, stat in enumerate(STAT_FIELDS):
        assert listed(client, **{f"{stat}_min": str(5 + offset)}) == [f"High {stat}"]


@pytest.mark.parametrize(
    ("sort", "expected"),
    [
        ("-title", ["Kolat Assassin", "Kakita Kaiten", "Iron Mine", "Hida Tenshu"]),
        ("gold_cost", ["Kolat Assassin", "Ashigaru Spearmen", "Iron Mine", "Kakita Kaiten"]),
        (
            "-force",
            ["Hida Amoro • Experienced 2", "Hida Tenshu", "Hida Amoro", "Ashigaru Spearmen"],
        ),
        ("chi", ["Ashigaru Spearmen", "Hida Tenshu", "Hida Amoro", "Hida Amoro • Experienced 2"]),
        ("release", ["Ashigaru Spearmen", "Hida Amoro", "Hida Tenshu", "Iron Mine"]),
        (
            "-experience",
            ["Hida Amoro • Experienced 2", "Ashigaru Spearmen", "Hida Amoro", "Hida Tenshu"],
        ),
    ],
)
def test_sorting(client, catalogue, sort, expected):
    assert listed(client, sort=sort)[: len(expected)] == expected


def test_cards_without_the_stat_sort_last_both_ways(client, catalogue):
    """Iron Mine prints no Force and Hida Tenshu no Honor Requirement (a dash)."""
    assert listed(client, sort="force")[-1] in {"Iron Mine", "Kolat Assassin"}
    assert listed(client, sort="-force")[-2:] == ["Iron Mine", "Kolat Assassin"]
    assert "Hida Tenshu" not in listed(client, sort="honor_requirement")[:4]


def test_pagination_keeps_the_filters(client, db):
    crab = make_clan("Crab")
    for number in range(1, 56):
        make_card(f"Crab Bushi {number:02d}", clans=[crab], force=2)
    make_card("Lonely Crane", clans=[make_clan("Crane")], force=2)

    first = client.get(reverse("card-list"), {"clan": "crab", "force_min": "2"})
    html = first.content.decode()
    assert "55 cards" in html
    assert "Page 1 of 2" in html
    next_link = re.search(r'<a href="\?([^"]+)" rel="next">', html).group(1)
    assert "clan=crab" in next_link and "force_min=2" in next_link and "page=2" in next_link

    second = listed(client, clan="crab", force_min="2", page="2")
    assert second == [f"Crab Bushi {n:02d}" for n in range(51, 56)]


def test_a_page_number_past_the_end_shows_the_last_page(client, catalogue):
    assert listed(client, page="99") == listed(client)


def test_an_unknown_choice_is_reported_by_field_and_lists_nothing(client, catalogue):
    response = client.get(reverse("card-list"), {"clan": "mantis", "type": "Personality"})
    html = response.content.decode()
    assert response.status_code == 200
    assert "<strong>Clan</strong>" in html
    assert "Select a valid choice" in html
    assert 'class="c-title"' not in html


def test_a_range_that_is_not_a_number_is_reported(client, catalogue):
    html = client.get(reverse("card-list"), {"force_min": "lots"}).content.decode()
    assert "<strong>Force</strong>" in html
    assert "Enter a number" in html


def test_a_query_that_does_not_parse_is_reported_and_lists_nothing(client, catalogue):
    html = client.get(reverse("card-list"), {"q": "force>="}).content.decode()
    assert re.search(
        r'<div class="error-box" role="alert"><p><strong>Search</strong>: .+</p>', html
    )
    assert 'class="c-title"' not in html
    assert "No cards match" not in html  # the error says why, not an empty state


def test_a_search_that_finds_nothing_suggests_near_titles(client, catalogue):
    html = client.get(reverse("card-list"), {"q": "Hida Tenshi", "type": "Personality"}).content
    html = html.decode()
    assert "No cards match these filters" in html
    link = re.search(r'Did you mean .*?<a href="\?([^"]+)">Hida Tenshu</a>', html)
    assert link and "q=%22Hida+Tenshu%22" in link.group(1) and "type=Personality" in link.group(1)


@pytest.mark.parametrize(
    ("title", "misspelt"),
    [
        ('Shinsei\'s "Last" Hope (Honor or Death)', "Shinsai's Last Hopa (Honor Daath)"),
        ("Hiruma's Last Breath (or Not)", "Hirumas Breth"),
        ('The "Or" Gate', "The Gata"),
    ],
)
def test_a_suggested_title_with_quotes_parentheses_or_or_links_to_that_card(
    client, db, title, misspelt
):
    """The suggestion link searches for the title as phrases: a raw title would be read as
    the query language (an unclosed quote, a group, an "or")."""
    card = make_card(title, type="Strategy")
    make_card("Hida Amoro")
    html = client.get(reverse("card-list"), {"q": misspelt}).content.decode()
    link = re.search(r'Did you mean <a href="\?([^"]+)">([^<]+)</a>', html)
    assert link and unescape(link.group(2)) == title
    found = listed(client, **parse_qs(unescape(link.group(1))))
    assert [unescape(shown) for shown in found] == [card.title]


def test_no_match_says_so(client, catalogue):
    html = client.get(reverse("card-list"), {"clan": "crane", "type": "Holding"}).content.decode()
    assert "No cards match these filters" in html


def test_an_empty_catalogue_says_so(client, db):
    html = client.get(reverse("card-list")).content.decode()
    assert "No cards match" in html


def test_active_filters_are_listed_with_a_link_that_drops_each(client, catalogue):
    response = client.get(reverse("card-list"), {"clan": "crab", "force_min": "3", "page": "1"})
    html = response.content.decode()
    assert "Clan: Crab" in html
    assert "Force: ≥ 3" in html
    assert 'href="?force_min=3"' in html  # drops the clan (and the page)
    assert 'href="?clan=crab"' in html  # drops the force range


def test_the_filter_form_keeps_the_chosen_values(client, catalogue):
    html = client.get(
        reverse("card-list"), {"clan": "crab", "chi_max": "2", "sort": "-force"}
    ).content.decode()
    assert '<option value="crab" selected>' in html
    assert 'name="chi_max" value="2"' in html
    assert '<option value="-force" selected>' in html


def test_the_set_choices_are_grouped_by_arc(client, catalogue):
    html = client.get(reverse("card-list")).content.decode()
    assert '<optgroup label="Four Winds">' in html
    assert '<optgroup label="Rain of Blood">' in html
    assert html.index('label="Four Winds"') < html.index('label="Rain of Blood"')


def test_the_list_page_runs_a_fixed_number_of_queries(client, db, django_assert_max_num_queries):
    """The catalogue revision, count, page, the page's clans, three facet counts, the clan,
    format and set choices; asked again, the whole list comes from the cache."""
    clans = [make_clan(name) for name in ("Crab", "Crane", "Lion")]
    for number in range(40):
        make_card(f"Bushi {number}", clans=[clans[number % 3]], force=number % 5)
    for most in (10, 1):
        with django_assert_max_num_queries(most):
            response = client.get(reverse("card-list"), {"force_min": "1", "sort": "-force"})
        assert response.content.decode().count('class="c-title"') == 32
