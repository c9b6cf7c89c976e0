"""A ban belongs to formats (issue 10): the data flags a printing banned, and that printing's
legality line names the formats the ban covers. The card page, the search (`is:banned`,
`banned:`) and deck validation say the same thing; a card printed in a set of an arc is legal
in that arc's format ("Advance Warning" is in Ivory Edition)."""

import re

import pytest

from decks.lists import parse_deck_text, read_deck_file
from decks.resolve import resolve_deck
from decks.validation import validate_deck
from l5rdb.catalogue.models import Card
from l5rdb.catalogue.search import search_cards
from tests.conftest import DECKS_L5D

pytestmark = [pytest.mark.django_db, pytest.mark.pool]


def _titles(query: str) -> set[str]:
    return set(search_cards(query).cards.values_list("title", flat=True))


def test_advance_warning_is_banned_in_the_formats_of_its_flagged_printings(card_pool):
    warning = Card.objects.get(title="Advance Warning")
    assert set(warning.banned_in.values_list("slug", flat=True)) == {
        "emperor",
        "celestial",
        "legacy",
        "modern",
    }
    assert "ivory" in set(warning.formats.values_list("slug", flat=True))


def test_card_page_search_and_validation_agree(client, card_pool):
    warning = Card.objects.get(title="Advance Warning")
    page = client.get(warning.get_absolute_url()).content.decode()
    assert "<strong>Banned</strong> in Celestial, Emperor, Legacy and Modern" in page
    assert "may not be played in any deck" not in page
    marks = {
        name: state
        for state, name in re.findall(
            r'<li class="(legal|banned|not-legal)">.*?</span> ([^<]+?)[ <]', page
        )
    }
    assert marks["Ivory"] == "legal"
    assert marks["Emperor"] == marks["Celestial"] == "banned"
    assert "Advance Warning" in _titles("is:banned")
    assert "Advance Warning" in _titles("banned:emperor")
    assert "Advance Warning" not in _titles("banned:ivory")
    assert "Advance Warning" in _titles("f:ivory -banned:ivory")

    for slug, banned in (("ivory", False), ("emperor", True)):
        deck = resolve_deck(parse_deck_text("Fate:\n1 Advance Warning\n"))
        codes = validate_deck(deck, slug).codes()
        assert ("banned" in codes) is banned, slug


def test_the_crab_ivory_starter_is_legal_in_ivory(card_pool):
    text = read_deck_file(DECKS_L5D / "Ivory Crab Starter.l5d")
    report = validate_deck(resolve_deck(parse_deck_text(text)), "ivory")
    assert report.valid, [problem.message for problem in report.errors]
