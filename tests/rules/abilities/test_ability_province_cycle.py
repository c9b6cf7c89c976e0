"""House of Exotic Goods: "Limited: Put one or more face-up cards in your Provinces at the
bottom of your deck (and refill the Provinces). Turn all cards in your Provinces face-up.
Destroy this Holding." (Dynasty Phase — «Династическая фаза»: an emptied Province is refilled
face down from the Dynasty deck; Actions: Limited — «Ограниченные акции», in the player's own
Action phase)."""

from rules.engine.abilities import parse_abilities
from rules.engine.actions import Pass
from rules.engine.coverage import FULL, assess
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, personality, stronghold

HOUSE = real_card("House of Exotic Goods")
ALPHA = personality("Alpha")
BETA = personality("Beta")


def _table() -> Table:
    return Table(
        deck("First", stronghold(honor=5), dynasty=[HOUSE, ALPHA, BETA]),
        deck("Second", stronghold(honor=2)),
    )


def test_the_house_is_read_whole() -> None:
    assert assess(HOUSE, parse_abilities(HOUSE)).status == FULL


def test_the_house_cycles_chosen_cards_and_turns_the_provinces_face_up() -> None:
    """Alpha and Beta lie face up; Alpha goes to the bottom of the deck (its Province is
    refilled), then the player stops; every card in the Provinces is turned face up and the
    House is destroyed."""
    t = _table()
    house = t.in_play("House of Exotic Goods")
    alpha = t.to_province("Alpha", index=0)
    beta = t.to_province("Beta", index=1)
    t.pass_until("action", seat=0)
    use = [a for a in t.legal(0) if a.startswith(f"use {house.iid} ")]
    assert use
    t.act(0, use[0])
    # At least one: no passing before the first card.
    assert "pass" not in t.legal(0)
    t.act(0, f"choose {alpha.iid}")
    assert t.state.players[0].dynasty[0] == alpha.iid
    refill = t.province(0, 0).card
    assert refill is not None and refill != alpha.iid
    # The refilled card lies face down: not offered; Beta is.
    assert f"choose {refill}" not in t.legal(0) and f"choose {beta.iid}" in t.legal(0)
    t.act(0, "pass")
    while t.game.waiting_for == "reactions":
        t.act(t.game.to_act, Pass())
    assert all(
        t.state.cards[p.card].face_up for p in t.state.players[0].provinces if p.card is not None
    )
    assert t.province(0, 1).card == beta.iid
    assert not house.in_play


def test_the_house_needs_a_face_up_card() -> None:
    t = _table()
    house = t.in_play("House of Exotic Goods")
    for province in t.state.players[0].provinces:
        if province.card is not None:
            t.state.cards[province.card].face_up = False
    t.pass_until("action", seat=0)
    assert not [a for a in t.legal(0) if a.startswith(f"use {house.iid} ")]
