"""A Personality who stays out of attacking armies: not offered in the attacker's
maneuvers, and a move into the attacking army is refused (the Attack Phase — «Фаза
атаки»; Abilities and Traits — «Способности и надписи»). Cards are built with their printed
text."""

import pytest

from rules.engine import IllegalAction
from rules.engine.abilities import parse_abilities
from rules.engine.coverage import FULL, assess
from tests.rules_cards import Table, deck, personality, stronghold

SATSU = personality(
    "Togashi Satsu",
    keywords=("Monk",),
    text_plain="Satsu may not assign, and will not move, into an attacking army.",
)
DENKI = personality(
    "Sanshu Denki", text_plain="May not assign, and will not move, into an attacking army."
)
BUSHI = personality("Bushi", force=3, chi=2)


@pytest.mark.parametrize("defn", [SATSU, DENKI])
def test_may_not_assign_or_move_into_an_attacking_army(defn) -> None:
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[defn, BUSHI]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI]),
    )
    monk, bushi = t.in_play(defn.title), t.in_play("Bushi")
    t.to_attack()
    t.act(0, "attack 1")
    assert not any(a.startswith(f"assign {monk.iid} ") for a in t.legal(0))
    assert any(a.startswith(f"assign {bushi.iid} ") for a in t.legal(0))
    with pytest.raises(IllegalAction, match="will not move into an attacking army"):
        t.act(0, f"manual move {monk.iid} to battle:{t.province(1, 0).pid}")
    assert assess(defn, parse_abilities(defn)).status == FULL
