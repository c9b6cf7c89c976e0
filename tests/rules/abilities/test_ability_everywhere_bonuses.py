""" "Give all Shadowlands cards +1F" / "Give each of your Followers +2F"
(`phrasings.everywhere_bonuses`): every card in play the description fits, at home or at
any battlefield, none targeted («Выбор цели и перенаправление»); the bonus lasts the turn
(«Стоимость и эффекты»: «Если на карте прямо не указана продолжительность ее эффекта, то он
прекращается в конце текущего хода»)."""

from rules.engine import stats
from rules.engine.compiler import compile_body
from rules.engine.coverage import FULL, assess
from rules.engine.effects_everywhere import EVERYWHERE_BONUS
from tests.rules_cards import Table, deck, follower, personality, stronghold

NAGA = personality(
    "Naga Shugenja",
    force=1,
    chi=3,
    clans=["Naga"],
    keywords=["Naga", "Shugenja"],
    text_plain="Battle/Open, :bow:: Give all Naga cards +1F.",
)
SCOUT = personality("Naga Scout", force=2, clans=["Naga"], keywords=["Naga"])
BUSHI = personality("Bushi")
GUARD = follower("Naga Guard", keywords=["Naga"])


def test_the_reading() -> None:
    assert assess(NAGA).status == FULL
    found = compile_body(NAGA, "Give all Naga cards +1F.")
    assert found is not None and [e.op for e in found.effects] == [EVERYWHERE_BONUS]
    # A place or a battle state named: not this phrasing's.
    assert compile_body(NAGA, "Give all Naga cards +1F") is not None
    place = compile_body(NAGA, "Give all attacking Naga cards +1F.")
    assert place is None or EVERYWHERE_BONUS not in [e.op for e in place.effects]
    assert compile_body(NAGA, "Give all Naga cards until dawn +1F.") is None
    lasting = compile_body(NAGA, "Give all your Followers +2F until your next turn begins.")
    assert lasting is not None and lasting.effects[0].lasts


def test_every_naga_card_in_play_gets_the_bonus_for_the_turn() -> None:
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[NAGA, BUSHI], fate=[GUARD]),
        deck("Second", stronghold("Other Castle", honor=2), dynasty=[SCOUT]),
    )
    naga, bushi = t.in_play("Naga Shugenja"), t.in_play("Bushi")
    guard = t.take("Naga Guard", 0, f"on:{bushi.iid}")
    scout = t.in_play("Naga Scout", seat=1)
    t.pass_until("action", seat=0)
    (use,) = [a for a in t.legal(0) if a.startswith(f"use {naga.iid} ")]
    t.act(0, use)
    assert naga.bowed
    assert stats.force(t.state, naga) == 2
    assert stats.force(t.state, scout) == 3
    assert stats.force(t.state, guard) == 3
    assert stats.force(t.state, bushi) == 2
    t.pass_until("action", seat=1)
    assert stats.force(t.state, scout) == 2


def test_in_a_battle_the_bonus_must_reach_a_card_there() -> None:
    """«Правило уместности»: a Battle action from a card at home is taken only if it affects
    a card in the battle; the Naga Shugenja at home may use it while a Naga is in the battle
    (and the bonus reaches every Naga card, there or not), not otherwise."""
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[NAGA, SCOUT, BUSHI]),
        deck("Second", stronghold("Other Castle", honor=2), dynasty=[BUSHI]),
    )
    naga, _scout, bushi = t.in_play("Naga Shugenja"), t.in_play("Naga Scout"), t.in_play("Bushi")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    if t.game.to_act == 1:
        t.act(1, "pass")
    assert not [a for a in t.legal(0) if a.startswith(f"use {naga.iid} ")]


def test_a_naga_in_the_battle_makes_it_relevant() -> None:
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[NAGA, SCOUT]),
        deck("Second", stronghold("Other Castle", honor=2), dynasty=[BUSHI]),
    )
    naga, scout = t.in_play("Naga Shugenja"), t.in_play("Naga Scout")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (scout, 0))
    t.defend((guard, 0))
    if t.game.to_act == 1:
        t.act(1, "pass")
    (use,) = [a for a in t.legal(0) if a.startswith(f"use {naga.iid} ")]
    t.act(0, use)
    assert stats.force(t.state, scout) == 3 and stats.force(t.state, naga) == 2
