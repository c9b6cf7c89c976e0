"""Honor as an attachment is Equipped (Costs and Effects — «Стоимость и эффекты»: «Если
потеря или получение чести, являются частью акции, то они происходят только тогда, когда Вы
осуществляете акцию, в противном случае – когда карта входит в игру»), on the Ivory
Edition's printings: "After you Equip this Item, another player loses 2 Honor." beside the
Item's restriction, and "After you Equip this Spell, if this Shugenja is :air:, a target
player gains or loses 1 Honor."."""

import pytest

from rules.engine import IllegalAction
from rules.engine.coverage import FULL, automation
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, personality, stronghold

SCORPION = personality(
    "Bayushi Guard", honor=2, clans=("Scorpion",), keywords=("Scorpion Clan", "Samurai")
)
CRAB = personality("Hida Guard", honor=2, clans=("Crab",), keywords=("Crab Clan", "Samurai"))
AIR = personality("Air Adept", force=1, chi=3, keywords=("Shugenja", "Air"))
EARTH = personality("Earth Adept", force=1, chi=3, keywords=("Shugenja", "Earth"))
RICH = stronghold(honor=5, gold=12)


def _table(fate, dynasty) -> Table:
    return Table(
        deck("First", RICH, dynasty=dynasty, fate=fate),
        deck("Second", stronghold(honor=2), dynasty=[CRAB]),
    )


def _attach(t: Table, card, host) -> str:
    found = [a for a in t.legal(0) if a.startswith(f"attach {card.iid} to {host.iid} ")]
    assert found, t.legal(0)
    return found[0]


def test_ancestral_armor_of_the_scorpion_clan_costs_another_player_honor() -> None:
    armor = real_card("Ancestral Armor of the Scorpion Clan • Experienced")
    assert automation(armor).status == FULL
    t = _table([armor], [SCORPION, CRAB])
    scorpion = t.in_play("Bayushi Guard")
    crab = t.in_play("Hida Guard")
    card = t.to_hand(armor.title)
    t.pass_until("action", seat=0)
    # «Can only attach to a Scorpion Clan Personality», though printed on the same line.
    assert not [a for a in t.legal(0) if a.startswith(f"attach {card.iid} to {crab.iid} ")]
    with pytest.raises(IllegalAction):
        t.act(0, f"attach {card.iid} to {crab.iid} pay -")
    mine, theirs = t.state.players[0].honor, t.state.players[1].honor
    t.act(0, _attach(t, card, scorpion))
    while t.game.to_act == 0 and t.state.players[1].honor == theirs and t.legal(0) != ["pass"]:
        offered = [a for a in t.legal(0) if a != "pass"]
        t.act(0, offered[0])
    assert t.state.players[1].honor == theirs - 2
    assert t.state.players[0].honor == mine


def test_words_of_consecration_on_an_air_shugenja() -> None:
    words = real_card("Words of Consecration")
    assert automation(words).status == FULL  # its Open action: `rules.engine.next_time`
    t = _table([words], [AIR])
    adept = t.in_play("Air Adept")
    card = t.to_hand("Words of Consecration")
    t.pass_until("action", seat=0)
    theirs = t.state.players[1].honor
    t.act(0, _attach(t, card, adept))
    # The target player is chosen as the trait happens (either player's Stronghold names him).
    home = t.state.players[1].stronghold
    assert sorted(t.legal(0)) == sorted(
        f"use {card.iid} 1 pay - targets {p.stronghold}" for p in t.state.players
    )
    t.act(0, f"use {card.iid} 1 pay - targets {home}")
    labels = t.game.view(0)
    assert t.state.players[1].honor == theirs
    options = [a for a in t.legal(0) if a != "pass"]
    assert len(options) == 2, (options, labels)
    t.act(0, options[1])
    assert t.state.players[1].honor == theirs - 1


def test_words_of_consecration_on_another_shugenja_does_nothing() -> None:
    words = real_card("Words of Consecration")
    t = _table([words], [EARTH])
    adept = t.in_play("Earth Adept")
    card = t.to_hand("Words of Consecration")
    t.pass_until("action", seat=0)
    honors = [p.honor for p in t.state.players]
    t.act(0, _attach(t, card, adept))
    for _ in range(6):
        if t.state.active != 0 or t.game.to_act != 0 or t.legal(0) == ["pass"]:
            break
        t.act(0, next(a for a in t.legal(0) if a != "pass"))
    assert [p.honor for p in t.state.players] == honors
