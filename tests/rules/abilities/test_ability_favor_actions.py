"""Favor actions of the Gold cards: "Discard the Imperial Favor to ..." — a cost only the
Favor's holder pays (Special Situations, the Imperial Favor — «Особые ситуации»;
«Благорасположение Императора»: «использовать "Благорасположение Императора" можно только с
помощью специальной карты»), then the rulebook Favor action's own wording («Политическая
боевая: Отошлите домой любой отряд в текущей битве»)."""

from rules.engine.abilities import parse_abilities
from rules.engine.coverage import FULL, automation
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, follower, personality, stronghold

BUSHI = personality("Bushi", force=3, chi=2)
GUARD = personality("Guard", force=2, chi=2)
TROOPS = follower("Troops", force=2)


def test_word_of_the_sword_moves_home_and_straightens_his_unit() -> None:
    """Word of the Sword: "Favor Political Absent Battle: Discard the Imperial Favor to move
    home a target Personality and straighten his unit."."""
    sword = real_card("Word of the Sword", "an_onis_fury")
    assert automation(sword).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[BUSHI], fate=[TROOPS]),
        deck("Second", stronghold(honor=2), dynasty=[GUARD], fate=[sword]),
    )
    bushi = t.in_play("Bushi")
    troops = t.to_hand("Troops")
    t.act(0, f"manual move {troops.iid} to on:{bushi.iid}")
    t.in_play("Guard", seat=1)
    card = t.to_hand("Word of the Sword", seat=1)
    t.pass_until("action", seat=0)
    t.act(0, f"manual bow {troops.iid}")
    t.act(0, "manual favor 1")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend()
    # No unit of Second's is in this battle: an Absent action lets him act in it.
    assert t.game.to_act == 1
    plays = [a for a in t.legal(1) if a.startswith(f"play {card.iid} ")]
    assert any(a.endswith(f"targets {bushi.iid}") for a in plays), plays
    t.act(1, next(a for a in plays if a.endswith(f"targets {bushi.iid}")))
    assert t.state.favor is None
    assert bushi.battle is None and not troops.bowed


def test_toturi_tsudao_reads_attacking_or_allying() -> None:
    """Toturi Tsudao: "Favor Political Absent Repeatable Battle: Discard the Imperial Favor
    to move home a target attacking or allying Personality; bow him as he moves." — an
    ally's units are on the attacking side, which "attacking" already names."""
    tsudao = real_card("Toturi Tsudao", "gold_edition")
    assert automation(tsudao).status == FULL
    (ability,) = parse_abilities(tsudao)
    assert ability.targets[0].states == ("attacking",)
    assert [e.op for e in ability.effects] == ["discard_favor", "move_home", "bow_unit"]


def test_without_the_favor_no_favor_action() -> None:
    sword = real_card("Word of the Sword", "an_onis_fury")
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[BUSHI]),
        deck("Second", stronghold(honor=2), dynasty=[GUARD], fate=[sword]),
    )
    bushi = t.in_play("Bushi")
    card = t.to_hand("Word of the Sword", seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend()
    assert t.game.to_act == 0
    assert not [a for a in t.legal(1) if a.startswith(f"play {card.iid} ")]


def test_bayushi_eitarou_gains_his_personal_honor_as_force_and_chi() -> None:
    """Bayushi Eitarou: "Favor Political Repeatable Battle/Open: Discard the Imperial Favor
    to give Eitarou a Force bonus and a Chi bonus equal to his Personal Honor."."""
    from rules.engine import stats

    eitarou = real_card("Bayushi Eitarou", "heaven_and_earth")
    assert automation(eitarou).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[eitarou]),
        deck("Second", stronghold(honor=2), dynasty=[GUARD]),
    )
    card = t.in_play("Bayushi Eitarou")
    t.pass_until("action", seat=0)
    assert not [a for a in t.legal(0) if a.startswith(f"use {card.iid} ")]
    t.act(0, "manual favor 0")
    force, chi = stats.force(t.state, card), stats.chi(t.state, card)
    honor = stats.personal_honor(t.state, card)
    assert honor > 0
    t.act(0, next(a for a in t.legal(0) if a.startswith(f"use {card.iid} ")))
    assert t.state.favor is None
    assert stats.force(t.state, card) == force + honor
    assert stats.chi(t.state, card) == chi + honor


def test_miya_masatsuko_draws_an_additional_card_in_the_end_phase() -> None:
    """Miya Masatsuko: "Favor Political Limited: Discard the Imperial Favor to draw an
    additional card during your next End Phase." (End Phase — «Конец хода»: the player
    draws a card; then one more)."""
    masatsuko = real_card("Miya Masatsuko", "promotional_celestial")
    assert automation(masatsuko).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[masatsuko]),
        deck("Second", stronghold(honor=2), dynasty=[GUARD]),
    )
    card = t.in_play("Miya Masatsuko")
    t.pass_until("action", seat=0)
    t.act(0, "manual favor 0")
    t.act(0, next(a for a in t.legal(0) if a.startswith(f"use {card.iid} ")))
    assert t.state.favor is None
    held = len(t.state.players[0].hand)
    t.pass_until("action", seat=1)
    assert len(t.state.players[0].hand) == held + 2
    assert "First draws an additional card" in t.game.log[-1].notes or any(
        "First draws an additional card" in entry.notes for entry in t.game.log[-4:]
    )
    # Used up: the next End Phase draws one card.
    held = len(t.state.players[0].hand)
    t.pass_until("action", seat=1, later=True)
    assert len(t.state.players[0].hand) == held + 1
