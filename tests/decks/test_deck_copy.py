"""Copying a deck: a logged-in player saves a copy as their own and edits it in the builder;
a visitor gets the builder holding the copy as an unsaved draft (nothing is saved)."""

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.messages import get_messages
from django.test import Client
from django.urls import reverse

from decks.models import Deck, DeckEntry, UnresolvedLine
from l5rdb.catalogue.models import Card, CardType
from tests.deck_helpers import builder_config
from tests.factories import make_card

pytestmark = pytest.mark.django_db


def user(name: str) -> AbstractBaseUser:
    return get_user_model().objects.create_user(name, password="a long test password")


@pytest.fixture
def cards() -> dict[str, Card]:
    gold = ["gold"]
    return {
        "keep": make_card("Shiro Testu", type=CardType.STRONGHOLD, clans=["Crab"], formats=gold),
        "hida": make_card("Hida Testuro", clans=["Crab"], formats=gold, gold_cost=6),
        "yari": make_card("Testing Yari", type=CardType.ITEM, formats=gold, gold_cost=2),
    }


@pytest.fixture
def deck(cards: dict[str, Card]) -> Deck:
    deck = Deck.objects.create(
        name="Crab <Wall>",
        description="Hold the line.",
        format="ivory",
        owner=user("hida"),
        visibility="public",
    )
    # Positions out of title order: the copy keeps the author's order.
    for position, (key, count, section) in enumerate(
        [("yari", 3, "fate"), ("keep", 1, "pregame"), ("hida", 2, "dynasty")]
    ):
        DeckEntry.objects.create(
            deck=deck, card=cards[key], count=count, section=section, position=position
        )
    UnresolvedLine.objects.create(
        deck=deck, name="Hida Misspeled", count=2, section="dynasty", type_hint="Personality"
    )
    return deck


def contents(deck: Deck) -> tuple[list, list]:
    entries = [
        (e.card.title, e.count, e.section, e.position)
        for e in deck.entries.select_related("card").order_by("position")
    ]
    lines = [(u.name, u.count, u.section, u.type_hint) for u in deck.unresolved_lines.all()]
    return entries, lines


def test_a_player_copies_someone_elses_deck(client: Client, deck: Deck) -> None:
    player = user("doji")
    client.force_login(player)
    response = client.post(reverse("deck-copy", args=[deck.pk]))
    copy = Deck.objects.get(owner=player)
    assert response.status_code == 302
    assert response["Location"] == reverse("deck-edit", args=[copy.pk])
    assert copy.pk != deck.pk
    assert copy.name == "Copy of Crab <Wall>"
    assert (copy.description, copy.format) == ("Hold the line.", "ivory")
    assert contents(copy) == contents(deck)
    assert contents(copy)[1] == [("Hida Misspeled", 2, "dynasty", "Personality")]
    assert [str(m) for m in get_messages(response.wsgi_request)] == [
        "Saved “Copy of Crab <Wall>” to your decks."
    ]
    # The original is untouched and still its owner's.
    deck.refresh_from_db()
    assert deck.owner.username == "hida" and deck.name == "Crab <Wall>"
    assert deck.entries.count() == 3 and deck.unresolved_lines.count() == 1

    # The builder opens the copy as a saved deck of the player's.
    builder = client.get(response["Location"])
    assert builder.status_code == 200
    loaded = builder_config(builder)["deck"]
    assert loaded["id"] == copy.pk and loaded["name"] == "Copy of Crab <Wall>"
    assert "copyOf" not in loaded
    assert len(loaded["entries"]) == 3 and loaded["unresolved"][0]["name"] == "Hida Misspeled"
    assert "Saved “Copy of Crab &lt;Wall&gt;” to your decks." in builder.content.decode()


