"""Akodo Ginawa: "Limited: Draw a card. You may not declare an attack." (Declaration —
«Декларация»: the active player may declare one attack a turn; a Limited action is taken in
his Action Phase, so the attack barred is this turn's)."""

from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, deck, personality, stronghold

GINAWA = personality(
    "Akodo Ginawa",
    force=5,
    chi=3,
    clans=("Lion",),
    text_plain="Limited: Draw a card. You may not declare an attack.",
)


def _table() -> Table:
    return Table(
        deck("First", stronghold(honor=5), dynasty=[GINAWA]),
        deck("Second", stronghold(honor=2), dynasty=[personality("Guard")]),
    )


def test_ginawa_draws_and_bars_this_turns_attack() -> None:
    assert automation(GINAWA).status == FULL
    t = _table()
    ginawa = t.in_play("Akodo Ginawa")
    t.pass_until("action", seat=0)
    hand = len(t.state.players[0].hand)
    t.act(0, f"use {ginawa.iid} 0 pay -")
    assert len(t.state.players[0].hand) == hand + 1
    t.pass_until("dynasty", seat=0)
    # The Attack Phase passed by itself: no declaration was offered to him.
    notes = [note for entry in t.game.log for note in entry.notes]
    assert "First may not declare an attack this turn" in notes
    # The next turn, he may attack again.
    t.pass_until("attack", seat=0, later=True)
    assert "attack 1" in t.legal(0)


def test_without_it_the_attack_is_offered() -> None:
    t = _table()
    t.in_play("Akodo Ginawa")
    t.to_attack()
    assert "attack 1" in t.legal(0)
