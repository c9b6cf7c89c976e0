"""Manual operations at the table: for card text the engine does not run, built from a form,
typed as text, or one button per card; nothing hidden is named («Подразумевающиеся
надписи» are the engine's; everything else is the players')."""

import html
import re

import pytest
from django.test import Client

from rules.engine.state import FATE_DECK, HOME, PROVINCE
from rules.models import SavedGame
from tests.table_helpers import saved_deck, table_cards

pytestmark = pytest.mark.django_db

# A manual operation's value naming a card (not a seat).
CARD_OPS = (
    r'value="manual (?:bow|straighten|move|destroy|discard|token|untoken|bonus|set|reveal'
    r'|dishonor|rehonor) (\d+)[ "]'
)


@pytest.fixture
def recruited(user) -> SavedGame:
    """A goldfish game in its first dynasty phase, after recruiting one Personality (its
    Province is refilled face down)."""
    saved = SavedGame.start(saved_deck(table_cards(), owner=user), owner=user, seed=3)
    saved.act(0, "pass")
    game = saved.game()
    recruit = next(
        action
        for action in game.legal_actions(0, manual=False)
        if action.text().startswith("recruit ")
        and game.card(game.players[0].province(action.pid).card).defn.type == "Personality"
    )
    saved.act(0, recruit)
    return saved


def post(client: Client, saved: SavedGame, **data: object):
    saved.refresh_from_db()
    return client.post(f"/playtest/{saved.pk}/act/", {"seat": 0, "expected": saved.actions, **data})


def current(saved: SavedGame):
    return SavedGame.objects.get(pk=saved.pk).game()


def personality(saved: SavedGame) -> int:
    game = saved.game()
    return next(iid for iid in game.players[0].home if game.card(iid).zone == HOME)


def test_the_builder_puts_a_token_on_a_personality(player, recruited) -> None:
    iid = personality(recruited)
    before = recruited.game().view(0)["players"][0]["home"][0]["force"]
    response = post(player, recruited, op="token", card=iid, force="2", chi="", to="hand")
    assert response.status_code == 302
    recruited.refresh_from_db()
    assert recruited.log[-1]["action"] == f"manual token {iid} +2F"
    assert recruited.game().view(0)["players"][0]["home"][0]["force"] == before + 2
    text = player.get(f"/playtest/{recruited.pk}/").content.decode()
    assert '<span class="tc-token" title="token">+2F</span>' in text
    assert f"{before + 2}F</span>" in text


def test_the_builder_names_what_is_missing(player, recruited) -> None:
    iid = personality(recruited)
    cases = {
        "bow needs a card": {"op": "bow"},
        "give a Force or Chi amount other than 0": {"op": "token", "card": iid},
        "the amount must be a whole number, not &#x27;lots&#x27;": {
            "op": "honor",
            "player": 0,
            "amount": "lots",
        },
        "choose a manual operation": {"op": "juggle"},
    }
    for message, data in cases.items():
        response = post(player, recruited, **data)
        assert response.status_code == 400, message
        text = response.content.decode()
        assert message in text, text[text.find("pt-error") :][:300]
        assert '<details class="pt-manual" open>' in text
    assert len(SavedGame.objects.get(pk=recruited.pk).log) == 2


def test_typed_text_and_per_card_buttons(player, recruited) -> None:
    honor = recruited.game().players[0].honor
    assert post(player, recruited, action="manual honor 0 +2").status_code == 302
    assert current(recruited).players[0].honor == honor + 2

    iid = personality(recruited)
    text = player.get(f"/playtest/{recruited.pk}/").content.decode()
    ops = text[text.index(f'<details class="pt-card-ops" data-iid="{iid}">') :]
    ops = ops[: ops.index("</details>")]
    assert f'value="manual bow {iid}" class="secondary">Bow</button>' in ops
    assert f'value="manual destroy {iid}" class="secondary">Destroy</button>' in ops
    assert f'data-iid="{iid}"' in text.split('class="pt-board"')[1]  # the chip opens them
    post(player, recruited, action=f"manual bow {iid}")
    assert current(recruited).card(iid).bowed


def test_a_face_down_card_is_turned_up_by_its_province(player, recruited) -> None:
    game = recruited.game()
    province = next(p for p in game.players[0].provinces if not game.card(p.card).face_up)
    hidden = game.card(province.card)
    text = player.get(f"/playtest/{recruited.pk}/").content.decode()
    assert f'name="reveal" value="{province.pid}"' in text
    assert f">Turn up Province {province.pid}</button>" in text
    assert f"manual reveal {hidden.iid}" not in text
    assert f'<option value="{hidden.iid}"' not in text

    assert post(player, recruited, reveal=province.pid).status_code == 302
    card = current(recruited).card(hidden.iid)
    assert card.zone == PROVINCE and card.face_up
    response = post(player, recruited, reveal=province.pid)
    assert f"Province {province.pid} has no face-down card" in response.content.decode()
    response = post(player, recruited, reveal="north")
    assert "there is no Province &#x27;north&#x27;" in response.content.decode()


def test_a_deck_is_searched_by_card_name_and_shuffled(player, recruited) -> None:
    game = recruited.game()
    fate = list(game.players[0].fate)
    text = player.get(f"/playtest/{recruited.pk}/").content.decode()
    options = re.findall(r'<option value="([^"]+)">Test (?:Katana|Plan)</option>', text)
    assert options == ["test katana", "test plan"]  # one per name, by name
    for iid in fate:
        assert f"manual search 0 fate {iid} " not in text

    hand = len(game.players[0].hand)
    response = post(player, recruited, search_deck="fate", search_key="test plan", search_to="hand")
    assert response.status_code == 302
    after = current(recruited)
    assert len(after.players[0].hand) == hand + 1 and len(after.players[0].fate) == len(fate) - 1
    entry = after.log[-1]
    assert entry.action.text().startswith("manual search 0 fate ") and entry.card == "Test Plan"
    assert all(after.card(iid).zone == FATE_DECK for iid in after.players[0].fate)
    response = post(player, recruited, search_deck="fate", search_key="nothing", search_to="hand")
    text = html.unescape(response.content.decode())
    assert "there is no 'nothing' left in Table Tester's fate deck" in text


def test_the_other_seats_hidden_cards_are_not_offered(player, user) -> None:
    cards = table_cards()
    saved = SavedGame.start(
        saved_deck(cards, "One", user), saved_deck(cards, "Two", user), owner=user, seed=5
    )
    game = saved.game()
    for seat in (0, 1):
        text = player.get(f"/playtest/{saved.pk}/?seat={seat}").content.decode()
        mine, theirs = game.players[seat], game.players[1 - seat]
        for iid in mine.hand:
            assert f'<option value="{iid}">Test ' in text
        card_select = text[text.index('<select name="card">') :]
        card_select = card_select[: card_select.index("</select>")]
        named = {
            int(iid)
            for iid in re.findall(CARD_OPS, text)
            + re.findall(r'<option value="(\d+)">', card_select)
        }
        assert named
        assert not named & set(theirs.hand + theirs.fate + theirs.dynasty)
        assert not named & set(mine.fate + mine.dynasty)
