"""Playing cards and using abilities: timing, costs, Presence and Relevance (Actions —
«Акции»; Costs and Effects — «Стоимости и эффекты»; Attack Phase: Battle — «Битва»), and
the round of actions (Action Phase — «Фаза акций»)."""

import pytest

from rules.engine import IllegalAction
from rules.engine.actions import Pass
from tests.rules_cards import Table, deck, holding, personality, strategy, stronghold

LIMITED = strategy("Court Favor", text="Limited: Gain 2 Honor.", gold_cost=2)
OPEN = strategy("Quick Wit", text="Open: Draw a card.")
BATTLE = strategy("Charge", text="Battle: Give your target Personality +2F.")
ABSENT = strategy("Far Orders", text="Absent Battle: Give a target Personality +1F.")
POLITICAL = strategy("Petition", text="Political Open: Gain 1 Honor.")
TRAINER = personality("Trainer", force=2, chi=2, text_plain="Open: Give a target Personality +1F.")
GUNNER = personality("Gunner", force=2, chi=2, text_plain="Battle: Bow an opposing Follower.")
WATCH = holding("Watchtower", cost=2, text="Battle, :bow:: Give your target Personality +1F.")
BUSHI = personality("Bushi", force=3, chi=2)


def table() -> Table:
    cards = [LIMITED, OPEN, BATTLE, ABSENT, POLITICAL]
    first = deck("First", stronghold(honor=5), dynasty=[TRAINER, GUNNER, BUSHI, WATCH], fate=cards)
    second = deck("Second", stronghold(honor=2), dynasty=[BUSHI, TRAINER], fate=cards)
    return Table(first, second)


def plays(t: Table, seat: int, card) -> list[str]:
    return [a for a in t.legal(seat) if a.startswith(f"play {card.iid} ")]


def uses(t: Table, seat: int, card) -> list[str]:
    return [a for a in t.legal(seat) if a.startswith(f"use {card.iid} ")]


def test_a_limited_strategy_is_played_in_your_own_action_phase_and_paid_for() -> None:
    t = table()
    mine = t.to_hand("Court Favor")
    theirs = t.to_hand("Court Favor", seat=1)
    t.pass_until("action", seat=0)
    castle = t.state.players[0].stronghold
    assert plays(t, 0, mine) == [f"play {mine.iid} 0 pay {castle}"]
    entry = t.act(0, f"play {mine.iid} 0 pay {castle}")
    assert "First plays Court Favor" in entry.notes
    assert "First gains 2 Honor (Court Favor)" in entry.notes
    assert mine.zone == "fate-discard" and t.state.cards[castle].bowed
    # The other player may not play Limited actions in First's turn.
    assert plays(t, 1, theirs) == []


def test_open_actions_in_any_action_phase_battle_actions_only_in_battle() -> None:
    t = table()
    quick = t.to_hand("Quick Wit", seat=1)
    charge = t.to_hand("Charge", seat=1)
    t.pass_until("action", seat=0)
    t.act(0, Pass())
    assert plays(t, 1, quick) == [f"play {quick.iid} 0 pay -"]
    assert plays(t, 1, charge) == []


def test_after_any_action_play_moves_on_and_all_must_pass_in_a_row() -> None:
    """«Фаза акций продолжается до тех пор, пока все игроки последовательно не пасуют»."""
    t = table()
    quick = t.to_hand("Quick Wit", seat=1)
    t.pass_until("action", seat=0)
    t.act(0, Pass())
    t.act(1, f"play {quick.iid} 0 pay -")
    assert t.state.phase == "action" and t.game.to_act == 0
    t.act(0, Pass())
    t.act(1, Pass())
    assert t.state.phase != "action"


def test_a_manual_operation_taken_as_an_action_takes_the_turn_to_act() -> None:
    t = table()
    t.pass_until("action", seat=0)
    t.act(0, "action manual honor 0 +1")
    assert t.state.phase == "action" and t.game.to_act == 1
    t.act(1, Pass())
    assert t.game.to_act == 0  # one pass is not enough: First acted last
    # A plain manual operation does not.
    t.act(0, "manual honor 1 +1")
    assert t.game.to_act == 0
    with pytest.raises(IllegalAction, match="only when it is your turn to act"):
        t.act(1, "action manual honor 1 +1")


def test_an_ability_of_a_card_in_play_once_a_turn_and_not_while_bowed() -> None:
    t = table()
    trainer = t.in_play("Trainer")
    t.pass_until("action", seat=0)
    first = f"use {trainer.iid} 0 pay - targets {trainer.iid}"
    assert first in t.legal(0)
    t.act(0, first)
    t.act(1, Pass())
    assert uses(t, 0, trainer) == []
    with pytest.raises(IllegalAction, match="has been used this turn"):
        t.act(0, first)
    t2 = table()
    trainer = t2.in_play("Trainer")
    t2.act(0, f"manual bow {trainer.iid}")
    t2.pass_until("action", seat=0)
    with pytest.raises(IllegalAction, match="bowed and cannot act"):
        t2.act(0, f"use {trainer.iid} 0 pay - targets {trainer.iid}")


def battle(t: Table):
    bushi = t.in_play("Bushi")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    return bushi, guard


def test_presence_a_player_without_units_in_the_battle_plays_only_absent_actions() -> None:
    """«Правило присутствия»; "Absent" actions need no presence."""
    t = table()
    charge = t.to_hand("Charge")
    orders = t.to_hand("Far Orders")
    bushi = t.in_play("Bushi")
    big = t.in_play("Trainer")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    assert plays(t, 0, charge) and plays(t, 0, orders)
    # Without the Bushi in the battle, only the Absent action remains.
    t.act(0, f"action manual move {bushi.iid} to home")
    t.act(1, Pass())
    assert plays(t, 0, charge) == [] and plays(t, 0, orders)
    assert big.battle is None


def test_relevance_an_opposing_text_works_only_from_a_card_in_the_battle() -> None:
    """«Правило уместности», 3: "opposing" abilities only from cards in the current battle."""
    t = table()
    gunner = t.in_play("Gunner")
    trainer = t.in_play("Trainer")
    bushi, _ = battle(t)
    t.act(1, Pass())
    legal = t.legal(0)
    assert uses(t, 0, gunner) == []  # at home, "opposing"
    assert f"use {trainer.iid} 0 pay - targets {bushi.iid}" in legal  # targets the battle
    assert f"use {trainer.iid} 0 pay - targets {trainer.iid}" not in legal  # not in it
    assert bushi.battle is not None


def test_political_actions_are_not_taken_in_a_battle() -> None:
    t = table()
    petition = t.to_hand("Petition")
    battle(t)
    t.act(1, Pass())
    assert plays(t, 0, petition) == []


def test_a_holding_pays_its_bow_cost_for_a_battle_action() -> None:
    t = table()
    tower = t.in_play("Watchtower")
    t.act(0, f"manual straighten {tower.iid}")
    bushi, _ = battle(t)
    t.act(1, Pass())
    t.act(0, f"use {tower.iid} 0 pay - targets {bushi.iid}")
    assert tower.bowed
