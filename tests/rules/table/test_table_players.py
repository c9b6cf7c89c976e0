"""Players at the table («Подготовка к игре»): each seat carries a player's name chosen on
the new-game form or given to the API (the user's name by default), never a deck's; three
players or more hot-seat; and the cards that pay for an action chosen on the page (Costs and
Effects — «Стоимости и эффекты»)."""

import pytest

from rules.models import SavedGame
from tests.table_helpers import saved_deck, table_cards

pytestmark = pytest.mark.django_db


def test_the_form_names_the_players_and_the_user_by_default(player, user) -> None:
    deck = saved_deck(table_cards(), owner=user)
    form = player.get(f"/playtest/new/?deck={deck.pk}").content.decode()
    assert 'name="name" value="player"' in form
    response = player.post(
        "/playtest/new/", {"deck": deck.pk, "name": "  Hida   Kisada ", "seed": 2}
    )
    saved = SavedGame.objects.get()
    assert response.status_code == 302 and saved.names == ["Hida Kisada"]
    table = player.get(f"/playtest/{saved.pk}/").content.decode()
    assert "<h2>Hida Kisada" in table and "<h2>Goldfish" in table
    assert "Table Tester vs a goldfish" in table  # the title names the deck


def test_three_players_hot_seat_from_the_form(player, user) -> None:
    cards = table_cards()
    decks = [saved_deck(cards, name, user) for name in ("Crab", "Lion", "Crane")]
    response = player.post(
        "/playtest/new/",
        {
            "deck": decks[0].pk,
            "name": "Dima",
            "opponent": decks[1].pk,
            "opponent_name": "Vova",
            "opponent_2": decks[2].pk,
            "opponent_2_name": "Ira",
            "seed": 5,
        },
    )
    saved = SavedGame.objects.get()
    assert response.status_code == 302
    assert saved.names == ["Dima", "Vova", "Ira"] and saved.playing_seats() == [0, 1, 2]
    assert saved.title == "Crab vs Lion vs Crane"
    page = player.get(f"/playtest/{saved.pk}/").content.decode()
    assert page.count('<section class="pt-side') == 3
    for name in ("Dima", "Vova", "Ira"):
        assert f">{name}</a>" in page  # the seats to show the table as
    copy = saved.restart(seed=5, owner=user)
    assert copy.names == saved.names and copy.title == saved.title


def test_what_cannot_start_says_why(player, user) -> None:
    cards = table_cards()
    decks = [saved_deck(cards, name, user) for name in ("Crab", "Lion")]
    response = player.post(
        "/playtest/new/",
        {"deck": decks[0].pk, "name": "Ira", "opponent": decks[1].pk, "opponent_name": "Ira"},
    )
    assert response.status_code == 400
    assert "two players are named &#x27;Ira&#x27;" in response.content.decode()
    response = player.post(
        "/playtest/new/", {"deck": decks[0].pk, "name": "Goldfish", "opponent": ""}
    )
    assert "two players are named &#x27;Goldfish&#x27;" in response.content.decode()
    response = player.post("/playtest/new/", {"deck": decks[0].pk, "opponent_2": decks[1].pk})
    assert response.status_code == 400
    assert "choose the first opponent&#x27;s deck before the others&#x27;" in (
        response.content.decode()
    )
    assert not SavedGame.objects.exists()


def test_the_api_starts_three_players_with_their_names(api_player, user) -> None:
    cards = table_cards()
    decks = [saved_deck(cards, name, user) for name in ("Crab", "Lion", "Crane")]
    response = api_player.post(
        "/api/playtest/",
        {
            "deck": decks[0].pk,
            "opponent": decks[1].pk,
            "others": [decks[2].pk],
            "names": ["Dima", "Vova", "Ira"],
            "seed": 4,
        },
        format="json",
    )
    assert response.status_code == 201, response.content
    state = response.json()
    assert [p["name"] for p in state["view"]["players"]] == ["Dima", "Vova", "Ira"]
    assert all(a["label"] and a["action"] != a["label"] for a in state["legal_actions"][1:])
    response = api_player.post(
        "/api/playtest/", {"deck": decks[0].pk, "names": ["x" * 41]}, format="json"
    )
    assert response.status_code == 400


@pytest.fixture
def api_player(user):
    from rest_framework.test import APIClient

    client = APIClient()
    client.force_authenticate(user)
    return client


def test_another_payment_chosen_on_the_page(player, user) -> None:
    saved = SavedGame.start(saved_deck(table_cards(), owner=user), owner=user, seed=3)
    state = saved.game().state
    mine = next(c.iid for c in state.cards.values() if c.defn.title == "Test Mine")
    saved.act(0, f"manual move {mine} to home")
    saved.act(0, "pass")
    game = saved.game()
    keep = game.state.players[0].stronghold
    recruit = next(a for a in game.legal_actions(0, manual=False) if getattr(a, "pay", ()))
    page = player.get(f"/playtest/{saved.pk}/").content.decode()
    assert "Pay with other cards" in page
    assert f'value="{keep}" checked' in page or f'value="{mine}" checked' in page
    data = {"seat": 0, "expected": 2, "action": recruit.text(), "choose_pay": "1"}
    response = player.post(f"/playtest/{saved.pk}/act/", data)
    assert response.status_code == 400
    assert "choose the cards that pay" in response.content.decode()
    both = {**data, "pay": [str(keep), str(mine)]}
    response = player.post(f"/playtest/{saved.pk}/act/", both)
    assert response.status_code == 302
    saved.refresh_from_db()
    assert saved.log[-1]["action"].startswith(f"recruit {recruit.pid} pay {keep},{mine}")
    game = saved.game()
    assert game.card(keep).bowed and game.card(mine).bowed


def test_the_api_shows_the_battle_and_the_log_in_words(api_player, user) -> None:
    saved = SavedGame.start(saved_deck(table_cards(), owner=user), owner=user, seed=3)
    for _ in range(60):
        game = saved.game()
        if game.state.attack is not None and game.state.attack["battle"] is not None:
            break
        texts = [a.text() for a in game.legal_actions(0, manual=False)]
        chosen = next(
            (t for t in texts if t.split()[0] in ("attack", "assign", "recruit")), texts[0]
        )
        saved.act(0, chosen)
    state = api_player.get(f"/api/playtest/{saved.pk}/").json()
    [field] = state["battle"]["battlefields"]
    battle = state["battle"]
    assert (battle["attacker"], battle["defender"]) == ("Table Tester", "Goldfish")
    assert field["current"] and field["attacking_force"] == sum(
        unit["force"] for unit in field["attacking"]
    )
    words = [entry["words"] for entry in state["view"]["log"]]
    assert "Attack Goldfish" in words
    assert any(w.startswith("Send ") and "'s unit to Province" in w for w in words)
    assert not any(w.startswith(("assign ", "attack ", "recruit ")) for w in words)


def test_the_same_deck_twice_without_names_is_told_apart(user) -> None:
    deck = saved_deck(table_cards(), owner=user)
    saved = SavedGame.start(deck, deck, owner=user, seed=1)
    assert saved.names == ["Table Tester", "Table Tester (player 2)"]
    with pytest.raises(ValueError, match="two players are named 'Ann'"):
        SavedGame.start(deck, deck, names=["Ann", " Ann "], owner=user, seed=1)
