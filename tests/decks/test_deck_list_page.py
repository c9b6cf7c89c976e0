"""The deck list page: each deck's format, a legal/not legal badge from `validate_deck`
("Подготовка к игре"), its card count and when it was last updated, the latest first; a
fixed number of queries however many decks and cards there are."""

import datetime
import re
from collections.abc import Callable
from contextlib import AbstractContextManager

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.base_user import AbstractBaseUser
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from decks.models import Deck, DeckEntry, UnresolvedLine
from tests.deck_helpers import SampleDeck, legal_deck

pytestmark = pytest.mark.django_db


@pytest.fixture
def sample() -> SampleDeck:
    return legal_deck(formats=["gold"])


@pytest.fixture
def player() -> AbstractBaseUser:
    return get_user_model().objects.create_user("hida", password="a long test password")


def save_deck(
    sample: SampleDeck,
    name: str,
    owner: AbstractBaseUser | None,
    drop: int = 0,
    play_format: str = "gold",
    unknown: int = 0,
) -> Deck:
    """The sample deck saved, less its first `drop` lines, with `unknown` unresolved lines."""
    deck = Deck.objects.create(name=name, owner=owner, format=play_format, visibility="public")
    DeckEntry.objects.bulk_create(
        DeckEntry(deck=deck, card=card, count=count, section=section, position=position)
        for position, (card, count, section) in enumerate(sample.lines()[drop:])
    )
    UnresolvedLine.objects.bulk_create(
        UnresolvedLine(deck=deck, name=f"Nobody {number}", count=1, section="fate")
        for number in range(unknown)
    )
    return deck


def touch(deck: Deck, days_ago: int) -> None:
    Deck.objects.filter(pk=deck.pk).update(
        updated=timezone.now() - datetime.timedelta(days=days_ago)
    )


def rows(html: str) -> list[str]:
    body = html[html.index("<tbody>") : html.index("</tbody>")]
    return re.findall(r"<tr>(.*?)</tr>", body, re.S)


def test_each_deck_shows_format_badge_cards_and_date(
    client: Client, sample: SampleDeck, player: AbstractBaseUser
) -> None:
    legal = save_deck(sample, "Legal crab", player)
    no_keep = save_deck(sample, "No stronghold", player, drop=1)
    ivory = save_deck(sample, "Wrong format", player, play_format="ivory")
    touch(legal, 3)
    touch(no_keep, 1)
    touch(ivory, 2)
    client.force_login(player)
    response = client.get(reverse("deck-list"))
    mine = response.context["my_decks"]
    # Last updated first.
    assert [deck.name for deck in mine] == ["No stronghold", "Wrong format", "Legal crab"]
    assert [deck.report.valid for deck in mine] == [False, False, True]
    assert "missing_stronghold" in mine[0].report.codes()
    assert set(mine[1].report.codes()) == {"not_legal_in_format"}
    assert [deck.cards for deck in mine] == [84, 85, 85]

    first, second, third = rows(response.content.decode())
    assert "No stronghold" in first and "Gold" in first
    assert re.search(r'class="badge deck-invalid" title="1 problem in Gold">Not legal<', first)
    assert "Ivory" in second and "deck-invalid" in second
    assert re.search(r'class="badge deck-valid" title="Legal in Gold">Legal<', third)
    updated = timezone.localtime(legal.__class__.objects.get(pk=legal.pk).updated)
    assert f'<time datetime="{updated.isoformat()}">{updated:%-d %b %Y}</time>' in third
    assert ">84<" in first


def test_unresolved_lines_make_a_deck_not_legal(
    client: Client, sample: SampleDeck, player: AbstractBaseUser
) -> None:
    save_deck(sample, "With a typo", player, unknown=1)
    client.force_login(player)
    (deck,) = client.get(reverse("deck-list")).context["my_decks"]
    assert deck.report.codes() == ["unknown_card"]
    # The card count is the cards the deck holds; the line naming no card is not one.
    assert deck.cards == 85


def test_other_players_decks_show_the_same_and_their_owner(
    client: Client, sample: SampleDeck, player: AbstractBaseUser
) -> None:
    other = get_user_model().objects.create_user("doji", password="a long test password")
    older = save_deck(sample, "Older", other)
    save_deck(sample, "Site deck", None, drop=1)
    touch(older, 5)
    response = client.get(reverse("deck-list"))
    others = response.context["other_decks"]
    assert [(d.name, d.report.valid) for d in others] == [("Site deck", False), ("Older", True)]
    site_row, older_row = rows(response.content.decode())
    assert "site" in site_row and "doji" in older_row
    assert "deck-valid" in older_row and "deck-invalid" in site_row


def test_the_list_runs_a_fixed_number_of_queries(
    client: Client,
    sample: SampleDeck,
    player: AbstractBaseUser,
    django_assert_max_num_queries: Callable[[int], AbstractContextManager],
) -> None:
    other = get_user_model().objects.create_user("doji", password="a long test password")
    for number in range(12):
        save_deck(sample, f"Mine {number}", player, drop=number % 3, unknown=number % 2)
        save_deck(sample, f"Theirs {number}", other, unknown=1)
    client.force_login(player)
    client.get(reverse("deck-list"))  # the card index is loaded once for the process
    # Session, user, the card index's fingerprint, then decks, entries and unresolved lines
    # for each of the two lists: 29 entries and up to one unresolved line in each of 24 decks;
    # the starter decks (none here), and the clans the search form offers.
    with django_assert_max_num_queries(11):
        response = client.get(reverse("deck-list"))
    assert len(response.context["my_decks"]) == 12
    assert len(response.context["other_decks"]) == 12
    assert sum(deck.report.valid for deck in response.context["my_decks"]) == 2


def test_a_visitor_gets_the_same_columns_without_my_decks(
    client: Client, sample: SampleDeck, player: AbstractBaseUser
) -> None:
    save_deck(sample, "Shared", player)
    response = client.get(reverse("deck-list"))
    assert response.context["my_decks"] == []
    html = response.content.decode()
    for heading in ("Deck", "Format", "Status", "Cards", "By", "Updated"):
        assert f'<th scope="col">{heading}</th>' in html or f'class="num">{heading}<' in html
    assert "deck-valid" in html