def test_the_owner_copies_their_own_deck(client: Client, deck: Deck) -> None:
    client.force_login(deck.owner)
    client.post(reverse("deck-copy", args=[deck.pk]))
    client.post(reverse("deck-copy", args=[deck.pk]))
    names = sorted(Deck.objects.filter(owner=deck.owner).values_list("name", flat=True))
    assert names == ["Copy of Crab <Wall>", "Copy of Crab <Wall>", "Crab <Wall>"]
    for copy in Deck.objects.filter(owner=deck.owner).exclude(pk=deck.pk):
        assert contents(copy) == contents(deck)


def test_a_long_name_is_cut_to_fit(client: Client, deck: Deck) -> None:
    deck.name = "W" * 200
    deck.save()
    client.force_login(user("doji"))
    client.post(reverse("deck-copy", args=[deck.pk]))
    copy = Deck.objects.exclude(pk=deck.pk).get()
    assert copy.name == ("Copy of " + "W" * 200)[:200]


def test_copying_needs_the_csrf_token(deck: Deck) -> None:
    client = Client(enforce_csrf_checks=True)
    client.force_login(user("doji"))
    assert client.post(reverse("deck-copy", args=[deck.pk])).status_code == 403
    assert Deck.objects.count() == 1


def test_a_visitor_gets_the_copy_as_an_unsaved_draft(client: Client, deck: Deck) -> None:
    response = client.get(reverse("deck-copy", args=[deck.pk]))
    assert response.status_code == 200
    config = builder_config(response)
    draft = config["deck"]
    assert draft["id"] is None and draft["updated"] is None
    assert draft["name"] == "Copy of Crab <Wall>"
    assert draft["copyOf"] == {"name": "Crab <Wall>", "url": reverse("deck-detail", args=[deck.pk])}
    assert (draft["description"], draft["format"]) == ("Hold the line.", "ivory")
    by_id = {card["id"]: card["title"] for card in draft["cards"]}
    assert [(by_id[card], count, section) for card, count, section in draft["entries"]] == [
        ("Testing Yari", 3, "fate"),
        ("Shiro Testu", 1, "pregame"),
        ("Hida Testuro", 2, "dynasty"),
    ]
    assert [(line["name"], line["count"], line["section"]) for line in draft["unresolved"]] == [
        ("Hida Misspeled", 2, "dynasty")
    ]
    # Logging in from the builder leads back to the builder, where the draft is restored.
    assert config["loginUrl"] == f"{reverse('login')}?next={reverse('deck-builder')}"
    assert config["urls"]["builder"] == reverse("deck-builder")
    assert Deck.objects.count() == 1


def test_a_visitors_post_opens_the_draft_and_saves_nothing(client: Client, deck: Deck) -> None:
    response = client.post(reverse("deck-copy", args=[deck.pk]))
    assert response.status_code == 302
    assert response["Location"] == reverse("deck-copy", args=[deck.pk])
    assert Deck.objects.count() == 1


def test_a_logged_in_get_saves_nothing_either(client: Client, deck: Deck) -> None:
    client.force_login(user("doji"))
    response = client.get(reverse("deck-copy", args=[deck.pk]))
    assert builder_config(response)["deck"]["copyOf"]["name"] == "Crab <Wall>"
    assert Deck.objects.count() == 1


def test_the_deck_page_offers_the_copy(client: Client, deck: Deck) -> None:
    detail = reverse("deck-detail", args=[deck.pk])
    copy_url = reverse("deck-copy", args=[deck.pk])
    visitor = client.get(detail).content.decode()
    assert f'<a href="{copy_url}">Open a copy in the builder</a>' in visitor
    client.force_login(user("doji"))
    player = client.get(detail).content.decode()
    assert f'<form method="post" action="{copy_url}"' in player
    assert "Copy to my decks" in player
    client.force_login(deck.owner)
    assert "Copy to my decks" in client.get(detail).content.decode()


def test_copying_a_missing_deck_is_404(client: Client) -> None:
    assert client.get(reverse("deck-copy", args=[999999])).status_code == 404
    client.force_login(user("doji"))
    assert client.post(reverse("deck-copy", args=[999999])).status_code == 404
    assert Deck.objects.count() == 0
