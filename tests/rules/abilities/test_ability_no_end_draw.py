"""Hitomi Vedau: "Battle: Once per battle, discard a card: Give Vedau +2F/+2C. You will not
draw any cards during your next End Phase." (End of the Turn — «Конец хода»: the player
draws a card): the End Phase of the turn comes without the draw."""

from rules.engine import stats
from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, deck, personality, stronghold

VEDAU = personality(
    "Hitomi Vedau",
    force=3,
    chi=2,
    clans=("Dragon",),
    keywords=("Monk",),
    text_plain="Battle: Once per battle, discard a card: Give Vedau +2F/+2C. You will not draw "
    "any cards during your next End Phase.",
)


def _turn(use: bool) -> tuple[int, int]:
    """Seat 0 attacks with Vedau, using him or not; (hand size at the End Phase's start,
    hand size once the turn is over)."""
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[VEDAU]),
        deck("Second", stronghold(honor=2), dynasty=[personality("Guard", force=1)]),
    )
    vedau = t.in_play("Hitomi Vedau")
    guard = t.in_play("Guard", seat=1)
    t.to_attack()
    t.attack(1, (vedau, 0))
    t.defend((guard, 0))
    t.act(1, "pass")
    if use:
        t.act(0, f"use {vedau.iid} 0 pay -")
        t.act(0, t.legal(0)[0])  # the card discarded
        assert stats.force(t.state, vedau) == 5 and stats.chi(t.state, vedau) == 4
    t.pass_until("dynasty", seat=0)
    before = len(t.state.players[0].hand)
    t.pass_until("action", seat=1)
    return before, len(t.state.players[0].hand)


def test_vedau_skips_the_next_end_phase_draw() -> None:
    assert automation(VEDAU).status == FULL
    before, after = _turn(use=False)
    assert after == before + 1
    before, after = _turn(use=True)
    assert after == before
