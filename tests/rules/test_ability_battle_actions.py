"""Battle actions about battlefields and the units at them («Фаза атаки» — Attack Phase,
Battle: «Битва»; Costs and Effects — «Стоимости и Эффекты»)."""

from rules.engine import payment
from rules.engine.abilities import parse_abilities
from rules.engine.coverage import FULL, automation
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, personality, stronghold

RICH = stronghold(honor=5, gold=10)
RIDER = personality("Rider", force=2, keywords=("Samurai", "Cavalry"))


def _army_table(army_def, mine):
    return Table(
        deck("First", RICH, dynasty=list(mine), fate=[army_def]),
        deck("Second", stronghold(honor=2), dynasty=[personality("Guard", force=3)]),
    )


def test_versatile_army_costs_nothing_with_cavalry_and_infantry_here() -> None:
    """Ivory "Versatile Army": "This ability's Gold cost is 0 if you control both a Cavalry
    unit and an Infantry unit at this battlefield. / Battle, :g3:: Straighten or bow a target
    Personality." With a Cavalry Rider and the Infantry Bushi at the battlefield it is played
    paying nothing; with the Bushi alone it costs 3."""
    army = real_card("Versatile Army")
    assert automation(army).status == FULL
    action = parse_abilities(army)[0]
    t = _army_table(army, [RIDER, personality("Bushi", force=2)])
    rider, bushi = t.in_play("Rider"), t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    card = t.to_hand("Versatile Army")
    t.to_attack()
    t.act(0, "attack 1")
    t.act(0, f"assign {bushi.iid} to {t.province(1, 0).pid}")
    t.act(0, "pass")
    t.defend((guard, 0))
    # Cavalry Maneuvers: the Rider joins the battle.
    t.act(0, f"assign {rider.iid} to {t.province(1, 0).pid}")
    t.act(1, "pass")
    assert payment.cost(t.state, 0, army, action.gold_cost, True) == 0
    assert f"play {card.iid} 0 pay - targets {guard.iid}" in t.legal(0)
    stronghold = t.state.cards[t.state.players[0].stronghold]
    t.act(0, f"play {card.iid} 0 pay - targets {guard.iid}")
    assert guard.bowed and not stronghold.bowed


def test_versatile_army_costs_three_without_both_kinds_of_unit() -> None:
    army = real_card("Versatile Army")
    action = parse_abilities(army)[0]
    t = _army_table(army, [personality("Bushi", force=2)])
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    card = t.to_hand("Versatile Army")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    t.act(1, "pass")
    assert payment.cost(t.state, 0, army, action.gold_cost, True) == 3
    assert f"play {card.iid} 0 pay - targets {guard.iid}" not in t.legal(0)
    assert any(a.startswith(f"play {card.iid} 0 pay ") for a in t.legal(0))
