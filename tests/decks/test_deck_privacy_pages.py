"""Deck pages keep decks private by default: another user and a visitor get a 404 for every
page of a private deck (the deck, print, history, copy); the owner shares it by link (the
link carries a share key; a new link retires the old one) or publishes it (listed on the deck
list with its author); anyone who can read it may copy it."""

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

from decks.decklist import DeckList
from decks.models import Deck
from decks.versions import record_version
from tests.deck_helpers import legal_deck

pytestmark = pytest.mark.django_db

PAGES = ("", "print/", "history/", "copy/")


@pytest.fixture
def alice():
    return get_user_model().objects.create_user("alice", password="a long test password")


@pytest.fixture
def bob() -> Client:
    user = get_user_model().objects.create_user("bob", password="another long password")
    client = Client()
    client.force_login(user)
    return client


@pytest.fixture
def owner(alice) -> Client:
    client = Client()
    client.force_login(alice)
    return client


@pytest.fixture
def deck(alice) -> Deck:
    sample = legal_deck()
    deck = Deck.objects.create(name="Hidden Wall", owner=alice)
    deck.replace_contents(
        DeckList.from_cards(
            {"card": card.id, "count": count, "section": section}
            for card, count, section in sample.lines()
        )
    )
    record_version(deck)
    return deck


def statuses(client: Client, deck: Deck, query: str = "") -> list[int]:
    return [client.get(f"/decks/{deck.pk}/{page}{query}").status_code for page in PAGES]


def test_a_private_deck_is_a_404_for_everyone_but_its_owner(deck, owner, bob, client) -> None:
    assert deck.visibility == "private"
    assert statuses(owner, deck) == [200] * 4
    listed = owner.get("/decks/").content.decode()
    assert '<span class="muted deck-visibility" data-visibility="private">Private</span>' in listed
    assert statuses(bob, deck) == [404] * 4
    assert statuses(client, deck) == [404] * 4
    assert bob.post(f"/decks/{deck.pk}/copy/").status_code == 404
    assert "Hidden Wall" not in bob.get("/decks/").content.decode()
    assert "Hidden Wall" not in client.get("/decks/").content.decode()


def test_the_owner_shares_by_link(deck, owner, bob, client) -> None:
    response = owner.post(f"/decks/{deck.pk}/share/", {"visibility": "link"})
    assert response.status_code == 302
    page = owner.get(f"/decks/{deck.pk}/").content.decode()
    deck.refresh_from_db()
    assert f"http://testserver/decks/{deck.pk}/?key={deck.share_key}" in page
    key = f"?key={deck.share_key}"
    assert statuses(bob, deck, key) == [200] * 4
    assert statuses(client, deck, key) == [200] * 4
    assert statuses(bob, deck) == [404] * 4
    shared = client.get(f"/decks/{deck.pk}/{key}").content.decode()
    assert f"/decks/{deck.pk}/print/{key}" in shared and "Sharing" not in shared
    assert "Hidden Wall" not in client.get("/decks/").content.decode()

    owner.post(f"/decks/{deck.pk}/share/", {"visibility": "link", "new_link": "1"})
    assert statuses(client, deck, key) == [404] * 4


def test_the_owner_publishes_and_the_deck_is_listed_with_its_author(deck, owner, client):
    owner.post(f"/decks/{deck.pk}/share/", {"visibility": "public"})
    assert statuses(client, deck) == [200] * 4
    listed = client.get("/decks/").content.decode()
    assert "Hidden Wall" in listed and "alice" in listed
    owner.post(f"/decks/{deck.pk}/share/", {"visibility": "private"})
    assert statuses(client, deck) == [404] * 4


def test_only_the_owner_shares_and_only_known_ways(deck, owner, bob) -> None:
    assert bob.post(f"/decks/{deck.pk}/share/", {"visibility": "public"}).status_code == 404
    response = owner.post(f"/decks/{deck.pk}/share/", {"visibility": "everyone"}, follow=True)
    assert "is not a way to share a deck" in response.content.decode()
    deck.refresh_from_db()
    assert deck.visibility == "private"


def test_a_shared_deck_is_copied_as_a_private_deck_of_ones_own(deck, owner, bob) -> None:
    owner.post(f"/decks/{deck.pk}/share/", {"visibility": "link"})
    deck.refresh_from_db()
    response = bob.post(f"/decks/{deck.pk}/copy/?key={deck.share_key}")
    assert response.status_code == 302
    copy = Deck.objects.exclude(pk=deck.pk).get()
    assert copy.owner.username == "bob" and copy.visibility == "private"
    assert copy.versions.count() == 1
    assert owner.get(f"/decks/{copy.pk}/").status_code == 404
