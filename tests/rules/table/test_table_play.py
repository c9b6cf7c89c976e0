"""Playing at the table: what a seat sees, rule actions as buttons, errors with their reason,
undo, the policy helpers, the log («Структура хода», «Фаза Династии»)."""

import html
import re

import pytest
from django.test import Client

from decks.decklist import DeckList
from decks.models import Deck
from l5rdb.catalogue.models import CardType
from rules.models import SavedGame
from tests.factories import make_card
from tests.table_helpers import saved_deck, table_cards

pytestmark = pytest.mark.django_db


@pytest.fixture
def saved(user) -> SavedGame:
    return SavedGame.start(saved_deck(table_cards(), owner=user), owner=user, seed=3)


def page(client: Client, saved: SavedGame, query: str = "") -> str:
    response = client.get(f"/playtest/{saved.pk}/{query}")
    assert response.status_code == 200
    return response.content.decode()


def offered(text: str) -> list[str]:
    return [html.unescape(value) for value in re.findall(r'data-action="([^"]*)"', text)]


def act(client: Client, saved: SavedGame, action: str, **extra: object):
    saved.refresh_from_db()
    data = {"seat": 0, "expected": saved.actions, "action": action, **extra}
    return client.post(f"/playtest/{saved.pk}/act/", data)


def test_the_table_shows_what_the_seat_may_see(player, saved) -> None:
    game = saved.game()
    me = game.players[0]
    text = page(player, saved)
    assert "Turn <b>1</b>" in text and "<b>Action phase</b>" in text
    assert "Your decision" in text
    assert f'data-stat="honor">{me.honor}<' in text and 'data-stat="gold">5<' in text
    assert f'data-stat="hand">{len(me.hand)}<' in text
    assert f'data-stat="fate">{len(me.fate)}<' in text
    assert f'data-stat="dynasty">{len(me.dynasty)}<' in text
    for iid in me.hand:
        assert game.card(iid).defn.title in text
    # Province cards are revealed in the events phase; anything face down stays unnamed.
    for province in me.provinces:
        card = game.card(province.card)
        assert card.face_up and f"Province {province.pid} <span" in text
    assert 'class="tc tc-stronghold"' in text and "Test Keep of the Crab" in text
    assert "Goldfish" in text and "(goldfish)" in text
    assert offered(text) == ["pass"]


def test_a_button_posts_its_action_and_the_log_records_it(player, saved) -> None:
    response = act(player, saved, "pass")
    assert response.status_code == 302 and response["Location"] == f"/playtest/{saved.pk}/"
    saved.refresh_from_db()
    assert [entry["action"] for entry in saved.log] == ["pass"]
    text = page(player, saved)
    assert "<b>Dynasty phase</b>" in text
    recruits = [action for action in offered(text) if action.startswith("recruit ")]
    assert recruits, offered(text)
    assert re.search(r"Recruit (Hida|Kuni) Tester \(Province \d+\)", text)
    assert "Done recruiting: on to the discards" in text

    act(player, saved, recruits[0])
    text = page(player, saved)
    saved.refresh_from_db()
    entry = saved.log[-1]
    assert entry["action"] == recruits[0] and entry["phase"] == "dynasty"
    # The log reads the action in words, never its text form or card ids.
    assert re.search(r'class="pt-log-action">Recruit (Hida|Kuni) Tester \(Province \d+\)', text)
    assert f">{recruits[0]}<" not in text
    assert f">{entry['card']}</a>" in text
    assert 'class="pt-unit' in text or "Test Mine" in text


def test_an_illegal_action_says_why_and_changes_nothing(player, saved) -> None:
    response = act(player, saved, "recruit 1 pay - full")
    text = response.content.decode()
    assert response.status_code == 400
    assert "<b>Not done:</b>" in text
    assert "&#x27;recruit 1 pay - full&#x27; is not possible in the action phase" in text
    assert 'value="recruit 1 pay - full"' in text  # kept in the text field
    response = act(player, saved, "recruit banana")
    assert response.status_code == 400
    assert "cannot read action &#x27;recruit banana&#x27;" in response.content.decode()
    response = act(player, saved, "")
    assert "no action was given" in response.content.decode()
    response = act(player, saved, "manual bow 1 " + "x" * 600)
    assert "an action&#x27;s text is at most 500 characters" in response.content.decode()
    response = act(player, saved, "pass", view="front")
    assert response.status_code == 302 and response["Location"] == f"/playtest/{saved.pk}/"
    saved.refresh_from_db()
    saved.undo()
    response = act(player, saved, "pass", seat=1)
    assert "there is no seat &#x27;1&#x27; for you to act as" in response.content.decode()
    saved.refresh_from_db()
    assert saved.log == []


def test_a_stale_page_cannot_act_twice(player, saved) -> None:
    assert act(player, saved, "pass").status_code == 302
    response = player.post(
        f"/playtest/{saved.pk}/act/", {"seat": 0, "expected": 0, "action": "pass"}
    )
    assert response.status_code == 400
    assert "the game has moved on since that page was shown" in response.content.decode()
    saved.refresh_from_db()
    assert len(saved.log) == 1


