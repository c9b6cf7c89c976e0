"""Conditions ahead of an effect (Abilities and Traits — «Способности и надписи»): "If this
Personality is a Shugenja, straighten him." on an attachment (about the Personality it is
on), "If this Personality is Naval: Give him +2F." (needed to take the action), and battle
keywords under a condition ("If you are the Attacker, Melee 2 Attack", "If this Personality
is a Lion Clan Samurai: Fear 3" — «Особые ситуации»: «Атаки с расстояния», «Ужас»)."""

import pytest

from rules.engine import IllegalAction
from rules.engine.abilities import parse_abilities
from rules.engine.actions import Pass
from rules.engine.compiler import compile_body
from rules.engine.coverage import FULL, automation
from rules.engine.effects_conditions import named
from rules.engine.effects_scripted import CONDITIONS
from tests.rules.engine.test_rules_keywords import battle, equip
from tests.rules_cards import Table, card, deck, follower, personality, stronghold

LION_SAMURAI = personality("Lion Samurai", force=3, clans=["Lion"], keywords=["Samurai"])
LION_MONK = personality("Lion Monk", force=3, clans=["Lion"], keywords=["Monk"])
GUARD = personality("Guard", force=3)
TROOPS = follower("Troops", force=2)

WARCATS = follower(
    "Lion Warcats",
    force=2,
    text_plain="Fear Battle: If this Personality is a Lion Clan Samurai: Fear 3.",
)
FLANKERS = follower(
    "Cavalry Flankers",
    force=1,
    text_plain="Battle, :bow:: If you are the Attacker, Melee 2 Attack.",
)
HORSEBOW = follower(
    "Shinjo Horsebow",
    force=0,
    text_plain="Battle: If this Personality is Cavalry, bow him: Ranged 4 Attack.",
)


def test_conditional_keywords_read() -> None:
    """Lion Warcats, Cavalry Flankers, Shinjo Horsebow, Hiruma Archers, Way of Death."""
    warcats = parse_abilities(WARCATS)[0]
    assert (warcats.effect, warcats.strength, warcats.condition) == (
        "fear",
        3,
        "this:traits:Lion Clan Samurai",
    )
    flankers = parse_abilities(FLANKERS)[0]
    assert (flankers.effect, flankers.strength, flankers.condition, flankers.bow) == (
        "melee",
        2,
        "attacker",
        True,
    )
    horsebow = parse_abilities(HORSEBOW)[0]
    assert (horsebow.effect, horsebow.bow_host, horsebow.condition) == (
        "ranged",
        True,
        "this:traits:Cavalry",
    )
    archers = follower(
        "Hiruma Archers",
        text_plain="Repeatable Battle, :bow:: If this Personality is Crab Clan, Ranged 4 Attack.",
    )
    assert parse_abilities(archers)[0].condition == "this:traits:Crab Clan"
    death = follower(
        "Way of Death", text_plain="Fear Battle: If you are a Shadowlands Horde player: Fear 3."
    )
    assert parse_abilities(death)[0].condition == "clan:Shadowlands"
    assert all(automation(c).status == FULL for c in (WARCATS, FLANKERS, HORSEBOW, archers))


def table() -> Table:
    return Table(
        deck("First", stronghold(honor=5), [LION_SAMURAI, LION_MONK], [WARCATS, WARCATS, FLANKERS]),
        deck("Second", stronghold(honor=2), [GUARD, GUARD], [TROOPS, FLANKERS]),
    )


def test_fear_only_from_a_lion_clan_samurai() -> None:
    """Lion Warcats make Fear 3 for a Lion Clan Samurai, not for a Lion Monk."""
    t = table()
    samurai = t.in_play("Lion Samurai")
    monk = t.in_play("Lion Monk")
    cats = equip(t, "Lion Warcats", samurai)
    other_cats = next(c for c in t.cards("Lion Warcats", 0) if c is not cats)
    t.act(0, f"manual move {other_cats.iid} to on:{monk.iid}")
    guard = t.in_play("Guard", seat=1)
    troops = equip(t, "Troops", guard, seat=1)
    battle(t, [samurai, monk], [guard])
    legal = t.legal(0)
    assert f"fear {cats.iid} at {guard.iid}" in legal
    assert not any(a.startswith(f"fear {other_cats.iid} ") for a in legal)
    with pytest.raises(IllegalAction):
        t.act(0, f"fear {other_cats.iid} at {guard.iid}")
    t.act(0, f"fear {cats.iid} at {guard.iid}")
    assert troops.bowed


