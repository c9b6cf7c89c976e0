"""Moments named by any battle or by an action called either of two words (Actions:
Reactions — «Акции»: «Реакции»): "Before a battle resolves" (Steady Resolve), "after a
Spell or Kiho action resolves" (Kaze-no-kami's Blessing), "Before a Spell or Kiho action
resolves" (Shiba Yoma). Each is read on the card's printed text; Steady Resolve is played
in the window before its battle's Resolution («Местность»: the Battle segment is over)."""

from rules.engine import stats
from rules.engine.coverage import FULL, automation
from rules.engine.triggers import (
    ACTION_RESOLVED,
    ANNOUNCED,
    ANY_BATTLE,
    BATTLE_RESOLVING,
    INTERRUPT,
    REACTION,
    read_trigger,
)
from tests.rules_cards import Table, deck, personality, strategy, stronghold

STEADY_RESOLVE = strategy(
    "Steady Resolve",
    focus=2,
    text="Reaction: Before a battle resolves, choose your performing opposed Samurai "
    "Personality at the current battlefield: Give him +2F.",
)
BLESSING = strategy(
    "Kaze-no-kami's Blessing",
    text="After a Spell or Kiho action resolves: Move home any Personality at this "
    "battlefield who performed it. If he moved, bow him.",
)
RICH = stronghold(honor=5, gold=10)
YOMA = personality("Shiba Yoma", clans=("Phoenix",), keywords=("Shugenja",))


def test_before_a_battle_resolves_is_read_for_any_battle() -> None:
    """Steady Resolve names no battle of its own: it answers the one about to resolve,
    wherever the card lies."""
    found = read_trigger(STEADY_RESOLVE, STEADY_RESOLVE.text_plain.split(": ", 1)[1])
    assert found is not None
    trigger, effect, _ = found
    assert (trigger.event, trigger.timing, trigger.who) == (BATTLE_RESOLVING, INTERRUPT, ANY_BATTLE)
    assert effect.startswith("Choose your performing opposed Samurai")
    # Only before: "After a battle resolves" is the battle's end, another moment.
    after = read_trigger(STEADY_RESOLVE, "After a battle's resolution, draw a card.")
    assert after is not None and after[0].event != BATTLE_RESOLVING


def test_steady_resolve_gives_force_before_the_battle_resolves() -> None:
    """The Attacker's Bushi (2F) and the Defender's Guard (3F) are at the battlefield; once
    everyone has passed the Battle segment, the Attacker plays Steady Resolve before the
    Resolution: his Bushi has 4F and his army wins."""
    assert automation(STEADY_RESOLVE).status == FULL
    t = Table(
        deck("First", RICH, dynasty=[personality("Bushi", force=2)], fate=[STEADY_RESOLVE]),
        deck("Second", stronghold(honor=2), dynasty=[personality("Guard", force=3)]),
    )
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    card = t.to_hand("Steady Resolve")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    start = t.state.attack["battle"]
    while t.game.waiting_for != "reactions":
        t.act(t.game.to_act, "pass")
        assert t.state.attack["battle"] == start
    assert t.game.to_act == 0
    t.act(0, f"play {card.iid} 0 pay - targets {bushi.iid}")
    assert stats.force(t.state, bushi) == 4
    while t.state.attack is not None and t.state.attack["battle"] == start:
        t.act(t.game.to_act, "pass")
    # 4 against 3: the defending army is destroyed (at 2 against 3 it would win).
    assert guard.zone != "home"


def test_an_action_called_either_word_is_read() -> None:
    """Kaze-no-kami's Blessing: after an action called Spell or Kiho resolves (either will
    do); Shiba Yoma: before one resolves, once announced."""
    found = read_trigger(BLESSING, BLESSING.text_plain)
    assert found is not None
    assert (found[0].event, found[0].timing, found[0].any_words) == (
        ACTION_RESOLVED,
        REACTION,
        ("spell", "kiho"),
    )
    before = read_trigger(
        YOMA,
        "Before a Spell or Kiho action resolves, if Yoma is at the current battlefield: "
        "Give him +1F/+1C.",
    )
    assert before is not None
    assert (before[0].event, before[0].timing, before[0].any_words) == (
        ANNOUNCED,
        INTERRUPT,
        ("spell", "kiho"),
    )
    # An Equip is not announced as an action of its own.
    assert read_trigger(YOMA, "Before a Spell or Equip action resolves, draw a card.") is None


