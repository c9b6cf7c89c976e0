"""Resolving a battle (Attack Phase: Resolution — «Подсчет результатов битвы»), Yu (Special
Traits — «Специальные надписи»: «Ю») and military victory (How to Win — «Цель игры»)."""

from rules.engine.actions import Pass
from rules.engine.attack import outcome
from rules.engine.stats import province_strength
from tests.rules_cards import Table, deck, follower, item, personality, region, stronghold

STRONG = personality("Strong", force=6, chi=2)
BUSHI = personality("Bushi", force=3, chi=2)
WEAK = personality("Weak", force=1, chi=2)
YU_SAMURAI = personality("Yu Samurai", force=1, chi=2, keywords=("Samurai", "Yu 3"))
SPEARS = follower("Spears", force=2)
BLADE = item("Blade", force=1, chi=0)


def table(strength: int = 5) -> Table:
    first = deck(
        "First",
        stronghold(honor=5),
        dynasty=[STRONG, BUSHI, BUSHI, WEAK, YU_SAMURAI],
        fate=[SPEARS, SPEARS, BLADE],
    )
    second = deck(
        "Second",
        stronghold(honor=2, strength=strength),
        dynasty=[STRONG, BUSHI, BUSHI, WEAK, YU_SAMURAI],
        fate=[SPEARS, SPEARS, BLADE],
    )
    return Table(first, second)


def equip(t: Table, title: str, host, seat: int = 0):
    card = t.to_hand(title, seat)
    t.act(seat, f"manual move {card.iid} to on:{host.iid}")
    return card


def test_army_force_counts_followers_and_items_and_equal_totals_tie() -> None:
    """«Силой отряда называется сумма силы командира и всех его солдат» (Items add to their
    Personality); equal totals are a tie."""
    t = table(strength=5)
    strong = t.in_play("Strong")
    guard = t.in_play("Bushi", seat=1)
    equip(t, "Spears", guard, seat=1)
    equip(t, "Blade", guard, seat=1)
    t.to_attack()
    t.attack(1, (strong, 0))
    t.defend((guard, 0))
    pid = t.province(1, 0).pid
    assert outcome(t.state, pid)["attacking"] == 6
    assert outcome(t.state, pid)["defending"] == 3 + 1 + 2
    entry = t.pass_battle()
    # 6 against 6: a tie. Make it a win with one more Force.
    assert "the armies tie: both are destroyed" in entry.notes


def test_a_win_destroys_the_losers_and_honors_the_winner() -> None:
    """«Уничтожьте все оборонявшиеся отряды. Атакующий получает по два очка чести за каждую
    уничтоженную таким образом карту»; the Province stands while the attacking Force is not
    above the defending Force plus its strength; the attacker's survivors go home bowed."""
    t = table(strength=5)
    strong = t.in_play("Strong")
    equip(t, "Blade", strong)
    guard = t.in_play("Bushi", seat=1)
    spears = equip(t, "Spears", guard, seat=1)
    t.to_attack()
    honor = t.state.players[0].honor
    t.attack(1, (strong, 0))
    t.defend((guard, 0))
    entry = t.pass_battle()
    assert guard.zone == "dynasty-discard" and guard.dead == "honorable"
    assert spears.zone == "fate-discard" and spears.destroyed
    assert t.state.players[0].honor == honor + 2 * 2
    assert "First gains 4 Honor (winning a battle)" in entry.notes
    # 7 is not above 5 + 5: the Province stands; the attacker's survivor goes home bowed.
    assert len(t.state.players[1].provinces) == 4
    assert strong.battle is None and strong.bowed


def test_the_province_falls_to_more_than_its_strength_plus_the_defense() -> None:
    """«Если общая сила атакующей армии больше, чем сумма сил обороняющейся армии плюс сила
    провинции, то одновременно с армией уничтожается провинция»: its card is discarded, no
    Honor for it."""
    t = table(strength=2)
    strong = t.in_play("Strong")
    weak = t.in_play("Weak", seat=1)
    province = t.province(1, 1)
    lying = t.state.cards[province.card]
    t.to_attack()
    honor = t.state.players[0].honor
    t.attack(1, (strong, 1))
    t.defend((weak, 1))
    entry = t.pass_battle()
    assert province not in t.state.players[1].provinces
    assert lying.zone == "dynasty-discard"
    assert f"Second's Province {province.pid} is destroyed" in entry.notes
    assert t.state.players[0].honor == honor + 2  # the Weak Personality only


def test_an_undefended_province_falls_but_nobody_wins_the_battle() -> None:
    """«Если ... у одной из сторон нет отрядов в битве, это не будет считаться победой над
    армией противника»: no Honor, yet the Province falls to Force above its strength."""
    t = table(strength=5)
    strong = t.in_play("Strong")
    t.to_attack()
    honor = t.state.players[0].honor
    t.attack(1, (strong, 0))
    t.defend()
    t.pass_battle()
    assert len(t.state.players[1].provinces) == 3
    assert t.state.players[0].honor == honor


