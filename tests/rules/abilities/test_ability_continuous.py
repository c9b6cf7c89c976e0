"""Continuous effects printed on cards are computed when a value is asked for, so they
start and stop with their card and condition (Bonuses and Penalties — «Бонусы и
штрафы»)."""

from rules.engine import stats
from rules.engine.actions import Pass
from tests.real_cards import real_card
from tests.rules_cards import Table, card, deck, personality, stronghold

CRAB = personality("Crab Bushi", force=3, chi=2, clans=["Crab"])
LION = personality("Lion Bushi", force=3, chi=2, clans=["Lion"])
GUARD = personality("Guard", force=1, chi=2, clans=["Lion"])
WALL = personality("Wall Guard", force=2, chi=2, text_plain="This card has +2F while defending.")
BLADE = card("Heavy Blade", "Item", deck="Fate", text_plain="This Personality has +1F/+1C.")


def test_a_stronghold_bonus_while_opposed() -> None:
    """Ivory "The Impregnable Fortress of the Crab": "Your Crab Clan Personalities have +1F
    while opposed." Not at home, not for a Lion; in the battle, as long as he is opposed."""
    fortress = real_card("The Impregnable Fortress of the Crab")
    t = Table(
        deck("First", fortress, dynasty=[CRAB, LION]),
        deck("Second", stronghold(honor=2), dynasty=[GUARD]),
    )
    crab = t.in_play("Crab Bushi")
    lion = t.in_play("Lion Bushi")
    guard = t.in_play("Guard", seat=1)
    assert stats.force(t.state, crab) == 3
    t.to_attack()
    t.attack(1, (crab, 0), (lion, 0))
    t.defend((guard, 0))
    assert stats.force(t.state, crab) == 4 and stats.force(t.state, lion) == 3
    t.act(1, f"action manual move {guard.iid} to home")
    assert stats.force(t.state, crab) == 3


def test_a_bonus_while_defending_and_an_attachment_bonus() -> None:
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[CRAB], fate=[BLADE]),
        deck("Second", stronghold(honor=2), dynasty=[WALL]),
    )
    crab = t.in_play("Crab Bushi")
    t.take("Heavy Blade", 0, f"on:{crab.iid}")
    wall = t.in_play("Wall Guard", seat=1)
    assert (stats.force(t.state, crab), stats.chi(t.state, crab)) == (4, 3)
    assert stats.force(t.state, wall) == 2
    t.to_attack()
    t.attack(1, (crab, 0))
    t.defend((wall, 0))
    assert stats.force(t.state, wall) == 4
    t.act(1, Pass())
    t.act(0, Pass())
    assert t.state.attack is None and stats.force(t.state, wall) == 2
