"""A Personality's bonus and a keyword granted together under one condition
(`rules.engine.trait_pairs`; «Бонусы и штрафы», «Ключевые слова»): both hold while the
condition does, neither otherwise."""

from rules.engine import stats
from rules.engine.continuous import has_keyword
from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, deck, follower, personality, stronghold

BUSHI = personality("Bushi", force=3, chi=2)
SPEARMEN = follower("Spearmen", force=2, cost=1)
KINUKO_TEXT = "Kinuko has +2 Chi and Monk while she has the Tattooed keyword."
KINUKO = personality(
    "Togashi Kinuko",
    force=3,
    chi=2,
    clans=("Dragon",),
    keywords=("Dragon Clan", "Samurai", "Tattooed"),
    text_plain=KINUKO_TEXT,
)
# The same text on a Personality without the Tattooed keyword.
PLAIN_KINUKO = personality(
    "Plain Kinuko",
    force=3,
    chi=2,
    keywords=("Dragon Clan", "Samurai"),
    text_plain=KINUKO_TEXT.replace("Kinuko", "Plain"),
)
KYUUDO = personality(
    "Asako Kyuudo",
    force=2,
    chi=2,
    clans=("Phoenix",),
    keywords=("Phoenix Clan", "Samurai"),
    text_plain=(
        "Kyuudo has +3F and Elite while defending (Elite cards contribute Force even if bowed)."
    ),
)


def _table(mine: list, theirs: list = ()) -> Table:
    return Table(
        deck("First", stronghold(honor=5), dynasty=[*mine, BUSHI], fate=[SPEARMEN]),
        deck("Second", stronghold(honor=2), dynasty=[*theirs, BUSHI], fate=[SPEARMEN]),
    )


def test_togashi_kinuko_has_chi_and_monk_while_tattooed() -> None:
    """ "Togashi Kinuko": "Kinuko has +2 Chi and Monk while she has the Tattooed keyword."
    Tattooed, she has 4 Chi and is a Monk; the same text without the keyword gives
    nothing."""
    assert automation(KINUKO).status == FULL
    t = _table([KINUKO, PLAIN_KINUKO])
    kinuko = t.in_play("Togashi Kinuko")
    plain = t.in_play("Plain Kinuko")
    assert stats.chi(t.state, kinuko) == 4 and has_keyword(t.state, kinuko, "Monk")
    assert stats.force(t.state, kinuko) == 3
    assert stats.chi(t.state, plain) == 2 and not has_keyword(t.state, plain, "Monk")


def test_asako_kyuudo_has_force_and_elite_while_defending() -> None:
    """ "Asako Kyuudo": "Kyuudo has +3F and Elite while defending (Elite cards contribute
    Force even if bowed)." At home neither; in a defending army both («Атакующие и
    защищающиеся»)."""
    assert automation(KYUUDO).status == FULL
    t = _table([], [KYUUDO])
    bushi = t.in_play("Bushi")
    kyuudo = t.in_play("Asako Kyuudo", seat=1)
    assert stats.force(t.state, kyuudo) == 2 and not has_keyword(t.state, kyuudo, "Elite")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((kyuudo, 0))
    assert stats.force(t.state, kyuudo) == 5 and has_keyword(t.state, kyuudo, "Elite")


RUANTEK = personality(
    "Ruantek",
    force=1,
    chi=3,
    honor=1,
    clans=(),
    keywords=("Cavalry", "Nonhuman", "Ratling", "Scout"),
    text_plain="Ruantek's Ratling Followers have Cavalry.",
)
YOKATSU = personality(
    "Shinjo Yokatsu",
    force=3,
    chi=3,
    clans=("Unicorn",),
    keywords=("Unicorn Clan", "Samurai"),
    text_plain="Yokatsu's Followers have Cavalry.",
)
RAT_PACK = follower("Ratling Pack", force=1, cost=1, keywords=("Ratling",))


def test_ruantek_gives_cavalry_to_his_ratling_followers() -> None:
    """ "Ruantek": "Ruantek's Ratling Followers have Cavalry." («Кавалерия»). The Ratling
    Follower attached to him has Cavalry; the Spearmen attached to him do not, nor a Ratling
    Follower attached to the Bushi."""
    assert automation(RUANTEK).status == FULL
    t = Table(
        deck(
            "First", stronghold(honor=5), dynasty=[RUANTEK, BUSHI], fate=[RAT_PACK] * 2 + [SPEARMEN]
        ),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI], fate=[SPEARMEN]),
    )
    ruantek = t.in_play("Ruantek")
    bushi = t.in_play("Bushi")
    his, other = t.cards("Ratling Pack", 0)
    t.take("Ratling Pack", 0, f"on:{ruantek.iid}")
    t.take("Ratling Pack", 0, f"on:{bushi.iid}")
    spear = t.take("Spearmen", 0, f"on:{ruantek.iid}")
    assert his.host == ruantek.iid and other.host == bushi.iid
    assert has_keyword(t.state, his, "Cavalry")
    assert not has_keyword(t.state, other, "Cavalry")
    assert not has_keyword(t.state, spear, "Cavalry")


def test_shinjo_yokatsu_gives_cavalry_to_all_his_followers() -> None:
    """ "Shinjo Yokatsu": "Yokatsu's Followers have Cavalry." Any Follower on him; not one
    on the Bushi."""
    assert automation(YOKATSU).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[YOKATSU, BUSHI], fate=[SPEARMEN] * 2),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI], fate=[SPEARMEN]),
    )
    yokatsu = t.in_play("Shinjo Yokatsu")
    bushi = t.in_play("Bushi")
    mine, other = t.cards("Spearmen", 0)
    t.take("Spearmen", 0, f"on:{yokatsu.iid}")
    t.take("Spearmen", 0, f"on:{bushi.iid}")
    assert mine.host == yokatsu.iid and other.host == bushi.iid
    assert has_keyword(t.state, mine, "Cavalry") and not has_keyword(t.state, other, "Cavalry")


TSURAYUKI = personality(
    "Tsurayuki",
    force=5,
    chi=4,
    honor=0,
    clans=("Mantis",),
    keywords=("Cavalry", "Naval", "Mantis Clan", "Nonhuman", "Orochi"),
    text_plain=(
        "Will not attach non-Storm Rider attachments.\n"
        "Storm Rider Followers have Cavalry while attached to Tsurayuki."
    ),
)
STORM_RIDERS = follower("Storm Riders", force=2, cost=2, keywords=("Storm Rider",))


def test_tsurayuki_gives_cavalry_to_storm_riders_on_him() -> None:
    """ "Tsurayuki": "Storm Rider Followers have Cavalry while attached to Tsurayuki." The
    Storm Riders on him have Cavalry; the same Follower on the Bushi does not."""
    assert automation(TSURAYUKI).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[TSURAYUKI, BUSHI], fate=[STORM_RIDERS] * 2),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI], fate=[SPEARMEN]),
    )
    tsurayuki = t.in_play("Tsurayuki")
    bushi = t.in_play("Bushi")
    his, other = t.cards("Storm Riders", 0)
    t.take("Storm Riders", 0, f"on:{tsurayuki.iid}")
    t.take("Storm Riders", 0, f"on:{bushi.iid}")
    assert his.host == tsurayuki.iid and other.host == bushi.iid
    assert has_keyword(t.state, his, "Cavalry") and not has_keyword(t.state, other, "Cavalry")