def test_a_melee_attack_only_for_the_attacker() -> None:
    """Cavalry Flankers: the Attacker's make their Melee 2 Attack, the Defender's do not."""
    t = table()
    samurai = t.in_play("Lion Samurai")
    mine = equip(t, "Cavalry Flankers", samurai)
    guard = t.in_play("Guard", seat=1)
    theirs = equip(t, "Cavalry Flankers", guard, seat=1)
    t.to_attack()
    t.attack(1, (samurai, 0))
    t.defend((guard, 0))
    assert not any(a.startswith(f"melee {theirs.iid} ") for a in t.legal(1))
    t.act(1, Pass())
    assert f"melee {mine.iid} at {theirs.iid}" in t.legal(0)


# -- conditions in compiled effects --------------------------------------------------------
SPIRIT_GUIDE = follower(
    "Spirit Guide",
    force=0,
    text_plain="Repeatable Battle/Open, :bow:: If this Personality is a Shugenja, straighten him.",
)
EKU = follower("Eku", force=0, text_plain="Battle: If this Personality is Naval: Give him +2F.")


def test_conditions_about_this_personality_compile() -> None:
    """Spirit Guide (checked as it resolves, on the Personality it is attached to), Eku and
    Hoturi's Blade (needed to take the action)."""
    guide = compile_body(SPIRIT_GUIDE, "If this Personality is a Shugenja, straighten him.")
    assert guide is not None and guide.effects[0].cond == "this:traits:Shugenja"  # type: ignore[attr-defined]
    eku = compile_body(EKU, "If this Personality is Naval: Give him +2F.")
    assert eku is not None and [e.op for e in eku.effects] == ["if", "require"]
    blade = compile_body(
        follower("Hoturi's Blade"),
        "Once per battle, if this Personality is Crane Clan: Straighten him.",
    )
    assert blade is not None and blade.limit == "battle"
    assert automation(SPIRIT_GUIDE).status == FULL and automation(EKU).status == FULL


def test_an_action_needs_its_condition_and_one_checks_it_as_it_resolves() -> None:
    """Eku's action is offered only to a Naval Personality; Spirit Guide's straightens a
    Shugenja and not a Samurai."""
    sailor = personality("Sailor", keywords=["Naval"])
    shugenja = personality("Priest", keywords=["Shugenja"])
    t = Table(
        deck(
            "First",
            stronghold(honor=5),
            [sailor, LION_SAMURAI, shugenja],
            [EKU, EKU, SPIRIT_GUIDE, SPIRIT_GUIDE],
        ),
    )
    boat = t.in_play("Sailor")
    samurai = t.in_play("Lion Samurai")
    priest = t.in_play("Priest")
    on_boat, on_samurai = t.cards("Eku", 0)
    t.act(0, f"manual move {on_boat.iid} to on:{boat.iid}")
    t.act(0, f"manual move {on_samurai.iid} to on:{samurai.iid}")
    guide_priest, guide_samurai = t.cards("Spirit Guide", 0)
    t.act(0, f"manual move {guide_priest.iid} to on:{priest.iid}")
    t.act(0, f"manual move {guide_samurai.iid} to on:{samurai.iid}")
    t.to_attack()
    t.attack(1, (boat, 0), (samurai, 0), (priest, 0))
    t.defend()
    actions = t.legal(0)
    assert any(a.startswith(f"use {on_boat.iid} ") for a in actions), actions
    assert not any(a.startswith(f"use {on_samurai.iid} ") for a in actions)
    priest.bowed = samurai.bowed = True
    t.act(0, f"use {guide_priest.iid} 0 pay -")
    resolve(t)
    assert not priest.bowed
    t.act(0, f"use {guide_samurai.iid} 0 pay -")
    resolve(t)
    assert guide_samurai.bowed and samurai.bowed


def resolve(t: Table) -> None:
    """The other player passes until the action has resolved and the first acts again."""
    for _ in range(5):
        if t.game.to_act == 0:
            return
        t.act(t.game.to_act, Pass())


