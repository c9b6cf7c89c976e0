"""The table's reading of an attack (Attack Phase — «Фаза атаки»; Battle Resolution —
«Подсчет результатов битвы»): each battlefield's armies, Force totals and Province strength
as they change; the actions taken with a card as buttons on it; another choice of the cards
that pay a cost (Costs and Effects — «Стоимости и эффекты»); the log in sentences."""

import pytest

from rules.engine.actions import Pass
from rules.table import (
    battle_view,
    card_actions,
    logged_words,
    payments,
    rule_groups,
    with_payment,
)
from tests.rules_cards import Table, deck, follower, holding, personality, strategy, stronghold

BUSHI = personality("Bushi", force=3, chi=2)
GUARD = personality("Guard", force=2, chi=2)
FOOTMEN = follower("Footmen", force=1)
CHARGE = strategy("Charge", text="Battle: Give your target Personality +2F.", gold_cost=2)
MINE = holding("Copper Mine", cost=2, text=":bow:: Produce 2 Gold.")


def table() -> Table:
    first = deck(
        "First", stronghold(honor=5, gold=3), dynasty=[BUSHI, BUSHI, MINE], fate=[FOOTMEN, CHARGE]
    )
    second = deck("Second", stronghold(honor=2), dynasty=[GUARD, GUARD])
    return Table(first, second)


def test_every_province_is_a_place_to_send_units_while_they_are_assigned() -> None:
    t = table()
    t.in_play("Bushi")
    t.to_attack()
    t.act(0, "attack 1")
    view = battle_view(t.game, 0)
    assert view["attacker"] == "First" and view["defender"] == "Second"
    pids = [p.pid for p in t.state.players[1].provinces]
    assert [f["pid"] for f in view["battlefields"]] == pids
    assert all(not f["attacking"] and not f["defending"] for f in view["battlefields"])


def test_each_battlefield_shows_its_armies_force_totals_and_strength_as_they_change() -> None:
    t = table()
    bushi = t.in_play("Bushi")
    footmen = t.in_play("Footmen")
    t.act(0, f"manual move {footmen.iid} to on:{bushi.iid}")
    guard = t.in_play("Guard", seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    pid = t.province(1, 0).pid
    [field] = battle_view(t.game, 1)["battlefields"]
    assert field["pid"] == pid and field["current"]
    assert [u["title"] for u in field["attacking"]] == ["Bushi"]
    assert field["attacking"][0]["followers"] == ["Footmen"]
    assert (field["attacking_force"], field["defending_force"]) == (4, 2)
    assert field["strength"] == t.game.view(0)["players"][1]["provinces"][0]["strength"]
    assert field["verdict"] == f"First's army is ahead; Province {pid} holds"
    # A bowed Follower adds nothing: the totals follow.
    t.act(t.game.to_act, f"manual bow {footmen.iid}")
    [field] = battle_view(t.game, 1)["battlefields"]
    assert field["attacking_force"] == 3
    t.act(t.game.to_act, f"manual bonus {guard.iid} +1F")
    [field] = battle_view(t.game, 1)["battlefields"]
    assert field["defending_force"] == 3
    assert field["verdict"].startswith("the armies tie")


def test_the_log_tells_who_attacks_whose_army_is_destroyed_and_which_province_falls() -> None:
    t = table()
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    t.act(1, f"manual bow {guard.iid}")  # a bowed Personality's unit counts 0
    t.to_attack()
    t.act(0, f"manual bonus {bushi.iid} +9F")
    pid = t.province(1, 0).pid
    t.attack(1, (bushi, 0))
    t.defend()
    notes = [note for e in t.game.log for note in e.notes]
    assert f"First attacks Province {pid} with 1 unit (Force 12) against 0 units (Force 0)" in (
        notes
    )
    entry = t.pass_battle()
    assert f"Province {pid} falls" in entry.notes


def test_the_losing_army_is_named() -> None:
    t = table()
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    entry = t.pass_battle()
    assert "First's army wins the battle" in entry.notes
    assert "Second's army is destroyed" in entry.notes


def test_card_actions_show_on_the_card_in_short_words() -> None:
    t = table()
    bushi = t.in_play("Bushi")
    charge = t.to_hand("Charge")
    t.in_play("Copper Mine")
    t.to_attack()
    t.act(0, "attack 1")
    pids = [p.pid for p in t.state.players[1].provinces]
    acts = card_actions(t.game, rule_groups(t.game, 0))
    assert [c.label for c in acts[bushi.iid]] == [f"Send to Province {pid}" for pid in pids]
    assert [c.value for c in acts[bushi.iid]] == [f"assign {bushi.iid} to {pid}" for pid in pids]
    t.act(0, f"assign {bushi.iid} to {pids[0]}")
    t.defend()
    assert t.game.waiting_for == "battle" and t.game.to_act == 0
    [play] = card_actions(t.game, rule_groups(t.game, 0))[charge.iid]
    assert play.label.startswith("Play (Battle: Give your target Personality +2F.)")
    assert play.value.startswith(f"play {charge.iid} 0 pay ")


def test_the_player_may_pay_with_other_cards_than_the_cheapest() -> None:
    t = table()
    t.in_play("Bushi")
    charge = t.to_hand("Charge")
    mine = t.in_play("Copper Mine")
    keep = t.state.players[0].stronghold
    t.pass_until("action", seat=0)
    t.to_attack()
    [bushi] = [c for c in t.cards("Bushi", 0) if c.zone == "home"]
    t.attack(1, (bushi, 0))
    t.defend()
    assert t.game.waiting_for == "battle" and t.game.to_act == 0
    [proposed] = payments(rule_groups(t.game, 0))
    assert proposed.proposed == (mine.iid,)  # 2 Gold exactly: nothing lost
    other = with_payment(proposed.value, [str(keep)])
    assert other.startswith(f"play {charge.iid} 0 pay {keep}")
    entry = t.act(0, other)
    assert t.state.cards[keep].bowed and not mine.bowed
    assert "(1 lost)" in " ".join(entry.notes)
    with pytest.raises(ValueError, match="costs no Gold"):
        with_payment("pass", [str(keep)])
    with pytest.raises(ValueError, match="tick at least one"):
        with_payment(proposed.value, [])
    with pytest.raises(ValueError, match="not a card"):
        with_payment(proposed.value, ["the mine"])


def test_a_focus_card_is_not_named_to_the_other_players() -> None:
    entry = {"seat": 0, "action": "focus 44", "secret": False}
    assert logged_words("Focus with Charge (Focus 2)", entry, 0) == "Focus with Charge (Focus 2)"
    assert logged_words("Focus with Charge (Focus 2)", entry, 1) == "Focus with a card face down"
    search = {"seat": 0, "action": "manual search 0 fate 12 to hand", "secret": True}
    assert logged_words("Search the fate deck for Charge", search, 1) == (
        "Search a deck for a card (hidden)"
    )


def test_recruiting_and_discarding_show_on_the_province_card() -> None:
    t = table()
    bushi = t.to_province("Bushi", 0, 0)
    t.pass_until("dynasty")
    [recruit] = card_actions(t.game, rule_groups(t.game, 0))[bushi.iid]
    assert recruit.label == "Recruit, 2 Gold less for your clan: 2 Gold, bow Test Castle (3)"
    assert recruit.value.startswith(f"recruit {t.province(0, 0).pid} ")
    t.act(0, Pass())
    [discard] = card_actions(t.game, rule_groups(t.game, 0))[bushi.iid]
    assert (discard.label, discard.value) == ("Discard", f"discard-province {t.province(0, 0).pid}")
