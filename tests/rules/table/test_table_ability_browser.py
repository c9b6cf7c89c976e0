"""Card abilities through the playtest table in a real browser: in a battle against the
goldfish, a Battle action played from the hand and a card's ability used from a card in
play, each a button naming its target (Actions — «Акции»; Targeting — «Выбор цели»)."""

import pytest
from playwright.sync_api import Page, expect
from pytest_django.live_server_helper import LiveServer

from decks.decklist import DeckList
from decks.models import Deck
from l5rdb.catalogue.models import CardType
from rules.engine import stats
from rules.models import SavedGame
from tests.factories import make_card
from tests.rules.table.test_table_browser import log_in
from tests.table_helpers import table_cards

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def ability_deck(owner) -> Deck:
    cards = table_cards()
    dojo = make_card(
        "Test Dojo",
        type=CardType.HOLDING,
        formats=["gold"],
        gold_cost=2,
        text="Battle, :bow:: Give your target Personality +2F.",
    )
    rally = make_card(
        "Test Rally",
        type=CardType.STRATEGY,
        formats=["gold"],
        focus=1,
        text="Battle: Give your target Personality +1F.",
    )
    deck = Deck.objects.create(name="Ability Tester", owner=owner, format="gold")
    deck.replace_contents(
        DeckList.from_cards(
            [
                {"card": cards["keep"].id, "count": 1, "section": "pregame"},
                {"card": cards["bushi"].id, "count": 20, "section": "dynasty"},
                {"card": dojo.id, "count": 20, "section": "dynasty"},
                {"card": rally.id, "count": 20, "section": "fate"},
                {"card": cards["katana"].id, "count": 20, "section": "fate"},
            ]
        )
    )
    return deck


def find(saved: SavedGame, title: str, zone: str) -> int:
    state = saved.game().state
    return next(
        c.iid
        for _, c in sorted(state.cards.items())
        if c.defn.title == title and c.zone == zone and c.owner == 0
    )


def test_a_battle_action_from_the_hand_and_an_ability_in_play(
    page: Page, live_server: LiveServer
) -> None:
    user = log_in(page, live_server)
    saved = SavedGame.start(ability_deck(user), owner=user, seed=5)
    bushi = find(saved, "Hida Tester", "dynasty")
    saved.act(0, f"manual move {bushi} to home")
    dojo = find(saved, "Test Dojo", "dynasty")
    saved.act(0, f"manual move {dojo} to home")
    saved.act(0, f"manual straighten {dojo}")
    rally = find(saved, "Test Rally", "fate")
    saved.act(0, f"manual move {rally} to hand")
    saved.act(0, "pass")  # action phase
    game = saved.game()
    while game.state.phase != "attack":
        saved.act(game.to_act, "pass")
        game = saved.game()
    saved.act(0, "attack 1")
    pid = game.state.players[1].provinces[0].pid
    saved.act(0, f"assign {bushi} to {pid}")
    game = saved.game()
    while game.waiting_for != "battle":
        saved.act(game.to_act, "pass")
        game = saved.game()

    page.goto(f"{live_server.url}/playtest/{saved.pk}/")
    played = page.locator(f'button.pt-choice[data-action="play {rally} 0 pay - targets {bushi}"]')
    expect(played).to_contain_text("on Hida Tester")
    played.click()
    expect(page.locator(".pt-log-entry").first).to_contain_text("Hida Tester gets +1F")
    used = page.locator(f'button.pt-choice[data-action^="use {dojo} 0 pay - targets {bushi}"]')
    expect(used).to_contain_text("on Hida Tester")
    used.click()
    expect(page.locator(".pt-log-entry").first).to_contain_text("Hida Tester gets +2F")
    saved.refresh_from_db()
    state = saved.game().state
    assert stats.force(state, state.cards[bushi]) == 6 and state.cards[dojo].bowed
    page.screenshot(path="/tmp/issue9-table-abilities.png", full_page=True)
