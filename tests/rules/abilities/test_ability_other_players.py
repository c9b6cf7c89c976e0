"""What each other player does (`phrasings.other_players`): every player but the acting one.

Celestial Sword of the Scorpion: "After this card enters play, if you are a Scorpion Clan
player: Each other player loses 2 Honor." (a trait answering its own entering play,
«Реакции»: it happens by itself, under its condition).
"""

from dataclasses import replace

from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, deck, item, personality, stronghold

TEXT = (
    "This card is considered Ancestral Sword of the Scorpion for deck construction and "
    "checking the Unique restriction.\nAfter this card enters play, if you are a Scorpion Clan "
    "player: Each other player loses 2 Honor.\nWhile attached to a Scorpion Clan Personality, "
    "this card has +1F/+1C for each Scorpion Clan Personality you control."
)
SWORD = replace(
    item("Celestial Sword of the Scorpion", force=0, chi=1, cost=0, keywords=["Unique", "Weapon"]),
    text_plain=TEXT,
    unique_identity="Ancestral Sword of the Scorpion",
)
BAYUSHI = personality("Bayushi Bushi", cost=2, clans=["Scorpion"], keywords=["Samurai"])


def table(clan: str) -> Table:
    home = stronghold("Home Castle", clans=[clan], honor=5, gold=6)
    return Table(
        deck("First", home, dynasty=[BAYUSHI], fate=[SWORD]),
        deck("Second", stronghold(honor=6), dynasty=[BAYUSHI]),
    )


def equip(t: Table) -> None:
    bushi = t.in_play("Bayushi Bushi")
    sword = t.to_hand("Celestial Sword of the Scorpion")
    t.pass_until("action", seat=0)
    [attach] = [a for a in t.legal(0) if a.startswith(f"attach {sword.iid} to {bushi.iid} ")]
    t.act(0, attach)
    assert sword.in_play


def test_a_scorpion_player_makes_each_other_player_lose_two_honor() -> None:
    assert automation(SWORD).status == FULL
    t = table("Scorpion")
    mine, theirs = t.state.players[0].honor, t.state.players[1].honor
    equip(t)
    assert t.state.players[1].honor == theirs - 2
    assert t.state.players[0].honor == mine


def test_another_clans_player_makes_no_one_lose_honor() -> None:
    t = table("Crab")
    theirs = t.state.players[1].honor
    equip(t)
    assert t.state.players[1].honor == theirs
