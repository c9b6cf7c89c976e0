"""Hand-written records of Strategies (titles A to K), each played on its printed text
(`rules.engine.scripts`)."""

from rules.engine.coverage import FULL, automation
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, personality, stronghold


def test_i_believed_in_you_makes_a_personality_above_his_family_honor_commit_seppuku() -> None:
    """Gold Edition "I Believed In You": "Limited: Target a Personality with an Honor
    Requirement higher than his controller's Family Honor: He commits seppuku." Second has
    2 Honor: his Lord (Honor Requirement 5) may be targeted, his Peasant (0) may not, nor
    First's own Captain (3, under First's Honor). The Lord dies honorable
    («Уничтожение и сброс карт»: seppuku) and his player loses no Honor."""
    believed = real_card("I Believed In You", "gold_edition")
    assert automation(believed).status == FULL
    t = Table(
        deck(
            "First",
            stronghold(honor=5, gold=10),
            dynasty=[personality("Captain", requirement=3)],
            fate=[believed],
        ),
        deck(
            "Second",
            stronghold(honor=2),
            dynasty=[personality("Lord", requirement=5), personality("Peasant", requirement=0)],
        ),
    )
    captain = t.in_play("Captain")
    lord = t.in_play("Lord", seat=1)
    peasant = t.in_play("Peasant", seat=1)
    card = t.to_hand("I Believed In You")
    t.pass_until("action", seat=0)
    assert t.state.players[1].honor < 5 and t.state.players[0].honor >= 3
    offered = [a for a in t.legal(0) if a.startswith(f"play {card.iid} ")]
    assert offered == [f"play {card.iid} 0 pay - targets {lord.iid}"]
    assert peasant.in_play and captain.in_play
    lord.dishonored = True
    honor = t.state.players[1].honor
    t.act(0, offered[0])
    assert not lord.in_play and not lord.dishonored
    assert t.state.players[1].honor == honor
