"""Effects on each Follower of a Personality, found as the action resolves, not targeted
(«Цели» — Targets; «Бонусы и штрафы» — Bonuses and Penalties): "Give him and each of his
Followers +3F", "Give +2F to each of his non-created Followers", "Straighten all his
Followers"."""

from rules.engine import stats
from rules.engine.coverage import FULL, automation
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, follower, personality, stronghold

TOKEN_KEY = "created|Follower|1|0|"


def _table(card) -> tuple[Table, object, object, object, object]:
    """First holds `card`; his Bushi has an Ashigaru (2F) and a created 1F Follower."""
    t = Table(
        deck(
            "First",
            stronghold(honor=5, gold=10),
            dynasty=[personality("Bushi", force=2, honor=3)],
            fate=[
                card,
                follower("Ashigaru", force=2),
                follower(TOKEN_KEY, force=1, title="Militia"),
            ],
        ),
        deck("Second", stronghold(honor=2), dynasty=[personality("Guard", force=2)]),
    )
    bushi = t.in_play("Bushi")
    ashigaru = t.take("Ashigaru", 0, f"on:{bushi.iid}")
    militia = t.take(TOKEN_KEY, 0, f"on:{bushi.iid}")
    return t, t.to_hand(card.title), bushi, ashigaru, militia


def test_inspired_troops_gives_each_non_created_follower_force() -> None:
    """Winds of Change "Inspired Troops": "Battle/Open: Target an unbowed Personality: Give
    +2F to each of his non-created Followers." The Ashigaru gets +2F; the created Militia
    and the Personality himself get nothing."""
    troops = real_card("Inspired Troops", "winds_of_change")
    assert automation(troops).status == FULL
    t, card, bushi, ashigaru, militia = _table(troops)
    t.pass_until("action", seat=0)
    t.act(0, next(a for a in t.legal(0) if a.startswith(f"play {card.iid} ")))
    assert stats.force(t.state, ashigaru) == 4
    assert stats.force(t.state, militia) == 1
    assert stats.force(t.state, bushi) == 2


def test_high_morale_straightens_all_his_followers() -> None:
    """Gold Edition "High Morale": "Battle/Open: Target a Personality with 3 or more
    Personal Honor who must be unbowed if he is yours: Straighten all his Followers." Both
    bowed Followers straighten, created or not; the bowed Bushi is not a legal target."""
    morale = real_card("High Morale", "gold_edition")
    assert automation(morale).status == FULL
    t, card, bushi, ashigaru, militia = _table(morale)
    t.pass_until("action", seat=0)
    for c in (ashigaru, militia):
        t.act(0, f"manual bow {c.iid}")
    play = f"play {card.iid} 0 pay - targets {bushi.iid}"
    assert play in t.legal(0)
    t.act(0, f"manual bow {bushi.iid}")
    assert play not in t.legal(0)
    t.act(0, f"manual straighten {bushi.iid}")
    t.act(0, play)
    assert not ashigaru.bowed and not militia.bowed


def test_shield_formation_gives_him_and_each_follower_force() -> None:
    """Seeds of Decay "Shield Formation": "Battle: Target your defending Personality: Give
    him and each of his Followers +3F." Second attacks; First's Bushi defends and gets +3F,
    and so do his Ashigaru and the created Militia; the attacking Guard gets nothing."""
    shield = real_card("Shield Formation", "seeds_of_decay")
    assert automation(shield).status == FULL
    t, card, bushi, ashigaru, militia = _table(shield)
    guard = t.in_play("Guard", seat=1)
    t.to_attack(seat=1)
    t.attack(0, (guard, 0))
    t.defend((bushi, 0))
    if t.game.to_act == 1:
        t.act(1, "pass")
    play = f"play {card.iid} 0 pay - targets {bushi.iid}"
    assert play in t.legal(0)
    t.act(0, play)
    assert stats.force(t.state, bushi) == 5
    assert stats.force(t.state, ashigaru) == 5
    assert stats.force(t.state, militia) == 4
    assert stats.force(t.state, guard) == 2
