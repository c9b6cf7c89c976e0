"""Deleting a deck from its page: only the owner, only by POST, after a confirmation page
that is a plain form (no JavaScript needed)."""

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.messages import get_messages
from django.test import Client
from django.urls import reverse

from decks.models import Deck, DeckEntry, UnresolvedLine
from l5rdb.catalogue.models import CardType
from tests.factories import make_card

pytestmark = pytest.mark.django_db


def user(name: str) -> AbstractBaseUser:
    return get_user_model().objects.create_user(name, password="a long test password")


@pytest.fixture
def owner() -> AbstractBaseUser:
    return user("hida")


@pytest.fixture
def deck(owner: AbstractBaseUser) -> Deck:
    keep = make_card("Shiro Testu", type=CardType.STRONGHOLD, clans=["Crab"], formats=["gold"])
    bushi = make_card("Hida Testuro", clans=["Crab"], formats=["gold"])
    deck = Deck.objects.create(name="Crab <Wall>", owner=owner)
    DeckEntry.objects.create(deck=deck, card=keep, count=1, section="pregame", position=0)
    DeckEntry.objects.create(deck=deck, card=bushi, count=3, section="dynasty", position=1)
    UnresolvedLine.objects.create(deck=deck, name="Hida Misspeled", count=2, section="dynasty")
    return deck


def test_the_owner_sees_a_delete_link_others_do_not(
    client: Client, deck: Deck, owner: AbstractBaseUser
) -> None:
    delete_url = reverse("deck-delete", args=[deck.pk])
    detail = reverse("deck-detail", args=[deck.pk])
    assert delete_url not in client.get(detail).content.decode()
    client.force_login(user("doji"))
    assert delete_url not in client.get(detail).content.decode()
    client.force_login(owner)
    assert delete_url in client.get(detail).content.decode()


def test_the_confirmation_page_is_a_form_and_deletes_nothing(
    client: Client, deck: Deck, owner: AbstractBaseUser
) -> None:
    client.force_login(owner)
    response = client.get(reverse("deck-delete", args=[deck.pk]))
    assert response.status_code == 200
    html = response.content.decode()
    assert "Delete “Crab &lt;Wall&gt;”?" in html and "Crab <Wall>" not in html
    assert f'<form method="post" action="{reverse("deck-delete", args=[deck.pk])}"' in html
    assert "csrfmiddlewaretoken" in html
    assert "2 card lines and 1 line that names no card" in html
    assert reverse("deck-detail", args=[deck.pk]) in html  # the way back
    assert Deck.objects.filter(pk=deck.pk).exists()


def test_the_owner_deletes_by_post_and_lands_on_my_decks(
    client: Client, deck: Deck, owner: AbstractBaseUser
) -> None:
    client.force_login(owner)
    response = client.post(reverse("deck-delete", args=[deck.pk]))
    assert response.status_code == 302
    assert response["Location"] == reverse("deck-list")
    assert not Deck.objects.filter(pk=deck.pk).exists()
    assert not DeckEntry.objects.filter(deck_id=deck.pk).exists()
    assert not UnresolvedLine.objects.filter(deck_id=deck.pk).exists()
    assert [str(m) for m in get_messages(response.wsgi_request)] == [
        "Deleted the deck “Crab <Wall>”."
    ]
    page = client.get(response["Location"])
    html = page.content.decode()
    assert "Deleted the deck “Crab &lt;Wall&gt;”." in html
    assert list(page.context["my_decks"]) == []


def test_the_owner_needs_the_csrf_token(deck: Deck, owner: AbstractBaseUser) -> None:
    client = Client(enforce_csrf_checks=True)
    client.force_login(owner)
    assert client.post(reverse("deck-delete", args=[deck.pk])).status_code == 403
    assert Deck.objects.filter(pk=deck.pk).exists()


def test_another_player_cannot_delete_the_deck(client: Client, deck: Deck) -> None:
    client.force_login(user("doji"))
    url = reverse("deck-delete", args=[deck.pk])
    assert client.get(url).status_code == 404
    assert client.post(url).status_code == 404
    assert Deck.objects.filter(pk=deck.pk).exists()
    assert deck.entries.count() == 2


def test_a_visitor_is_sent_to_log_in(client: Client, deck: Deck) -> None:
    url = reverse("deck-delete", args=[deck.pk])
    for response in (client.get(url), client.post(url)):
        assert response.status_code == 302
        assert response["Location"].startswith(reverse("login"))
    assert Deck.objects.filter(pk=deck.pk).exists()


def test_other_methods_are_refused(client: Client, deck: Deck, owner: AbstractBaseUser) -> None:
    client.force_login(owner)
    assert client.delete(reverse("deck-delete", args=[deck.pk])).status_code == 405
    assert client.put(reverse("deck-delete", args=[deck.pk])).status_code == 405
    assert Deck.objects.filter(pk=deck.pk).exists()


def test_a_site_deck_without_owner_cannot_be_deleted_from_the_pages(
    client: Client, owner: AbstractBaseUser
) -> None:
    site_deck = Deck.objects.create(name="Loaded by the admin")
    client.force_login(owner)
    assert client.post(reverse("deck-delete", args=[site_deck.pk])).status_code == 404
    assert Deck.objects.filter(pk=site_deck.pk).exists()


def test_deleting_a_missing_deck_is_404(client: Client, owner: AbstractBaseUser) -> None:
    client.force_login(owner)
    assert client.post(reverse("deck-delete", args=[999999])).status_code == 404
