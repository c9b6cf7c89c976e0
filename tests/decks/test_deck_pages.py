"""The deck pages: the builder, the deck lists, a deck's page and its print view."""

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from django.urls import reverse

from decks.models import Deck, DeckEntry, UnresolvedLine
from l5rdb.catalogue.models import CardType
from tests.deck_helpers import builder_config
from tests.factories import make_card

pytestmark = pytest.mark.django_db


def test_builder_page_renders_for_a_visitor(client: Client) -> None:
    response = client.get(reverse("deck-builder"))
    assert response.status_code == 200
    html = response.content.decode()
    for landmark in (
        'id="card-search"',
        'id="deck-sections"',
        'id="stats"',
        'id="deal"',
        'id="import-text"',
        'id="export-text"',
        "builder.js",
        "builder.css",
    ):
        assert landmark in html
    for key, label in (("pregame", "Pre-Game"), ("dynasty", "Dynasty"), ("fate", "Fate")):
        assert f'data-section="{key}"' in html
        assert f">{label} <" in html
    config = builder_config(response)
    assert config["authenticated"] is False
    assert config["defaultFormat"] == "gold"
    assert [spec["slug"] for spec in config["formats"]][:3] == ["imperial", "jade", "gold"]
    assert config["urls"]["stats"] == "/api/decks/stats/"
    assert config["loginUrl"].endswith("?next=/decks/new/")
    assert config["deck"] is None


@pytest.fixture
def crab_deck() -> Deck:
    """A small, code-built deck: a Stronghold, two Personalities, a Holding, two Fate cards."""
    gold = ["gold"]
    keep = make_card(
        "Shiro Testu",
        type=CardType.STRONGHOLD,
        clans=["Crab"],
        formats=gold,
        province_strength=8,
        gold_production=5,
        starting_honor=3,
    )
    hida = make_card("Hida Testuro", clans=["Crab"], formats=gold, gold_cost=6, force=4, chi=2)
    kaiu = make_card("Kaiu Testaki", clans=["Crab"], formats=gold, gold_cost=4, force=2, chi=2)
    mine = make_card(
        "Testing Iron Mine", type=CardType.HOLDING, formats=gold, gold_cost=5, gold_production=3
    )
    yari = make_card("Testing Yari", type=CardType.ITEM, formats=gold, gold_cost=2, focus=2)
    ring = make_card("Ring of Testing", type=CardType.RING, formats=gold, focus=4)
    owner = get_user_model().objects.create_user("hida", password="a long test password")
    deck = Deck.objects.create(
        name="Crab <Wall>", description="Hold the line.", owner=owner, visibility="public"
    )
    for position, (card, count, section) in enumerate(
        [
            (keep, 1, "pregame"),
            (hida, 3, "dynasty"),
            (kaiu, 2, "dynasty"),
            (mine, 3, "dynasty"),
            (yari, 3, "fate"),
            (ring, 1, "fate"),
        ]
    ):
        DeckEntry.objects.create(
            deck=deck, card=card, count=count, section=section, position=position
        )
    UnresolvedLine.objects.create(deck=deck, name="Hida Misspeled", count=2, section="dynasty")
    return deck


def test_deck_page_lists_the_cards_by_section_and_type(client: Client, crab_deck: Deck) -> None:
    response = client.get(reverse("deck-detail", args=[crab_deck.pk]))
    assert response.status_code == 200
    html = response.content.decode()
    assert "Crab &lt;Wall&gt;" in html and "Crab <Wall>" not in html
    sections = [(s.label, s.count) for s in response.context["sections"]]
    assert sections == [("Pre-Game", 1), ("Dynasty", 8), ("Fate", 4)]
    dynasty = response.context["sections"][1]
    assert [(g.label, g.count) for g in dynasty.groups] == [("Personalities", 5), ("Holdings", 3)]
    assert [e.card.title for e in dynasty.groups[0].entries] == ["Hida Testuro", "Kaiu Testaki"]
    assert "Hida Misspeled" in html  # kept, and shown as a line that names no card
    assert "Print view" in html and f"/decks/{crab_deck.pk}/print/" in html
    assert f"/api/decks/{crab_deck.pk}/export/?as=l5d" in html
    # Not the owner: no edit link.
    assert f"/decks/{crab_deck.pk}/edit/" not in html


