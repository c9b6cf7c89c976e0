"""Lines about duels (Special Situations: Challenges and Duels — «Особые ситуации»: «Вызов и
дуэль»): a Personality who invites a challenge (Kakita Amiki), an Item that takes Duelist
from the other duelist (Spiked Tetsubo)."""

from rules.engine.continuous import has_keyword
from rules.engine.coverage import FULL, assess
from rules.engine.effects_scripted import silenced
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, personality, strategy, stronghold

OTHER = strategy("Ordinary Strategy", focus=1)
BRUTE = personality("Brute", force=4, chi=1)
FENCER = personality("Fencer", force=1, chi=4, keywords=("Duelist",))
IAIJUTSU = strategy(
    "Iaijutsu Challenge",
    text="Limited: Your target unbowed Personality challenges another player's target "
    "Personality. Destroy the duel's loser.",
)


def table(mine: list, theirs: list, fate: tuple = ()) -> Table:
    return Table(
        deck("First", stronghold(honor=5), dynasty=mine, fate=[OTHER, IAIJUTSU, *fate]),
        deck("Second", stronghold(honor=2), dynasty=theirs, fate=[OTHER]),
    )


def test_amiki_invites_a_challenge_or_silences_the_target() -> None:
    """Kakita Amiki: "Political Limited, :bow:: Another player's target Personality may
    challenge Amiki. If he does not, his abilities may not be used until your next turn
    begins. Destroy the duel's loser." The target's controller chooses."""
    amiki_def = real_card("Kakita Amiki")
    assert assess(amiki_def).status == FULL
    for choice in ("option 1", "option 2"):
        t = table([amiki_def], [BRUTE])
        amiki = t.in_play("Kakita Amiki")
        brute = t.in_play("Brute", seat=1)
        t.pass_until("action", seat=0)
        offered = [a for a in t.legal(0) if a.startswith(f"use {amiki.iid} ")]
        assert offered == [f"use {amiki.iid} 0 pay - targets {brute.iid}"]
        t.act(0, offered[0])
        assert amiki.bowed
        assert t.game.to_act == 1 and t.legal(1) == ["option 1", "option 2"]
        t.act(1, choice)
        if choice == "option 1":
            # Brute challenges; Amiki, challenged, cannot refuse and focuses first.
            assert t.game.waiting_for == "duel" and t.game.to_act == 0
            t.act(0, "strike")
            # Amiki's Chi against Brute's 1: Brute loses and is destroyed.
            assert not brute.in_play and amiki.in_play
            assert not silenced(brute)
        else:
            assert t.game.waiting_for is None
            assert silenced(brute) and brute.in_play


def test_spiked_tetsubo_takes_duelist_from_the_other_duelist() -> None:
    """Spiked Tetsubo: "After this Personality enters a duel, the other Personality in the
    duel loses Duelist." — a tie then loses for both («В случае, если значения равны, оба
    проигрывают»)."""
    tetsubo = real_card("Spiked Tetsubo")
    assert assess(tetsubo).status == FULL
    holder = personality("Holder", force=2, chi=3)
    t = table([holder], [FENCER], (tetsubo,))
    me = t.in_play("Holder")
    fencer = t.in_play("Fencer", seat=1)
    item = t.in_play("Spiked Tetsubo")
    t.act(0, f"manual move {item.iid} to on:{me.iid}")
    assert has_keyword(t.state, fencer, "Duelist")
    card = t.to_hand("Iaijutsu Challenge")
    t.pass_until("action", seat=0)
    entry = t.act(0, f"play {card.iid} 0 pay - targets {me.iid},{fencer.iid}")
    assert "Fencer loses Duelist this turn" in entry.notes
    assert not has_keyword(t.state, fencer, "Duelist")
    t.act(1, "strike")
    # 3 Chi and the Tetsubo's +1C against 4: without Duelist the Fencer does not win the
    # tie; both are destroyed.
    assert not fencer.in_play and not me.in_play


def test_a_personality_who_will_not_issue_challenges_is_never_a_challenger() -> None:
    """ "This Personality will not issue challenges." (Obi of Silence, on the Personality it
    is attached to; or printed on him): not offered as a challenger."""
    from dataclasses import replace

    from tests.rules_cards import item

    obi = replace(item("Silent Sash"), text_plain="This Personality will not issue challenges.")
    quiet = personality("Quiet One", chi=3, text_plain="Will not issue challenges.")
    t = table([personality("Holder", chi=3), quiet], [BRUTE], (obi,))
    holder = t.in_play("Holder")
    me = t.in_play("Quiet One")
    brute = t.in_play("Brute", seat=1)
    card = t.to_hand("Iaijutsu Challenge")
    t.pass_until("action", seat=0)
    offered = [a for a in t.legal(0) if a.startswith(f"play {card.iid} ")]
    assert offered == [f"play {card.iid} 0 pay - targets {holder.iid},{brute.iid}"]
    sash = t.in_play("Silent Sash")
    t.act(0, f"manual move {sash.iid} to on:{holder.iid}")
    assert [a for a in t.legal(0) if a.startswith(f"play {card.iid} ")] == []
    assert me.in_play


def test_amikis_target_who_will_not_issue_challenges_is_silenced_unasked() -> None:
    """With no challenge possible ("will not issue challenges"), the other way happens."""
    amiki_def = real_card("Kakita Amiki")
    quiet = personality("Quiet One", chi=3, text_plain="Will not issue challenges.")
    t = table([amiki_def], [quiet])
    amiki = t.in_play("Kakita Amiki")
    other = t.in_play("Quiet One", seat=1)
    t.pass_until("action", seat=0)
    t.act(0, f"use {amiki.iid} 0 pay - targets {other.iid}")
    assert t.game.waiting_for is None
    assert silenced(other)
