"""The Exquisite Palace of the Crane: "Limited: Target a Holding. Either give it +1 Gold
Production, or increase Honor gains from its abilities by 1 (this turn)." («Бонусы и
штрафы» (Bonuses and Penalties): for the turn; the acting player chooses one way as the
effect resolves)."""

from dataclasses import replace

from rules.engine import payment
from rules.engine.actions import Option, PlayCard, UseAbility
from rules.engine.cards import CardDef
from rules.engine.compiler import compile_body
from rules.engine.coverage import FULL, assess
from rules.engine.effects_choice import Either
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, holding, strategy, stronghold

HONOR_FARM = holding("Honor Farm", text=":bow:: Produce 2 Gold and gain 1 Honor.")
GARDEN = holding("Quiet Garden", text="Limited, :bow:: Gain 2 Honor.")


def _palace() -> CardDef:
    """The Limited action alone; the Ivory printing adds "You are considered to have +5
    Family Honor when Lobbying checks Honor." (`rules.engine.honor`), and plays whole too."""
    printed = real_card("The Exquisite Palace of the Crane")
    assert assess(printed).status == FULL
    limited = printed.text_plain[printed.text_plain.index("Limited:") :]
    palace = replace(printed, text_plain=limited)
    assert assess(palace).status == FULL
    return palace


def _table() -> tuple[Table, int]:
    palace = _palace()
    t = Table(
        deck("First", palace, dynasty=[HONOR_FARM, GARDEN]),
        deck("Second", stronghold("Other Castle", honor=2)),
    )
    return t, t.state.players[0].stronghold or 0


def test_the_two_ways_are_read_on_the_one_target() -> None:
    palace = _palace()
    body = palace.text_plain.split(":", 1)[1].strip()
    compiled = compile_body(palace, body)
    assert compiled is not None and len(compiled.targets) == 1
    [either] = compiled.effects
    assert isinstance(either, Either) and len(either.options) == 2
    assert (
        compile_body(palace, "Target a Holding. Either give it +1 Gold Production, or sing.")
        is None
    )


def test_more_honor_from_the_gardens_ability() -> None:
    t, castle = _table()
    garden = t.in_play("Quiet Garden")
    t.pass_until("action", seat=0)
    assert f"use {castle} 0 pay - targets {garden.iid}" in t.legal(0)
    t.act(0, UseAbility(castle, 0, (), (garden.iid,)))
    assert t.legal(0) == ["option 1", "option 2"]
    entry = t.act(0, Option(2))
    assert "Honor gains from Quiet Garden's abilities are 1 higher this turn" in entry.notes
    t.act(1, "pass")
    honor = t.state.players[0].honor
    t.act(0, UseAbility(garden.iid, 0))
    assert t.state.players[0].honor == honor + 3


def test_more_gold_or_more_honor_from_the_farm() -> None:
    t, castle = _table()
    farm = t.in_play("Honor Farm")
    t.pass_until("action", seat=0)
    t.act(0, UseAbility(castle, 0, (), (farm.iid,)))
    t.act(0, Option(1))
    assert payment.producers(t.state, 0)[farm.iid] == 3
    # The next turn, back to 2.
    t.pass_until("action", seat=0, later=True)
    assert payment.producers(t.state, 0)[farm.iid] == 2
    # Honor from its Gold production: 1, and 2 once its Honor gains are increased.
    t.act(0, UseAbility(castle, 0, (), (farm.iid,)))
    t.act(0, Option(2))
    honor = t.state.players[0].honor
    state = t.state
    payment.pay(state, 0, (farm.iid,), 2, "a test payment")
    assert state.players[0].honor == honor + 2


def test_either_for_the_player() -> None:
    """ "Either gain 2 Honor, or draw a card.": both ways are the player's own."""
    choice = strategy("Hard Choice", text="Limited: Either gain 2 Honor, or draw a card.")
    assert assess(choice).status == FULL
    t = Table(
        deck("First", stronghold(honor=10), fate=[choice]),
        deck("Second", stronghold("Other Castle", honor=2)),
    )
    hand = t.to_hand("Hard Choice")
    t.pass_until("action", seat=0)
    honor = t.state.players[0].honor
    cards = len(t.state.players[0].hand)
    t.act(0, PlayCard(hand.iid, 0))
    assert t.legal(0) == ["option 1", "option 2"]
    t.act(0, Option(2))
    assert t.state.players[0].honor == honor
    assert len(t.state.players[0].hand) == cards  # the Strategy left, a card came
