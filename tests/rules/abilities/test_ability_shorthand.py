"""Sentences printed in a shortened form, played as their full form: a created Follower
named by its keywords alone (Followers, Items, Spells and Ancestors — «Солдаты, предметы,
заклинания и предки»). Cards are built with their printed text."""

from rules.engine import stats
from rules.engine.abilities import parse_abilities
from rules.engine.coverage import FULL, assess
from rules.engine.created import is_created
from tests.rules_cards import Table, deck, holding, personality, strategy, stronghold

NORIYORI = personality(
    "Shinjo Noriyori",
    force=2,
    chi=2,
    clans=["Unicorn"],
    text_plain=(
        "Reaction: After Noriyori is assigned to an attacking army: Create a 1F Cavalry and "
        "attach it to him."
    ),
)
BUSHI = personality("Bushi", force=2, chi=2)
MINE = holding("Silver Mine", cost=2)


def test_a_follower_named_by_its_keyword() -> None:
    """Shinjo Noriyori: assigned to attack, his Reaction creates a 1F Cavalry Follower on
    him."""
    assert assess(NORIYORI, parse_abilities(NORIYORI)).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[NORIYORI, BUSHI]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI]),
    )
    noriyori = t.in_play("Shinjo Noriyori")
    t.to_attack()
    t.act(0, "attack 1")
    t.act(0, f"assign {noriyori.iid} to {t.province(1, 0).pid}")
    [use] = [a for a in t.legal(0) if a.startswith(f"use {noriyori.iid} ")]
    t.act(0, use)
    [horse] = [t.state.cards[iid] for iid in noriyori.attachments]
    assert is_created(horse.defn) and horse.defn.has_keyword("Cavalry")
    assert stats.force(t.state, horse) == 1


HEIKICHI = personality(
    "Yasuki Heikichi",
    cost=2,
    clans=["Crab"],
    text_plain=(
        "After Heikichi enters play from a province: You may straighten one of your Holdings."
    ),
)


def test_you_may_straighten_one_of_your_holdings() -> None:
    """Yasuki Heikichi, recruited from a Province: his player may straighten one of his
    Holdings, or none."""
    assert assess(HEIKICHI, parse_abilities(HEIKICHI)).status == FULL
    t = Table(
        deck("First", stronghold(honor=5, gold=9), dynasty=[HEIKICHI, MINE]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI]),
    )
    mine = t.in_play("Silver Mine")
    t.act(0, f"manual bow {mine.iid}")
    t.to_province("Yasuki Heikichi", 0, 0)
    t.pass_until("dynasty", seat=0)
    castle = t.state.players[0].stronghold
    t.act(0, f"recruit {t.province(0, 0).pid} pay {castle} full")
    options = t.legal(0)
    assert any(a.endswith(f"targets {mine.iid}") for a in options)
    assert any(not a.endswith(f"targets {mine.iid}") and "targets" not in a for a in options)
    t.act(0, next(a for a in options if a.endswith(f"targets {mine.iid}")))
    assert not mine.bowed


HATAKI = personality(
    "Matsu Hataki",
    force=4,
    chi=4,
    clans=["Lion"],
    keywords=("Unique", "Experienced", "Magistrate", "Samurai"),
    text_plain=(
        "Absent Remote Repeatable Tireless Battle: If you are the Defender, straighten Hataki "
        "and move him to the current battlefield."
    ),
)
STANCE = strategy(
    "Defensive Stance",
    text="Battle: Straighten your target performing bowed Personality and give him +3F.",
)


def test_straighten_him_and_move_him_to_the_battle() -> None:
    """Matsu Hataki, bowed at home, his player the Defender: he straightens and joins the
    battle («Правило присутствия»: an Absent action needs no unit there)."""
    assert assess(HATAKI, parse_abilities(HATAKI)).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[BUSHI, BUSHI]),
        deck("Second", stronghold(honor=2), dynasty=[HATAKI, BUSHI]),
    )
    bushi = t.in_play("Bushi")
    hataki = t.in_play("Matsu Hataki", seat=1)
    t.act(1, f"manual bow {hataki.iid}")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend()
    if t.game.waiting_for == "choosing a battle":
        t.act(0, f"battle {t.province(1, 0).pid}")
    if t.game.to_act == 0:
        t.act(0, "pass")
    [use] = [a for a in t.legal(1) if a.startswith(f"use {hataki.iid} ")]
    t.act(1, use)
    assert not hataki.bowed and hataki.battle == t.province(1, 0).pid


def test_straighten_the_target_and_give_him_a_bonus() -> None:
    """Defensive Stance: "him" is the target straightened."""
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[BUSHI, BUSHI], fate=[STANCE]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI]),
    )
    bushi = t.in_play("Bushi")
    guard = t.in_play("Bushi", seat=1)
    stance = t.to_hand("Defensive Stance")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    t.act(0, f"manual bow {bushi.iid}")
    if t.game.to_act == 1:
        t.act(1, "pass")
    [play] = [a for a in t.legal(0) if a.startswith(f"play {stance.iid} ")]
    t.act(0, play)
    assert not bushi.bowed and stats.force(t.state, bushi) == 5
