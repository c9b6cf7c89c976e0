"""The deck list as a player reads it (issue 10): each deck with its Stronghold, clan and
format, and a search by name or card, format and clan."""

import re

import pytest
from django.urls import reverse

from decks.decklist import DeckList
from decks.models import Deck
from l5rdb.catalogue.models import CardType
from tests.factories import make_card

pytestmark = pytest.mark.django_db


@pytest.fixture
def decks(user) -> None:
    crab_keep = make_card("Test Crab Keep", type=CardType.STRONGHOLD, clans=["Crab"])
    crane_keep = make_card("Test Crane Keep", type=CardType.STRONGHOLD, clans=["Crane"])
    bushi = make_card("Test Wall Bushi")
    for name, keep, play_format in (
        ("Wall of Iron", crab_keep, "ivory"),
        ("Court Dance", crane_keep, "gold"),
    ):
        deck = Deck.objects.create(name=name, owner=user, format=play_format)
        deck.replace_contents(
            DeckList.from_cards([{"card": keep.id, "count": 1}, {"card": bushi.id, "count": 3}])
        )


def _names(page: str) -> list[str]:
    return re.findall(r'<td class="col-name"><a href="[^"]+">([^<]+)</a>', page)


def test_each_deck_shows_its_stronghold_clan_and_format(player, decks):
    page = player.get(reverse("deck-list")).content.decode()
    row = page[page.index("Wall of Iron") : page.index("Wall of Iron") + 600]
    assert '<td class="col-stronghold">Test Crab Keep</td>' in row
    assert '<td class="col-clan">Crab</td>' in row
    assert '<td class="col-format">Ivory</td>' in row


@pytest.mark.parametrize(
    ("query", "found"),
    [
        ({}, ["Court Dance", "Wall of Iron"]),
        ({"q": "wall of"}, ["Wall of Iron"]),
        ({"q": "test crane keep"}, ["Court Dance"]),
        ({"q": "wall bushi"}, ["Court Dance", "Wall of Iron"]),
        ({"format": "ivory"}, ["Wall of Iron"]),
        ({"clan": "crane"}, ["Court Dance"]),
        ({"clan": "crab", "format": "gold"}, []),
    ],
)
def test_the_list_is_searched_by_name_card_format_and_clan(player, decks, query, found):
    page = player.get(reverse("deck-list"), query).content.decode()
    assert sorted(_names(page)) == found
