"""A continuous bonus and a larger one under a condition: "This Personality has +2 Yu, or +3
Yu if he is Crab Clan." (Grim Mempo) — «Ю» (Yu) from an attachment."""

from dataclasses import replace

from rules.engine import continuous
from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, deck, item, personality, stronghold

CRAB = personality("Hida Samurai", force=2, clans=["Crab"], keywords=["Samurai"])
LION = personality("Matsu Samurai", force=2, clans=["Lion"], keywords=["Samurai"])
MEMPO = replace(
    item("Grim Mempo", force=1, chi=0, cost=0),
    text_plain="Will only attach to a Samurai.\n"
    "This Personality has +2 Yu, or +3 Yu if he is Crab Clan.",
)


def test_grim_mempo_gives_more_yu_to_a_crab() -> None:
    assert automation(MEMPO).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[CRAB, LION], fate=[MEMPO, MEMPO]),
        goldfish=True,
    )
    crab, lion = t.in_play("Hida Samurai"), t.in_play("Matsu Samurai")
    t.take("Grim Mempo", 0, f"on:{crab.iid}")
    t.take("Grim Mempo", 0, f"on:{lion.iid}")
    assert continuous.bonus(t.state, crab, "yu") == 3
    assert continuous.bonus(t.state, lion, "yu") == 2
