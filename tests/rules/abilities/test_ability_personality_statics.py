"""Personalities' continuous bonuses read from their printed texts (titles cited): a bonus
equal to a count of cards, a bonus to the Followers attached to him, a bonus while opposed by
a card of a kind in battle («Бонусы и штрафы», «Способности и надписи»)."""

from rules.engine import stats
from rules.engine.actions import Pass
from rules.engine.continuous import has_keyword
from rules.engine.coverage import FULL, automation
from rules.engine.keywords import yu_of
from tests.rules_cards import Table, deck, follower, personality, strategy, stronghold

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


SADAHARU = personality(
    "Hida Sadaharu",
    force=3,
    chi=2,
    text_plain="Battle: Fear with strength equal to the number of Followers in this unit.",
)


def test_hida_sadaharu_fears_with_the_number_of_his_followers() -> None:
    """ "Hida Sadaharu": "Battle: Fear with strength equal to the number of Followers in this
    unit." («Ужас»: every Follower of the target unit with Force no higher than the strength
    bows.) With two Followers the strength is 2: the 2F Spearmen bow, the 3F Pikemen do
    not."""
    assert automation(SADAHARU).status == FULL
    pikemen = follower("Pikemen", force=3, cost=1)
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[SADAHARU], fate=[ARCHERS, ARCHERS]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI], fate=[SPEARMEN, pikemen]),
    )
    sadaharu = t.in_play("Hida Sadaharu")
    t.take("Archers", 0, f"on:{sadaharu.iid}")
    t.take("Archers", 0, f"on:{sadaharu.iid}")
    guard = t.in_play("Bushi", seat=1)
    spear = t.take("Spearmen", 1, f"on:{guard.iid}")
    pikes = t.take("Pikemen", 1, f"on:{guard.iid}")
    t.to_attack()
    t.attack(1, (sadaharu, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    t.act(0, f"fear {sadaharu.iid} at {guard.iid}")
    assert spear.bowed and not pikes.bowed


KURODA = personality(
    "Hida Kuroda", force=3, chi=3, text_plain="Kuroda +1F/+2C while Hida Kuon is in play."
)
KUON = personality("Hida Kuon", force=3, chi=3)


def test_hida_kuroda_is_stronger_while_hida_kuon_is_in_play() -> None:
    """ "Hida Kuroda": "Kuroda +1F/+2C while Hida Kuon is in play." (printed without "has",
    read as "Kuroda has"). Without Kuon, 3F/3C; with Kuon in play (anyone's), 4F/5C."""
    assert automation(KURODA).status == FULL
    t = _table([KURODA], [KUON])
    kuroda = t.in_play("Hida Kuroda")
    assert (stats.force(t.state, kuroda), stats.chi(t.state, kuroda)) == (3, 3)
    t.in_play("Hida Kuon", seat=1)
    assert (stats.force(t.state, kuroda), stats.chi(t.state, kuroda)) == (4, 5)


NINSEI = personality(
    "Akodo Ninsei",
    force=3,
    chi=3,
    text_plain=(
        "Ninsei has +2F/+2C while opposed by any Personalities with 0 Personal Honor, or "
        "while facing such a Personality in a duel."
    ),
)
SCOUNDREL = personality("Scoundrel", force=2, chi=1, honor=0)


def test_akodo_ninsei_is_stronger_opposed_by_a_personality_without_honor() -> None:
    """ "Akodo Ninsei": "+2F/+2C while opposed by any Personalities with 0 Personal Honor, or
    while facing such a Personality in a duel." Opposed by the Bushi (2PH): nothing; once
    the Scoundrel (0PH) joins the defence: 5F/5C."""
    assert automation(NINSEI).status == FULL
    t = _table([NINSEI], [SCOUNDREL])
    ninsei = t.in_play("Akodo Ninsei")
    guard = t.in_play("Bushi", seat=1)
    scoundrel = t.in_play("Scoundrel", seat=1)
    t.to_attack()
    t.attack(1, (ninsei, 0))
    t.defend((guard, 0))
    assert stats.force(t.state, ninsei) == 3
    t.act(1, f"manual move {scoundrel.iid} to battle:{t.province(1, 0).pid}")
    assert (stats.force(t.state, ninsei), stats.chi(t.state, ninsei)) == (5, 5)


REMATA = personality(
    "Kitsuki Remata",
    force=2,
    chi=3,
    text_plain=(
        "Remata has Double Chi while facing a Human Personality with 0 Personal Honor in a duel."
    ),
)
CHALLENGE = strategy(
    "Polite Challenge",
    text="Limited: Your target unbowed Personality challenges another player's target "
    "Personality. Destroy the duel's loser.",
)


def test_kitsuki_remata_has_double_chi_facing_a_personality_without_honor() -> None:
    """ "Kitsuki Remata": "Remata has Double Chi while facing a Human Personality with 0
    Personal Honor in a duel." During the duel with the Scoundrel (0PH, Human) he has it;
    out of the duel, not."""
    assert automation(REMATA).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[REMATA], fate=[CHALLENGE]),
        deck("Second", stronghold(honor=2), dynasty=[SCOUNDREL, BUSHI], fate=[SPEARMEN]),
    )
    remata = t.in_play("Kitsuki Remata")
    scoundrel = t.in_play("Scoundrel", seat=1)
    card = t.to_hand("Polite Challenge")
    t.pass_until("action", seat=0)
    assert not has_keyword(t.state, remata, "Double Chi")
    t.act(0, f"play {card.iid} 0 pay - targets {remata.iid},{scoundrel.iid}")
    assert has_keyword(t.state, remata, "Double Chi")


SAKAMOTO = personality(
    "Hida Sakamoto",
    force=3,
    chi=2,
    clans=["Crab"],
    keywords=["Crab Clan", "Samurai"],
    text_plain=(
        "Other Crab Clan Samurai have +1 Yu while in an army with Sakamoto.\nSakamoto has "
        "+1F/+1C while opposing a Crane Clan Personality or facing such a Personality duel."
    ),
)
CRAB = personality("Crab Bushi", force=3, chi=2, clans=["Crab"], keywords=["Crab Clan", "Samurai"])
CRANE = personality("Crane Bushi", force=3, chi=2, clans=["Crane"], keywords=["Crane Clan"])


def test_hida_sakamoto_gives_yu_to_the_crab_samurai_of_his_army() -> None:
    """ "Hida Sakamoto": "Other Crab Clan Samurai have +1 Yu while in an army with Sakamoto.
    Sakamoto has +1F/+1C while opposing a Crane Clan Personality or facing such a
    Personality duel." (printed without "in a"). The Crab Bushi attacking with him has Yu 1,
    one at home none; opposed by a Crane Personality, Sakamoto has 4F/3C."""
    assert automation(SAKAMOTO).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[SAKAMOTO, CRAB, CRAB], fate=[SPEARMEN]),
        deck("Second", stronghold(honor=2), dynasty=[CRANE, BUSHI], fate=[SPEARMEN]),
    )
    sakamoto = t.in_play("Hida Sakamoto")
    crab, home = t.in_play("Crab Bushi"), t.in_play("Crab Bushi")
    crane = t.in_play("Crane Bushi", seat=1)
    t.to_attack()
    t.attack(1, (sakamoto, 0), (crab, 0))
    assert yu_of(t.state, crab) == 1 and yu_of(t.state, home) is None
    assert yu_of(t.state, sakamoto) is None
    assert stats.force(t.state, sakamoto) == 3
    t.defend((crane, 0))
    assert (stats.force(t.state, sakamoto), stats.chi(t.state, sakamoto)) == (4, 3)
