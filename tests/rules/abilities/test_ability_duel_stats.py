""" "Both Personalities use Personal Honor as their duel stat." (`phrasings.duel_stats`): a
Reaction after a Personality enters a duel changes what the duel under way compares
(Special Situations: Challenges and Duels — «Особые ситуации»: «Вызов и дуэль»: the totals
are Chi plus focused Focus Values unless a card says otherwise), for this duel only."""

from rules.engine.compiler import compile_body
from rules.engine.coverage import FULL, assess
from tests.rules_cards import Table, card, deck, personality, strategy, stronghold

TSUTOMU = card(
    "Tsutomu no Shiryo",
    "Ancestor",
    deck="Fate",
    clans=["Crane"],
    force=0,
    chi=1,
    force_is_modifier=True,
    chi_is_modifier=True,
    gold_cost=3,
    text_plain="Repeatable Reaction, :bow:: After this Personality enters a duel, both "
    "Personalities use Personal Honor as their duel stat.",
)
IAIJUTSU = strategy(
    "Iaijutsu Challenge",
    text="Limited: Your target unbowed Personality challenges another player's target "
    "Personality. Destroy the duel's loser.",
)
OTHER = strategy("Ordinary Strategy", focus=1)
ELDER = personality("Elder", force=1, chi=1, honor=5)
BRUTE = personality("Brute", force=4, chi=3, honor=1)


def test_the_reading() -> None:
    assert assess(TSUTOMU).status == FULL
    found = compile_body(ELDER, "Both Personalities use their Force as their duel stat.")
    assert found is not None and found.effects[0].what == "force"


def _duel(use: bool) -> tuple[Table, object, object]:
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[ELDER], fate=[TSUTOMU, IAIJUTSU, OTHER]),
        deck("Second", stronghold(honor=2), dynasty=[BRUTE], fate=[OTHER]),
    )
    elder = t.in_play("Elder")
    brute = t.in_play("Brute", seat=1)
    shiryo = t.in_play("Tsutomu no Shiryo")
    t.act(0, f"manual move {shiryo.iid} to on:{elder.iid}")
    challenge = t.to_hand("Iaijutsu Challenge")
    t.pass_until("action", seat=0)
    t.act(0, f"play {challenge.iid} 0 pay - targets {elder.iid},{brute.iid}")
    offered = [a for a in t.legal(0) if a.startswith(f"use {shiryo.iid} ")]
    assert offered
    if use:
        entry = t.act(0, offered[0])
        assert "both duelists use Personal Honor as their duel stat" in entry.notes
        assert shiryo.bowed
    while t.game.waiting_for != "duel":
        t.act(t.game.to_act, "pass")
    while t.game.waiting_for == "duel":
        t.act(t.game.to_act, "strike")
    return t, elder, brute


def test_the_duel_compares_personal_honor() -> None:
    """Elder (1 Chi, +1C from the Ancestor, 5 Personal Honor) against Brute (3 Chi, 1
    Personal Honor): by Personal Honor the Elder wins."""
    _t, elder, brute = _duel(use=True)
    assert elder.in_play and not brute.in_play


def test_without_the_reaction_the_duel_compares_chi() -> None:
    _t, elder, brute = _duel(use=False)
    assert not elder.in_play and brute.in_play
