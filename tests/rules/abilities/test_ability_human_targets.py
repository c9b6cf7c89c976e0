"""A target "Human" or "Nonhuman" (Implied Keywords — «Подразумевающиеся надписи»: Naga,
Oni, Creatures and Goblins are Nonhuman; a Personality or Follower that is not is Human), on
the printed text of real cards."""

from rules.engine import stats
from rules.engine.coverage import FULL, automation
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, personality, stronghold

SAMURAI = personality("Samurai", force=2, chi=2, honor=2)
NAGA = personality("Naga Warrior", force=3, chi=2, honor=1, keywords=("Naga",))


def test_last_gift_targets_a_human_personality() -> None:
    """Last Gift: "Open: Target a Human Personality: Permanently give him +1PH." — a Samurai
    is Human (no keyword says so), a Naga is not."""
    card = real_card("Last Gift", "celestial_edition")
    assert automation(card).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[SAMURAI, NAGA], fate=[card]),
        deck("Second", stronghold(honor=2), dynasty=[]),
    )
    samurai, naga = t.in_play("Samurai"), t.in_play("Naga Warrior")
    gift = t.to_hand("Last Gift")
    t.pass_until("action", seat=0)
    offered = [a for a in t.legal(0) if a.startswith(f"play {gift.iid} ")]
    assert offered == [f"play {gift.iid} 0 pay - targets {samurai.iid}"]
    t.act(0, offered[0])
    assert stats.personal_honor(t.state, samurai) == 3
    assert stats.personal_honor(t.state, naga) == 1
