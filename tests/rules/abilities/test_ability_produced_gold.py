"""A Holding that has not produced Gold this turn, and an Honor-producing Holding: Doji
Kurohime, "Limited, :bow:: Straighten a target Honor-producing Holding that has not produced
Gold this turn." («Стоимость и эффекты» (Costs and Effects): a gold producer bowed to pay a
cost has produced Gold; «Выбор цели и перенаправление» (Targeting and Redirection): only
cards the description fits may be targeted)."""

from rules.engine import payment
from rules.engine.actions import Attach, UseAbility
from rules.engine.coverage import FULL, assess
from rules.engine.state import Card
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, holding, item, personality, stronghold

HONOR_FARM = holding("Honor Farm", text=":bow:: Produce 2 Gold and gain 1 Honor.")
GARDEN = holding("Quiet Garden", text="Limited, :bow:: Gain 2 Honor.")
PLAIN = holding("Plain Farm")
SAMURAI = personality("Plain Samurai", cost=2, clans=["Crab"])
FAN = item("Plain Fan", cost=2)


def _kurohime_targets(t: Table, kurohime: Card) -> set[int]:
    found = set()
    for action in t.legal(0):
        if action.startswith(f"use {kurohime.iid} "):
            found.add(int(action.split("targets ")[1]))
    return found


def test_kurohime_straightens_an_honor_producing_holding_that_produced_no_gold() -> None:
    """The Garden, bowed for its Honor, may be straightened; the Honor Farm, bowed to pay for
    a Fan, has produced Gold this turn and may not; the Plain Farm is not Honor-producing.
    The next turn the Farm is a target again."""
    kurohime = real_card("Doji Kurohime", "aftermath")
    assert assess(kurohime).status == FULL
    assert payment.honor_producing(HONOR_FARM) and payment.honor_producing(GARDEN)
    assert not payment.honor_producing(PLAIN)
    t = Table(
        deck(
            "First",
            stronghold(honor=20, gold=0),
            dynasty=[kurohime, HONOR_FARM, GARDEN, PLAIN, SAMURAI],
            fate=[FAN],
        ),
        deck("Second", stronghold("Other Castle", honor=2)),
    )
    lady = t.in_play("Doji Kurohime")
    farm = t.in_play("Honor Farm")
    garden = t.in_play("Quiet Garden")
    plain = t.in_play("Plain Farm")
    samurai = t.in_play("Plain Samurai")
    fan = t.to_hand("Plain Fan")
    t.pass_until("action", seat=0)
    assert _kurohime_targets(t, lady) == {farm.iid, garden.iid}
    t.act(0, UseAbility(garden.iid, 0))
    t.act(1, "pass")
    t.act(0, Attach(fan.iid, samurai.iid, (farm.iid,)))
    t.act(1, "pass")
    assert farm.bowed and garden.bowed and not plain.bowed
    assert _kurohime_targets(t, lady) == {garden.iid}
    t.act(0, UseAbility(lady.iid, 0, (), (garden.iid,)))
    assert not garden.bowed and lady.bowed
    t.pass_until("action", seat=0, later=True)
    farm.bowed = True
    lady.bowed = False
    assert farm.iid in _kurohime_targets(t, lady)
