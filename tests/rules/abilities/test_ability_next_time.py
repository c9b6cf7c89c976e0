"""One-shot triggers an action sets up (`rules.engine.next_time`,
`rules.engine.phrasings.next_time`).

Words of Consecration: "Open: Bow this Shugenja to target another player's Personality.
After the next time (this turn) the target assigns to attack you, gain 1 Honor, or 2 Honor
if you control a Temple." «Маневры пехоты» (Infantry Maneuvers): the attacker assigns his
units to the defender's Provinces; the Honor comes after that assignment, once.
"""

from rules.engine.abilities import parse_abilities
from rules.engine.coverage import assess
from tests.rules_cards import Table, card, deck, holding, personality, stronghold

WORDS = card(
    "Words of Consecration",
    "Spell",
    deck="Fate",
    gold_cost=1,
    keywords=["Air"],
    text_plain="After you Equip this Spell, if this Shugenja is :air:, a target player gains "
    "or loses 1 Honor. Open: Bow this Shugenja to target another player's Personality. After "
    "the next time (this turn) the target assigns to attack you, gain 1 Honor, or 2 Honor if "
    "you control a Temple.",
)
PRIEST = personality("Priest", keywords=("Shugenja",))
RAIDER = personality("Raider", force=3)
TEMPLE = holding("Quiet Temple", cost=2, text="", keywords=["Temple"])


def _game(temple: bool) -> tuple[Table, int]:
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[PRIEST, TEMPLE], fate=[WORDS]),
        deck("Second", stronghold(honor=2), dynasty=[RAIDER]),
    )
    priest = t.in_play("Priest")
    t.take("Words of Consecration", 0, f"on:{priest.iid}")
    if temple:
        t.in_play("Quiet Temple")
    raider = t.in_play("Raider", seat=1)
    # The Second player's turn: the Open action in his action phase.
    t.pass_until("action", seat=1, later=True)
    while t.game.to_act != 0:
        t.act(t.game.to_act, "pass")
    words = t.find("Words of Consecration")
    honor = t.state.players[0].honor
    t.act(0, f"use {words.iid} 0 pay - targets {raider.iid}")
    assert priest.bowed
    t.to_attack(seat=1)
    t.attack(0, (raider, 0))
    return t, t.state.players[0].honor - honor


def test_words_of_consecration_is_read_whole() -> None:
    assert assess(WORDS, parse_abilities(WORDS)).status == "full"


def test_honor_after_the_target_attacks_you() -> None:
    _, gained = _game(temple=False)
    assert gained == 1


def test_two_honor_with_a_temple() -> None:
    _, gained = _game(temple=True)
    assert gained == 2


def test_no_honor_without_the_action() -> None:
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[PRIEST], fate=[WORDS]),
        deck("Second", stronghold(honor=2), dynasty=[RAIDER]),
    )
    raider = t.in_play("Raider", seat=1)
    t.pass_until("action", seat=1, later=True)
    honor = t.state.players[0].honor
    t.to_attack(seat=1)
    t.attack(0, (raider, 0))
    assert t.state.players[0].honor == honor
