"""A Personality in a discard pile made dead (Destroying and Discarding Cards — «Уничтожение
и сброс карт»: a destroyed Personality is dead, honorably or dishonorably; Targeting —
«Выбор цели и перенаправление»: an action with no legal target cannot be announced), on the
printed text of Moto Ulagan (`rules.engine.dead`)."""

from rules.engine.abilities import parse_abilities
from rules.engine.actions import Option
from rules.engine.coverage import assess
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, personality, stronghold

BUSHI = personality("Bushi", force=3, chi=2)
SAGE = personality("Sage", force=1, chi=4)


def _table(ulagan) -> Table:
    first = deck("First", stronghold(honor=5, gold=10), dynasty=[ulagan, BUSHI])
    second = deck("Second", stronghold(honor=2, gold=10), dynasty=[BUSHI, SAGE])
    return Table(first, second)


def test_moto_ulagan_makes_a_discarded_personality_honorably_dead() -> None:
    """Moto Ulagan: "Water Limited: A target Personality in a discard pile becomes honorably
    dead." Not offered while no discard pile holds a Personality; then the player chooses
    among those in any player's pile, and the one chosen is honorably dead."""
    ulagan = real_card("Moto Ulagan")
    assert assess(ulagan, parse_abilities(ulagan)).status == "full"
    t = _table(ulagan)
    moto = t.in_play("Moto Ulagan")
    t.pass_until("action", seat=0)
    use = f"use {moto.iid} 0 pay -"
    assert use not in t.legal(0)
    sage = t.take("Sage", 1, "discard")
    bushi = t.take("Bushi", 0, "discard")
    assert sage.dead is None and not sage.destroyed
    assert use in t.legal(0)
    t.act(0, use)
    assert sorted(t.legal(0)) == sorted([Option(1).text(), Option(2).text()])
    # Seat order: the First player's Bushi, then the Second's Sage.
    entry = t.act(0, Option(2))
    assert "First chooses for Moto Ulagan: Sage becomes honorably dead" in entry.notes
    assert sage.dead == "honorable" and sage.destroyed
    assert bushi.dead is None
    [saved] = [c for c in t.state.to_dict()["cards"] if c["iid"] == sage.iid]
    assert saved["dead"] == "honorable" and saved["destroyed"]
