"""Personalities' continuous bonuses read from their printed texts (titles cited): a bonus
equal to a count of cards, a bonus to the Followers attached to him, a bonus while opposed by
a card of a kind in battle («Бонусы и штрафы», «Способности и надписи»)."""

from rules.engine import stats
from rules.engine.coverage import FULL, automation
from rules.engine.keywords import yu_of
from tests.rules_cards import Table, deck, follower, personality, stronghold

BUSHI = personality("Bushi", force=3, chi=2)
OGRE = personality("Ogre", force=3, chi=1, clans=["Shadowlands"], keywords=["Shadowlands"])
SPEARMEN = follower("Spearmen", force=2, cost=1)
ARCHERS = follower("Archers", force=1, cost=1)
UTAEMON = personality(
    "Hida Utaemon",
    force=2,
    chi=2,
    text_plain=(
        "Utaemon has a Force bonus and a Chi bonus both equal to the number of Followers in "
        "his unit."
    ),
)
REIHA = personality(
    "Hida Reiha", force=2, chi=2, text_plain="Followers have +2 Yu while attached to Reiha."
)
TSUKIKO = personality(
    "Hiruma Tsukiko",
    force=2,
    chi=2,
    text_plain="Tsukiko has +2F and +2 Yu while opposed by a Shadowlands card in battle.",
)


def _table(mine: list, theirs: list = ()) -> Table:
    return Table(
        deck("First", stronghold(honor=5), dynasty=[*mine, BUSHI], fate=[SPEARMEN, ARCHERS]),
        deck("Second", stronghold(honor=2), dynasty=[*theirs, BUSHI], fate=[SPEARMEN]),
    )


def test_hida_utaemon_counts_the_followers_in_his_unit() -> None:
    """ "Hida Utaemon": "Utaemon has a Force bonus and a Chi bonus both equal to the number
    of Followers in his unit." Counted whenever asked: none, then two Followers (+2F/+2C);
    another Personality's Followers do not count."""
    assert automation(UTAEMON).status == FULL
    t = _table([UTAEMON])
    utaemon = t.in_play("Hida Utaemon")
    bushi = t.in_play("Bushi")
    t.take("Spearmen", 0, f"on:{bushi.iid}")
    assert (stats.force(t.state, utaemon), stats.chi(t.state, utaemon)) == (2, 2)
    t.take("Archers", 0, f"on:{utaemon.iid}")
    assert (stats.force(t.state, utaemon), stats.chi(t.state, utaemon)) == (3, 3)


def test_hida_reiha_gives_his_followers_yu() -> None:
    """ "Hida Reiha": "Followers have +2 Yu while attached to Reiha." His Follower has Yu
    2; another Personality's has none."""
    assert automation(REIHA).status == FULL
    t = _table([REIHA])
    reiha = t.in_play("Hida Reiha")
    bushi = t.in_play("Bushi")
    spear = t.take("Spearmen", 0, f"on:{reiha.iid}")
    archers = t.take("Archers", 0, f"on:{bushi.iid}")
    assert yu_of(t.state, spear) == 2
    assert yu_of(t.state, archers) is None
    assert yu_of(t.state, reiha) is None


def test_hiruma_tsukiko_is_stronger_opposed_by_a_shadowlands_card() -> None:
    """ "Hiruma Tsukiko": "Tsukiko has +2F and +2 Yu while opposed by a Shadowlands card in
    battle." At home, nothing; defending against a Shadowlands Personality (opposed —
    «Противостоящие»), +2F and Yu 2."""
    assert automation(TSUKIKO).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[OGRE, BUSHI], fate=[SPEARMEN]),
        deck("Second", stronghold(honor=2), dynasty=[TSUKIKO, BUSHI], fate=[SPEARMEN]),
    )
    ogre = t.in_play("Ogre")
    tsukiko = t.in_play("Hiruma Tsukiko", seat=1)
    assert stats.force(t.state, tsukiko) == 2 and yu_of(t.state, tsukiko) is None
    t.to_attack()
    t.attack(1, (ogre, 0))
    t.defend((tsukiko, 0))
    assert stats.force(t.state, tsukiko) == 4 and yu_of(t.state, tsukiko) == 2


def test_tsukiko_is_not_stronger_opposed_by_a_non_shadowlands_card() -> None:
    """The same, opposed by a Bushi: no bonus."""
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[BUSHI], fate=[SPEARMEN]),
        deck("Second", stronghold(honor=2), dynasty=[TSUKIKO, BUSHI], fate=[SPEARMEN]),
    )
    bushi = t.in_play("Bushi")
    tsukiko = t.in_play("Hiruma Tsukiko", seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((tsukiko, 0))
    assert stats.force(t.state, tsukiko) == 2
