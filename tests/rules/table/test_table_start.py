"""Starting a playtest: from the list page or a deck's page, a goldfish or a second deck,
a seed chosen or random («Подготовка к игре»), and clear errors for what cannot start."""

import re

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

from decks.models import Deck
from rules.models import SavedGame
from tests.table_helpers import saved_deck, table_cards

pytestmark = pytest.mark.django_db


def test_the_deck_page_links_to_a_new_game_with_that_deck(player, user) -> None:
    deck = saved_deck(table_cards(), owner=user)
    page = player.get(f"/decks/{deck.pk}/").content.decode()
    assert f'href="/playtest/new/?deck={deck.pk}">Playtest</a>' in page
    form = player.get(f"/playtest/new/?deck={deck.pk}").content.decode()
    assert re.search(rf'<option value="{deck.pk}" selected>Table Tester</option>', form)
    assert "A goldfish (no cards)" in form


def test_a_goldfish_game_starts_with_the_seed_and_strength_given(player, user) -> None:
    deck = saved_deck(table_cards(), owner=user)
    response = player.post(
        "/playtest/new/", {"deck": deck.pk, "opponent": "", "goldfish_strength": 4, "seed": 31}
    )
    saved = SavedGame.objects.get()
    assert response.status_code == 302 and response["Location"] == f"/playtest/{saved.pk}/"
    assert (saved.owner, saved.visitor, saved.seed, saved.goldfish) == (user, "", 31, True)
    assert saved.goldfish_strength == 4 and saved.deck == deck
    table = player.get(response["Location"]).content.decode()
    assert "Table Tester vs a goldfish (Provinces of 4)" in table
    assert '<code class="pt-seed">31</code>' in table
    assert table.count("· strength 4</span>") == 4


def test_a_hot_seat_game_against_another_deck_with_a_random_seed(player, user) -> None:
    cards = table_cards()
    mine, theirs = saved_deck(cards, "Mine", user), saved_deck(cards, "Theirs")
    response = player.post(
        "/playtest/new/", {"deck": mine.pk, "opponent": theirs.pk, "goldfish_strength": ""}
    )
    saved = SavedGame.objects.get()
    assert response.status_code == 302
    assert not saved.goldfish and saved.opponent_deck == theirs
    assert 0 <= saved.seed < 2**31
    page = player.get(f"/playtest/{saved.pk}/").content.decode()
    assert "Mine vs Theirs" in page and "Showing the table as" in page


def test_the_list_page_shows_your_games_and_the_form(player, user) -> None:
    deck = saved_deck(table_cards(), owner=user)
    SavedGame.start(deck, owner=user, seed=3)
    other = get_user_model().objects.create_user("other", password="another long password")
    SavedGame.start(saved_deck(table_cards(), "Not mine", other), owner=other, seed=3)
    page = player.get("/playtest/").content.decode()
    assert "Table Tester vs a goldfish (Provinces of 6)" in page
    assert "Not mine vs" not in page
    assert "turn 1, Action phase · 0 actions · seed 3" in page and 'name="deck"' in page
    assert '<optgroup label="Your decks">' in page


def test_what_cannot_start_says_why_and_keeps_the_choices(player, user) -> None:
    cards = table_cards()
    deck = saved_deck(cards, owner=user)
    broken = Deck.objects.create(name="No keep", owner=user)
    from decks.decklist import DeckList

    broken.replace_contents(
        DeckList.from_cards([{"card": cards["bushi"].id, "count": 3, "section": "dynasty"}])
    )
    response = player.post("/playtest/new/", {"deck": broken.pk, "goldfish_strength": 6})
    assert response.status_code == 400
    assert "No keep needs exactly one Stronghold, not 0" in response.content.decode()

    response = player.post("/playtest/new/", {"deck": deck.pk, "seed": "-3"})
    page = response.content.decode()
    assert response.status_code == 400 and "greater than or equal to 0" in page
    assert re.search(rf'<option value="{deck.pk}" selected>', page)

    response = player.post("/playtest/new/", {"deck": 999999})
    assert "There is no saved deck with that id." in response.content.decode()
    response = player.post("/playtest/new/", {"deck": deck.pk, "goldfish_strength": 500})
    assert response.status_code == 400 and "less than or equal to 99" in response.content.decode()
    assert SavedGame.objects.count() == 0


def test_a_visitor_starts_a_game_kept_with_his_session(client) -> None:
    deck = saved_deck(table_cards())
    response = client.post("/playtest/new/", {"deck": deck.pk, "seed": 8})
    saved = SavedGame.objects.get()
    assert response.status_code == 302
    assert saved.owner is None and saved.visitor
    assert client.session["playtest_visitor"] == saved.visitor
    assert "Table Tester vs a goldfish" in client.get("/playtest/").content.decode()
    assert "Table Tester vs a goldfish" not in Client().get("/playtest/").content.decode()
