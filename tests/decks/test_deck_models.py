"""Saved decks keep every card and every unresolved line, and load back as the same list."""

import pytest
from django.db.models import ProtectedError

from decks.decklist import DeckList, UnknownLine
from decks.models import Deck, DeckEntry, UnresolvedLine
from l5rdb.catalogue.models import CardType
from tests.factories import make_card

pytestmark = pytest.mark.django_db


def test_a_deck_saves_and_loads_its_list() -> None:
    keep = make_card("Test Keep", type=CardType.STRONGHOLD)
    bushi = make_card("Test Bushi")
    deck_list = DeckList.from_cards(
        [
            {"card": keep.id, "count": 1},
            {"card": bushi.id, "count": 2, "section": "dynasty"},
            {"card": bushi.id, "count": 1, "section": "dynasty"},
            {"card": bushi.id, "count": 1, "section": "fate"},
        ]
    )
    deck_list.unknown.append(UnknownLine("Hida Tensu", 2, "dynasty", "Personality", line=7))
    deck = Deck.objects.create(name="Saved")
    deck.replace_contents(deck_list)

    assert DeckEntry.objects.filter(deck=deck).count() == 3
    loaded = Deck.objects.get(pk=deck.pk).deck_list()
    assert [(e.card.id, e.count, e.section) for e in loaded.entries] == [
        (keep.id, 1, "pregame"),
        (bushi.id, 3, "dynasty"),
        (bushi.id, 1, "fate"),
    ]
    assert [(u.name, u.count, u.section, u.type_hint) for u in loaded.unknown] == [
        ("Hida Tensu", 2, "dynasty", "Personality")
    ]
    assert loaded.name == "Saved"


def test_replacing_the_contents_drops_the_old_ones() -> None:
    first, second = make_card("Test One"), make_card("Test Two")
    deck = Deck.objects.create(name="Changing")
    deck.replace_contents(DeckList.from_cards([{"card": first.id, "count": 3}]))
    deck.replace_contents(DeckList.from_cards([{"card": second.id, "count": 2}]))
    assert [(e.card.id, e.count) for e in deck.deck_list().entries] == [(second.id, 2)]
    assert not UnresolvedLine.objects.exists()


def test_loading_a_deck_takes_two_queries(django_assert_num_queries) -> None:
    cards = [make_card(f"Test Card {n}") for n in range(30)]
    deck = Deck.objects.create(name="Big")
    deck.replace_contents(DeckList.from_cards([{"card": card.id, "count": 3} for card in cards]))
    deck = Deck.objects.get(pk=deck.pk)
    deck.deck_list()  # the card index is loaded once, then shared
    with django_assert_num_queries(2):
        assert len(deck.deck_list().entries) == 30


def test_a_card_in_a_deck_cannot_be_deleted_from_the_catalogue() -> None:
    card = make_card("Test Kept")
    deck = Deck.objects.create(name="Holder")
    deck.replace_contents(DeckList.from_cards([{"card": card.id, "count": 1}]))
    with pytest.raises(ProtectedError):
        card.delete()
