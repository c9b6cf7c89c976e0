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


PIKEMEN = follower("Pikemen", force=3, cost=0)
BRUTE = personality("Brute", force=3, chi=1, clans=("Lion",))
ARCHER_2 = personality("Archer", force=1, chi=1, text_plain="Battle, :bow:: Ranged 2 Attack.")
FEAR_3 = personality("Terror", force=1, chi=1, text_plain="Battle: Fear 3.")


def _announced(mine, fate, shot: str):
    """First's `mine` attacks the Brute's unit (with Pikemen, 3 Force); `shot` ("ranged",
    "fear") is announced at the Pikemen or the Brute: the Interrupts' window is open."""
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[mine], fate=fate),
        deck("Second", stronghold(honor=5), dynasty=[BRUTE], fate=[PIKEMEN]),
    )
    me, brute = t.in_play(mine.title), t.in_play("Brute", seat=1)
    t.to_attack()
    t.attack(1, (me, 0))
    t.defend((brute, 0))
    while not (t.game.waiting_for == "battle" and t.game.to_act == 0):
        t.act(t.game.to_act, "pass")
    pike = t.take("Pikemen", 1, f"on:{brute.iid}")
    cards = [t.to_hand(c.title) for c in fate]
    target = pike if shot == "ranged" else brute
    t.act(0, f"{shot} {me.iid} at {target.iid}")
    return t, cards, pike


def test_an_interrupt_gives_a_ranged_attack_more_strength() -> None:
    """Unholy Strike: "Interrupt: Give a Melee or Ranged Attack +2 strength." Played as the
    Archer's Ranged 2 Attack is announced, before it is made: 4 destroys the 3 Force
    Pikemen («Атака с расстояния уничтожает цель, если ее сила ... больше или равна силе
    цели»)."""
    strike = real_card("Unholy Strike", "twenty_festivals")
    t, [card], pike = _announced(ARCHER_2, [strike], "ranged")
    assert t.game.waiting_for == "reactions"
    assert f"play {card.iid} 1 pay -" in t.legal(0)
    entry = t.act(0, f"play {card.iid} 1 pay -")
    assert "Archer: Ranged 4 Attack destroys Pikemen (3 Force)" in entry.notes
    assert not pike.in_play


def test_without_the_interrupt_the_attack_misses() -> None:
    strike = real_card("Unholy Strike", "twenty_festivals")
    t, _, pike = _announced(ARCHER_2, [strike], "ranged")
    entry = t.act(0, "pass")
    assert "Archer: Ranged 2 Attack misses Pikemen (3 Force)" in entry.notes
    assert pike.in_play


def test_an_interrupt_for_attacks_is_not_offered_to_a_fear() -> None:
    """Unholy Strike changes a Melee or Ranged Attack: a Fear's announcement offers it
    nothing to change."""
    strike = real_card("Unholy Strike", "twenty_festivals")
    t, [card], pike = _announced(FEAR_3, [strike], "fear")
    assert not [a for a in t.legal(0) if a.startswith(f"play {card.iid} 1")]
    assert pike.bowed


def test_fear_effects_that_destroy_what_they_bow() -> None:
    """Okura is Released: "Interrupt: If the action has any :fear:, those effects destroy
    cards after they bow them." («Ужас»: the Followers it bows are then destroyed.)"""
    okura = real_card("Okura is Released")
    # Ivory's words, and the earlier printing's ("If the action has any :fear:, those
    # effects destroy cards after they bow them.").
    for printing in (okura, real_card("Okura is Released", "honor_bound")):
        [ability] = actions_of(printing)
        assert ability.effect == "auto" and ability.trigger is not None, printing.text_plain
    t, [card], pike = _announced(FEAR_3, [okura], "fear")
    entry = t.act(0, f"play {card.iid} 0 pay -")
    assert "Terror creates Fear 3 against Brute's unit: Pikemen bows" in entry.notes
    assert not pike.in_play


def test_one_of_the_actions_fear_effects_gets_more_strength() -> None:
    """Daigotsu Onosaka: "Interrupt: Give one of the action's Fear effects +1 strength." A
    Fear 2 becomes a Fear 3 and bows the 3 Force Pikemen."""
    onosaka = real_card("Daigotsu Onosaka")
    fear_2 = personality("Terror", force=1, chi=1, text_plain="Battle: Fear 2.")
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[fear_2, onosaka]),
        deck("Second", stronghold(honor=5), dynasty=[BRUTE], fate=[PIKEMEN]),
    )
    me, spider = t.in_play("Terror"), t.in_play("Daigotsu Onosaka")
    brute = t.in_play("Brute", seat=1)
    t.to_attack()
    t.attack(1, (me, 0))
    t.defend((brute, 0))
    while not (t.game.waiting_for == "battle" and t.game.to_act == 0):
        t.act(t.game.to_act, "pass")
    pike = t.take("Pikemen", 1, f"on:{brute.iid}")
    t.act(0, f"fear {me.iid} at {brute.iid}")
    [use] = [a for a in t.legal(0) if a.startswith(f"use {spider.iid} ")]
    entry = t.act(0, use)
    assert "Terror creates Fear 3 against Brute's unit: Pikemen bows" in entry.notes
    assert pike.bowed


def test_a_target_moved_away_before_the_attack_is_made_is_not_hit() -> None:
    """The attack is made as its action resolves: its target moved home in between (here
    by hand, as an Interrupt's effect would) is no longer in the battle, and nothing happens
    to it («Атака с расстояния должна иметь в качестве цели одну карту противника»: one in
    the battle)."""
    strike = real_card("Unholy Strike", "twenty_festivals")
    t, _, pike = _announced(ARCHER_2, [strike], "ranged")
    brute = t.state.cards[pike.host]
    t.act(1, f"manual move {brute.iid} to home")
    entry = t.act(0, "pass")
    assert "Pikemen is no longer in the battle: the Ranged Attack misses" in entry.notes
    assert pike.in_play
