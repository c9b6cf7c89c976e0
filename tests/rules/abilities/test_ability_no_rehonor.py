"""«Бесчестье» (Dishonor): "This Personality will not be rehonored." (Tainted Bushi) — his
Personality stays dishonored whatever would rehonor him, while it is attached."""

from rules.engine.coverage import FULL, automation
from rules.engine.events import APPLY
from tests.rules_cards import Table, deck, follower, personality, stronghold

BUSHI = personality("Bushi", force=2, honor=2)
TAINTED = follower(
    "Tainted Bushi",
    force=3,
    text_plain="Will only attach to a Human Personality.\n"
    "After this card enters play: Lose 2 Honor and dishonor this Personality.\n"
    "This Personality will not be rehonored.\nFear Battle: Fear 1.",
)


def test_tainted_bushi_keeps_its_personality_dishonored() -> None:
    assert automation(TAINTED).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[BUSHI, BUSHI], fate=[TAINTED]),
        goldfish=True,
    )
    bushi, other = t.cards("Bushi", 0)[:2]
    t.in_play("Bushi")
    t.in_play("Bushi")
    t.take("Tainted Bushi", 0, f"on:{bushi.iid}")
    bushi.dishonored = other.dishonored = True
    for card in (bushi, other):
        APPLY["rehonor"](t.state, {"event": "rehonor", "card": card.iid})
    assert bushi.dishonored and not other.dishonored
