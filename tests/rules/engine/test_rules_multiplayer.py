"""Three or more players: turns clockwise, allies (Attack Phase: Declaration, Infantry
Maneuvers — «Фаза атаки»: «Декларация», «Пехотное маневрирование»)."""

from rules.engine.actions import Pass
from tests.rules_cards import Table, deck, personality, stronghold

BUSHI = personality("Bushi", force=3, chi=2)


def three() -> Table:
    return Table(
        deck("North", stronghold("North Keep", honor=5), [BUSHI, BUSHI]),
        deck("East", stronghold("East Keep", honor=2), [BUSHI, BUSHI]),
        more=[deck("South", stronghold("South Keep", honor=1), [BUSHI, BUSHI])],
    )


def test_the_action_phase_goes_round_all_players() -> None:
    t = three()
    t.pass_until("action", seat=0)
    order = []
    for _ in range(3):
        order.append(t.game.to_act)
        t.act(t.game.to_act, Pass())
    assert order == [0, 1, 2]


def test_an_uninvited_player_cannot_join_and_an_ally_gains_two_honor_once() -> None:
    t = three()
    north = t.in_play("Bushi", 0)
    east = t.in_play("Bushi", 1)
    south = t.in_play("Bushi", 2)
    east2 = t.cards("Bushi", 1)[1]
    t.act(1, f"manual move {east2.iid} to home")
    t.to_attack(0)
    t.act(0, "attack 2")
    assert t.legal(0) == ["pass", "invite 1"]
    t.act(0, Pass())
    t.act(2, "invite 1")  # the defender invites East
    pid = t.province(2, 0).pid
    t.act(0, f"assign {north.iid} to {pid}")
    # East was not invited by the attacker: no place on his side; the defender defends.
    assert t.game.to_act == 2
    t.act(2, f"assign {south.iid} to {pid}")
    assert t.game.to_act == 1
    honor = t.state.players[1].honor
    t.act(1, f"assign {east.iid} to {pid}")
    t.act(1, f"assign {east2.iid} to {t.province(2, 1).pid}")
    assert t.state.players[1].honor == honor + 2  # once in the attack phase
    assert t.state.attack["defenders"] == [2, 1]


def test_a_player_is_never_on_both_sides() -> None:
    """«не может участвовать в одной и той же фазе атаки и на стороне атакующего, и на
    стороне обороняющегося»: invited by both, East joins the attacker and is not asked again
    at the defender's allies' turn."""
    t = three()
    north = t.in_play("Bushi", 0)
    east, east2 = t.in_play("Bushi", 1), t.cards("Bushi", 1)[1]
    t.act(1, f"manual move {east2.iid} to home")
    south = t.in_play("Bushi", 2)
    t.to_attack(0)
    t.act(0, "attack 2")
    t.act(0, "invite 1")
    t.act(2, "invite 1")
    pid = t.province(2, 0).pid
    t.act(0, f"assign {north.iid} to {pid}")
    t.act(1, f"assign {east.iid} to {pid}")
    t.act(1, Pass())  # East keeps his second unit at home
    assert t.state.attack["attackers"] == [0, 1]
    t.act(2, f"assign {south.iid} to {pid}")
    # East is not offered the defender's side: the battle begins.
    assert t.game.waiting_for == "battle"
    assert east2.battle is None
