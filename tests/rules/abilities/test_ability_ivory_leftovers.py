"""Ivory starter cards' leftover lines: a Stronghold's recruiting restriction («Династическая
фаза» (Dynasty Phase): recruiting a card from a Province; «Ввод карт в игру» (Bringing Cards
into Play))."""

import pytest

from rules.engine import IllegalAction
from rules.engine.actions import Recruit
from rules.engine.coverage import FULL, assess
from rules.engine.traits import traits
from tests.rules_cards import Table, card, deck, personality, stronghold

MONASTERY_LINE = "You cannot Recruit Monks with another Clan Alignment."


def _monastery() -> object:
    return card(
        "Remote Monastery",
        "Stronghold",
        clans=["Dragon"],
        keywords=["Temple"],
        province_strength=6,
        gold_production=4,
        starting_honor=5,
        text_plain=MONASTERY_LINE,
    )


def test_remote_monastery_refuses_monks_of_another_clan() -> None:
    """The Remote Monastery of the Dragon: "You cannot Recruit Monks with another Clan
    Alignment." A Crane Monk is neither offered nor recruitable; a Dragon Monk, a Monk with
    no Clan Alignment and a Crane Samurai are recruited as usual."""
    home = _monastery()
    assert traits(home).own_clan_recruits == "Monk"
    assert assess(home).status == FULL
    crane_monk = personality("Crane Monk", cost=2, clans=["Crane"], keywords=["Monk"])
    dragon_monk = personality("Dragon Monk", cost=2, clans=["Dragon"], keywords=["Monk"])
    lone_monk = personality("Lone Monk", cost=2, clans=[], keywords=["Monk"])
    crane_samurai = personality("Crane Samurai", cost=2, clans=["Crane"], keywords=["Samurai"])
    t = Table(
        deck("First", home, dynasty=[crane_monk, dragon_monk, lone_monk, crane_samurai]),
        deck("Second", stronghold(honor=2)),
    )
    t.to_province("Crane Monk", 0, 0)
    t.to_province("Dragon Monk", 0, 1)
    t.to_province("Lone Monk", 0, 2)
    t.to_province("Crane Samurai", 0, 3)
    t.pass_until("dynasty", seat=0)
    castle = t.state.players[0].stronghold
    refused, dragon, lone, samurai = (t.province(0, i).pid for i in range(4))
    legal = t.legal(0)
    assert any(a.startswith(f"recruit {samurai} ") for a in legal)
    assert not any(a.startswith(f"recruit {refused} ") for a in legal)
    assert any(a.startswith(f"recruit {dragon} ") for a in legal)
    assert any(a.startswith(f"recruit {lone} ") for a in legal)
    with pytest.raises(IllegalAction, match="cannot Recruit Monks with another Clan"):
        t.act(0, Recruit(refused, (castle,), "full"))
    t.act(0, Recruit(dragon, (castle,), "full"))
    assert t.find("Dragon Monk", 0, "home")
