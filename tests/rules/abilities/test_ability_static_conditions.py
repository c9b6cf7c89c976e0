"""Continuous bonuses of a Personality under a condition about him or the turn, on his
Followers of a trait and on his Weapons: computed whenever the value is asked for, so they
start and stop with the condition (Bonuses and Penalties — «Бонусы и штрафы»). Cards are
built with their printed text."""

from rules.engine import stats
from rules.engine.abilities import parse_abilities
from rules.engine.coverage import FULL, assess
from tests.rules_cards import Table, deck, follower, item, personality, stronghold

MU_DAN = personality(
    "Utaku Mu Dan", force=2, chi=2, text_plain="Mu Dan has +3F while she is opposed."
)
INOUE = personality(
    "Shinjo Inoue",
    force=2,
    chi=2,
    text_plain="Inoue has +2F while he is an attacking or defending ally.",
)
BAKARI = personality(
    "Hida Bakari", force=6, chi=2, text_plain="Bakari has -4F while he is unopposed."
)
RISHIMARU = personality(
    "Utaku Rishimaru", force=2, chi=2, text_plain="Rishimaru has +2F while it is not your turn."
)
TETIKKIR = personality(
    "Te'tik'kir",
    force=2,
    chi=2,
    keywords=("Ratling",),
    text_plain="Te'tik'kir's Ratling Followers have +1F.",
)
RATS = follower("Ratling Scouts", force=1, keywords=("Ratling",))
FOOTMEN = follower("Footmen", force=1)
BUSHI = personality("Bushi", force=2, chi=2)


def _table(mine: list, fate: list = ()) -> Table:
    return Table(
        deck("First", stronghold(honor=5), dynasty=[*mine, BUSHI], fate=[*fate]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI, BUSHI]),
    )


def test_the_texts_are_read_whole() -> None:
    for defn in (MU_DAN, INOUE, BAKARI, RISHIMARU, TETIKKIR):
        assert assess(defn, parse_abilities(defn)).status == FULL, defn.title


def test_while_she_is_opposed_and_while_he_is_an_ally() -> None:
    """Utaku Mu Dan has +3F only while opposed; Shinjo Inoue +2F in an army of the battle;
    Hida Bakari -4F while unopposed in his battle."""
    t = _table([MU_DAN, INOUE, BAKARI])
    mu_dan, inoue = t.in_play("Utaku Mu Dan"), t.in_play("Shinjo Inoue")
    bakari = t.in_play("Hida Bakari")
    guard = t.in_play("Bushi", seat=1)
    assert (stats.force(t.state, mu_dan), stats.force(t.state, inoue)) == (2, 2)
    assert stats.force(t.state, bakari) == 6
    t.to_attack()
    t.attack(1, (mu_dan, 0), (inoue, 0), (bakari, 1))
    t.defend((guard, 0))
    t.act(0, f"battle {t.province(1, 0).pid}")
    assert stats.force(t.state, mu_dan) == 5
    assert stats.force(t.state, inoue) == 4
    assert stats.force(t.state, bakari) == 6
    t.act(t.game.to_act, f"manual move {guard.iid} to home")
    assert stats.force(t.state, mu_dan) == 2 and stats.force(t.state, inoue) == 4
    t.pass_battle()
    if t.game.waiting_for == "choosing a battle":
        t.act(0, f"battle {t.province(1, 1).pid}")
    assert stats.force(t.state, bakari) == 2


def test_while_it_is_not_your_turn() -> None:
    """Utaku Rishimaru has +2F on the other player's turn only."""
    t = _table([RISHIMARU])
    rishimaru = t.in_play("Utaku Rishimaru")
    assert t.state.active == 0 and stats.force(t.state, rishimaru) == 2
    t.pass_until("action", seat=1)
    assert stats.force(t.state, rishimaru) == 4


def test_his_followers_of_a_trait() -> None:
    """Te'tik'kir's Ratling Followers have +1F: not another Follower of his, not a Ratling
    Follower of another Personality."""
    t = _table([TETIKKIR], fate=[RATS, RATS, FOOTMEN])
    tetikkir, bushi = t.in_play("Te'tik'kir"), t.in_play("Bushi")
    mine = t.take("Ratling Scouts", 0, f"on:{tetikkir.iid}")
    other = t.take("Ratling Scouts", 0, f"on:{bushi.iid}")
    footmen = t.take("Footmen", 0, f"on:{tetikkir.iid}")
    assert stats.force(t.state, mine) == 2
    assert stats.force(t.state, other) == 1 and stats.force(t.state, footmen) == 1


YORITOMO = personality(
    "Yoritomo",
    force=4,
    chi=4,
    clans=["Mantis"],
    text_plain="Weapons attached to Yoritomo have +1F/+2C.",
)
KATANA = item("Katana", force=1, chi=0, keywords=("Weapon",))
ARMOR = item("Lacquered Armor", force=0, chi=1, keywords=("Armor",))


def test_weapons_attached_to_him() -> None:
    """Yoritomo's Weapon gives him its own +1F and the +1F/+2C he prints; his Armor, and
    a Weapon on another Personality, only their own."""
    assert assess(YORITOMO, parse_abilities(YORITOMO)).status == FULL
    t = _table([YORITOMO], fate=[KATANA, KATANA, ARMOR])
    yoritomo, bushi = t.in_play("Yoritomo"), t.in_play("Bushi")
    t.take("Katana", 0, f"on:{yoritomo.iid}")
    t.take("Lacquered Armor", 0, f"on:{yoritomo.iid}")
    t.take("Katana", 0, f"on:{bushi.iid}")
    assert (stats.force(t.state, yoritomo), stats.chi(t.state, yoritomo)) == (6, 7)
    assert (stats.force(t.state, bushi), stats.chi(t.state, bushi)) == (3, 2)
