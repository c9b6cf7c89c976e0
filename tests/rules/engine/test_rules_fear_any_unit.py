"""A Fear printed as able to "target a Personality with Followers" (Bayushi Masashi: "Battle:
Fear 2. This may target a Personality with Followers if he has 0 Personal Honor (Bow a target
enemy Follower, or Personality without Followers, with 2 or lower Force).") is the
rulebook's Fear: it targets a unit, whoever leads it, and bows that unit's weak Followers
(Special Situations: Creating Fear — «Особые ситуации»: «Ужас»: «выберите в качестве цели
другой отряд ... Все солдаты в указанном отряде с силой меньше или равной значению силы ужаса
... поворачиваются»)."""

from rules.engine.actions import Pass
from rules.engine.coverage import assess
from rules.engine.keywords import FEAR, keyword_effect
from tests.rules_cards import Table, deck, follower, personality, stronghold

MASASHI_TEXT = (
    "Battle: Fear 2. This may target a Personality with Followers if he has 0 Personal Honor "
    "(Bow a target enemy Follower, or Personality without Followers, with 2 or lower Force)."
)
MASASHI = personality("Bayushi Masashi", force=2, chi=2, text_plain=MASASHI_TEXT)
BUSHI = personality("Bushi", force=3, chi=2, honor=2)
SMALL_F = follower("Small Troops", force=2)
BIG_F = follower("Big Troops", force=3)


def test_the_permission_is_read_as_the_rulebooks_fear() -> None:
    assert keyword_effect(MASASHI_TEXT.removeprefix("Battle: ")) == (FEAR, 2)
    assert keyword_effect("Fear 4 that may target a Personality with Followers.") == (FEAR, 4)
    assert assess(MASASHI).status == "full"


def test_masashi_frightens_a_unit_led_by_an_honorable_personality() -> None:
    first = deck("First", stronghold(honor=5), dynasty=[MASASHI], fate=[])
    second = deck("Second", stronghold(honor=2), dynasty=[BUSHI], fate=[SMALL_F, BIG_F])
    t = Table(first, second)
    masashi = t.in_play("Bayushi Masashi")
    guard = t.in_play("Bushi", seat=1)
    small = t.to_hand("Small Troops", 1)
    t.act(1, f"manual move {small.iid} to on:{guard.iid}")
    big = t.to_hand("Big Troops", 1)
    t.act(1, f"manual move {big.iid} to on:{guard.iid}")
    t.to_attack()
    t.attack(1, (masashi, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    # The unit's Personality has Followers and 2 Personal Honor: still a target.
    assert f"fear {masashi.iid} at {guard.iid}" in t.legal(0)
    t.act(0, f"fear {masashi.iid} at {guard.iid}")
    assert small.bowed and not big.bowed and not guard.bowed
