"""A Personality who adds his Force to his army's total while bowed (Battle Resolution —
«Подсчет результатов битвы»: a bowed card adds no Force, an Elite one does): Hoshi Chuichi
("Chuichi contributes Force to his army's total even while bowed."), Bayushi Kayama ("While
Kayama has a Weapon, he contributes Force during battle resolution even while bowed.")."""

from rules.engine import stats
from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, deck, item, personality, stronghold

CHUICHI = personality(
    "Hoshi Chuichi",
    force=2,
    chi=2,
    clans=("Dragon",),
    keywords=("Monk",),
    text_plain="Chuichi has +2F/+2C while bowed.\nChuichi contributes Force to his army's total "
    "even while bowed.",
)
KAYAMA = personality(
    "Bayushi Kayama",
    force=4,
    chi=2,
    clans=("Scorpion",),
    text_plain="While Kayama has a Weapon, he contributes Force during battle resolution even "
    "while bowed.\nBattle, :bow:: Bow a target enemy Follower or Personality without Followers.",
)


def test_chuichi_counts_while_bowed() -> None:
    assert automation(CHUICHI).status == FULL
    t = Table(deck("First", stronghold(honor=5), dynasty=[CHUICHI, personality("Bushi")]))
    chuichi = t.in_play("Hoshi Chuichi")
    bushi = t.in_play("Bushi")
    chuichi.bowed = bushi.bowed = True
    assert stats.unit_force(t.state, chuichi) == 4  # 2F, +2F while bowed
    assert stats.unit_force(t.state, bushi) == 0


def test_chuichi_wins_a_battle_bowed() -> None:
    """Chuichi attacks and is bowed before the Resolution: his 4 Force still beats the
    defending 3F Guard."""
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[CHUICHI]),
        deck("Second", stronghold(honor=2), dynasty=[personality("Guard", force=3)]),
    )
    chuichi = t.in_play("Hoshi Chuichi")
    guard = t.in_play("Guard", seat=1)
    t.to_attack()
    t.attack(1, (chuichi, 0))
    t.defend((guard, 0))
    chuichi.bowed = True
    t.pass_battle()
    assert not guard.in_play and chuichi.in_play


def test_kayama_counts_while_bowed_only_with_a_weapon() -> None:
    assert automation(KAYAMA).status == FULL
    t = Table(
        deck(
            "First",
            stronghold(honor=5),
            dynasty=[KAYAMA],
            fate=[item("Sword", keywords=("Weapon",)), item("Fan")],
        )
    )
    kayama = t.in_play("Bayushi Kayama")
    kayama.bowed = True
    fan = t.to_hand("Fan")
    t.act(0, f"manual move {fan.iid} to on:{kayama.iid}")
    assert stats.unit_force(t.state, kayama) == 0
    sword = t.to_hand("Sword")
    t.act(0, f"manual move {sword.iid} to on:{kayama.iid}")
    assert stats.unit_force(t.state, kayama) == 4 + 1 + 1
