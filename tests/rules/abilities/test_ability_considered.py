"""«Уникальность» (Uniqueness): a card "considered X for deck construction and checking the
Unique restriction" is X for the Unique restriction; the sentence is read only when the
card's identity is the name it gives."""

from dataclasses import replace

import pytest

from rules.engine import IllegalAction
from rules.engine.actions import Attach
from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, deck, item, personality, stronghold

CRAB_TEXT = (
    "This card is considered Ancestral Sword of Crab Clan for deck construction and checking "
    "the Unique restriction.\nAfter this card enters play, if you are a Crab Clan player: "
    "Gain 2 Honor.\nWhile attached to a Crab Clan Personality, this card has +1F/+1C for each "
    "Crab Clan Personality you control."
)
ANCESTRAL = item("Ancestral Sword of Crab Clan", force=3, chi=3, cost=0, keywords=["Unique"])
CELESTIAL = replace(
    item("Celestial Sword of the Crab", force=0, chi=1, cost=0, keywords=["Unique", "Weapon"]),
    text_plain=CRAB_TEXT,
    unique_identity="Ancestral Sword of Crab Clan",
)
BUSHI = personality("Hida Bushi", cost=2, clans=["Crab"], keywords=["Samurai"])


def test_celestial_sword_is_read_whole() -> None:
    assert automation(CELESTIAL).status == FULL


def test_a_name_the_card_is_not_stays_manual() -> None:
    """Without the identity the import gives, the engine would not enforce the sentence."""
    plain = replace(CELESTIAL, unique_identity="")
    assert automation(plain).status != FULL


def test_celestial_sword_is_the_ancestral_sword_for_uniqueness() -> None:
    """«Ввод карт в игру»: a Unique card cannot enter play while a card counted as the same
    name is in play, even another player's."""
    crab = stronghold("Crab Castle", clans=["Crab"], honor=5, gold=6)
    dynasty, fate = [BUSHI, BUSHI], [CELESTIAL, ANCESTRAL]
    t = Table(deck("First", crab, dynasty, fate), deck("Second", crab, dynasty, fate))
    bushi = t.in_play("Hida Bushi")
    t.in_play("Ancestral Sword of Crab Clan", 1)
    sword = t.to_hand("Celestial Sword of the Crab")
    with pytest.raises(IllegalAction, match="Ancestral Sword of Crab Clan is already in play"):
        t.act(0, Attach(sword.iid, bushi.iid, ()))
