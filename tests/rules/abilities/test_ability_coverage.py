"""Every card's automation status (full, partial, manual, with the reason): stored on the
catalogue, shown on the card page and in the API, found by `is:automated` / `is:partial` /
`is:manual`, and counted by `manage.py ability_coverage`."""

import json
from io import StringIO

import pytest
from django.core.management import CommandError, call_command
from django.urls import reverse

from l5rdb.catalogue.models import Card, CardType
from l5rdb.catalogue.search import search_cards
from rules.automation import refresh
from tests.factories import make_card

pytestmark = pytest.mark.django_db


def catalogue() -> dict[str, Card]:
    cards = {
        # A plain Personality: nothing to carry out.
        "plain": make_card("Plain Bushi", force=3, chi=2, formats=["gold"]),
        # "Battle: Bow a target enemy Follower." is read whole.
        "auto": make_card(
            "Bowman",
            text="Battle: Bow a target enemy Follower.",
            force=2,
            chi=2,
            formats=["gold"],
        ),
        # One action read, one not: partly automated.
        "partial": make_card(
            "Odd Holding",
            type=CardType.HOLDING,
            text=":bow:: Produce 2 Gold.<br>Limited: Look at a target player's hand.",
            gold_production=2,
            formats=["gold", "jade"],
        ),
        "manual": make_card(
            "Strange Scroll",
            type=CardType.STRATEGY,
            text="Open: Name a card. Its abilities may not be used this turn.",
            formats=["jade"],
        ),
    }
    refresh()
    for card in cards.values():
        card.refresh_from_db()
    return cards


def test_each_card_is_judged_with_a_reason() -> None:
    cards = catalogue()
    assert [cards[k].automation for k in ("plain", "auto", "partial", "manual")] == [
        "full",
        "full",
        "partial",
        "manual",
    ]
    assert cards["plain"].automation_reason == "no ability text"
    assert "Look at a target player's hand" in cards["partial"].automation_reason
    assert "(Costs and Effects)" in cards["manual"].automation_reason


def test_search_finds_cards_by_automation() -> None:
    catalogue()

    def titles(query: str) -> set[str]:
        return {card.title for card in search_cards(query).cards}

    assert titles("is:automated") == {"Plain Bushi", "Bowman"}
    assert titles("is:partial") == {"Odd Holding"}
    assert titles("is:manual") == {"Strange Scroll"}
    assert titles("-is:manual f:gold") == {"Plain Bushi", "Bowman", "Odd Holding"}


def test_the_card_page_and_the_api_show_it(client) -> None:
    cards = catalogue()
    page = client.get(cards["manual"].get_absolute_url()).content.decode()
    assert "Playtest table:</strong> Manual" in page
    assert "Name a card." in page
    data = client.get(reverse("api-card-detail", args=[cards["partial"].pk])).json()
    assert data["automation"] == "partial"
    assert "Look at a target player" in data["automation_reason"]


def test_ability_coverage_counts_by_format_and_type() -> None:
    catalogue()
    out = StringIO()
    call_command("ability_coverage", "--json", stdout=out)
    data = json.loads(out.getvalue())
    assert {k: data[k] for k in ("cards", "full", "partial", "manual")} == {
        "cards": 4,
        "full": 2,
        "partial": 1,
        "manual": 1,
    }
    assert data["by_type"]["Holding"] == {"cards": 1, "full": 0, "partial": 1, "manual": 0}
    assert data["most_common_manual"][0]["cards"] == 1
    # The first sentence no phrasing reads, not the whole line (nor the header).
    unread = {item["sentence"]: item["lines"] for item in data["most_common_unread"]}
    assert unread == {"Name a card": 1, "Look at a target player's hand": 1}
    out = StringIO()
    call_command("ability_coverage", "--format", "Four Winds (Gold)", "--json", stdout=out)
    gold = json.loads(out.getvalue())
    assert (gold["cards"], gold["full"], gold["partial"], gold["manual"]) == (3, 2, 1, 0)
    out = StringIO()
    call_command("ability_coverage", "--format", "jade", stdout=out)
    text = out.getvalue()
    assert "Most common texts still manual" in text and "Open: Name a card." in text
    assert "stops reading them" in text and "      1  Name a card\n" in text
    with pytest.raises(CommandError, match="Unknown format 'nowhere'"):
        call_command("ability_coverage", "--format", "nowhere")


def test_the_unread_sentence_of_an_action_a_trigger_and_a_trait() -> None:
    from rules.engine.unread import first_unread
    from tests.rules_cards import personality

    bushi = personality("Reader Bushi", force=2, chi=2)
    # The action's first sentence is read ("Bow ..."): the second stops it.
    action = "Battle: Bow a target enemy Follower. Name a card."
    assert first_unread(bushi, action) == "Name a card"
    # A Reaction whose moment is read: the stop is in its effect.
    reaction = "Reaction: After this Personality is destroyed, name a card."
    assert first_unread(bushi, reaction) == "Name a card"
    # A trait: its first sentence the engine does not apply.
    trait = "This Personality has +1F. Other players may not play Spells."
    assert first_unread(bushi, trait) == "Other players may not play Spells"
