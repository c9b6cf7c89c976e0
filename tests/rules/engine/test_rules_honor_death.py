"""Honor, death and the zones (Special Situations: Dishonoring Personalities, Destroying and
Discarding Cards — «Особые ситуации»: «Бесчестье», «Уничтожение и сброс карт»; Dynasty
Phase — «Династическая фаза»; Bringing Cards into Play — «Ввод карт в игру»)."""

from rules.engine.actions import Pass, Recruit
from rules.engine.events import enter_play_honor
from tests.rules_cards import Table, deck, personality, stronghold

SAMURAI = personality("Proud Samurai", force=2, chi=2, honor=3)
FALLEN = personality(
    "Fallen One", force=3, chi=3, cost=2, text_plain="After Fallen enters play, lose 2 Honor."
)


def table() -> Table:
    return Table(
        deck("First", stronghold(honor=5), [SAMURAI, SAMURAI, FALLEN]),
        deck("Second", stronghold(honor=2), [SAMURAI]),
    )


def test_a_dishonored_death_costs_his_printed_personal_honor() -> None:
    t = table()
    samurai = t.in_play("Proud Samurai")
    t.act(0, f"manual dishonor {samurai.iid}")
    honor = t.state.players[0].honor
    t.act(0, f"manual destroy {samurai.iid}")
    assert t.state.players[0].honor == honor - 3
    assert samurai.dead == "dishonorable" and samurai.destroyed


def test_seppuku_dies_honorably_whatever_his_status() -> None:
    """«Командир умирает благородным, не заставляя хозяина терять честь»; a dishonored
    samurai is offered seppuku, even bowed."""
    t = table()
    samurai = t.in_play("Proud Samurai")
    t.act(0, f"manual dishonor {samurai.iid}")
    t.act(0, f"manual bow {samurai.iid}")
    t.pass_until("action", seat=0)
    assert f"seppuku {samurai.iid}" in t.legal(0)
    honor = t.state.players[0].honor
    entry = t.act(0, f"seppuku {samurai.iid}")
    assert "Proud Samurai commits seppuku" in entry.notes
    assert samurai.dead == "honorable" and t.state.players[0].honor == honor


def test_destroyed_and_discarded_cards_are_kept_apart() -> None:
    """«Складывайте уничтоженные карты отдельно от сброшенных»."""
    t = table()
    first, second = t.in_play("Proud Samurai"), t.in_play("Proud Samurai")
    t.act(0, f"manual destroy {first.iid}")
    t.act(0, f"manual discard {second.iid}")
    assert first.destroyed and not second.destroyed
    view = {c["iid"]: c for c in t.game.view(0)["players"][0]["dynasty_discard"]}
    assert view[first.iid].get("destroyed") and not view[second.iid].get("destroyed")
    assert second.dead is None


def test_empty_provinces_are_refilled_left_to_right_when_the_deck_has_cards_again() -> None:
    """«Если в Вашей колоде каким-либо образом появились карты, заполните ими пустые
    провинции слева направо»."""
    t = Table(deck("First", stronghold(honor=5), [SAMURAI] * 4, size=4), deck("Second"))
    player = t.state.players[0]
    assert not player.dynasty
    for index in (2, 0):
        t.act(0, f"manual discard {t.province(0, index).card}")
    assert t.province(0, 0).card is None and t.province(0, 2).card is None
    lying = player.dynasty_discard[0]
    t.act(0, f"manual move {lying} to dynasty-top")
    assert t.province(0, 0).card == lying and t.province(0, 2).card is None


def test_a_card_printed_to_lose_honor_as_it_enters_play_does_so() -> None:
    assert enter_play_honor("After Fallen enters play, lose 2 Honor.") == -2
    assert enter_play_honor("After this Holding enters play, gain 1 Honor.") == 1
    assert enter_play_honor("After Shahai enters play: Lose 6 Honor and give ...") == 0
    assert enter_play_honor("After this card enters play, if you are a Crane: Gain 2 Honor") == 0
    t = table()
    t.to_province("Fallen One", 0, 0)
    t.pass_until("dynasty", seat=0)
    honor = t.state.players[0].honor
    castle = t.state.players[0].stronghold
    entry = t.act(0, Recruit(t.province(0, 0).pid, (castle,), "full"))
    assert t.state.players[0].honor == honor - 2
    assert "First loses 2 Honor (Fallen One)" in entry.notes
    t.act(0, Pass())
