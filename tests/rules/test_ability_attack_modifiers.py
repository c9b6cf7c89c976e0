"""Traits that change the strength of Ranged Attacks, Melee Attacks and Fear
(`rules.engine.traits`, `keywords.penalty`).

«Особые ситуации» (Special Situations): «Атаки с расстояния» (Ranged Attacks) — «Атака с
расстояния уничтожает цель, если ее сила ... больше или равна силе цели»; «Ужас» (Creating
Fear) — «Все солдаты в указанном отряде с силой меньше или равной значению силы ужаса ...
поворачиваются»: a strength taken off by a trait changes what they destroy or bow."""

from rules.engine.abilities import actions_of
from rules.engine.traits import FEAR, MELEE, RANGED, traits
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, follower, personality, stronghold

ARCHER = personality("Archer", force=1, chi=1, text_plain="Battle, :bow:: Ranged 3 Attack.")
TERROR = personality("Terror", force=1, chi=1, text_plain="Battle: Fear 2.")
CRAB = personality("Crab Guard", force=3, chi=1, keywords=("Samurai", "Crab Clan"))
LION = personality("Lion Guard", force=3, chi=1, keywords=("Samurai", "Lion Clan"), clans=("Lion",))
SPEARMEN = follower("Spearmen", force=2, cost=0)


def _kisada():
    return real_card("Hida Kisada, the Little Bear • Experienced")


def test_kisadas_trait_is_read() -> None:
    """Hida Kisada: "Fear effects, Melee Attacks, and Ranged Attacks targeting your Crab
    Clan Personalities in Kisada's army have -1 strength." — read as a trait."""
    found = traits(_kisada())
    assert sorted(found.penalties) == sorted(
        (kind, "army:Crab Clan", -1) for kind in (FEAR, MELEE, RANGED)
    )


def _table(*theirs):
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[ARCHER, TERROR]),
        deck("Second", stronghold(honor=5), dynasty=[_kisada(), *theirs], fate=[SPEARMEN]),
    )
    mine = [t.in_play("Archer"), t.in_play("Terror")]
    defenders = [t.in_play(c.title, seat=1) for c in (_kisada(), *theirs)]
    t.to_attack()
    t.attack(1, *((card, 0) for card in mine))
    t.defend(*((d, 0) for d in defenders))
    while not (t.game.waiting_for == "battle" and t.game.to_act == 0):
        t.act(t.game.to_act, "pass")
    return t, mine, defenders


def test_a_ranged_attack_at_a_crab_personality_in_kisadas_army_is_weaker() -> None:
    t, [archer, _], [_, crab, lion] = _table(CRAB, LION)
    entry = t.act(0, f"ranged {archer.iid} at {crab.iid}")
    assert "Archer: Ranged 2 Attack misses Crab Guard (3 Force)" in entry.notes
    assert crab.in_play
    t.act(1, "pass")
    t.act(0, f"manual straighten {archer.iid}")
    # Not a Crab Clan Personality: the full strength.
    t.act(0, f"ranged {archer.iid} at {lion.iid}")
    assert not lion.in_play


def test_fear_at_a_crab_personalitys_unit_is_weaker() -> None:
    """A Fear 2 against a Crab Clan Personality's unit in Kisada's army is a Fear 1: his 2
    Force Spearmen stay unbowed."""
    t, [_, terror], [_, crab] = _table(CRAB)
    spear = t.take("Spearmen", 1, f"on:{crab.iid}")
    t.act(0, f"fear {terror.iid} at {crab.iid}")
    assert not spear.bowed


def test_fear_at_another_unit_is_not() -> None:
    t, [_, terror], [_, lion] = _table(LION)
    spear = t.take("Spearmen", 1, f"on:{lion.iid}")
    t.act(0, f"fear {terror.iid} at {lion.iid}")
    assert spear.bowed


def test_the_icons_in_a_strength_trait() -> None:
    """ ":fear:, :melee:, and :ranged: targeting this Follower have -2 strength" (Legion of
    the Khan) reads as the words do."""
    khan = follower(
        "Khan's Riders",
        force=3,
        text_plain=":fear:, :melee:, and :ranged: targeting this Follower have -2 strength.",
    )
    assert sorted(traits(khan).penalties) == sorted(
        (kind, "self", -2) for kind in (FEAR, MELEE, RANGED)
    )
    assert not [a for a in actions_of(khan) if a.effect == "manual"]
