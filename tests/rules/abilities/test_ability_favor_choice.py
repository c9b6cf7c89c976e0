"""The Imperial Favor discarded at the player's choice, or a Wind instead: "You may discard
the Imperial Favor. If this discarded the Favor or you control the Left Hand of the Emperor,
straighten a target Personality." (Tsudao's Chambers; «Как добиться Благорасположения
Императора»: the Favor is used by discarding it; «Наследник (wind)»)."""

import pytest

from rules.engine.actions import ManualFavor, Option
from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, deck, holding, personality, stronghold, wind

CHAMBERS = holding(
    "Tsudao's Chambers",
    cost=0,
    text=":bow:: Produce 2 Gold.\nFavor Political Battle, :bow:: You may discard the Imperial "
    "Favor. If this discarded the Favor or you control the Left Hand of the Emperor, "
    "straighten a target Personality.",
    keywords=["Unique"],
)
LEFT_HAND = wind("Left Hand of the Emperor")
BUSHI = personality("Bushi", force=2)


def _use(favor: bool, with_wind: bool) -> tuple[Table, object]:
    extra = {"wind": LEFT_HAND} if with_wind else {}
    t = Table(
        deck("First", stronghold(honor=5), [CHAMBERS, BUSHI], **extra),
        deck("Second", stronghold(honor=2), [BUSHI]),
    )
    chambers = t.in_play("Tsudao's Chambers")
    chambers.bowed = False
    bushi = t.in_play("Bushi")
    guard = t.in_play("Bushi", seat=1)
    if favor:
        t.act(0, ManualFavor(0))
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    bushi.bowed = True
    while t.game.to_act != 0:
        t.act(t.game.to_act, "pass")
    # «Выбор цели»: his own bowed Personality may be targeted, as the action straightens.
    (use,) = [
        a
        for a in t.legal(0)
        if a.startswith(f"use {chambers.iid} ") and a.endswith(f"targets {bushi.iid}")
    ]
    t.act(0, use)
    return t, bushi


def test_the_lines_read() -> None:
    assert automation(CHAMBERS).status == FULL


def test_discarding_the_favor_straightens() -> None:
    t, bushi = _use(favor=True, with_wind=False)
    assert t.game.waiting_for == "choice"
    assert t.legal(0) == ["option 1", "option 2"]
    t.act(0, Option(1))
    assert t.state.favor is None
    assert not bushi.bowed


def test_keeping_the_favor_without_the_wind_does_nothing() -> None:
    t, bushi = _use(favor=True, with_wind=False)
    t.act(0, Option(2))
    assert t.state.favor == 0
    assert bushi.bowed


@pytest.mark.parametrize("with_wind", [True, False])
def test_without_the_favor_only_the_wind_straightens(with_wind: bool) -> None:
    t, bushi = _use(favor=False, with_wind=with_wind)
    assert t.game.waiting_for != "choice"
    assert bushi.bowed is not with_wind
