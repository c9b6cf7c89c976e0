"""Gold: producers, one cost per producer, lost excess; reading gold production from text."""

import pytest

from rules.engine import IllegalAction
from rules.engine.abilities import gold_ability
from rules.engine.actions import ManualBow, Recruit
from rules.engine.payment import cheapest, producers
from tests.rules_cards import Table, deck, holding, personality, stronghold

MINE = holding("Iron Mine", text=":bow:: Produce 2 Gold, or 3 Gold if you are a Crab Clan player.")
STALL = holding("Rice Stall", text="Bow this card: Produce 1 Gold")
FARM = holding("Old Farm", text="", gold_production=2)
SHRINE = holding("Tainted Shrine", text=":bow:: Produce 3 Gold and lose 1 Honor.")
SAMURAI = personality("Hida Samurai", cost=3, clans=["Lion"])
BIG = personality("Hida Giant", cost=9, clans=["Lion"])


def table(home_clans: tuple[str, ...] = ("Crab",)) -> Table:
    dynasty = [MINE, STALL, FARM, SHRINE, SAMURAI, SAMURAI, BIG]
    return Table(
        deck("First", stronghold(honor=5, gold=4, clans=home_clans), dynasty=dynasty),
        deck("Second", stronghold(honor=2)),
    )


def test_gold_production_is_read_from_the_card() -> None:
    """«Стоимость и эффекты», «Gold-producing Holding»: a Holding produces what its bow
    ability (or its printed gold production) says; the clan clause applies to that clan."""
    assert gold_ability(MINE).gold_for(["Crab"]) == 3
    assert gold_ability(MINE).gold_for(["Lion"]) == 2
    assert gold_ability(STALL).gold == 1
    assert gold_ability(FARM).gold == 2
    assert gold_ability(SHRINE).honor == -1
    reducer = holding("Wise Patron", text="Limited: Your next Personality costs 2 less.")
    assert gold_ability(reducer) is None
    tamako = holding(
        "Clever Broker",
        text="When paying a Gold cost, bow this card and discard a card: Produce 2 Gold.",
    )
    assert gold_ability(tamako) is None


def test_producers_are_the_stronghold_and_unbowed_gold_cards_in_play() -> None:
    """«Крепость», «Стоимость и эффекты»: the Stronghold and gold-producing cards produce
    Gold by bowing; bowed ones cannot."""
    t = table()
    castle = t.state.players[0].stronghold
    mine = t.in_play("Iron Mine")
    stall = t.in_play("Rice Stall")
    assert producers(t.state, 0) == {castle: 4, mine.iid: 3, stall.iid: 1}
    t.act(0, ManualBow(mine.iid))
    assert producers(t.state, 0) == {castle: 4, stall.iid: 1}


def test_one_producer_pays_one_cost_and_the_excess_is_lost() -> None:
    """«Стоимость и эффекты»: a producer cannot pay two costs; Gold beyond the cost is lost."""
    t = table(("Lion",))
    castle = t.state.players[0].stronghold
    t.to_province("Hida Samurai", 0, 0)
    t.to_province("Hida Samurai", 0, 1)
    t.pass_until("dynasty", seat=0)
    first_pid, second_pid = t.province(0, 0).pid, t.province(0, 1).pid
    entry = t.act(0, Recruit(first_pid, (castle,), "discount"))
    assert "First bows Test Castle for 4 Gold (3 lost)" in entry.notes
    with pytest.raises(IllegalAction, match="Test Castle cannot produce Gold for you now"):
        t.act(0, Recruit(second_pid, (castle,), "discount"))


def test_a_payment_must_reach_the_cost() -> None:
    """«Стоимость и эффекты»: the producers bowed must produce at least the cost."""
    t = table(("Crab",))
    castle = t.state.players[0].stronghold
    t.to_province("Hida Giant", 0, 0)
    t.pass_until("dynasty", seat=0)
    pid = t.province(0, 0).pid
    with pytest.raises(IllegalAction, match="Hida Giant costs 9 Gold; the payment produces only 4"):
        t.act(0, Recruit(pid, (castle,), "full"))
    assert not t.game.card(castle).bowed
    assert not any(text.startswith(f"recruit {pid}") for text in t.legal(0))


