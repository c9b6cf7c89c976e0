"""What a player expects of a search (issue 10), on SQLite and PostgreSQL alike: accents
are folded in titles and text ("naga attache"), both faces of a two-faced Stronghold are
searched, `gp` counts the Gold a Holding's text produces, and entries that are no deck's
cards (Bio cards, Deckbackers, proxies) stay out of results unless the query asks."""

import pytest

from l5rdb.catalogue.models import CardType
from l5rdb.catalogue.search import search_cards
from tests.factories import make_card

pytestmark = pytest.mark.django_db


def _titles(query: str) -> set[str]:
    return set(search_cards(query).cards.values_list("title", flat=True))


@pytest.fixture
def cards(db) -> None:
    make_card("Test Naga Attaché", text="Gains 1 Honor after a duel at the Château.")
    make_card(
        "Test Castle of Water",
        type=CardType.STRONGHOLD,
        text="Battle: Bow a Personality.",
        back={"title": "Test Spring Song", "text_plain": "Limited: Draw a card.", "text": ""},
    )
    make_card("Test Farmstead", type=CardType.HOLDING, text=":bow:: Produce 2 Gold.")
    make_card(
        "Test Gold Quarry", type=CardType.HOLDING, text="Lobby: Fine.\n:bow:: Produce 3 Gold."
    )
    make_card("Test Printed Mine", type=CardType.HOLDING, gold_production=4)
    make_card(
        "Test Tax Office",
        type=CardType.HOLDING,
        text=":bow:: When paying for a Samurai, produce 3 Gold.",
    )
    make_card("Test Samurai (Bio)", type=CardType.OTHER)
    make_card("Test Samurai Deckbacker", type=CardType.OTHER)
    make_card("Test Samurai", text="Samurai.")
    make_card("Test Samurai Proxy", is_proxy=True)


@pytest.mark.parametrize(
    ("query", "found"),
    [
        ("naga attache", {"Test Naga Attaché"}),
        ("NAGA ATTACHÉ", {"Test Naga Attaché"}),
        ("x:chateau", {"Test Naga Attaché"}),
        ("x:Château", {"Test Naga Attaché"}),
    ],
)
def test_accents_are_folded_in_titles_and_text(cards, query, found):
    assert _titles(query) == found


def test_both_faces_of_a_stronghold_are_searched(cards):
    assert _titles("spring song") == {"Test Castle of Water"}
    assert _titles('x:"draw a card"') == {"Test Castle of Water"}
    assert _titles("x:bow t:stronghold") == {"Test Castle of Water"}


def test_gold_production_counts_what_a_holdings_text_produces(cards):
    assert _titles("t:holding gp>=2") == {"Test Farmstead", "Test Gold Quarry", "Test Printed Mine"}
    assert _titles("gp:3") == {"Test Gold Quarry"}
    # Gold produced only while paying for something is no Gold production.
    assert "Test Tax Office" not in _titles("gp>=1")


def test_entries_that_are_no_deck_cards_are_hidden_unless_asked(cards):
    assert _titles("test samurai") == {"Test Samurai"}
    assert _titles("test samurai is:extra") == {
        "Test Samurai (Bio)",
        "Test Samurai Deckbacker",
        "Test Samurai Proxy",
    }
    assert _titles("test samurai -is:extra") == {"Test Samurai"}
    assert "Test Samurai (Bio)" in _titles("t:other")
    assert "Test Samurai Proxy" not in _titles("")


def test_the_card_list_page_hides_them_too(client, cards):
    page = client.get("/cards/").content.decode()
    assert "Test Samurai</a>" in page and "Deckbacker" not in page and "(Bio)" not in page
    page = client.get("/cards/", {"q": "samurai is:extra"}).content.decode()
    assert "Test Samurai Deckbacker" in page
