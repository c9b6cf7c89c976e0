"""A Spell destroyed as the cost of its own action («Стоимости и Эффекты» — Costs and
Effects): "Bow this Shugenja, destroy this card, and target ...: ...", "Bow this Shugenja
and destroy this Spell to ...". The Shugenja bows, the Spell goes to its owner's discard
pile, and the effect is carried out."""

from rules.engine import stats
from rules.engine.abilities import parse_abilities
from rules.engine.coverage import FULL, automation
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, holding, personality, stronghold

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
