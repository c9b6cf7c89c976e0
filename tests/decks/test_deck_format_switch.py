"""A deck's page offers the other formats its cards are legal in (issue 10: "say so, and
offer the others"), and its owner switches to one of them."""

import pytest
from django.urls import reverse

from decks.decklist import DeckList
from decks.models import Deck, Visibility
from l5rdb.catalogue.models import CardType
from tests.factories import make_card

pytestmark = pytest.mark.django_db


@pytest.fixture
def deck(user) -> Deck:
    keep = make_card("Test Switch Keep", type=CardType.STRONGHOLD, formats=["ivory", "legacy"])
    bushi = make_card("Test Switch Bushi", formats=["ivory", "twenty-festivals", "legacy"])
    # Published, so that a visitor may read it (decks are private by default).
    deck = Deck.objects.create(
        name="Switcher", owner=user, format="ivory", visibility=Visibility.PUBLIC
    )
    deck.replace_contents(
        DeckList.from_cards([{"card": keep.id, "count": 1}, {"card": bushi.id, "count": 3}])
    )
    return deck


def test_the_page_offers_the_other_formats_and_the_owner_switches(player, deck):
    page = player.get(reverse("deck-detail", args=[deck.pk])).content.decode()
    assert "Also legal in Legacy." in page
    assert '<option value="legacy">Legacy</option>' in page
    response = player.post(reverse("deck-format", args=[deck.pk]), {"format": "legacy"})
    assert response["Location"] == reverse("deck-detail", args=[deck.pk])
    deck.refresh_from_db()
    assert deck.format == "legacy"
    page = player.get(reverse("deck-detail", args=[deck.pk])).content.decode()
    assert "Also legal in Ivory." in page


def test_only_the_owner_switches_and_only_to_a_format(client, player, deck):
    assert (
        player.post(reverse("deck-format", args=[deck.pk]), {"format": "nonsense"}).status_code
        == 302
    )
    deck.refresh_from_db()
    assert deck.format == "ivory"
    page = client.get(reverse("deck-detail", args=[deck.pk])).content.decode()
    assert "Also legal in Legacy." in page and "Change format" not in page
    response = client.post(reverse("deck-format", args=[deck.pk]), {"format": "legacy"})
    assert response.status_code == 302 and "login" in response["Location"]
    deck.refresh_from_db()
    assert deck.format == "ivory"