def test_deck_page_shows_the_validation_report(client: Client, crab_deck: Deck) -> None:
    """Dynasty and Fate decks of at least 40 cards ("Подготовка к игре")."""
    response = client.get(reverse("deck-detail", args=[crab_deck.pk]))
    report = response.context["report"]
    assert not report.valid
    assert {"dynasty_too_small", "fate_too_small", "unknown_card"} <= set(report.codes())
    html = response.content.decode()
    assert "Not legal in Gold" in html
    assert 'data-code="dynasty_too_small"' in html


def test_deck_page_charts_the_statistics(client: Client, crab_deck: Deck) -> None:
    response = client.get(reverse("deck-detail", args=[crab_deck.pk]))
    stats = response.context["stats"]
    assert [(b.label, b.count) for b in stats.dynasty_costs.bars] == [
        ("4", 2),
        ("5", 3),
        ("6", 3),
    ]
    assert stats.pregame.gold_production == 5
    html = response.content.decode()
    assert 'class="deck-stats"' in html
    assert "Holdings&#x27; gold" in html or "Holdings' gold" in html


def test_the_owner_gets_an_edit_link_and_the_builder_loads_the_deck(
    client: Client, crab_deck: Deck
) -> None:
    client.force_login(crab_deck.owner)
    detail = client.get(reverse("deck-detail", args=[crab_deck.pk])).content.decode()
    assert f"/decks/{crab_deck.pk}/edit/" in detail
    response = client.get(reverse("deck-edit", args=[crab_deck.pk]))
    assert response.status_code == 200
    deck = builder_config(response)["deck"]
    assert deck["id"] == crab_deck.pk
    assert deck["name"] == "Crab <Wall>"
    assert sorted(count for _card, count, _section in deck["entries"]) == [1, 1, 2, 3, 3, 3]
    titles = {card["title"] for card in deck["cards"]}
    assert {"Shiro Testu", "Hida Testuro", "Ring of Testing"} <= titles


def test_only_the_owner_may_open_a_deck_in_the_builder(client: Client, crab_deck: Deck) -> None:
    edit = reverse("deck-edit", args=[crab_deck.pk])
    assert client.get(edit).status_code == 302  # to the login page
    other = get_user_model().objects.create_user("doji", password="a long test password")
    client.force_login(other)
    assert client.get(edit).status_code == 404


def test_print_view(client: Client, crab_deck: Deck) -> None:
    response = client.get(reverse("deck-print", args=[crab_deck.pk]))
    assert response.status_code == 200
    html = response.content.decode()
    assert 'class="print-view"' in html
    assert "Hida Testuro" in html and "Ring of Testing" in html
    assert 'class="deck-stats"' in html
    assert "8 Dynasty, 4 Fate" in html


def test_missing_deck_is_404(client: Client) -> None:
    assert client.get(reverse("deck-detail", args=[999])).status_code == 404
    assert client.get(reverse("deck-print", args=[999])).status_code == 404


def test_deck_list_shows_my_decks_and_the_others(client: Client, crab_deck: Deck) -> None:
    other = get_user_model().objects.create_user("doji", password="a long test password")
    Deck.objects.create(name="Crane duelists", owner=other, format="ivory", visibility="public")
    anonymous = client.get(reverse("deck-list"))
    assert list(anonymous.context["my_decks"]) == []
    assert {deck.name for deck in anonymous.context["other_decks"]} == {
        "Crab <Wall>",
        "Crane duelists",
    }
    assert "Log in" in anonymous.content.decode()

    client.force_login(crab_deck.owner)
    response = client.get(reverse("deck-list"))
    mine = list(response.context["my_decks"])
    assert [deck.name for deck in mine] == ["Crab <Wall>"]
    assert mine[0].cards == 13
    assert [deck.name for deck in response.context["other_decks"]] == ["Crane duelists"]
    html = response.content.decode()
    assert "Ivory" in html
    assert reverse("deck-builder") in html
