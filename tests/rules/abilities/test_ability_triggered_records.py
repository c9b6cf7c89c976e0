"""Hand-written records for Reactions and Interrupts (`rules.engine.scripts`): a trigger the
engine reads whose effect only a record says (Reactions — «Реакции»; Special Situations:
Challenges and Duels — «Вызов и дуэль»)."""

from rules.engine.coverage import FULL, assess
from tests.rules_cards import Table, deck, item, personality, strategy, stronghold

TAKEJI = personality(
    "Hoshi Takeji",
    force=2,
    chi=3,
    clans=("Dragon",),
    text_plain="Repeatable Reaction, :bow:: After Takeji enters a duel, destroy a target "
    "non-Unique Weapon attached to the Personality facing him.",
)
FENCER = personality("Fencer", force=1, chi=1)
KATANA = item("Plain Katana", keywords=("Weapon",))
IAIJUTSU = strategy(
    "Iaijutsu Challenge",
    text="Limited: Your target unbowed Personality challenges another player's target "
    "Personality. Destroy the duel's loser.",
)


def test_hoshi_takeji_destroys_the_weapon_of_the_personality_facing_him() -> None:
    """Hoshi Takeji: his Reaction after he enters a duel is his record's; it bows him and
    destroys a non-Unique Weapon on the Personality facing him, none elsewhere."""
    assert assess(TAKEJI).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[TAKEJI], fate=[IAIJUTSU, KATANA]),
        deck("Second", stronghold(honor=2), dynasty=[FENCER], fate=[KATANA]),
    )
    takeji = t.in_play("Hoshi Takeji")
    fencer = t.in_play("Fencer", seat=1)
    katana = t.in_play("Plain Katana", seat=1)
    t.act(0, f"manual move {katana.iid} to on:{fencer.iid}")
    own = t.in_play("Plain Katana")
    t.act(0, f"manual move {own.iid} to on:{takeji.iid}")
    card = t.to_hand("Iaijutsu Challenge")
    t.pass_until("action", seat=0)
    t.act(0, f"play {card.iid} 0 pay - targets {takeji.iid},{fencer.iid}")
    offered = [a for a in t.legal(0) if a.startswith(f"use {takeji.iid} ")]
    assert offered == [f"use {takeji.iid} 0 pay - targets {katana.iid}"]
    t.act(0, offered[0])
    assert takeji.bowed
    assert not katana.in_play and own.in_play