def test_conditions_on_what_the_player_controls() -> None:
    """Erected Watchtower "If you control any Personalities, gain 1 Honor."; Daidoji
    Ryunosuke "if you control a Terrain"; Stymied "If you control no Personalities"; "If
    you control the Imperial Favor" — checked as the effect resolves."""
    watchtower = compile_body(
        card("Erected Watchtower", "Holding", deck="Dynasty"),
        "If you control any Personalities, gain 1 Honor.",
    )
    assert watchtower is not None
    assert watchtower.effects[0].cond == "control:1:Personalities"  # type: ignore[attr-defined]
    stymied = compile_body(
        card("Stymied", "Strategy", deck="Fate"),
        "If you control no Personalities, target another player's Personality: Bow him.",
    )
    assert stymied is not None and stymied.effects[0].cond == "control:0:Personalities"  # type: ignore[attr-defined]
    favor = compile_body(
        card("Favored", "Strategy", deck="Fate"), "If you control the Imperial Favor, gain 2 Honor."
    )
    assert favor is not None and favor.effects[0].cond == "favor"  # type: ignore[attr-defined]
    t = Table(deck("First", stronghold(honor=5), [LION_SAMURAI]))
    state = t.state
    assert not CONDITIONS["control:1:Personalities"](state, 0, t.find("Lion Samurai"), None)
    assert CONDITIONS["control:0:Personalities"](state, 0, t.find("Lion Samurai"), None)
    t.in_play("Lion Samurai")
    assert CONDITIONS["control:1:Personalities"](state, 0, t.find("Lion Samurai"), None)
    assert CONDITIONS[named("control:1:Lion Clan Samurai")](state, 0, t.find("Lion Samurai"), None)
    assert not CONDITIONS["favor"](state, 0, t.find("Lion Samurai"), None)


# -- a greater strength under a condition --------------------------------------------------
BOW = follower(
    "Osano-wo's Bow",
    force=0,
    text_plain="Battle, :bow:: Ranged 3 Attack, or Ranged 4 Attack if the target is "
    "Shadowlands (Destroy a target enemy Follower.)",
)


def test_greater_strengths_read() -> None:
    """Osano-wo's Bow, D'gr'n-ki ("if the target is a Ratling or a Human"), an Ivory Fear
    ("Fear 2, or Fear 3 if you control a Terrain"), Thunder's Favor ("if this Shugenja is
    Thunder"); "Fear 2, or Fear 4 if the target is a Follower" is not read (Fear targets a
    unit here)."""
    bow = parse_abilities(BOW)[0]
    assert (bow.effect, bow.strength, bow.better) == ("ranged", 3, (4, "target:Shadowlands"))
    dgrnki = follower(
        "D'gr'n-ki",
        text_plain="Battle, :bow:: Ranged 2 Attack, or Ranged 4 Attack if the target is a "
        "Ratling or a Human.",
    )
    assert parse_abilities(dgrnki)[0].better == (4, "target:Ratling|Human")
    terrain = follower("Fearsome", text_plain="Battle: Fear 2, or Fear 3 if you control a Terrain.")
    assert parse_abilities(terrain)[0].better == (3, "control:1:Terrain")
    thunder = card(
        "Thunder's Favor",
        "Spell",
        deck="Fate",
        text_plain="Battle: Bow this card: Ranged 4 Attack, or Ranged 6 Attack if this Shugenja "
        "is Thunder.",
    )
    assert parse_abilities(thunder)[0].better == (6, "this:traits:Thunder")
    souls = follower("Souls", text_plain="Battle: Fear 2, or Fear 4 if the target is a Follower.")
    assert parse_abilities(souls)[0].effect == "manual"
    assert automation(BOW).status == FULL and automation(terrain).status == FULL


def test_a_stronger_ranged_attack_at_a_shadowlands_target() -> None:
    """«Атака с расстояния уничтожает цель, если ее сила больше или равна силе цели»: the
    Bow's Ranged 4 destroys a 4F Shadowlands Follower, its Ranged 3 misses a 4F Follower."""
    ghoul = follower("Ghoul", force=4, keywords=["Shadowlands"])
    brute = follower("Brute", force=4)
    t = Table(
        deck("First", stronghold(honor=5), [LION_SAMURAI], [BOW]),
        deck("Second", stronghold(honor=2), [GUARD], [ghoul, brute]),
    )
    samurai = t.in_play("Lion Samurai")
    bow = equip(t, "Osano-wo's Bow", samurai)
    guard = t.in_play("Guard", seat=1)
    first = equip(t, "Ghoul", guard, seat=1)
    second = equip(t, "Brute", guard, seat=1)
    battle(t, [samurai], [guard])
    entry = t.act(0, f"ranged {bow.iid} at {second.iid}")
    assert "Ranged 3 Attack misses Brute (4 Force)" in entry.notes[0]
    t.act(1, Pass())
    t.act(0, f"manual straighten {bow.iid}")
    entry = t.act(0, f"ranged {bow.iid} at {first.iid}")
    assert "Ranged 4 Attack destroys Ghoul (4 Force)" in entry.notes[0]
