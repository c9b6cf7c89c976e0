"""Strategies with titles L–Z read by hand-written records (`scripts.p`, `.w`), played on
their printed text (titles cited). Targets are chosen as the action is announced and must
fit their description then (Targeting — «Выбор цели и перенаправление»); a condition printed
before the costs must hold to announce the action («Способности и надписи»); a Battle
action acts at the current battlefield («Битва»)."""

import pytest

from rules.engine import stats
from rules.engine.actions import Pass
from rules.engine.coverage import FULL, automation
from rules.engine.errors import IllegalAction
from tests.real_cards import real_card
from tests.rules_cards import (
    Table,
    deck,
    follower,
    item,
    personality,
    spell,
    strategy,
    stronghold,
)

BUSHI = personality("Bushi", force=3, chi=2, honor=1)
MONK = personality("Quiet Monk", force=1, chi=3, honor=2, keywords=("Monk",))
GUARD = personality("Guard", force=2, chi=2, honor=1)
SPEARMEN = follower("Spearmen", force=2, cost=1)
BLADE = item("Blade", force=2, chi=0, keywords=("Weapon",))
FIELD = strategy("Open Field", keywords=("Terrain",))


def _table(card: object, theirs: list = (), fate: list = ()) -> Table:
    return Table(
        deck(
            "First",
            stronghold(honor=5),
            dynasty=[MONK, BUSHI, BUSHI],
            fate=[card, SPEARMEN, BLADE, FIELD, *fate],
        ),
        deck(
            "Second",
            stronghold(honor=6),
            dynasty=[*theirs, GUARD, GUARD],
            fate=[SPEARMEN, BLADE],
        ),
    )


def _play(t: Table, seat: int, strategy_card: object, *targets: int, pay: str = "-") -> None:
    listed = ",".join(str(iid) for iid in targets)
    t.act(seat, f"play {strategy_card.iid} 0 pay {pay} targets {listed}")  # type: ignore[attr-defined]


def _battle(t: Table, mine: list, theirs: list) -> None:
    t.to_attack()
    t.attack(1, *((c, 0) for c in mine))
    t.defend(*((c, 0) for c in theirs))
    t.act(1, Pass())


def test_palm_strike_bows_an_enemy_without_a_weapon() -> None:
    """Palm Strike: "Kiho Battle: Target your unbowed Monk without a Weapon. Bow a target
    enemy Personality without a Weapon." The Monk is only targeted (not bowed)."""
    card = real_card("Palm Strike", "battle_of_kyuden_tonbo")
    assert automation(card).status == FULL
    t = _table(card)
    monk = t.in_play("Quiet Monk")
    guard = t.in_play("Guard", seat=1)
    strike = t.to_hand("Palm Strike")
    _battle(t, [monk], [guard])
    _play(t, 0, strike, monk.iid, guard.iid)
    assert guard.bowed and not monk.bowed


def test_palm_strike_needs_both_without_weapons() -> None:
    """Palm Strike: an enemy with a Weapon is no legal target, nor is a Monk with one."""
    card = real_card("Palm Strike", "battle_of_kyuden_tonbo")
    t = _table(card)
    monk = t.in_play("Quiet Monk")
    guard = t.in_play("Guard", seat=1)
    t.take("Blade", 1, f"on:{guard.iid}")
    strike = t.to_hand("Palm Strike")
    _battle(t, [monk], [guard])
    with pytest.raises(IllegalAction, match="choose"):
        _play(t, 0, strike, monk.iid, guard.iid)
    assert not guard.bowed


def test_palm_strike_monk_with_a_weapon_cannot_be_targeted() -> None:
    card = real_card("Palm Strike", "battle_of_kyuden_tonbo")
    t = _table(card)
    monk = t.in_play("Quiet Monk")
    t.take("Blade", 0, f"on:{monk.iid}")
    guard = t.in_play("Guard", seat=1)
    strike = t.to_hand("Palm Strike")
    _battle(t, [monk], [guard])
    with pytest.raises(IllegalAction, match="choose"):
        _play(t, 0, strike, monk.iid, guard.iid)
    assert not guard.bowed


