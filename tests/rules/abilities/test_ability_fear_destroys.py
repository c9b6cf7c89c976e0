"""Fear that destroys what it bows (Special Situations: Creating Fear — «Особые ситуации»:
«Ужас»: «Все солдаты в указанном отряде с силой меньше или равной значению силы ужаса ...
поворачиваются»): Daigotsu Kanpeki's "After your Fear action at Kanpeki's battlefield bows a
Follower, destroy it."."""

from rules.engine.actions import Pass
from rules.engine.coverage import FULL, automation
from rules.engine.keywords import fear_kills_sentence
from tests.real_cards import real_card
from tests.rules.engine.test_rules_keywords import battle, equip
from tests.rules_cards import Table, deck, follower, personality, stronghold

SCARY = personality("Scary", force=3, chi=2, text_plain="Battle: Fear 2")
BUSHI = personality("Bushi", force=3, chi=2)
SMALL_F = follower("Small Troops", force=2)
BIG_F = follower("Big Troops", force=3)
LORD = personality(
    "Daigotsu Lord",
    force=4,
    chi=4,
    text_plain="After your Fear action at Lord's battlefield bows a Follower, destroy it.",
)


def _table() -> Table:
    return Table(
        deck("First", stronghold(honor=5), dynasty=[SCARY, LORD, BUSHI]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI], fate=[SMALL_F, BIG_F]),
    )


def test_fear_at_his_battlefield_destroys_the_followers_it_bows() -> None:
    t = _table()
    scary = t.in_play("Scary")
    lord = t.in_play("Daigotsu Lord")
    guard = t.in_play("Bushi", seat=1)
    small = equip(t, "Small Troops", guard, seat=1)
    big = equip(t, "Big Troops", guard, seat=1)
    battle(t, [scary, lord], [guard])
    t.act(0, f"fear {scary.iid} at {guard.iid}")
    assert not small.in_play and small.zone == "fate-discard"
    assert big.in_play and not big.bowed


def test_fear_elsewhere_only_bows() -> None:
    t = _table()
    scary = t.in_play("Scary")
    t.in_play("Daigotsu Lord")  # at home, not at the battlefield
    guard = t.in_play("Bushi", seat=1)
    small = equip(t, "Small Troops", guard, seat=1)
    battle(t, [scary], [guard])
    t.act(0, f"fear {scary.iid} at {guard.iid}")
    assert small.in_play and small.bowed
    t.act(1, Pass())


def test_kanpekis_sentence_is_his_own() -> None:
    kanpeki = real_card("Daigotsu Kanpeki, the Shadow Emperor • Experienced 3")
    sentence = "After your Fear action at Kanpeki's battlefield bows a Follower, destroy it."
    assert fear_kills_sentence(sentence, kanpeki)
    other = "After your Fear action at Toturi's battlefield bows a Follower, destroy it."
    assert not fear_kills_sentence(other, kanpeki)
    # With "Reduce your Honor losses from your cards by 1, to a minimum of 1." before it
    # (`rules.engine.honor`), his whole text plays.
    assert automation(kanpeki).status == FULL


def test_susumu_yanada_makes_a_fear_destroy_what_it_bows() -> None:
    """Susumu Yanada: "Interrupt, :bow:: The Fear action destroys any cards it bows." —
    before any player's Fear bows (Actions — «Акции»: an Interrupt answers before its
    moment); Susumu bows to use it."""
    yanada = real_card("Susumu Yanada")
    assert automation(yanada).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[SCARY, BUSHI]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI, yanada], fate=[SMALL_F, BIG_F]),
    )
    scary = t.in_play("Scary")
    guard = t.in_play("Bushi", seat=1)
    susumu = t.in_play("Susumu Yanada", seat=1)
    small = equip(t, "Small Troops", guard, seat=1)
    battle(t, [scary], [guard])
    t.act(0, f"fear {scary.iid} at {guard.iid}")
    assert small.in_play and not small.bowed  # not yet: the Interrupt comes first
    uses = [a for a in t.legal(1) if a.startswith(f"use {susumu.iid} ")]
    assert uses, t.legal(1)
    t.act(1, uses[0])
    assert susumu.bowed
    while t.game.waiting_for == "reactions":
        t.act(t.game.to_act, "pass")
    assert not small.in_play and small.zone == "fate-discard"


def test_a_fear_nobody_answers_only_bows() -> None:
    yanada = real_card("Susumu Yanada")
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[SCARY, BUSHI]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI, yanada], fate=[SMALL_F]),
    )
    scary = t.in_play("Scary")
    guard = t.in_play("Bushi", seat=1)
    susumu = t.in_play("Susumu Yanada", seat=1)
    t.act(1, f"manual bow {susumu.iid}")
    small = equip(t, "Small Troops", guard, seat=1)
    battle(t, [scary], [guard])
    t.act(0, f"fear {scary.iid} at {guard.iid}")
    assert small.in_play and small.bowed
