"""Equipping from the hand as an ability's effect (Bringing Cards into Play — «Ввод карт в
игру»: an attachment enters play from the hand paying its Gold Cost; Followers, Items,
Spells and Ancestors — «Солдаты, предметы, заклинания и предки»: a Spell only on a
Shugenja):

- Daigotsu Chiboshi: "Battle, :gstar:: Equip a Follower to Chiboshi. You may take an
  additional Battle action."
- Isawa Kosea: "Earth Battle, :gstar:: Equip a Spell to Kosea. You may take an additional
  action from the Spell."
"""

from rules.engine import IllegalAction
from rules.engine.abilities import parse_abilities
from rules.engine.actions import Pass
from rules.engine.coverage import FULL, assess
from rules.engine.state import ATTACHED
from tests.real_cards import real_card
from tests.rules_cards import Table, card, deck, follower, personality, stronghold

CHIBOSHI = real_card("Daigotsu Chiboshi", "aftermath")
KOSEA = real_card("Isawa Kosea")
ASHIGARU = follower("Ashigaru", force=2, cost=2)
ELITE = follower("Elite Guard", force=4, cost=9)
SCOUTS = follower("Scouts", force=1, cost=3)
SPARK = card(
    "Spark",
    "Spell",
    deck="Fate",
    gold_cost=2,
    text_plain="Battle: Give this Shugenja +2F.",
)
BUSHI = personality("Bushi", force=3)
GUARD = personality("Guard", force=2)


def _table(mine, fate, gold: int = 6) -> Table:
    return Table(
        deck("First", stronghold(honor=5, gold=gold), dynasty=[*mine, BUSHI], fate=fate),
        deck("Second", stronghold(honor=2, gold=12), dynasty=[GUARD]),
    )


def _begin(t: Table, mine, theirs) -> None:
    t.to_attack()
    t.attack(1, *((unit, 0) for unit in mine))
    t.defend(*((unit, 0) for unit in theirs))
    while t.game.waiting_for in ("infantry maneuvers", "cavalry maneuvers"):
        t.act(t.game.to_act, Pass())
    t.act(1, Pass())


def _settle(t: Table) -> None:
    while t.game.waiting_for == "reactions":
        t.act(t.game.to_act, Pass())


def test_both_are_read_whole() -> None:
    for found in (CHIBOSHI, KOSEA):
        assert assess(found, parse_abilities(found)).status == FULL


def test_chiboshi_equips_a_follower_paying_its_cost_and_acts_again() -> None:
    """Chiboshi's Battle action: the Ashigaru (2 Gold) from the hand joins him, the
    Stronghold bows to pay for it, and his player takes the next Battle action too."""
    t = _table([CHIBOSHI], [ASHIGARU, ELITE])
    chiboshi = t.in_play(CHIBOSHI.key)
    guard = t.in_play("Guard", seat=1)
    ashigaru = t.to_hand("Ashigaru")
    t.to_hand("Elite Guard")
    _begin(t, [chiboshi], [guard])
    castle = t.state.players[0].stronghold
    # ":gstar:": the Gold paid as the action is announced, here the Stronghold's 6.
    assert f"use {chiboshi.iid} 0 pay {castle}" in t.legal(0)
    t.act(0, f"use {chiboshi.iid} 0 pay {castle}")
    _settle(t)
    # The Elite Guard (9 Gold) cannot be paid for: the Ashigaru is the only way.
    assert ashigaru.zone == ATTACHED and ashigaru.host == chiboshi.iid
    assert t.state.cards[t.state.players[0].stronghold].bowed
    assert t.game.to_act == 0 and t.game.waiting_for == "battle"
    assert "pass" in t.legal(0)


def test_chiboshi_paying_too_little_equips_nothing() -> None:
    """The amount paid is what the Equip may spend: with none paid, the Ashigaru (2 Gold)
    stays in the hand."""
    t = _table([CHIBOSHI], [ASHIGARU])
    chiboshi = t.in_play(CHIBOSHI.key)
    guard = t.in_play("Guard", seat=1)
    ashigaru = t.to_hand("Ashigaru")
    _begin(t, [chiboshi], [guard])
    t.act(0, f"use {chiboshi.iid} 0 pay -")
    _settle(t)
    assert ashigaru.zone == "hand"


def test_chiboshi_cannot_act_without_a_follower_he_can_pay_for() -> None:
    t = _table([CHIBOSHI], [ELITE])
    chiboshi = t.in_play(CHIBOSHI.key)
    guard = t.in_play("Guard", seat=1)
    t.to_hand("Elite Guard")
    _begin(t, [chiboshi], [guard])
    assert not [a for a in t.legal(0) if a.startswith(f"use {chiboshi.iid} ")]
    try:
        t.act(0, f"use {chiboshi.iid} 0 pay -")
    except IllegalAction:
        pass
    else:
        raise AssertionError("Chiboshi acted with no Follower to Equip")


def test_chiboshi_chooses_among_followers() -> None:
    t = _table([CHIBOSHI], [ASHIGARU, SCOUTS], gold=12)
    chiboshi = t.in_play(CHIBOSHI.key)
    guard = t.in_play("Guard", seat=1)
    ashigaru = t.to_hand("Ashigaru")
    scouts = t.to_hand("Scouts")
    _begin(t, [chiboshi], [guard])
    t.act(0, f"use {chiboshi.iid} 0 pay {t.state.players[0].stronghold}")
    assert t.game.waiting_for == "choice"
    labels = t.state.stack[-1]["labels"]
    t.act(0, f"option {labels.index('Equip Scouts') + 1}")
    _settle(t)
    assert scouts.zone == ATTACHED and ashigaru.zone == "hand"


def test_kosea_equips_a_spell_and_may_use_only_its_action() -> None:
    """Kosea's action: the Spark joins him; the additional action is one of the Spark's."""
    t = _table([KOSEA], [SPARK])
    kosea = t.in_play(KOSEA.key)
    guard = t.in_play("Guard", seat=1)
    spark = t.to_hand("Spark")
    _begin(t, [kosea], [guard])
    t.act(0, f"use {kosea.iid} 0 pay {t.state.players[0].stronghold}")
    _settle(t)
    assert spark.zone == ATTACHED and spark.host == kosea.iid
    assert t.game.to_act == 0
    offered = [a for a in t.legal(0) if a != "pass"]
    assert offered and all(a.startswith(f"use {spark.iid} ") for a in offered)
    t.act(0, offered[0])
    _settle(t)
    from rules.engine import stats

    assert stats.force(t.state, kosea) == 5