def test_well_prepared_bows_or_straightens_with_a_terrain() -> None:
    """Well Prepared: "Battle: If you control a Terrain, target a card in a unit: Bow or
    straighten the target." An unbowed enemy Follower bows; a bowed Personality of mine
    straightens."""
    card = real_card("Well Prepared", "emperor_edition")
    assert automation(card).status == FULL
    t = _table(card, fate=[card])
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    spear = t.take("Spearmen", 1, f"on:{guard.iid}")
    t.take("Open Field", 0, "home")
    first = t.to_hand("Well Prepared")
    _battle(t, [bushi], [guard])
    assert any(a.startswith(f"play {first.iid} ") for a in t.legal(0))
    _play(t, 0, first, spear.iid)
    assert spear.bowed
    t.act(1, Pass())
    bushi.bowed = True
    second = t.to_hand("Well Prepared")
    _play(t, 0, second, bushi.iid)
    assert not bushi.bowed


def test_well_prepared_needs_a_terrain() -> None:
    """Well Prepared: without a Terrain in play the action may not be announced."""
    card = real_card("Well Prepared", "emperor_edition")
    t = _table(card)
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    prepared = t.to_hand("Well Prepared")
    _battle(t, [bushi], [guard])
    assert not any(a.startswith(f"play {prepared.iid} ") for a in t.legal(0))
    with pytest.raises(IllegalAction, match="choose"):
        _play(t, 0, prepared, guard.iid)
    assert not guard.bowed


BRIBE = strategy("Bribe", text="Open: Target an enemy Personality: Take control of him.")


def test_loyalty_renewed_takes_back_a_personality_another_player_took() -> None:
    """Loyalty Renewed: "Battle/Open: Target a Personality controlled by a player other than
    his owner: Take control of him." Seat 1 takes my Bushi; I take him back, to my home
    («Контроль»); a Personality his owner controls is no legal target."""
    card = real_card("Loyalty Renewed", "heaven_and_earth")
    assert automation(card).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[BUSHI, BUSHI], fate=[card]),
        deck("Second", stronghold(honor=6), dynasty=[GUARD, GUARD], fate=[BRIBE]),
    )
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    bribe = t.to_hand("Bribe", seat=1)
    renewed = t.to_hand("Loyalty Renewed")
    t.pass_until("action", seat=1)
    _play(t, 1, bribe, bushi.iid)
    assert bushi.controller == 1
    t.pass_until("action", seat=0)
    with pytest.raises(IllegalAction, match="choose"):
        _play(t, 0, renewed, guard.iid)
    _play(t, 0, renewed, bushi.iid)
    assert bushi.controller == 0 and bushi.zone == "home"


def test_ninja_thief_moves_an_item_and_costs_three_honor() -> None:
    """Ninja Thief: "Limited: Target a Personality's Item and another Personality: Transfer
    the first target to the second. Lose 3 Honor." The Item's own bearer is no legal second
    target."""
    card = real_card("Ninja Thief", "gold_edition")
    assert automation(card).status == FULL
    t = _table(card)
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    blade = t.take("Blade", 1, f"on:{guard.iid}")
    thief = t.to_hand("Ninja Thief")
    t.pass_until("action", seat=0)
    keep = str(t.state.players[0].stronghold)
    with pytest.raises(IllegalAction, match="choose"):
        _play(t, 0, thief, blade.iid, guard.iid, pay=keep)
    honor = t.state.players[0].honor
    _play(t, 0, thief, blade.iid, bushi.iid, pay=keep)
    assert blade.host == bushi.iid
    assert t.state.players[0].honor == honor - 3


