"""Elemental Rings (Card Types in Detail: Elemental Rings — «Типы карт»: «Кольца Стихий»):
a Ring enters play when the conditions written on it are met; Ring of the Void: "Limited:
Play if you have two or fewer Rings in play. Discard your hand." and "You may discard this
Ring from your hand to use its Void ability without cost."."""

from rules.engine.coverage import FULL, MANUAL_STATUS, assess
from rules.engine.rings import reads
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, personality, ring, strategy, stronghold

OTHER = strategy("Ordinary Strategy", focus=1)
BUSHI = personality("Bushi")


def table(fate: list) -> Table:
    return Table(
        deck("First", stronghold(honor=5), dynasty=[BUSHI] * 3, fate=[*fate, OTHER, OTHER]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI] * 3, fate=[OTHER] * 3),
    )


def plays(t: Table, card) -> list[str]:
    return [a for a in t.legal(0) if a.startswith(f"play {card.iid} ")]


def test_the_void_ring_is_read_whole() -> None:
    void = real_card("Ring of the Void")
    assert assess(void).status == FULL
    assert reads(void.text_plain.splitlines()[0], void)
    # The other Rings' "Play after ..." stays with the player, and so does the line that
    # joins it to the discard rule.
    assert assess(real_card("Ring of Earth")).status == MANUAL_STATUS


def test_playing_the_void_ring_discards_the_hand() -> None:
    void_def = real_card("Ring of the Void")
    t = table([void_def])
    void = t.to_hand("Ring of the Void")
    other = t.to_hand("Ordinary Strategy")
    t.pass_until("action", seat=0)
    offered = plays(t, void)
    # Its Limited "Play" and its Void ability (discarding it, without cost).
    assert sorted(offered) == [f"play {void.iid} 0 pay -", f"play {void.iid} 1 pay -"]
    t.act(0, f"play {void.iid} 0 pay -")
    assert void.in_play
    assert other.zone == "fate-discard" and t.state.players[0].hand == []
    # In play, its Void ability bows it (once the other player has passed).
    t.act(1, "pass")
    uses = [a for a in t.legal(0) if a.startswith(f"use {void.iid} ")]
    assert uses == [f"use {void.iid} 1 pay -"]


def test_not_with_three_rings_in_play() -> None:
    void_def = real_card("Ring of the Void")
    rings = [ring(f"Ring {n}", element) for n, element in enumerate(("Air", "Earth", "Fire"))]
    t = table([void_def, *rings])
    for n in range(3):
        t.in_play(f"Ring {n}")
    void = t.to_hand("Ring of the Void")
    t.pass_until("action", seat=0)
    assert plays(t, void) == [f"play {void.iid} 1 pay -"]


def test_discarding_the_void_ring_to_use_its_ability() -> None:
    """From the hand: the Ring goes to the discard pile and its player draws a card, with
    nothing bowed."""
    void_def = real_card("Ring of the Void")
    t = table([void_def])
    void = t.to_hand("Ring of the Void")
    t.pass_until("action", seat=0)
    hand = len(t.state.players[0].hand)
    t.act(0, f"play {void.iid} 1 pay -")
    assert void.zone == "fate-discard" and not void.in_play
    # One card played, one drawn (then one discarded only with more cards than the others).
    assert len(t.state.players[0].hand) in (hand, hand - 1)
    assert any("draws 1 card" in n for n in t.game.log[-1].notes)