def test_undo_takes_back_the_last_action(player, saved) -> None:
    act(player, saved, "pass")
    recruit = next(a for a in offered(page(player, saved)) if a.startswith("recruit "))
    act(player, saved, recruit)
    assert re.search(r"Undo: Recruit (Hida|Kuni) Tester", page(player, saved))
    response = player.post(f"/playtest/{saved.pk}/undo/", {"expected": 2, "seat": 0})
    assert response.status_code == 302
    saved.refresh_from_db()
    assert [entry["action"] for entry in saved.log] == ["pass"]
    assert recruit in offered(page(player, saved))
    player.post(f"/playtest/{saved.pk}/undo/", {"seat": 0})
    response = player.post(f"/playtest/{saved.pk}/undo/", {"seat": 0})
    assert response.status_code == 400 and "there is nothing to undo" in response.content.decode()


def test_the_policy_helpers_through_the_page(player, saved) -> None:
    response = player.post(
        f"/playtest/{saved.pk}/auto/", {"until": "turn", "policy": "random", "seat": 0}
    )
    assert response.status_code == 302
    saved.refresh_from_db()
    assert saved.turn == 2 and saved.actions > 1
    response = player.post(f"/playtest/{saved.pk}/auto/", {"until": "choice", "seat": 0})
    assert response.status_code in (302, 400)
    response = player.post(f"/playtest/{saved.pk}/auto/", {"until": "nowhere", "seat": 0})
    assert response.status_code == 400 and "unknown goal" in response.content.decode()


def test_a_fetch_gets_the_table_alone(player, saved) -> None:
    response = player.post(
        f"/playtest/{saved.pk}/act/",
        {"seat": 0, "expected": 0, "action": "pass"},
        headers={"X-Requested-With": "fetch"},
    )
    text = response.content.decode()
    assert response.status_code == 200
    assert text.lstrip().startswith('<div id="table"') and "<html" not in text
    assert 'data-actions="1"' in text
    response = player.post(
        f"/playtest/{saved.pk}/act/",
        {"seat": 0, "expected": 1, "action": "lobby 1"},
        headers={"X-Requested-With": "fetch"},
    )
    assert response.status_code == 400 and "<b>Not done:</b>" in response.content.decode()


def test_card_names_link_to_their_pages_with_sanitized_text(player, saved) -> None:
    act(player, saved, "pass")
    text = page(player, saved)
    assert '<a class="tc-name" href="/cards/test-keep-of-the-crab/">' in text
    assert 'data-key="hida tester"' in text
    block = text[text.index('<div class="pt-text" data-key="hida tester">') :]
    block = block[: block.index("</div>\n  </div>")]
    assert "<b>Battle:</b> Tester strikes." in block
    assert "<script" not in block and "onerror" not in block and "alert" not in block
    assert "Gold cost 3 · Force 3 · Chi 2 · Honor requirement 0 · Personal Honor 1" in block


def test_a_hot_seat_table_follows_the_decision(player, user) -> None:
    cards = table_cards()
    saved = SavedGame.start(
        saved_deck(cards, "First", user), saved_deck(cards, "Second", user), owner=user, seed=5
    )
    game = saved.game()
    first = game.to_act
    second = 1 - first
    text = page(player, saved)
    names = [p.name for p in game.players]
    assert f"<b>{names[first]}</b> to decide" in text
    hidden = f'Hand <span class="muted">({len(game.players[second].hand)}, hidden)</span>'
    assert hidden in text
    # Looking at the waiting seat: its hand shows, the other's is hidden, no rule buttons.
    text = page(player, saved, f"?seat={second}")
    assert f"Waiting for <b>{names[first]}</b>" in text and offered(text) == []
    assert "Let the policy play" in text
    response = player.post(
        f"/playtest/{saved.pk}/auto/",
        {"until": "seat", "policy": "pass", "seat": second, "view": second},
    )
    assert response["Location"] == f"/playtest/{saved.pk}/?seat={second}"
    assert saved.__class__.objects.get(pk=saved.pk).game().to_act == second


def test_a_finished_game_says_who_won(player, saved) -> None:
    game = saved.game()
    for province in game.players[1].provinces:
        act(player, saved, f"manual destroy-province 1 {province.pid}")
    text = page(player, saved)
    assert "Game over: <b>Table Tester</b> wins." in text
    assert "All of the opponent&#x27;s Provinces are destroyed" in text
    assert offered(text) == [] and "The game is over" in text


def test_the_events_that_happened_are_named(player, user) -> None:
    cards = table_cards()
    omen = make_card("Test Omen", type=CardType.EVENT, formats=["gold"])
    deck = Deck.objects.create(name="Omens", owner=user)
    deck.replace_contents(
        DeckList.from_cards(
            [
                {"card": cards["keep"].id, "count": 1, "section": "pregame"},
                {"card": omen.id, "count": 20, "section": "dynasty"},
                {"card": cards["mine"].id, "count": 20, "section": "dynasty"},
                {"card": cards["katana"].id, "count": 40, "section": "fate"},
            ]
        )
    )
    saved = SavedGame.start(deck, owner=user, seed=1)
    assert saved.game().state.events_occurred == {"Test Omen"}
    text = page(player, saved)
    assert "<span>Events so far: Test Omen</span>" in text
    assert "Event: Test Omen happens (carry out its text by hand)" in text
