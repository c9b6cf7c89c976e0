"""Recruiting with the Gold paid for an action (`rules.engine.recruit_paid`).

Yoritomo Mikaru: "Limited, :gstar:: Recruit a target Holding in your Province (entering play
bowed), for 1 less Gold." «Стоимость и эффекты» (Costs and Effects): the player chooses how
much he pays; a Holding is offered only when its cost less 1 is paid. «Владения» (Holdings):
it enters play bowed; its Province is refilled.
"""

from rules.engine.abilities import parse_abilities
from rules.engine.coverage import assess
from tests.rules_cards import Table, deck, holding, personality, stronghold

MIKARU = personality(
    "Yoritomo Mikaru",
    force=3,
    chi=3,
    cost=7,
    keywords=("Destined", "Charitable", "Magistrate", "Mantis Clan", "Samurai"),
    text_plain="(Draw a card after your Destined card enters play.)\nLimited, :gstar:: Recruit "
    "a target Holding in your Province (entering play bowed), for 1 less Gold.",
)
PIT = holding("Clay Pit", cost=1, text=":bow:: Produce 1 Gold.")
MARKET = holding("Busy Market", cost=3, text=":bow:: Produce 2 Gold.")


def test_mikaru_recruits_a_holding_for_the_gold_paid() -> None:
    assert assess(MIKARU, parse_abilities(MIKARU)).status == "full"
    t = Table(
        deck("First", stronghold(honor=5, gold=4), dynasty=[MIKARU, PIT, MARKET]),
        deck("Second", stronghold(honor=2)),
    )
    mikaru = t.in_play("Yoritomo Mikaru")
    pit = t.in_play("Clay Pit")
    market = t.to_province("Busy Market", 0, 0)
    castle = t.state.players[0].stronghold
    t.pass_until("action", seat=0)
    uses = [a for a in t.legal(0) if a.startswith(f"use {mikaru.iid} 0 ")]
    # 1 Gold (the Pit) is not enough for the 3-cost Market (2 after the 1 less); 4 is.
    assert f"use {mikaru.iid} 0 pay {pit.iid}" not in uses
    assert f"use {mikaru.iid} 0 pay -" not in uses
    assert f"use {mikaru.iid} 0 pay {castle}" in uses
    t.act(0, f"use {mikaru.iid} 0 pay {castle}")
    assert t.legal(0) == [f"choose {market.iid}"]
    t.act(0, f"choose {market.iid}")
    assert market.in_play and market.bowed
    province = t.province(0, 0)
    assert province.card is not None and province.card != market.iid
    assert t.state.cards[castle].bowed
