"""A card chosen as the effect resolves, not targeted («Выбор цели и перенаправление» —
Targeting and Redirection), and "If you control a X or Y" (either will do)."""

from rules.engine.coverage import FULL, automation
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, personality, stronghold

COURTIER = personality("Courtier", keywords=("Courtier",))
BUSHI = personality("Bushi")
VICTIM = personality("Victim")


def _bully_table(mine) -> Table:
    bully = real_card("Small-Time Bully")
    return Table(
        deck("First", stronghold(honor=5, gold=10), dynasty=[bully, *mine]),
        deck("Second", stronghold(honor=2), dynasty=[VICTIM]),
    )


def _recruit_bully(t: Table) -> None:
    t.to_province("Small-Time Bully", 0, 0)
    t.pass_until("dynasty", seat=0)
    pid = t.province(0, 0).pid
    t.act(0, next(a for a in t.legal(0) if a.startswith(f"recruit {pid} ")))


def _choose(t: Table, words: str) -> None:
    """Answer the choice under way with the way whose label holds `words`."""
    labels = t.state.stack[-1]["labels"]
    [number] = [n for n, label in enumerate(labels, 1) if words in label]
    t.act(0, f"option {number}")


def test_small_time_bully_may_dishonor_a_personality_of_the_players_choice() -> None:
    """Small-Time Bully: "After you Recruit this Holding, if you control a Courtier or
    Magistrate, you may dishonor a Personality." With a Courtier in play, the player may
    dishonor any Personality in play (not a target), here the other player's Victim."""
    assert automation(real_card("Small-Time Bully")).status == FULL
    t = _bully_table([COURTIER])
    t.in_play("Courtier")
    victim = t.in_play("Victim", seat=1)
    _recruit_bully(t)
    # First whether to, then which Personality.
    _choose(t, "dishonor a Personality")
    _choose(t, "Victim")
    assert victim.dishonored


def test_small_time_bully_does_nothing_without_a_courtier_or_magistrate() -> None:
    t = _bully_table([BUSHI])
    t.in_play("Bushi")
    victim = t.in_play("Victim", seat=1)
    _recruit_bully(t)
    assert not any(frame.get("labels") for frame in t.state.stack)
    assert not victim.dishonored


def test_slanderer_needs_a_courtier_or_a_magistrate() -> None:
    """Slanderer: "Political Limited, :bow:: If you control a Courtier or Magistrate,
    dishonor a target Personality." With a Magistrate, the target is dishonored; with only
    a Bushi, nothing happens (the condition is checked as the effect resolves)."""
    slanderer = real_card("Slanderer")
    assert automation(slanderer).status == FULL
    judge = personality("Judge", keywords=("Magistrate",))
    for mine, dishonored in ((judge, True), (BUSHI, False)):
        t = Table(
            deck("First", stronghold(honor=5), dynasty=[slanderer, mine]),
            deck("Second", stronghold(honor=2), dynasty=[VICTIM]),
        )
        t.in_play(mine.key)
        holding = t.in_play("Slanderer")
        victim = t.in_play("Victim", seat=1)
        t.pass_until("action", seat=0)
        t.act(0, f"use {holding.iid} 1 pay - targets {victim.iid}")
        assert holding.bowed and victim.dishonored is dishonored