def test_return_for_training_moves_home_the_lowest_honor_human() -> None:
    """Return For Training: "Battle: Target the Human Personality with the lowest Personal
    Honor, or who is tied for lowest, among all Human Personalities there: Move him home."
    My Monk (2 Personal Honor) is no legal target while Bushi and Guard (1) are there; Guard,
    tied for lowest, goes home."""
    card = real_card("Return For Training", "diamond_edition")
    assert automation(card).status == FULL
    t = _table(card)
    monk = t.in_play("Quiet Monk")
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    training = t.to_hand("Return For Training")
    _battle(t, [monk, bushi], [guard])
    with pytest.raises(IllegalAction, match="choose"):
        _play(t, 0, training, monk.iid)
    _play(t, 0, training, guard.iid)
    assert guard.battle is None and monk.battle is not None


SHUGENJA = personality("Scroll Keeper", force=1, chi=3, honor=2, keywords=("Shugenja",))
SPELLS = [spell("Spark"), spell("Mist")]


def test_scholarship_counts_the_attached_spells() -> None:
    """Scholarship: "Battle/Open: Target a Shugenja, who must be unbowed if he yours: Give
    him a Force and Chi bonus equal to the number of his attached Spells." Two Spells:
    +2F/+2C; counted as the effect resolves («Стоимость и эффекты»)."""
    card = real_card("Scholarship", "spirit_wars")
    assert automation(card).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[SHUGENJA, BUSHI], fate=[card, *SPELLS]),
        deck("Second", stronghold(honor=6), dynasty=[GUARD, GUARD], fate=[SPEARMEN]),
    )
    keeper = t.in_play("Scroll Keeper")
    t.take("Spark", 0, f"on:{keeper.iid}")
    t.take("Mist", 0, f"on:{keeper.iid}")
    scholarship = t.to_hand("Scholarship")
    t.pass_until("action", seat=0)
    force, chi = stats.force(t.state, keeper), stats.chi(t.state, keeper)
    _play(t, 0, scholarship, keeper.iid)
    assert stats.force(t.state, keeper) == force + 2
    assert stats.chi(t.state, keeper) == chi + 2


ADVISOR = personality("Wise Advisor", force=1, chi=3, honor=2, keywords=("Courtier",))
CLERK = personality("Clerk", force=1, chi=2, honor=1, keywords=("Courtier",))
MINISTER = personality("Minister", force=1, chi=4, honor=3, keywords=("Courtier",))


def _courts(card: object) -> Table:
    return Table(
        deck("First", stronghold(honor=5), dynasty=[ADVISOR, BUSHI], fate=[card]),
        deck("Second", stronghold(honor=6), dynasty=[CLERK, MINISTER], fate=[SPEARMEN]),
    )


def test_mastermind_gains_honor_for_the_leading_courtier() -> None:
    """Mastermind: "Limited: Bow your performing Courtier with greater Chi plus Personal
    Honor than any other player's Courtier: Gain 2 Honor." Advisor (3 + 2) beats Clerk
    (2 + 1): he bows as the cost and I gain 2 Honor."""
    card = real_card("Mastermind", "winds_of_change")
    assert automation(card).status == FULL
    t = _courts(card)
    advisor = t.in_play("Wise Advisor")
    t.in_play("Clerk", seat=1)
    mastermind = t.to_hand("Mastermind")
    t.pass_until("action", seat=0)
    honor = t.state.players[0].honor
    _play(t, 0, mastermind, advisor.iid)
    assert advisor.bowed and t.state.players[0].honor == honor + 2


def test_mastermind_not_against_a_greater_courtier() -> None:
    """Mastermind: Minister (4 + 3) of the other player outranks Advisor (5): no legal
    performer."""
    card = real_card("Mastermind", "winds_of_change")
    t = _courts(card)
    advisor = t.in_play("Wise Advisor")
    t.in_play("Minister", seat=1)
    mastermind = t.to_hand("Mastermind")
    t.pass_until("action", seat=0)
    with pytest.raises(IllegalAction, match="choose"):
        _play(t, 0, mastermind, advisor.iid)
    assert not advisor.bowed
