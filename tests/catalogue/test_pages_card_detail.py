"""The card page: stats as printed, traits, all printings, the other experience levels of the
personality, Soul-of links both ways, legality, banned, and 404 for an unknown slug."""

import re

import pytest
from django.urls import reverse

from tests.factories import make_card, sample_catalogue

pytestmark = pytest.mark.django_db


@pytest.fixture
def catalogue():
    return sample_catalogue()


def page_of(client, card) -> str:
    response = client.get(card.get_absolute_url())
    assert response.status_code == 200
    return response.content.decode()


def section(html: str, css_class: str) -> str:
    match = re.search(rf'<section class="{css_class}"[^>]*>(.*?)</section>', html, re.S)
    assert match, f"no section {css_class}"
    return match.group(1)


def stat_cells(html: str) -> dict[str, str]:
    return dict(re.findall(r"<dt>([^<]+)</dt><dd>([^<]+)</dd>", html))


def test_the_card_page_is_at_its_slug(client, catalogue):
    assert catalogue.tenshu.get_absolute_url() == reverse("card-detail", args=["hida-tenshu"])
    html = page_of(client, catalogue.tenshu)
    assert "<h1>Hida Tenshu" in html
    assert "<h1>Hida Amoro • Experienced 2" in page_of(client, catalogue.amoro_exp2)
    assert "<title>Hida Tenshu · l5rdb</title>" in html


def test_an_unknown_slug_is_404(client, catalogue):
    assert client.get(reverse("card-detail", args=["no-such-card"])).status_code == 404


def test_stats_read_as_printed_with_a_dash_for_null(client, catalogue):
    assert stat_cells(page_of(client, catalogue.tenshu)) == {
        "Force": "6",
        "Chi": "1",
        "Honor requirement": "–",
        "Gold cost": "7",
        "Personal honor": "0",
    }


def test_a_follower_modifier_keeps_its_sign(client, catalogue):
    cells = stat_cells(page_of(client, catalogue.spearmen))
    assert cells["Force"] == "+2"
    assert cells["Chi"] == "+0"


def test_a_variable_stat_prints_its_star(client, db):
    card = make_card("Shapeshifter", force=None, variable_stats=["force"], printed={"chi": "3*"})
    cells = stat_cells(page_of(client, card))
    assert cells["Force"] == "*"
    assert cells["Chi"] == "3*"


def test_a_strategy_shows_focus_and_cost_only(client, catalogue):
    assert stat_cells(page_of(client, catalogue.assassin)) == {"Gold cost": "2", "Focus": "2"}


def test_traits_link_to_the_filtered_list(client, catalogue):
    html = page_of(client, catalogue.tenshu)
    assert '<a href="/cards/?keyword=Soul%20of%20Hida%20Amoro">Soul of Hida Amoro</a>' in html
    assert '<a href="/cards/?keyword=Berserker">Berserker</a>' in html


def test_implied_traits_are_shown_apart_from_the_printed_line(client, db):
    card = make_card("Bloodspeaker Zombie", keywords=["Undead"], implied_traits=["Shadowlands"])
    html = page_of(client, card)
    assert re.search(r'class="implied-traits">Implied traits: <a [^>]+>Shadowlands</a>', html)


def test_every_printing_is_listed_with_set_rarity_number_artist_and_flavor(client, catalogue):
    printings = section(page_of(client, catalogue.tenshu), "printings")
    rows = re.findall(r"<tr>(.*?)</tr>", printings, re.S)[1:]
    assert len(rows) == 2
    gold, diamond = rows  # in release order
    assert 'href="/sets/gold-edition/">Gold Edition</a>' in gold
    assert ">Uncommon<" in gold and ">42<" in gold and ">B. Inker<" in gold
    assert "<i>The Wall does not fall.</i>" in gold
    assert 'href="/sets/diamond-edition/">Diamond Edition</a>' in diamond
    assert ">Common<" in diamond and ">3<" in diamond


def test_the_other_experience_levels_of_the_personality(client, catalogue):
    versions = section(page_of(client, catalogue.amoro), "versions")
    assert "Other versions of Hida Amoro" in versions
    assert 'href="/cards/hida-amoro-experienced-2/">Hida Amoro • Experienced 2</a>' in versions
    back = section(page_of(client, catalogue.amoro_exp2), "versions")
    assert 'href="/cards/hida-amoro/">Hida Amoro</a>' in back
    assert "Experienced 2</a>" not in back  # not itself


