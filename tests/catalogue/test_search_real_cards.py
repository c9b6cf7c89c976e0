"""Issue 10's searches on the real pool: accents folded, both faces of a Stronghold, Gold
production by text, Bio cards and Deckbackers out of the results unless asked."""

import pytest

from l5rdb.catalogue.search import search_cards

pytestmark = [pytest.mark.django_db, pytest.mark.pool]


def _titles(query: str) -> list[str]:
    return list(search_cards(query).cards.values_list("title", flat=True))


def test_naga_attache_without_its_accent(card_pool):
    assert _titles("naga attache")[0] == "Naga Attaché"


def test_the_back_face_of_a_stronghold_is_found(card_pool):
    assert "Kyuden Kitsune" in _titles('"son of my heart"')


def test_holdings_producing_gold_by_their_text(card_pool):
    found = _titles("t:holding gp>=2")
    assert {"Farmer's Market", "Temple of Unity", "Governor's Court"} <= set(found)
    assert "Tea House" in _titles("t:holding gp:1")


def test_bio_cards_and_deckbackers_only_when_asked(card_pool):
    assert not [title for title in _titles("hida kisada") if "(Bio)" in title or "Deck" in title]
    extras = _titles("hida kisada is:extra")
    assert {"Hida Kisada (Bio)", "Hida Kisada Deckbacker"} <= set(extras)