def test_the_stronger_defender_destroys_the_attackers() -> None:
    """The defender's units stay in the Province until the attack phase ends, unbowed."""
    t = table()
    bushi = t.in_play("Bushi")
    strong = t.in_play("Strong", seat=1)
    t.to_attack()
    honor = t.state.players[1].honor
    t.attack(1, (bushi, 0))
    t.defend((strong, 0))
    t.pass_battle()
    assert bushi.zone == "dynasty-discard"
    assert t.state.players[1].honor == honor + 2
    assert strong.battle is None and not strong.bowed  # the attack phase is over


def test_a_tie_destroys_both_armies_and_each_side_gains_one_honor_a_card() -> None:
    t = table()
    bushi = t.in_play("Bushi")
    equip(t, "Spears", bushi)
    guard = t.in_play("Bushi", seat=1)
    equip(t, "Spears", guard, seat=1)
    t.to_attack()
    honors = [p.honor for p in t.state.players]
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    t.pass_battle()
    assert bushi.zone == guard.zone == "dynasty-discard"
    assert [p.honor for p in t.state.players] == [honors[0] + 2, honors[1] + 2]


def test_bowed_cards_fight_less() -> None:
    """«повернутый солдат не добавляет свою силу ... Общая сила такого отряда равна 0»."""
    t = table()
    bushi = t.in_play("Bushi")
    spears = equip(t, "Spears", bushi)
    t.to_attack()
    t.attack(1, (bushi, 0))
    pid = t.province(1, 0).pid
    assert outcome(t.state, pid)["attacking"] == 5
    t.act(0, f"manual bow {spears.iid}")
    assert outcome(t.state, pid)["attacking"] == 3
    t.act(0, f"manual bow {bushi.iid}")
    assert outcome(t.state, pid)["attacking"] == 0


def test_a_dishonored_winner_is_restored_instead_of_gaining_honor() -> None:
    """Special Situations, Dishonoring («Бесчестье»): a dishonored Personality in an army that
    would raise Family Honor loses his dishonor instead."""
    t = table()
    strong = t.in_play("Strong")
    t.act(0, f"manual dishonor {strong.iid}")
    weak = t.in_play("Weak", seat=1)
    t.to_attack()
    honor = t.state.players[0].honor
    t.attack(1, (strong, 0))
    t.defend((weak, 0))
    entry = t.pass_battle()
    assert t.state.players[0].honor == honor
    assert not strong.dishonored
    assert "Strong is honorable again" in entry.notes


def test_yu_destroys_a_winner_without_changing_the_outcome() -> None:
    """«Ю»: samurai of the losing army destroy a Follower, or a Personality without
    Followers, whose Force is at most their Yu; the winner still wins and gains Honor."""
    t = table()
    strong = t.in_play("Strong")
    bushi = t.in_play("Bushi")
    yu = t.in_play("Yu Samurai", seat=1)
    t.to_attack()
    honor = t.state.players[0].honor
    t.attack(1, (strong, 0), (bushi, 0))
    t.defend((yu, 0))
    while t.game.waiting_for == "battle":
        t.act(t.game.to_act, Pass())
    assert t.game.waiting_for == "Yu" and t.game.to_act == 1
    # Yu 3 reaches the 3F Bushi, not the 6F Strong.
    assert t.legal(1) == ["pass", f"yu {yu.iid} at {bushi.iid}"]
    entry = t.act(1, f"yu {yu.iid} at {bushi.iid}")
    assert "Yu Samurai: Yu destroys Bushi" in entry.notes
    assert bushi.zone == "dynasty-discard" and yu.zone == "dynasty-discard"
    assert t.state.players[0].honor == honor + 2


def test_the_last_province_falling_is_a_military_victory() -> None:
    t = table(strength=0)
    strong = t.in_play("Strong")
    for province in list(t.state.players[1].provinces)[1:]:
        t.act(0, f"manual destroy-province 1 {province.pid}")
    t.to_attack()
    t.attack(1, (strong, 0))
    t.defend()
    entry = t.pass_battle() if not t.game.over else None
    assert t.game.over and t.game.winner == 0
    assert t.state.reason == "military"
    assert entry is None or "First wins: All of the opponent's Provinces are destroyed" in (
        entry.notes
    )


def test_each_province_has_its_own_strength() -> None:
    """Province Strength: the Stronghold's, "Your Provinces have +1 strength" on a card in
    play, "This Province has +2 Strength" on its Region, and a card's bonus this turn."""
    keeper = personality("Keeper", text_plain="Your Provinces have +1 strength.")
    hills = region("High Hills", cost=0, text_plain="This Province has +2 Strength.")
    t = Table(
        deck("First", stronghold(honor=5, strength=7), [keeper, hills]),
        deck("Second", stronghold(honor=2)),
    )
    pids = [p.pid for p in t.state.players[0].provinces]
    assert province_strength(t.state, 0, pids[0]) == 7
    t.in_play("Keeper")
    assert province_strength(t.state, 0, pids[0]) == 8
    hills_card = t.to_hand("High Hills")
    t.act(0, f"manual move {hills_card.iid} to at:{pids[2]}")
    t.act(0, f"manual strength {pids[1]} +2")
    assert [province_strength(t.state, 0, pid) for pid in pids[:3]] == [8, 10, 10]
    assert t.game.view(1)["players"][0]["provinces"][1]["strength"] == 10
