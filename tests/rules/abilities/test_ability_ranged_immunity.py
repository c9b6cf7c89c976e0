"""Shield Wall: "Ranged Attacks cannot target cards in this unit." — the same rule as "may
not target" («Атака с расстояния»: a Ranged Attack targets one enemy card, not these)."""

import pytest

from rules.engine import IllegalAction
from rules.engine.coverage import FULL, assess
from tests.rules.engine.test_rules_traits import shooting_table, to_battle
from tests.rules_cards import follower

SHIELD_WALL = follower(
    "Shield Wall", force=0, text_plain="Ranged Attacks cannot target cards in this unit."
)


def test_shield_wall_shields_its_unit_from_ranged_attacks() -> None:
    assert assess(SHIELD_WALL).status == FULL
    troops = follower("Troops", force=1)
    t, samurai, archers, guard = shooting_table(SHIELD_WALL, troops)
    troop = t.take("Troops", 1, f"on:{guard.iid}")
    t.take("Shield Wall", 1, f"on:{guard.iid}")
    to_battle(t, [samurai], [guard])
    assert not any(a.startswith(f"ranged {archers.iid}") for a in t.legal(0))
    with pytest.raises(IllegalAction, match="may not target"):
        t.act(0, f"ranged {archers.iid} at {troop.iid}")