def test_several_producers_pay_one_cost_together() -> None:
    """«Стоимость и эффекты»: several producers may be bowed at once for one cost."""
    t = table(("Crab",))
    castle = t.state.players[0].stronghold
    mine = t.in_play("Iron Mine")
    stall = t.in_play("Rice Stall")
    shrine = t.in_play("Tainted Shrine")
    t.to_province("Hida Giant", 0, 0)
    t.pass_until("dynasty", seat=0)
    pid = t.province(0, 0).pid
    honor = t.state.players[0].honor
    t.act(0, Recruit(pid, (castle, mine.iid, stall.iid, shrine.iid), "full"))
    assert t.find("Hida Giant", 0).zone == "home"
    assert all(t.game.card(i).bowed for i in (castle, mine.iid, stall.iid, shrine.iid))
    assert t.state.players[0].honor == honor - 1  # the Shrine's price for its Gold


def test_a_card_may_be_paid_for_with_more_than_it_costs() -> None:
    """«Стоимость и эффекты»: a player may produce and spend more Gold than needed, even for
    a card that costs 0."""
    free = personality("Humble Monk", cost=0, clans=[])
    t = Table(deck("First", stronghold(honor=5), dynasty=[free]), deck("Second"))
    castle = t.state.players[0].stronghold
    t.to_province("Humble Monk", 0, 0)
    t.pass_until("dynasty", seat=0)
    pid = t.province(0, 0).pid
    assert f"recruit {pid} pay - full" in t.legal(0)
    entry = t.act(0, Recruit(pid, (castle,), "full"))
    assert "First bows Test Castle for 4 Gold (4 lost)" in entry.notes


def test_the_offered_payment_wastes_least_then_bows_fewest() -> None:
    """«Стоимость и эффекты»: the cheapest payment the lists offer."""
    assert cheapest({1: 4, 2: 3, 3: 2, 4: 1}, 5) == (1, 4)
    assert cheapest({1: 4, 2: 3, 3: 2}, 5) == (2, 3)
    assert cheapest({1: 4, 2: 3}, 8) is None
    assert cheapest({1: 4}, 0) == ()


def test_a_bonus_for_some_costs_only_leaves_the_base_amount() -> None:
    """«Стоимость и эффекты»: Kinuye's Garden produces 4 Gold only for a Phoenix player paying
    for a Bloodspeaker; for anything else it produces its base 2 Gold."""
    garden = holding(
        "Kinuye's Garden",
        text=":bow:: Produce 2 Gold, or 4 Gold if you are a Phoenix Clan player and paying for a "
        "Bloodspeaker Personality which may only pay for him.",
    )
    assert gold_ability(garden).gold_for(["Phoenix"]) == 2
    mine = holding(
        "Crab Mine",
        text=":bow:: Produce 2 Gold, or 3 Gold if you are a Crab Clan player, and lose 1 Honor.",
    )
    assert gold_ability(mine).gold_for(["Crab"]) == 3


def test_gold_that_may_pay_for_one_kind_of_cost_only_is_not_offered_for_others() -> None:
    """Profiteer: "Produce 2 Gold, which may only pay for one Economic action's cost"."""
    profiteer = holding(
        "Profiteer",
        text=":bow:: Produce 2 Gold, which may only pay for one Economic action's cost.",
    )
    assert gold_ability(profiteer) is None


def test_honor_lost_producing_gold_is_in_the_log() -> None:
    t = table(("Lion",))
    shrine = t.in_play("Tainted Shrine")
    t.to_province("Hida Samurai", 0, 0)
    t.pass_until("dynasty", seat=0)
    honor = t.state.players[0].honor
    entry = t.act(0, Recruit(t.province(0, 0).pid, (shrine.iid,), "full"))
    assert t.state.players[0].honor == honor - 1
    assert "First loses 1 Honor (Tainted Shrine)" in entry.notes
