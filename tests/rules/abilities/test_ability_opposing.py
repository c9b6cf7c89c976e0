"""Continuous effects on the cards opposing a Personality («Бонусы и штрафы» — Bonuses and
Penalties; opposing: «Фаза атаки» — Attack Phase, Battle: the enemy units at the current
battlefield): "Infantry Personalities opposing Naleesh have -1F.", "Personalities opposing
Hiromi have -1F if you took the first Battle action in this battle (including during that
action)." Computed while it holds, nothing stored."""

from rules.engine import stats
from rules.engine.continuous import OPPOSING, parse_static
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, follower, personality, strategy, stronghold

RICH = stronghold(honor=5, gold=10)
STEADY = strategy("Steady Hand", text="Battle: Straighten your target Personality.")


def _table(hero, mine=(), theirs=()):
    t = Table(
        deck("First", RICH, dynasty=[hero, *mine], fate=[STEADY, STEADY]),
        deck(
            "Second",
            stronghold(honor=2),
            dynasty=[personality("Guard", force=3), *theirs],
            fate=[STEADY, follower("Horse Archers", force=1, keywords=("Cavalry",))],
        ),
    )
    return t


def test_naleeshs_infantry_opponents_have_less_force() -> None:
    """Ivory "Moto Naleesh, the Living Goddess": "Infantry Personalities opposing Naleesh have
    -1F." The Guard opposing her has -1F in the battle, not before; a Cavalry Personality
    opposing her is not Infantry («Кавалерийское маневрирование» — Cavalry Maneuvers: a unit
    is Cavalry when all its cards are)."""
    naleesh = real_card("Moto Naleesh, the Living Goddess • Experienced")
    found = parse_static("Infantry Personalities opposing Naleesh have -1F.", naleesh)
    assert found is not None and found.scope == OPPOSING and found.traits == ("Infantry",)
    rider = personality("Rider", force=3, keywords=("Samurai", "Cavalry"))
    t = _table(naleesh, theirs=[rider])
    moto = t.in_play(naleesh.title)
    guard = t.in_play("Guard", seat=1)
    horse = t.in_play("Rider", seat=1)
    assert stats.force(t.state, guard) == 3
    t.to_attack()
    t.attack(1, (moto, 0))
    t.defend((guard, 0), (horse, 0))
    assert stats.force(t.state, guard) == 2
    assert stats.force(t.state, horse) == 3  # Cavalry, not Infantry
    t.pass_battle()
    # The battle over, no penalty.
    assert guard.zone != "home" or stats.force(t.state, guard) == 3


def test_hiromis_opponents_have_less_force_once_he_acts_first() -> None:
    """Ivory "Yoritomo Hiromi, the Growing Storm": "Personalities opposing Hiromi have -1F if
    you took the first Battle action in this battle (including during that action)." The
    Defender acts first in a battle («Битва»: the Defender has the first opportunity); he
    passes, Hiromi's player takes the first action: from its announcement on the Guard has
    -1F."""
    hiromi = real_card("Yoritomo Hiromi, the Growing Storm • Experienced 2")
    t = _table(hiromi)
    storm = t.in_play(hiromi.title)
    guard = t.in_play("Guard", seat=1)
    steady = t.to_hand("Steady Hand")
    t.to_attack()
    t.attack(1, (storm, 0))
    t.defend((guard, 0))
    t.act(0, "pass")  # Hiromi is Naval: no naval invasion declared
    assert stats.force(t.state, guard) == 3
    t.act(1, "pass")
    t.act(0, f"play {steady.iid} 0 pay - targets {storm.iid}")
    assert stats.force(t.state, guard) == 2
    assert stats.force(t.state, storm) == hiromi.force


def test_hiromis_opponents_keep_their_force_when_the_enemy_acts_first() -> None:
    """The Defender takes the battle's first Battle action: no penalty, whatever Hiromi's
    player does after."""
    hiromi = real_card("Yoritomo Hiromi, the Growing Storm • Experienced 2")
    t = _table(hiromi)
    storm = t.in_play(hiromi.title)
    guard = t.in_play("Guard", seat=1)
    theirs = t.to_hand("Steady Hand", seat=1)
    mine = t.to_hand("Steady Hand")
    t.to_attack()
    t.attack(1, (storm, 0))
    t.defend((guard, 0))
    t.act(0, "pass")  # no naval invasion
    t.act(1, f"play {theirs.iid} 0 pay - targets {guard.iid}")
    t.act(0, f"play {mine.iid} 0 pay - targets {storm.iid}")
    assert stats.force(t.state, guard) == 3
