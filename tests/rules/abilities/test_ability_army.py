"""The cards of a player's army: his side of the current battle («Армия»: the units of a side
at a battlefield, his allies' included), on the printed text of real cards."""

from rules.engine.abilities import actions_of
from rules.engine.actions import Pass
from rules.engine.coverage import FULL, automation
from rules.engine.targets import YOUR_ARMY, parse_target
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, follower, personality, stronghold

COMMANDER = personality("Commander", force=3, chi=2, keywords=("Samurai", "Commander"))
BUSHI = personality("Bushi", force=2, chi=2)
GUARD = personality("Guard", force=2, chi=2)
TROOPS = follower("Troops", force=1)
SPEARMEN = follower("Spearmen", force=2)


def test_in_your_army_is_your_side_of_the_battle() -> None:
    target = parse_target("a target Followers in your current army")
    assert target is not None and target.side == YOUR_ARMY and target.kinds == ("Follower",)
    mine = parse_target("your target Personality in your army")
    assert mine is not None and mine.side == "yours"
    assert parse_target("a target enemy Follower in your army") is None


def test_dissolution_straightens_the_followers_of_your_army() -> None:
    """Dissolution: "Battle: Target your performing unbowed Commander. Straighten all
    Followers in your current army." — not those at home, not the enemy's."""
    card = real_card("Dissolution", "celestial_edition")
    assert automation(card).status == FULL
    [ability] = actions_of(card)
    assert ability.effects[-1].group.side == YOUR_ARMY
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[COMMANDER, BUSHI], fate=[card, TROOPS, TROOPS]),
        deck("Second", stronghold(honor=2), dynasty=[GUARD], fate=[SPEARMEN]),
    )
    commander, bushi = t.in_play("Commander"), t.in_play("Bushi")
    here = t.take("Troops", 0, f"on:{commander.iid}")
    home = t.take("Troops", 0, f"on:{bushi.iid}")
    assert here is not home
    guard = t.in_play("Guard", seat=1)
    spear = t.take("Spearmen", 1, f"on:{guard.iid}")
    strategy = t.to_hand("Dissolution")
    for troops in (here, home, spear):
        t.act(0, f"manual bow {troops.iid}")
    t.to_attack()
    t.attack(1, (commander, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    t.act(0, f"play {strategy.iid} 0 pay - targets {commander.iid}")
    assert not here.bowed
    assert home.bowed and spear.bowed


def test_ten_thousand_as_one_names_that_army_again() -> None:
    """Ten Thousand As One: "Battle: Bow your performing Samurai Personality: Give each Samurai
    Follower in your current army +2F. Give each non-Samurai Follower in that army +1F." """
    from rules.engine import stats

    card = real_card("Ten Thousand As One", "lotus_edition")
    assert automation(card).status == FULL
    ashigaru = follower("Ashigaru", force=1, keywords=("Samurai",))
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[COMMANDER], fate=[card, TROOPS, ashigaru]),
        deck("Second", stronghold(honor=2), dynasty=[GUARD], fate=[SPEARMEN]),
    )
    commander = t.in_play("Commander")
    troops = t.take("Troops", 0, f"on:{commander.iid}")
    samurai = t.take("Ashigaru", 0, f"on:{commander.iid}")
    guard = t.in_play("Guard", seat=1)
    spear = t.take("Spearmen", 1, f"on:{guard.iid}")
    strategy = t.to_hand("Ten Thousand As One")
    t.to_attack()
    t.attack(1, (commander, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    t.act(0, f"play {strategy.iid} 0 pay - targets {commander.iid}")
    assert commander.bowed
    assert stats.force(t.state, samurai) == 1 + 2
    assert stats.force(t.state, troops) == 1 + 1
    assert stats.force(t.state, spear) == 2
