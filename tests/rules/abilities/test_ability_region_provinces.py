"""A Region's rules for recruiting from the Province it lies in («Типы карт (детальное описание)»
(Card Types in Detail), Regions: it attaches to the Province; «Династическая фаза» (Dynasty
Phase): recruiting from a Province): "Holdings in this Province enter play for 3 less Gold."
(Crossroads), "Market and Port Holdings enter play from this Province for 1 less Gold, to a
minimum of 1." (Coastal Waters), "Ignore Honor Requirements of Personalities entering play from
this Province." (Mountain of the Seven Thunders), "Personalities with a Clan Alignment other
than your own will not enter play from this Province." (Fukurokujin Seido), "Once per turn,
after bringing a Personality into play from this Province, refill it face-up." (Auspicious
House)."""

import pytest

from rules.engine import IllegalAction
from rules.engine.actions import ManualMove, Recruit
from rules.engine.coverage import FULL, assess
from rules.engine.play import recruit_cost
from rules.engine.traits import traits
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, holding, personality, region, stronghold

FARM = holding("Big Farm", cost=5)
PORT = holding("Small Port", cost=2, keywords=["Port"])
PROUD = personality("Proud Samurai", cost=4, clans=["Crab"], requirement=30)
LION = personality("Lion Guest", cost=4, clans=["Lion"])
RONIN = personality("Wanderer", cost=4, clans=[])


def _table(land: object, *dynasty: object) -> Table:
    t = Table(
        deck("First", stronghold(honor=10, gold=6), dynasty=[land, *dynasty]),
        deck("Second", stronghold("Other Castle", honor=2)),
    )
    return t


def _lay(t: Table, title: str, index: int = 0) -> None:
    card = t.find(title, 0)
    t.act(0, ManualMove(card.iid, f"at:{t.province(0, index).pid}"))


def test_crossroads_makes_holdings_cheaper_there() -> None:
    crossroads = real_card("Crossroads", "gold_edition")
    assert assess(crossroads).status == FULL
    t = _table(crossroads, FARM)
    _lay(t, "Crossroads", 0)
    here, there = t.province(0, 0), t.province(0, 1)
    assert recruit_cost(t.state, 0, FARM, "full", province=here) == 2
    assert recruit_cost(t.state, 0, FARM, "full", province=there) == 5
    assert recruit_cost(t.state, 0, PROUD, "full", province=here) == 4
    t.to_province("Big Farm", 0, 0)
    t.pass_until("dynasty", seat=0)
    castle = t.state.players[0].stronghold
    legal = t.legal(0)
    assert f"recruit {here.pid} pay {castle} full" in legal
    t.act(0, Recruit(here.pid, (castle,), "full"))
    assert t.find("Big Farm").zone == "home"


def test_coastal_waters_to_a_minimum() -> None:
    waters = real_card("Coastal Waters", "promotional_celestial")
    assert assess(waters).status == FULL
    assert traits(waters).province_cost == (1, "Market or Port Holdings", 1)
    t = _table(waters)
    _lay(t, "Coastal Waters", 0)
    here = t.province(0, 0)
    assert recruit_cost(t.state, 0, PORT, "full", province=here) == 1
    assert (
        recruit_cost(
            t.state, 0, holding("Tiny Port", cost=1, keywords=["Port"]), "full", province=here
        )
        == 1
    )
    assert recruit_cost(t.state, 0, FARM, "full", province=here) == 5


def test_mountain_ignores_honor_requirements_there() -> None:
    mountain = real_card("Mountain of the Seven Thunders", "gold_edition")
    assert assess(mountain).status == FULL
    t = _table(mountain, PROUD, PROUD)
    _lay(t, "Mountain of the Seven Thunders", 0)
    t.to_province("Proud Samurai", 0, 0)
    t.to_province("Proud Samurai", 0, 1)
    t.pass_until("dynasty", seat=0)
    here, there = t.province(0, 0).pid, t.province(0, 1).pid
    legal = t.legal(0)
    assert any(a.startswith(f"recruit {here} ") for a in legal)
    assert not any(a.startswith(f"recruit {there} ") for a in legal)


def test_fukurokujin_seido_keeps_other_clans_out() -> None:
    text = (
        "Personalities with a Clan Alignment other than your own will not enter play from this "
        "Province."
    )
    seido = region("Seido", text_plain=text)
    assert assess(seido).status == FULL
    assert text in real_card("Fukurokujin Seido", "a_perfect_cut").text_plain
    t = _table(seido, LION, RONIN)
    _lay(t, "Seido", 0)
    t.to_province("Lion Guest", 0, 0)
    t.to_province("Wanderer", 0, 1)
    t.pass_until("dynasty", seat=0)
    castle = t.state.players[0].stronghold
    here = t.province(0, 0).pid
    with pytest.raises(IllegalAction, match="will not enter play from Province"):
        t.act(0, Recruit(here, (castle,), "full"))
    _lay_second = t.find("Seido", 0)
    t.act(0, ManualMove(_lay_second.iid, f"at:{t.province(0, 1).pid}"))
    # An unaligned Personality is of no other Clan.
    t.act(0, Recruit(t.province(0, 1).pid, (castle,), "full"))


def test_auspicious_house_refills_face_up_once_a_turn() -> None:
    house = real_card("Auspicious House", "dark_allies")
    assert assess(house).status == FULL
    cheap = personality("Cheap Samurai", cost=1, clans=["Crab"])
    t = Table(
        deck("First", stronghold(honor=10, gold=6), dynasty=[house, cheap, cheap, cheap]),
        deck("Second", stronghold("Other Castle", honor=2)),
    )
    _lay(t, "Auspicious House", 0)
    placed = t.to_province("Cheap Samurai", 0, 0)
    second, third = [c for c in t.cards("Cheap Samurai", 0) if c is not placed][:2]
    t.pass_until("dynasty", seat=0)
    here = t.province(0, 0)
    t.act(0, ManualMove(second.iid, "dynasty-top"))
    t.act(0, Recruit(here.pid, (), "discount"))
    refilled = t.state.cards[here.card]
    assert refilled.face_up and refilled.defn.title == "Cheap Samurai"
    t.act(0, ManualMove(third.iid, "dynasty-top"))
    t.act(0, Recruit(here.pid, (), "discount"))
    assert not t.state.cards[here.card].face_up


def test_a_stronghold_that_begins_with_three_provinces() -> None:
    """ "You begin the game with three Provinces." (Warrens of the Nezumi; «Подготовка к игре»
    (Setup): four otherwise)."""
    warrens = real_card("Warrens of the Nezumi", "promotional_gold")
    assert traits(warrens).provinces == 3
    t = Table(deck("First", warrens), deck("Second", stronghold("Other Castle", honor=2)))
    assert len(t.state.players[0].provinces) == 3
    assert len(t.state.players[1].provinces) == 4
    assert all(p.card is not None for p in t.state.players[0].provinces)
