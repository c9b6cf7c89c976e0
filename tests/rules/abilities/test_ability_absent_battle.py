"""Battle actions whose text waives Presence: "Even if you control no units at the current
battlefield, ..." («Правило присутствия» — Presence: a player takes Battle actions only
while he has a unit in the battle, unless the action says otherwise, as Absent does)."""

from dataclasses import replace

from rules.engine.abilities import parse_abilities
from rules.engine.coverage import FULL, automation
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, personality, stronghold


def _battle(interruption):
    """First attacks Second's Province with Bushi; Second has no unit in the battle and
    holds the Strategy."""
    t = Table(
        deck("First", stronghold(honor=5, gold=10), dynasty=[personality("Bushi", force=2)]),
        deck("Second", stronghold(honor=2, gold=10), fate=[interruption]),
    )
    bushi = t.in_play("Bushi")
    card = t.to_hand(interruption.title, seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend()
    t.act(0, f"manual bow {bushi.iid}")
    return t, bushi, card


def test_interruption_is_played_with_no_unit_in_the_battle() -> None:
    """Spirit Wars "Interruption": "Battle/Open: Even if you control no units at the current
    battlefield, target another player's Personality: Straighten him." The defender, with no
    unit at the battlefield, plays it on the bowed attacker, who straightens."""
    interruption = real_card("Interruption", "spirit_wars")
    assert automation(interruption).status == FULL
    (ability,) = parse_abilities(interruption)
    assert ability.has("absent")
    t, bushi, card = _battle(interruption)
    if t.game.to_act == 0:
        t.act(0, "pass")
    play = f"play {card.iid} 0 pay - targets {bushi.iid}"
    assert play in t.legal(1)
    t.act(1, play)
    assert not bushi.bowed


def test_the_same_action_without_the_words_needs_a_unit_in_the_battle() -> None:
    """Without its first words the action is an ordinary Battle action: the defender with no
    unit in the battle is not asked for Battle actions once the attacker passes (Presence)."""
    plain = replace(
        real_card("Interruption", "spirit_wars"),
        text_plain="Battle: Target another player's Personality: Straighten him.",
    )
    assert not parse_abilities(plain)[0].has("absent")
    t, _bushi, card = _battle(plain)
    if t.game.to_act == 0:
        t.act(0, "pass")
    assert t.game.to_act != 1
    assert card.zone == "hand"
