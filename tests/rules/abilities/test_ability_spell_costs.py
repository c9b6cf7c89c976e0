"""A Spell destroyed as the cost of its own action («Стоимости и Эффекты» — Costs and
Effects): "Bow this Shugenja, destroy this card, and target ...: ...", "Bow this Shugenja
and destroy this Spell to ...". The Shugenja bows, the Spell goes to its owner's discard
pile, and the effect is carried out."""

from rules.engine import stats
from rules.engine.abilities import parse_abilities
from rules.engine.coverage import FULL, automation
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, holding, item, personality, stronghold

SHUGENJA = personality("Adept", force=1, chi=3, keywords=("Shugenja",))
VICTIM = personality("Victim", force=2, chi=2)
STRONG = personality("Strong", force=2, chi=4)


def _table(spell_def, theirs=()) -> Table:
    return Table(
        deck("First", stronghold(honor=5, gold=10), dynasty=[SHUGENJA], fate=[spell_def]),
        deck("Second", stronghold(honor=2), dynasty=list(theirs)),
    )


def _cast(t: Table, title: str):
    shugenja = t.in_play("Adept")
    spell = t.take(title, 0, f"on:{shugenja.iid}")
    t.pass_until("action", seat=0)
    return shugenja, spell


def test_hanabi_bows_the_shugenja_destroys_itself_and_gains_honor() -> None:
    """Hanabi: "Political Limited: Bow this Shugenja and destroy this card: Gain 4 Honor." """
    hanabi = real_card("Hanabi", "emperor_edition")
    assert automation(hanabi).status == FULL
    t = _table(hanabi)
    shugenja, spell = _cast(t, "Hanabi")
    honor = t.state.players[0].honor
    t.act(0, f"use {spell.iid} 0 pay -")
    assert shugenja.bowed and not spell.in_play and spell.zone == "fate-discard"
    assert t.state.players[0].honor == honor + 4


def test_fist_of_osano_wo_destroys_the_target_holding() -> None:
    """Fist of Osano-Wo: "Limited: Bow this Shugenja, destroy this card, and target a
    Holding: Destroy it." The target is named before the colon, chosen as the action is
    announced («Выбор цели и перенаправление» — Targeting and Redirection)."""
    fist = real_card("Fist of Osano-Wo", "gold_edition")
    assert automation(fist).status == FULL
    t = _table(fist, [holding("Mine")])
    mine = t.in_play("Mine", seat=1)
    shugenja, spell = _cast(t, "Fist of Osano-Wo")
    t.act(0, f"use {spell.iid} 0 pay - targets {mine.iid}")
    assert shugenja.bowed and not spell.in_play and not mine.in_play


def test_touch_of_death_compares_chi_with_the_shugenja() -> None:
    """Touch of Death: "Maho Limited: Bow this Shugenja and destroy this Spell to destroy a
    target bowed Personality with equal or lower Chi." The Adept has 3 Chi: the bowed
    Victim (2 Chi) may be targeted, the bowed Strong (4 Chi) may not."""
    touch = real_card("Touch of Death", "gold_edition")
    assert automation(touch).status == FULL
    t = _table(touch, [VICTIM, STRONG])
    victim, strong = t.in_play("Victim", seat=1), t.in_play("Strong", seat=1)
    victim.bowed = strong.bowed = True
    shugenja, spell = _cast(t, "Touch of Death")
    assert stats.chi(t.state, shugenja) == 3
    legal = t.legal(0)
    assert f"use {spell.iid} 0 pay - targets {strong.iid}" not in legal
    t.act(0, f"use {spell.iid} 0 pay - targets {victim.iid}")
    assert shugenja.bowed and not spell.in_play and not victim.in_play


def test_walking_the_way_searches_for_any_card() -> None:
    """Walking the Way: "Limited: Bow this Shugenja and destroy this Spell to search your
    Fate deck for a card and put it in your hand." """
    walking = real_card("Walking the Way", "gold_edition")
    assert automation(walking).status == FULL
    [action] = parse_abilities(walking)
    assert action.bow_host and action.effects[0].op == "destroy"
    t = _table(walking)
    shugenja, spell = _cast(t, "Walking the Way")
    hand = len(t.state.players[0].hand)
    t.act(0, f"use {spell.iid} 0 pay -")
    while t.game.to_act == 0 and t.state.phase == "action" and len(t.state.players[0].hand) == hand:
        t.act(0, t.legal(0)[0])
    assert shugenja.bowed and not spell.in_play
    assert len(t.state.players[0].hand) == hand + 1


