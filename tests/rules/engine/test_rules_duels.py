"""Challenges and duels (Special Situations: Challenges and Duels — «Особые ситуации»:
«Вызов и дуэль»; Double Chi — «Специальные надписи»: «Двойной дух»)."""

import pytest

from rules.engine import IllegalAction
from rules.engine.actions import Pass
from tests.rules_cards import Table, deck, personality, strategy, stronghold

IAIJUTSU = strategy(
    "Iaijutsu Challenge",
    text="Battle: Your target unbowed Personality challenges a target enemy Personality. "
    "Destroy the duel's loser.",
)
POLITE = strategy(
    "Polite Challenge",
    text="Limited: Your target unbowed Personality challenges another player's target "
    "Personality, who may refuse. Destroy the duel's loser.",
)
SHAMING = strategy(
    "Shaming Duel",
    text="Limited: Your target unbowed Personality challenges another player's target "
    "Personality. Dishonor the duel's loser.",
)
# Clash of Blades: an outcome the engine does not read ("permanently remove all abilities").
CLASH = strategy(
    "Clash of Blades",
    text="Iaijutsu Open: Your target unbowed Personality challenges a target Personality. "
    "Dishonor and permanently remove all abilities from the loser. The winner gains 1 Honor.",
)
FOCUS_FOUR = strategy("Sharp Focus", focus=4)
FOCUS_ONE = strategy("Dull Focus", focus=1)
DUELIST = personality("Duelist", force=2, chi=3)
SAGE = personality("Sage", force=1, chi=2, keywords=("Samurai", "Double Chi"))
BRUTE = personality("Brute", force=4, chi=2)


def table() -> Table:
    first = deck(
        "First",
        stronghold(honor=5),
        dynasty=[DUELIST, SAGE],
        fate=[IAIJUTSU, POLITE, SHAMING, CLASH, FOCUS_FOUR, FOCUS_ONE],
    )
    second = deck(
        "Second", stronghold(honor=2), dynasty=[BRUTE, DUELIST], fate=[FOCUS_FOUR, FOCUS_ONE]
    )
    return Table(first, second)


def limited_duel(title: str) -> tuple[Table, object, object]:
    t = table()
    duelist = t.in_play("Duelist")
    brute = t.in_play("Brute", seat=1)
    card = t.to_hand(title)
    t.pass_until("action", seat=0)
    t.act(0, f"play {card.iid} 0 pay - targets {duelist.iid},{brute.iid}")
    return t, duelist, brute


def test_a_refusable_challenge_may_be_refused_without_penalty() -> None:
    t, duelist, brute = limited_duel("Polite Challenge")
    assert t.game.waiting_for == "duel" and t.game.to_act == 1
    assert t.legal(1) == ["accept", "refuse"]
    entry = t.act(1, "refuse")
    assert "Brute refuses the challenge" in entry.notes
    assert duelist.in_play and brute.in_play
    assert t.game.waiting_for is None


def test_focus_strike_and_the_higher_chi_wins() -> None:
    """From the challenged duelist, each focuses (a card face down, its Focus added) or
    strikes; on a strike the Focus cards are revealed and the higher Chi wins."""
    t, duelist, brute = limited_duel("Polite Challenge")
    t.act(1, "accept")
    four = t.to_hand("Sharp Focus", seat=1)
    t.act(1, f"focus {four.iid}")
    assert four.zone == "focus"
    # The challenger sees that a card was laid, not which.
    assert t.game.view(0)["duel"]["focus"][str(brute.iid)] == {"count": 1, "cards": None}
    one = t.to_hand("Dull Focus")
    t.act(0, f"focus {one.iid}")
    entry = t.act(1, "strike")
    assert "the Focus cards are revealed: Dull Focus, Sharp Focus" in entry.notes
    assert "Brute wins the duel (6 Chi against 4)" in entry.notes
    assert duelist.zone == "dynasty-discard" and brute.in_play
    assert four.zone == "fate-discard" and one.zone == "fate-discard"


