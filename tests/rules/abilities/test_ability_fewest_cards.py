"""The player or players with the fewest cards in hand draw, found as the effect resolves
(«Стоимость и эффекты» — Costs and Effects: an action's effects happen in the order
written)."""

from rules.engine.actions import ManualMove
from rules.engine.coverage import FULL, automation
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, personality, strategy, stronghold


def _table() -> tuple[Table, object, object]:
    kokoro = real_card("Kokoro", "a_perfect_cut")
    assert automation(kokoro).status == FULL
    fillers = [strategy(f"Filler {n}") for n in range(12)]
    t = Table(
        deck(
            "First",
            stronghold(honor=5, gold=10),
            dynasty=[personality("Monk", keywords=("Monk",))],
            fate=[kokoro, *fillers],
        ),
        deck("Second", stronghold(honor=2), fate=list(fillers)),
    )
    monk = t.in_play("Monk")
    card = t.to_hand("Kokoro")
    t.pass_until("action", seat=0)
    return t, monk, card


def _hand_to(t: Table, seat: int, size: int, keep: int = -1) -> None:
    hand = t.state.players[seat].hand
    while len(hand) > size:
        t.act(seat, ManualMove(next(iid for iid in hand if iid != keep), "discard"))


def test_kokoro_the_player_with_fewest_cards_draws_then_you_draw() -> None:
    """A Perfect Cut "Kokoro": "Limited: Bow your performing Monk: The player (or players)
    with the fewest cards in his hand draws a card. Draw a card." Second holds 1 card, First
    3 once Kokoro is played: Second draws one, then First draws one; the Monk bows."""
    t, monk, card = _table()
    _hand_to(t, 0, 4, card.iid)
    _hand_to(t, 1, 1)
    assert card.iid in t.state.players[0].hand
    t.act(0, f"play {card.iid} 0 pay - targets {monk.iid}")
    assert monk.bowed
    assert len(t.state.players[1].hand) == 2
    assert len(t.state.players[0].hand) == 4


def test_kokoro_every_player_tied_for_fewest_draws() -> None:
    """Both hands at 2 as the effect resolves: both players draw, then First draws again."""
    t, monk, card = _table()
    _hand_to(t, 0, 3, card.iid)
    _hand_to(t, 1, 2)
    assert card.iid in t.state.players[0].hand
    t.act(0, f"play {card.iid} 0 pay - targets {monk.iid}")
    assert len(t.state.players[1].hand) == 3
    assert len(t.state.players[0].hand) == 4
