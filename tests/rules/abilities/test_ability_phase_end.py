"""Effects that happen as the phase under way ends («Структура хода (детальное описание)» —
Sequence of Play in Detail): "If this Strategy is in your discard pile, put it into your hand
before this phase ends." (Move the Troops)."""

from rules.engine.coverage import FULL, automation
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, personality, stronghold

RICH = stronghold(honor=5, gold=10)


def _table(troops):
    return Table(
        deck("First", RICH, dynasty=[personality("Bushi")], fate=[troops]),
        deck("Second", stronghold(honor=2), dynasty=[personality("Guard")]),
    )


def test_move_the_troops_returns_to_the_hand_as_the_phase_ends() -> None:
    """Ivory "Move the Troops": "Open, :g2:: If this Strategy is in your discard pile, put it
    into your hand before this phase ends." Played in the Action Phase (an Open action: Action
    Phase — «Фаза акций»), it goes to the discard pile; as the phase ends it comes back."""
    troops = real_card("Move the Troops", "aftermath")
    assert automation(troops).status == FULL
    t = _table(troops)
    t.in_play("Bushi")
    card = t.to_hand("Move the Troops")
    t.pass_until("action", seat=0)
    play = next(a for a in t.legal(0) if a.startswith(f"play {card.iid} 0 "))
    t.act(0, play)
    assert card.zone == "fate-discard"
    t.pass_until("attack", seat=0)
    assert card.zone == "hand"


def test_move_the_troops_stays_out_of_the_hand_if_it_left_the_discard_pile() -> None:
    """Removed from the discard pile before the phase ends, it does not come back."""
    troops = real_card("Move the Troops", "aftermath")
    t = _table(troops)
    t.in_play("Bushi")
    card = t.to_hand("Move the Troops")
    t.pass_until("action", seat=0)
    t.act(0, next(a for a in t.legal(0) if a.startswith(f"play {card.iid} 0 ")))
    t.act(0, f"manual move {card.iid} to fate-bottom")
    t.pass_until("attack", seat=0)
    assert card.zone == "fate"
