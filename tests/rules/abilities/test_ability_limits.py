"""How often an ability may be used: an action whose cost bows no card once a turn, and
"Once per battle, ..." / "Once per game, ..." as printed; "Repeatable" and "Any number of
times per turn" without limit (Actions — «Акции»; Costs and Effects — «Стоимости и
эффекты»)."""

import pytest

from rules.engine import IllegalAction
from rules.engine.abilities import AUTO, actions_of
from rules.engine.actions import Pass
from tests.rules_cards import Table, deck, personality, stronghold

# Hitomi Kagetora: "Battle: Once per battle, discard a card: ..." reads the same way; these
# cards print the limit before an effect the compiler reads.
RALLY = personality(
    "Akodo Rallier", force=2, chi=2, text_plain="Battle: Once per battle, give Rallier +2F."
)
ELDER = personality(
    "Kitsu Elder", force=1, chi=3, text_plain="Limited: Once per game, gain 2 Honor."
)
TRAINER = personality("Trainer", force=2, chi=2, text_plain="Open: Give a target Personality +1F.")
BUSHI = personality("Bushi", force=3, chi=2)


def table() -> Table:
    dynasty = [RALLY, ELDER, TRAINER, BUSHI]
    first = deck("First", stronghold(honor=5), dynasty=dynasty, fate=[])
    second = deck("Second", stronghold(honor=2), dynasty=[BUSHI, BUSHI], fate=[])
    return Table(first, second)


def uses(t: Table, seat: int, card) -> list[str]:
    return [a for a in t.legal(seat) if a.startswith(f"use {card.iid} ")]


def test_the_limit_is_read_before_the_effect() -> None:
    [rally] = actions_of(RALLY)
    [elder] = actions_of(ELDER)
    assert rally.effect == AUTO and rally.limit == "battle"
    assert elder.effect == AUTO and elder.limit == "game"


def test_an_ability_without_a_bowing_cost_is_used_once_a_turn_and_again_next_turn() -> None:
    t = table()
    trainer = t.in_play("Trainer")
    t.pass_until("action", seat=0)
    use = f"use {trainer.iid} 0 pay - targets {trainer.iid}"
    t.act(0, use)
    t.act(1, Pass())
    with pytest.raises(IllegalAction, match="has been used this turn"):
        t.act(0, use)
    t.pass_until("action", seat=0, later=True)
    assert use in t.legal(0)


def test_once_per_game_stays_used_on_later_turns() -> None:
    t = table()
    elder = t.in_play("Kitsu Elder")
    t.pass_until("action", seat=0)
    honor = t.state.players[0].honor
    t.act(0, f"use {elder.iid} 0 pay -")
    assert t.state.players[0].honor == honor + 2
    t.pass_until("action", seat=0, later=True)
    assert uses(t, 0, elder) == []
    with pytest.raises(IllegalAction, match="has been used this game"):
        t.act(0, f"use {elder.iid} 0 pay -")
    # The record survives saving and loading the game.
    assert any(key.startswith("game:") for key in t.state.used)


def test_once_per_battle_comes_back_in_the_next_battle() -> None:
    t = table()
    rally = t.in_play("Akodo Rallier")
    bushi = t.in_play("Bushi")
    guard, other = t.in_play("Bushi", seat=1), t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (rally, 0), (bushi, 1))
    t.defend((guard, 0), (other, 1))
    t.act(0, f"battle {t.province(1, 0).pid}")
    t.act(1, Pass())
    use = f"use {rally.iid} 0 pay -"
    t.act(0, use)
    t.act(1, Pass())
    with pytest.raises(IllegalAction, match="has been used this battle"):
        t.act(0, use)
    t.pass_battle()
    # The second battle (the only one left, so it begins by itself) keeps a record of its
    # own.
    assert t.state.attack["battle"] == t.province(1, 1).pid
    assert f"{rally.iid}:0" not in t.state.attack["used"]
