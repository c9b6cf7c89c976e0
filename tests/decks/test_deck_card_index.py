"""The in-memory card index: validation and resolution run no query per card, and the index
follows the catalogue when it changes."""

import pytest

from decks.cardindex import get_card_index, invalidate_card_index, recheck_card_index
from decks.lists import parse_deck_text
from decks.resolve import resolve_deck, resolve_name
from decks.validation import validate_deck
from l5rdb.catalogue.models import Card, CardType
from tests.deck_helpers import deck_list, legal_deck
from tests.factories import make_card

pytestmark = pytest.mark.django_db


def test_validating_a_deck_runs_no_query(django_assert_num_queries) -> None:
    deck = deck_list(legal_deck().lines())
    with django_assert_num_queries(0):
        report = validate_deck(deck, "gold")
    assert report.valid


def test_resolving_a_list_runs_no_query_once_the_index_is_loaded(
    django_assert_num_queries,
) -> None:
    deck = legal_deck()
    text = "\n".join(f"{count} {card.title}" for card, count, _section in deck.lines())
    text += "\n2 Test Bushy 1\n"
    resolve_deck(parse_deck_text("1 Test Keep of the Crab"))
    with django_assert_num_queries(0):
        resolved = resolve_deck(parse_deck_text(text))
    assert len(resolved.entries) == 29
    assert resolved.unknown[0].suggestions[0].title == "Test Bushi 1"


def test_loading_the_index_takes_six_queries(django_assert_num_queries) -> None:
    make_card("Test Bushi")
    invalidate_card_index()
    # fingerprint, clans, formats, bans, soul links, cards
    with django_assert_num_queries(6):
        assert len(get_card_index()) == 1


def test_a_card_saved_through_the_orm_is_seen_at_once() -> None:
    make_card("Test Bushi")
    assert resolve_name("Test Ronin").card is None
    ronin = make_card("Test Ronin")
    assert resolve_name("Test Ronin").card.id == ronin.id


def test_a_bulk_import_is_seen_at_the_next_check() -> None:
    make_card("Test Bushi")
    get_card_index()
    [ronin] = Card.objects.bulk_create(
        [Card(key="test ronin", slug="test-ronin", title="Test Ronin", type=CardType.PERSONALITY)]
    )
    recheck_card_index()
    assert resolve_name("Test Ronin").card.id == ronin.id