PREPARED = strategy(
    "Prepared for the Enemy",
    text="Reaction: After your army wins a battle: Permanently give each Personality in it +1F.",
)


def _battle(attacker_force: int, defender_force: int):
    """First attacks Second's Guard with his Bushi; each holds Prepared for the Enemy."""
    t = Table(
        deck("First", RICH, dynasty=[personality("Bushi", force=attacker_force)], fate=[PREPARED]),
        deck(
            "Second",
            stronghold(honor=2, gold=10),
            dynasty=[personality("Guard", force=defender_force)],
            fate=[PREPARED],
        ),
    )
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    t.to_hand("Prepared for the Enemy")
    t.to_hand("Prepared for the Enemy", seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    return t, bushi, guard


def test_after_your_army_wins_a_battle_only_the_winner_answers() -> None:
    """Prepared for the Enemy: the Defender's Guard (3F) beats the Attacker's Bushi (2F);
    once the Bushi is destroyed (Battle Resolution — «Подсчет результатов битвы») the
    Defender, and only he, may answer: his Guard gets a permanent +1F."""
    assert automation(PREPARED).status == FULL
    assert read_trigger(PREPARED, "After you win a battle, gain 2 Honor.") is not None
    t, bushi, guard = _battle(2, 3)
    start = t.state.attack["battle"]
    while t.game.waiting_for != "reactions":
        t.act(t.game.to_act, "pass")
        assert t.state.attack["battle"] == start
    assert bushi.zone != "home"
    assert t.game.to_act == 1
    assert not any(a.text().startswith("play") for a in t.game.legal_actions(0))
    card = t.to_hand("Prepared for the Enemy", seat=1)
    t.act(1, f"play {card.iid} 0 pay -")
    assert stats.force(t.state, guard) == 4


def test_no_one_wins_a_tied_battle() -> None:
    """2F against 2F: both armies are destroyed and neither player won; no window opens."""
    t, _bushi, _guard = _battle(2, 2)
    start = t.state.attack["battle"]
    while t.state.attack is not None and t.state.attack["battle"] == start:
        assert t.game.waiting_for != "reactions"
        t.act(t.game.to_act, "pass")


ARMED_AND_READY = strategy(
    "Armed and Ready",
    text="Reaction: After a Resolution Segment begins: Straighten all your Personalities at "
    "the current battlefield with a Weapon or an Armor (or both) attached.",
)


def test_after_a_resolution_segment_begins_is_read() -> None:
    """Armed and Ready, Bawaru no Oni ("After battle resolution begins, ..."): the moment the
    battle's Resolution Segment has begun, before the armies are compared."""
    for defn, body in (
        (ARMED_AND_READY, ARMED_AND_READY.text_plain.split(": ", 1)[1]),
        (
            personality("Bawaru no Oni"),
            "After battle resolution begins, if there are any unbowed enemy Personalities at "
            "Bawaru's battlefield, straighten Bawaru.",
        ),
    ):
        found = read_trigger(defn, body)
        assert found is not None
        assert (found[0].event, found[0].timing, found[0].who) == (
            BATTLE_RESOLVING,
            REACTION,
            ANY_BATTLE,
        )


def test_a_reaction_after_the_resolution_segment_begins_comes_before_the_armies_compare() -> None:
    """Armed and Ready's moment with an effect the engine reads: the Attacker's 2F Bushi
    gets +2F once the Resolution Segment has begun, and wins against the 3F Guard."""
    rally = strategy(
        "Rally at Resolution",
        text="Reaction: After a Resolution Segment begins: Give your target Personality at "
        "the current battlefield +2F.",
    )
    assert automation(rally).status == FULL
    t = Table(
        deck("First", RICH, dynasty=[personality("Bushi", force=2)], fate=[rally]),
        deck("Second", stronghold(honor=2), dynasty=[personality("Guard", force=3)]),
    )
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    card = t.to_hand("Rally at Resolution")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    start = t.state.attack["battle"]
    while t.game.waiting_for != "reactions":
        t.act(t.game.to_act, "pass")
        assert t.state.attack["battle"] == start
    assert guard.zone == "home" and bushi.zone == "home"
    window = t.state.stack[-1]
    assert (window["event"]["event"], window["timing"]) == (BATTLE_RESOLVING, REACTION)
    t.act(0, f"play {card.iid} 0 pay - targets {bushi.iid}")
    assert stats.force(t.state, bushi) == 4
    while t.state.attack is not None and t.state.attack["battle"] == start:
        t.act(t.game.to_act, "pass")
    assert guard.zone != "home"
