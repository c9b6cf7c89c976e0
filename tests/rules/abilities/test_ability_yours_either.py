"""A bonus to a player's cards of either of two kinds («Бонусы и штрафы»): "Your Human and
Naga Personalities have +1C." (Fortress of the Dragonfly) gives it to each Human and each
Naga Personality its player controls, not to an Oni's nor to another player's."""

from rules.engine import stats
from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, deck, holding, personality, stronghold

FORTRESS = holding(
    "Fortress of the Dragonfly", cost=0, text="Your Human and Naga Personalities have +1C."
)


def test_fortress_of_the_dragonfly() -> None:
    assert automation(FORTRESS).status == FULL
    samurai = personality("Samurai", force=2, chi=2)
    naga = personality("Naga Warrior", force=2, chi=2, keywords=["Naga"])
    oni = personality("Oni Brute", force=2, chi=2, keywords=["Oni"])
    t = Table(
        deck("First", stronghold(honor=5), [FORTRESS, samurai, naga, oni]),
        deck("Second", stronghold(honor=2), [samurai]),
    )
    mine = [t.in_play(title) for title in ("Samurai", "Naga Warrior", "Oni Brute")]
    theirs = t.in_play("Samurai", seat=1)
    assert [stats.chi(t.state, card) for card in mine] == [2, 2, 2]
    t.in_play("Fortress of the Dragonfly")
    assert [stats.chi(t.state, card) for card in mine] == [3, 3, 2]
    assert stats.chi(t.state, theirs) == 2
