"""Interrupts to a gain or loss of Honor that change it or ask whose it is (Honor —
«Честь»; Reactions — «Реакции»: a "before" Reaction is answered in the interrupt window of
the event still to come): Doji Nagori ("Increase the gain or loss by 1. Gain 1 Honor."),
Kakita Gosha ("Before a player loses Honor, negate the loss. If the player was not you, gain
1 Honor. If it was, lose 1 Honor.")."""

from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, card, deck, personality, stronghold

RIDERS = card(
    "Riders",
    "Follower",
    deck="Fate",
    force=2,
    chi=0,
    gold_cost=0,
    text_plain="After you Equip this Follower, lose 2 Honor.",
)
NAGORI = personality(
    "Doji Nagori",
    force=0,
    chi=3,
    clans=("Crane",),
    keywords=("Courtier",),
    text_plain="Political Reaction: Any number of times per turn, before another player gains or "
    "loses Honor, bow Nagori: Increase the gain or loss by 1. Gain 1 Honor.",
)
GOSHA = personality(
    "Kakita Gosha",
    force=1,
    chi=3,
    clans=("Crane",),
    keywords=("Courtier",),
    text_plain="Political Repeatable Reaction, :bow:: Before a player loses Honor, negate the "
    "loss. If the player was not you, gain 1 Honor. If it was, lose 1 Honor.",
)


def _table(mine: list, theirs: list) -> Table:
    return Table(
        deck("First", stronghold(honor=6), dynasty=[personality("Bushi"), *mine], fate=[RIDERS]),
        deck("Second", stronghold(honor=2), dynasty=list(theirs), fate=[RIDERS]),
    )


def _riders(t: Table) -> tuple[int, int]:
    """Seat 0 equips Riders (he loses 2 Honor); both players' Honor before."""
    bushi = t.in_play("Bushi")
    riders = t.to_hand("Riders")
    t.pass_until("action", seat=0)
    before = (t.state.players[0].honor, t.state.players[1].honor)
    t.act(0, f"attach {riders.iid} to {bushi.iid} pay -")
    return before


def _use(t: Table, seat: int, source) -> None:
    assert t.game.waiting_for == "reactions" and t.game.to_act == seat, t.legal()
    uses = [a for a in t.legal(seat) if a.startswith(f"use {source.iid} ")]
    assert uses, t.legal(seat)
    t.act(seat, uses[0])
    while t.game.waiting_for == "reactions":
        t.act(t.game.to_act, "pass")


def test_nagori_makes_another_players_loss_larger() -> None:
    """Seat 0 loses 2 Honor for his Riders; Seat 1 bows Nagori before it: the loss is 3, and
    Seat 1 gains 1 Honor."""
    assert automation(NAGORI).status == FULL
    t = _table([], [NAGORI])
    nagori = t.in_play("Doji Nagori", seat=1)
    mine, theirs = _riders(t)
    _use(t, 1, nagori)
    assert nagori.bowed
    assert t.state.players[0].honor == mine - 3
    assert t.state.players[1].honor == theirs + 1


def test_gosha_negates_another_players_loss_and_gains_one() -> None:
    """Seat 0's loss is negated by Seat 1's Gosha; the player was not Gosha's: Seat 1 gains
    1 Honor."""
    assert automation(GOSHA).status == FULL
    t = _table([], [GOSHA])
    gosha = t.in_play("Kakita Gosha", seat=1)
    mine, theirs = _riders(t)
    _use(t, 1, gosha)
    assert t.state.players[0].honor == mine
    assert t.state.players[1].honor == theirs + 1


def test_gosha_negates_his_own_players_loss_for_one() -> None:
    """Seat 0's own Gosha negates his loss of 2: the player was he, so he loses 1 instead."""
    t = _table([GOSHA], [])
    gosha = t.in_play("Kakita Gosha")
    mine, theirs = _riders(t)
    _use(t, 0, gosha)
    assert t.state.players[0].honor == mine - 1
    assert t.state.players[1].honor == theirs