def test_a_tied_duel_loses_for_both() -> None:
    t = table()
    duelist = t.in_play("Duelist")
    other = t.in_play("Duelist", seat=1)
    card = t.to_hand("Polite Challenge")
    t.pass_until("action", seat=0)
    t.act(0, f"play {card.iid} 0 pay - targets {duelist.iid},{other.iid}")
    t.act(1, "accept")
    t.act(1, "strike")
    assert not duelist.in_play and not other.in_play


def test_double_chi_adds_the_focus_twice() -> None:
    t = table()
    sage = t.in_play("Sage")
    brute = t.in_play("Brute", seat=1)
    card = t.to_hand("Polite Challenge")
    one = t.to_hand("Dull Focus")
    t.pass_until("action", seat=0)
    t.act(0, f"play {card.iid} 0 pay - targets {sage.iid},{brute.iid}")
    t.act(1, "accept")
    t.act(1, f"focus {t.to_hand('Dull Focus', seat=1).iid}")
    t.act(0, f"focus {one.iid}")
    entry = t.act(1, "strike")
    # Sage 2 + 1 x 2 = 4 against Brute 2 + 1.
    assert "Sage wins the duel (4 Chi against 3)" in entry.notes


def test_a_duelist_without_cards_must_strike() -> None:
    t, _, _ = limited_duel("Polite Challenge")
    t.act(1, "accept")
    for iid in list(t.state.players[1].hand):
        t.act(1, f"manual discard {iid}")
    assert t.legal(1) == ["strike"]


def test_a_duel_whose_duelist_leaves_has_no_result() -> None:
    t, duelist, brute = limited_duel("Polite Challenge")
    t.act(1, "accept")
    entry = t.act(0, f"manual destroy {brute.iid}")
    assert "a duelist has left play: the duel ends with no result" in entry.notes
    assert duelist.in_play and t.game.waiting_for is None


def test_an_outcome_the_engine_does_not_run_is_left_to_the_players() -> None:
    t, duelist, brute = limited_duel("Clash of Blades")
    assert t.game.waiting_for == "duel" and t.legal(1)[0] == "strike"
    entry = t.act(1, "strike")
    assert "Duelist wins the duel (3 Chi against 2)" in entry.notes
    assert "carry out what Clash of Blades does to Brute by hand" in entry.notes
    assert duelist.in_play and brute.in_play and not brute.dishonored


def test_an_outcome_the_engine_reads_is_carried_out() -> None:
    t, duelist, brute = limited_duel("Shaming Duel")
    entry = t.act(1, "strike")
    assert "Brute is dishonored" in entry.notes
    assert duelist.in_play and brute.in_play and brute.dishonored


def test_two_of_your_personalities_never_duel() -> None:
    t = table()
    duelist = t.in_play("Duelist")
    sage = t.in_play("Sage")
    card = t.to_hand("Polite Challenge")
    t.pass_until("action", seat=0)
    assert not any(a.startswith(f"play {card.iid}") for a in t.legal(0))
    with pytest.raises(IllegalAction, match="Personality; another player's target Personality"):
        t.act(0, f"play {card.iid} 0 pay - targets {duelist.iid},{sage.iid}")


def test_a_battle_challenge_needs_both_duelists_in_the_battle() -> None:
    t = table()
    duelist = t.in_play("Duelist")
    brute = t.in_play("Brute", seat=1)
    card = t.to_hand("Iaijutsu Challenge")
    t.to_attack()
    t.attack(1, (duelist, 0))
    t.defend((brute, 0))
    t.act(1, Pass())
    text = f"play {card.iid} 0 pay - targets {duelist.iid},{brute.iid}"
    assert text in t.legal(0)
    t.act(0, text)
    assert t.game.waiting_for == "duel" and t.legal(1)[0] == "strike"
