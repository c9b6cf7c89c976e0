"""Recruiting in the dynasty phase: Honor requirements, the own-faction discount or Honor,
Holdings and Fortifications, refills and the phase's closing discards."""

import pytest

from rules.engine import CardDef, IllegalAction
from rules.engine.actions import DiscardFromProvince, ManualHonor, Pass, Recruit
from tests.rules_cards import Table, deck, holding, personality, region, stronghold

PROUD = personality("Proud Samurai", cost=4, honor=3, requirement=6)
RONIN = personality("Wandering Ronin", cost=3, honor=None, requirement=None, clans=[])
CRAB = personality("Hida Warrior", cost=6, honor=2, requirement=0, clans=["Crab"])
LION = personality("Matsu Warrior", cost=3, honor=2, requirement=0, clans=["Lion"])
MINE = holding("Copper Mine", cost=3)
WALL = holding("Great Wall", cost=2, text="", keywords=["Fortification"])
BOG = region("Foggy Bog", cost=5)
DYNASTY = [PROUD, RONIN, CRAB, LION, MINE, WALL, WALL, BOG]


def table(home: CardDef | None = None) -> Table:
    return Table(
        deck("First", home or stronghold(honor=5, gold=6), dynasty=DYNASTY),
        deck("Second", stronghold(honor=2)),
    )


def recruit_at(t: Table, title: str, index: int = 0) -> int:
    """Put `title` face up in the first player's Province `index` and reach his dynasty
    phase; the Province's id."""
    t.to_province(title, 0, index)
    t.pass_until("dynasty", seat=0)
    return t.province(0, index).pid


def test_family_honor_must_reach_the_honor_requirement() -> None:
    """«Командиры»: a Personality of any faction may be recruited if your Family Honor is at
    least his Honor Requirement."""
    t = table()
    pid = recruit_at(t, "Proud Samurai")
    castle = t.state.players[0].stronghold
    assert not any(text.startswith(f"recruit {pid}") for text in t.legal(0))
    with pytest.raises(IllegalAction, match="Proud Samurai needs 6 Family Honor; First has 5"):
        t.act(0, Recruit(pid, (castle,), "full"))
    t.act(0, ManualHonor(0, 1))
    assert f"recruit {pid} pay {castle} discount" in t.legal(0)


def test_a_dash_requirement_allows_any_honor() -> None:
    """«Командиры»: a Personality with a dash may be recruited even below 0 Family Honor."""
    t = table()
    t.act(0, ManualHonor(0, -15))
    pid = recruit_at(t, "Wandering Ronin")
    castle = t.state.players[0].stronghold
    t.act(0, Recruit(pid, (castle,), "full"))
    assert t.find("Wandering Ronin").zone == "home"


def test_own_faction_personalities_cost_two_less_or_bring_their_honor() -> None:
    """«Командиры»: a Personality of your own faction costs 2 Gold less, or you gain his
    Personal Honor after he enters play."""
    t = table()
    pid = recruit_at(t, "Hida Warrior")
    castle = t.state.players[0].stronghold
    offered = [text for text in t.legal(0) if text.startswith(f"recruit {pid}")]
    assert offered == [f"recruit {pid} pay {castle} discount", f"recruit {pid} pay {castle} honor"]
    honor = t.state.players[0].honor
    entry = t.act(0, Recruit(pid, (castle,), "honor"))
    assert "First gains 2 Honor" in entry.notes
    assert t.state.players[0].honor == honor + 2


def test_the_discount_pays_two_less() -> None:
    """«Командиры»: the own-faction discount is 2 Gold."""
    t = table(stronghold(honor=5, gold=4))
    pid = recruit_at(t, "Hida Warrior")  # costs 6; the Stronghold makes 4
    castle = t.state.players[0].stronghold
    with pytest.raises(IllegalAction, match="costs 6 Gold; the payment produces only 4"):
        t.act(0, Recruit(pid, (castle,), "honor"))
    t.act(0, Recruit(pid, (castle,), "discount"))
    assert t.find("Hida Warrior").zone == "home"


