""" "If <condition>, bow your performing X to <effect>" (`phrasings.conditional_costs`): the
performer bowing is the cost (what precedes "to", «Стоимость и эффекты»); the condition is
needed to announce the action and checked again as it resolves. And Meditation Chamber's
second action, two performers (its record)."""

import pytest

from rules.engine.compiler import compile_body
from rules.engine.coverage import FULL, assess
from rules.engine.errors import IllegalAction
from tests.rules_cards import Table, deck, holding, personality, strategy, stronghold

CHAMBER = holding(
    "Meditation Chamber",
    cost=4,
    text=":bow:: Produce 2 Gold.\nPolitical Repeatable Limited, :bow:: If your Family Honor "
    "is 19 or lower, bow your performing target Courtier to gain 2 Honor.\nPolitical "
    "Repeatable Limited, :bow:: Bow two of your target performing Courtiers to gain 2 Honor.",
)
KNOWLEDGE = strategy(
    "Knowledge from Within",
    text="Limited: If you control a Ring, bow your performing Monk or Shugenja: Draw 2 cards.",
)
COURTIER = personality("Courtier", keywords=["Courtier"])
OTHER = personality("Second Courtier", keywords=["Courtier"])
BUSHI = personality("Bushi")


def test_the_reading() -> None:
    assert assess(CHAMBER).status == FULL
    assert assess(KNOWLEDGE).status == FULL
    found = compile_body(
        CHAMBER,
        "If your Family Honor is 19 or lower, bow your performing target Courtier to gain 2 Honor.",
    )
    assert found is not None and found.bows == (0,) and found.performer == 0
    assert [e.op for e in found.effects] == ["if_player", "require"]
    # Not a condition about the player: left unread.
    assert (
        compile_body(CHAMBER, "If he is a Samurai, bow your performing Courtier to gain 2 Honor.")
        is None
    )


def _table(honor: int) -> Table:
    return Table(
        deck("First", stronghold(honor=honor), dynasty=[CHAMBER, COURTIER, OTHER, BUSHI]),
        deck("Second", stronghold("Other Castle", honor=2)),
    )


def test_meditation_chamber_bows_a_courtier_for_honor_at_19_or_lower() -> None:
    t = _table(5)
    chamber = t.in_play("Meditation Chamber")
    courtier, other = t.in_play("Courtier"), t.in_play("Second Courtier")
    t.in_play("Bushi")
    t.pass_until("action", seat=0)
    use = f"use {chamber.iid} 1 pay - targets "
    offered = sorted(a for a in t.legal(0) if a.startswith(use))
    assert offered == sorted(f"{use}{iid}" for iid in (courtier.iid, other.iid))
    honor = t.state.players[0].honor
    t.act(0, f"{use}{courtier.iid}")
    assert courtier.bowed and chamber.bowed and not other.bowed
    assert t.state.players[0].honor == honor + 2


def test_meditation_chamber_is_not_offered_above_19_honor() -> None:
    t = _table(20)
    chamber = t.in_play("Meditation Chamber")
    courtier = t.in_play("Courtier")
    t.pass_until("action", seat=0)
    assert t.state.players[0].honor >= 20
    assert not [a for a in t.legal(0) if a.startswith(f"use {chamber.iid} 1 ")]
    with pytest.raises(IllegalAction):
        t.act(0, f"use {chamber.iid} 1 pay - targets {courtier.iid}")


def test_meditation_chamber_bows_two_courtiers() -> None:
    """Second action: two Courtiers, both bowed as the cost; a Bushi is not one."""
    t = _table(25)
    chamber = t.in_play("Meditation Chamber")
    courtier, other = t.in_play("Courtier"), t.in_play("Second Courtier")
    bushi = t.in_play("Bushi")
    t.pass_until("action", seat=0)
    use = f"use {chamber.iid} 2 pay - targets "
    offered = [a for a in t.legal(0) if a.startswith(use)]
    assert offered and all(str(bushi.iid) not in a.removeprefix(use).split(",") for a in offered)
    honor = t.state.players[0].honor
    t.act(0, f"{use}{courtier.iid},{other.iid}")
    assert courtier.bowed and other.bowed and chamber.bowed
    assert t.state.players[0].honor == honor + 2
    # With one unbowed Courtier left (none), the action is not offered again.
    t.act(0, f"manual straighten {chamber.iid}")
    assert not [a for a in t.legal(0) if a.startswith(use)]