def test_a_card_with_no_other_versions_has_no_versions_section(client, catalogue):
    assert 'class="versions"' not in page_of(client, catalogue.kaiten)


def test_soul_of_links_both_ways(client, catalogue):
    soul = section(page_of(client, catalogue.tenshu), "souls")
    assert "Soul of" in soul
    assert 'href="/cards/hida-amoro/">Hida Amoro</a>' in soul
    original = section(page_of(client, catalogue.amoro), "souls")
    assert "Souls of this card" in original
    assert 'href="/cards/hida-tenshu/">Hida Tenshu</a>' in original


def test_a_soul_whose_original_is_missing_names_it(client, db):
    card = make_card("Lost Soul", soul_of_name="Forgotten Hero")
    assert "Forgotten Hero" in section(page_of(client, card), "souls")


def test_legality_lists_every_format_and_marks_the_legal_ones(client, catalogue):
    legality = section(page_of(client, catalogue.kaiten), "legality")
    legal = re.findall(r'<li class="legal">.*?</span> ([^<]+)<', legality)
    not_legal = re.findall(r'<li class="not-legal">.*?</span> ([^<]+)<', legality)
    assert legal == ["Diamond"]
    assert not_legal == ["Gold", "Legacy"]


def test_a_banned_card_says_so(client, catalogue):
    assert "<strong>Banned</strong> in Legacy:" in page_of(client, catalogue.assassin)
    assert "<strong>Banned</strong>" not in page_of(client, catalogue.kaiten)


def test_deck_and_unique_identities_are_named(client, db):
    hachi = make_card(
        "Yasuki Hachi", deck_identity="Daidoji Hachi", unique_identity="Daidoji Hachi"
    )
    html = page_of(client, hachi)
    assert "Counts as <strong>Daidoji Hachi</strong> for deck construction." in html
    tadaka = make_card(
        "Shiryo no Tadaka",
        type="Ancestor",
        deck_identity="Isawa Tadaka",
        unique_identity="Isawa Tadaka",
    )
    assert "Isawa Tadaka</strong> for deck construction" in page_of(client, tadaka)


def test_an_identity_that_is_the_cards_own_name_is_not_repeated(client, db):
    amoro = make_card(
        "Hida Amoro",
        extended_title="Hida Amoro • Experienced 2",
        deck_identity="Hida Amoro • Experienced 2",
        unique_identity="Hida Amoro",
    )
    assert "Counts as" not in page_of(client, amoro)
    ginawa = make_card(
        "Akodo Ginawa",
        extended_title="Akodo Ginawa • Experienced 4",
        deck_identity="Ginawa • Experienced 4",
        unique_identity="Ginawa",
    )
    html = page_of(client, ginawa)
    assert "Counts as <strong>Ginawa • Experienced 4</strong> for deck construction." in html
    assert "Counts as <strong>Ginawa</strong> for the Unique restriction." in html


def test_the_other_side_of_a_double_sided_card(client, db):
    gates = make_card(
        "Gates of the Second City",
        type="Stronghold",
        province_strength=7,
        gold_production=8,
        starting_honor=8,
        text="(This has +1PS if you did not go first.)",
        back={
            "title": "Gates of the Second City",
            "text": "(This has -1PS if you went first.)",
            "stats": {"province_strength": 8, "gold_production": 10, "starting_honor": 8},
            "flavor": "<i>As long as the gates stand...</i>",
        },
    )
    back = re.search(r'<div class="card-back">(.*?)</div>\s*</div>', page_of(client, gates), re.S)
    assert back
    assert "Other side: Gates of the Second City" in back.group(1)
    assert stat_cells(back.group(1)) == {
        "Province strength": "8",
        "Gold production": "10",
        "Starting honor": "8",
    }
    assert "(This has -1PS if you went first.)" in back.group(1)
    assert "<i>As long as the gates stand...</i>" in back.group(1)


def test_a_card_without_printings_says_so(client, db):
    html = page_of(client, make_card("Unprinted Proxy"))
    assert "No printings are recorded for this card." in html


def test_the_card_page_runs_a_fixed_number_of_queries(
    client, catalogue, django_assert_max_num_queries
):
    with django_assert_max_num_queries(10):
        page_of(client, catalogue.tenshu)