def test_other_factions_pay_full_price() -> None:
    """«Командиры»: only your own faction's Personalities are cheaper."""
    t = table()
    pid = recruit_at(t, "Matsu Warrior")
    castle = t.state.players[0].stronghold
    assert [text for text in t.legal(0) if text.startswith(f"recruit {pid}")] == [
        f"recruit {pid} pay {castle} full"
    ]
    with pytest.raises(IllegalAction, match="Matsu Warrior is not of First's faction"):
        t.act(0, Recruit(pid, (castle,), "discount"))


def test_a_shadowlands_stronghold_never_recruits_cheaper_or_for_honor() -> None:
    """«Фракционная принадлежность», «Командиры»: a Shadowlands Stronghold always pays the
    full cost."""
    oni = personality("Oni Brute", cost=4, honor=None, requirement=None, clans=["Shadowlands"])
    horde = stronghold("Shadowlands Horde", clans=["Shadowlands"], honor=5, gold=6)
    t = Table(deck("Horde", horde, dynasty=[oni]), deck("Second", stronghold(honor=2)))
    pid = recruit_at(t, "Oni Brute")
    castle = t.state.players[0].stronghold
    assert [text for text in t.legal(0) if text.startswith(f"recruit {pid}")] == [
        f"recruit {pid} pay {castle} full"
    ]
    with pytest.raises(IllegalAction, match="a Shadowlands Stronghold always pays full price"):
        t.act(0, Recruit(pid, (castle,), "honor"))


def test_holdings_enter_play_bowed_and_the_province_is_refilled_face_down() -> None:
    """«Владения», «Фаза Династии»: Holdings enter play bowed; a Province a card leaves is
    refilled at once, face down."""
    t = table()
    pid = recruit_at(t, "Copper Mine")
    castle = t.state.players[0].stronghold
    t.act(0, Recruit(pid, (castle,), "full"))
    mine = t.find("Copper Mine")
    assert mine.zone == "home" and mine.bowed
    refill = t.game.card(t.province(0, 0).card)
    assert refill is not mine and not refill.face_up


def test_fortifications_attach_to_their_province_unbowed_one_copy_each() -> None:
    """«Fortification», «Владения»: a Fortification attaches to the Province it came from,
    does not enter play bowed, and a Province takes one copy of each."""
    t = table()
    pid = recruit_at(t, "Great Wall", 0)
    castle = t.state.players[0].stronghold
    t.act(0, Recruit(pid, (castle,), "full"))
    wall = t.find("Great Wall", zone="attached")
    assert wall.pid == pid and not wall.bowed
    assert t.province(0, 0).attachments == [wall.iid]
    t.to_province("Great Wall", 0, 0)
    t.act(0, "manual straighten " + str(castle))
    with pytest.raises(IllegalAction, match=f"Province {pid} already has a Great Wall"):
        t.act(0, Recruit(pid, (castle,), "full"))


def test_only_face_up_personalities_and_holdings_are_recruited() -> None:
    """«Фаза Династии»: Personalities and Holdings are bought from the Provinces; face-down
    cards and other card types are not."""
    t = table()
    t.to_province("Foggy Bog", 0, 1)
    t.to_province("Matsu Warrior", 0, 2, face_up=False)
    t.pass_until("dynasty", seat=0)
    castle = t.state.players[0].stronghold
    bog, hidden = t.province(0, 1).pid, t.province(0, 2).pid
    with pytest.raises(IllegalAction, match="Foggy Bog is a Region"):
        t.act(0, Recruit(bog, (castle,), "full"))
    with pytest.raises(IllegalAction, match=f"the card in Province {hidden} is face down"):
        t.act(0, Recruit(hidden, (castle,), "full"))


def test_the_phase_ends_by_discarding_chosen_face_up_cards() -> None:
    """«Фаза Династии»: after recruiting, discard any number of face-up cards from the
    Provinces; each is replaced face down; then the turn ends."""
    t = table()
    t.to_province("Matsu Warrior", 0, 1)
    t.pass_until("dynasty", seat=0)
    t.act(0, Pass())
    assert t.state.phase == "dynasty-discard"
    assert not any(text.startswith("recruit") for text in t.legal(0))
    pid = t.province(0, 1).pid
    t.act(0, DiscardFromProvince(pid))
    matsu = t.find("Matsu Warrior")
    assert matsu.zone == "dynasty-discard"
    assert not t.game.card(t.province(0, 1).card).face_up
    assert f"discard-province {pid}" not in t.legal(0)
    t.act(0, Pass())
    assert t.state.active == 1
