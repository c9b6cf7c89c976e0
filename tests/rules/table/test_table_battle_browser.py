"""Battles on the playtest table in a real browser (Debian's chromium through Playwright),
with the real cards: the Ivory Crab starter (../shared/decks/l5d) against a goldfish, played
through the page until a Province falls in a battle, on a desktop and on a phone; and three
players hot-seat until a battle is resolved.

«Фаза Атаки»: the attacker declares a defender, units are assigned by clicking them onto
the defender's Provinces, each battlefield shows its armies' Force totals and the
Province's strength, and the resolution destroys the Province when the attacking Force
is greater than the defending Force plus the Province's strength.
"""

import re
from pathlib import Path

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.base_user import AbstractBaseUser
from django.test import Client
from playwright.sync_api import Page, expect
from pytest_django.live_server_helper import LiveServer

from decks.lists import parse_deck_text, read_deck_file
from decks.models import Deck
from decks.resolve import resolve_deck
from rules.models import SavedGame
from tests.conftest import DECKS_L5D

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# Clicks a game may take before the test gives up on reaching its goal.
MAX_CLICKS = 400


def log_in(page: Page, live_server: LiveServer, username: str) -> AbstractBaseUser:
    user = get_user_model().objects.create_user(username, password="a long test password")
    client = Client()
    client.force_login(user)
    page.context.add_cookies(
        [{"name": "sessionid", "value": client.cookies["sessionid"].value, "url": live_server.url}]
    )
    return user


def ivory_deck(clan: str, owner: AbstractBaseUser) -> Deck:
    path = DECKS_L5D / f"Ivory {clan} Starter.l5d"
    if not path.exists():
        pytest.skip(f"the Ivory starter decks are not at {DECKS_L5D}")
    deck = Deck.objects.create(name=f"Ivory {clan} Starter", owner=owner, format="gold")
    deck.replace_contents(resolve_deck(parse_deck_text(read_deck_file(path))))
    return deck


def actions_count(page: Page) -> int:
    return int(page.locator("#table").get_attribute("data-actions"))


def take_one_step(page: Page, played: set[str]) -> None:
    """One decision taken through the page the way a player would: attack whoever may be
    attacked, send every unit by clicking it and then a Province, play one Battle card from
    the hand in each battle, recruit what the Gold pays for, otherwise pass."""
    before = actions_count(page)
    assignable = page.locator(".pt-unit.is-assignable")
    attack = page.locator(".pt-group-attack button")
    battle_card = page.locator(".pt-hand .pt-card-act")
    battle = page.locator(".pt-battle-now").all_inner_texts()
    if attack.count():
        attack.first.click()
    elif assignable.count():
        assignable.first.locator(".pt-unit-stats").click()
        expect(page.locator(".pt-unit.is-selected")).to_have_count(1)
        expect(page.locator(".pt-assign-hint")).to_contain_text("Now click a highlighted Province")
        page.locator(".is-target").first.click()
    elif battle and "battle" in battle[0] and battle_card.count() and battle[0] not in played:
        played.add(battle[0])
        battle_card.first.click()
    elif page.locator(".pt-group-recruit button").count():
        page.locator(".pt-group-recruit button").first.click()
    else:
        page.locator(".pt-rule-actions button").first.click()
    expect(page.locator("#table")).not_to_have_attribute("data-actions", str(before))


def play_until(page: Page, words: str) -> None:
    played: set[str] = set()
    for _ in range(MAX_CLICKS):
        # The page capitalises each note ("Resolution at Province 5: ...").
        if words.lower() in page.locator(".pt-log").inner_text().lower():
            return
        take_one_step(page, played)
    last = page.locator(".pt-log").inner_text()[:600]
    raise AssertionError(f"no {words!r} in the log after {MAX_CLICKS} clicks; it ends:\n{last}")


def check_battle_shown(page: Page, strength: int | None = None) -> None:
    """During a battle: each battlefield's Force totals and the Province's strength."""
    field = page.locator(".pt-field-card.is-current")
    expect(field).to_have_count(1)
    units = field.locator(".is-attacking li").all_inner_texts()
    forces = [int(re.search(r"(\d+)F", unit).group(1)) for unit in units]
    assert forces and int(field.locator("[data-force=attacking]").inner_text()) == sum(forces)
    if strength is not None:
        assert int(field.locator("[data-force=strength]").inner_text()) == strength
    expect(field.locator(".pt-verdict")).to_contain_text("As it stands")


