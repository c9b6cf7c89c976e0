"""Jade Pearl Inn: "Interrupt: After you Recruit this Holding from a Province, search your
Dynasty deck for a non-Unique, Gold-producing Holding with a printed Gold Cost of 1 and
refill the Province face-up with it." (Dynasty Phase — «Династическая фаза»: the Province
a recruit empties is refilled; a searched deck is shuffled — «Колода после поиска в ней
карты обязательно перемешивается»)."""

from rules.engine.abilities import parse_abilities
from rules.engine.actions import Pass
from rules.engine.coverage import FULL, assess
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, holding, stronghold

INN = real_card("Jade Pearl Inn", "aftermath")
SMALL = holding("Small Farm", cost=1, text=":bow:: Produce 1 Gold.")
BIG = holding("Big Farm", cost=2, text=":bow:: Produce 2 Gold.")
SHRINE = holding("Quiet Shrine", cost=1, text="Limited: Gain 1 Honor.")


def _table() -> Table:
    return Table(
        deck("First", stronghold(honor=5, gold=8), dynasty=[INN, SMALL, BIG, SHRINE]),
        deck("Second", stronghold(honor=2)),
    )


def test_the_inn_is_read_whole() -> None:
    assert assess(INN, parse_abilities(INN)).status == FULL


def test_the_inn_refills_its_province_with_a_one_gold_holding() -> None:
    t = _table()
    inn = t.to_province("Jade Pearl Inn", index=0)
    small = t.find("Small Farm")
    pid = t.province(0, 0).pid
    t.pass_until("dynasty", seat=0)
    deck_size = len(t.state.players[0].dynasty)
    t.act(0, next(a for a in t.legal(0) if a.startswith(f"recruit {pid} ")))
    assert inn.zone == "home"
    uses = [a for a in t.legal(0) if a.startswith(f"use {inn.iid} 0")]
    assert uses
    t.act(0, uses[0])
    # Only the Small Farm qualifies: not the 2-Gold farm, nor the Shrine that makes no Gold.
    assert [a for a in t.legal(0) if a.startswith("choose ")] == [f"choose {small.iid}"]
    t.act(0, f"choose {small.iid}")
    while t.game.waiting_for == "reactions":
        t.act(t.game.to_act, Pass())
    province = t.province(0, 0)
    assert province.card == small.iid and small.face_up
    # The card the recruit refilled it with went back into the deck.
    assert len(t.state.players[0].dynasty) == deck_size - 1


def test_the_inn_may_be_left_unused() -> None:
    t = _table()
    inn = t.to_province("Jade Pearl Inn", index=0)
    pid = t.province(0, 0).pid
    t.pass_until("dynasty", seat=0)
    t.act(0, next(a for a in t.legal(0) if a.startswith(f"recruit {pid} ")))
    assert inn.zone == "home"
    t.act(0, Pass())
    province = t.province(0, 0)
    assert province.card is not None and not t.state.cards[province.card].face_up