def test_the_fires_that_cleanse_destroys_its_shugenja_and_the_target() -> None:
    """The Fires that Cleanse: "Battle: Bow and destroy this Shugenja and target an enemy
    Personality: Destroy him." The Shugenja (and the Spell on him) is destroyed as the cost;
    the target is destroyed all the same."""
    fires = real_card("The Fires that Cleanse", "gold_edition")
    assert automation(fires).status == FULL
    t = _table(fires, [VICTIM, personality("Guard", force=1)])
    shugenja = t.in_play("Adept")
    spell = t.take("The Fires that Cleanse", 0, f"on:{shugenja.iid}")
    victim, guard = t.in_play("Victim", seat=1), t.in_play("Guard", seat=1)
    t.to_attack()
    t.attack(1, (shugenja, 0))
    t.defend((victim, 0), (guard, 0))
    t.act(1, "pass")
    t.act(0, f"use {spell.iid} 0 pay - targets {victim.iid}")
    assert not shugenja.in_play and not spell.in_play and not victim.in_play


def test_look_into_the_void_discards_a_card_to_draw_one() -> None:
    """Look into the Void: "Battle/Open: Any number of times per turn, bow this Shugenja and
    discard a card: Draw a card." Discarding is part of the cost; the hand is as big after."""
    void = real_card("Look into the Void", "gold_edition")
    assert automation(void).status == FULL
    [action] = parse_abilities(void)
    assert action.has("repeatable") and action.bow_host
    assert [effect.op for effect in action.effects] == ["discard_cost", "draw"]
    t = _table(void)
    shugenja, spell = _cast(t, "Look into the Void")
    hand = len(t.state.players[0].hand)
    discards = len(t.state.players[0].fate_discard)
    [use] = [a for a in t.legal(0) if a.startswith(f"use {spell.iid} 0 ")]
    t.act(0, use)
    # The card to discard is chosen from the hand (the Spell's cost, `effects_zones`).
    [choice, *_] = t.legal(0)
    assert t.game.waiting_for != "action" and "pass" not in choice
    t.act(0, choice)
    assert shugenja.bowed and spell.in_play
    assert len(t.state.players[0].hand) == hand
    assert len(t.state.players[0].fate_discard) == discards + 1


def test_star_filled_steel_gives_each_armed_personality_here_the_bonus() -> None:
    """Star-Filled Steel: "Battle: Any number of times per turn, bow this Shugenja: Give
    +2F/+2C to each Personality at this battlefield with a Weapon." — read as "Give each
    Personality at this battlefield with a Weapon +2F/+2C": the armed Victim gains it, the
    unarmed Guard does not."""
    steel = real_card("Star-Filled Steel", "spirit_wars")
    assert automation(steel).status == FULL
    sword = item("Sword", force=1, chi=0, keywords=("Weapon",))
    t = Table(
        deck("First", stronghold(honor=5, gold=10), dynasty=[SHUGENJA], fate=[steel]),
        deck("Second", stronghold(honor=2), dynasty=[VICTIM, personality("Guard")], fate=[sword]),
    )
    shugenja = t.in_play("Adept")
    spell = t.take("Star-Filled Steel", 0, f"on:{shugenja.iid}")
    victim, guard = t.in_play("Victim", seat=1), t.in_play("Guard", seat=1)
    t.take("Sword", 1, f"on:{victim.iid}")
    t.to_attack()
    t.attack(1, (shugenja, 0))
    t.defend((victim, 0), (guard, 0))
    t.act(1, "pass")
    before = stats.force(t.state, victim), stats.force(t.state, guard)
    t.act(0, f"use {spell.iid} 0 pay -")
    assert stats.force(t.state, victim) == before[0] + 2
    assert stats.force(t.state, guard) == before[1]