def crab_against_a_goldfish(page: Page, live_server: LiveServer, shot: Path) -> None:
    user = log_in(page, live_server, "kisada")
    deck = ivory_deck("Crab", user)
    page.goto(f"{live_server.url}/playtest/new/?deck={deck.pk}")
    expect(page.locator("#id_name")).to_have_value("kisada")
    page.fill("#id_name", "Hida Kisada")
    page.fill("#id_goldfish_strength", "2")
    page.fill("#id_seed", "11")
    page.get_by_role("button", name="Start the game").click()
    expect(page.locator(".pt-side.is-viewer h2")).to_contain_text("Hida Kisada")

    play_until(page, "attacks Province")
    # Declared and assigned: the battle is on, with its Force totals.
    while not page.locator(".pt-field-card.is-current").count():
        take_one_step(page, set())
    check_battle_shown(page, strength=2)
    page.screenshot(path=str(shot), full_page=True)
    width = page.viewport_size["width"]
    assert page.evaluate("document.documentElement.scrollWidth") <= width

    play_until(page, "falls")
    # The resolution shows at the top of the table as well as in the log.
    expect(page.locator(".pt-last")).to_contain_text("falls")
    log = page.locator(".pt-log").inner_text()
    assert "Hida Kisada attacks Province" in log and "Hida Kisada attacks Goldfish" in log
    assert "Province" in log and "falls" in log
    # Sentences, never the actions' text form.
    assert "assign " not in log and "pay " not in log
    saved = SavedGame.objects.get()
    assert saved.names == ["Hida Kisada"]
    assert any(entry["action"].startswith("assign ") for entry in saved.log)


def test_a_crab_starter_fells_a_goldfish_province(
    page: Page, live_server: LiveServer, card_pool: object, tmp_path: Path
) -> None:
    crab_against_a_goldfish(page, live_server, tmp_path / "battle-desktop.png")


def test_a_crab_starter_fells_a_goldfish_province_on_a_phone(
    phone_page: Page, live_server: LiveServer, card_pool: object, tmp_path: Path
) -> None:
    crab_against_a_goldfish(phone_page, live_server, tmp_path / "battle-phone.png")


def test_three_players_hot_seat_fight_a_battle(
    page: Page, live_server: LiveServer, card_pool: object, tmp_path: Path
) -> None:
    names = ("Dima", "Vova", "Ira")
    user = log_in(page, live_server, "dima")
    decks = [ivory_deck(clan, user) for clan in ("Crab", "Lion", "Crane")]
    page.goto(f"{live_server.url}/playtest/new/")
    page.select_option("#id_deck", str(decks[0].pk))
    page.fill("#id_name", "Dima")
    page.select_option("#id_opponent", str(decks[1].pk))
    page.fill("#id_opponent_name", "Vova")
    page.select_option("#id_opponent_2", str(decks[2].pk))
    page.fill("#id_opponent_2_name", "Ira")
    page.fill("#id_seed", "4")
    page.get_by_role("button", name="Start the game").click()
    expect(page.locator(".pt-side")).to_have_count(3)
    expect(page.locator(".pt-seats a")).to_have_text(["Dima", "Vova", "Ira"])

    play_until(page, "attacks Province")
    while not page.locator(".pt-field-card.is-current").count():
        take_one_step(page, set())
    check_battle_shown(page)
    heading = page.locator(".pt-battle h2").inner_text()
    assert any(f"{a} attacks {b}" in heading for a in names for b in names if a != b), heading
    page.screenshot(path=str(tmp_path / "battle-three.png"), full_page=True)
    play_until(page, "resolution at Province")
    log = page.locator(".pt-log").inner_text()
    assert any(f"{name} attacks Province" in log for name in names)
    saved = SavedGame.objects.get()
    assert saved.names == list(names) and not saved.goldfish
    seats = {entry["seat"] for entry in saved.log}
    assert seats == {0, 1, 2}
