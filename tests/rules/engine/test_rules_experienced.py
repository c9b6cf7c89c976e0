"""Experienced overlays in the dynasty phase."""

import pytest

from rules.engine import IllegalAction
from rules.engine.actions import Attach, ManualBow, ManualDestroy, ManualToken, Overlay, Pass
from tests.rules_cards import Table, ancestor, deck, item, personality, stronghold

KAITEN = personality("Kakita Kaiten", force=2, chi=3, cost=5, honor=2, clans=["Crane"])
KAITEN_1 = personality(
    "Kakita Kaiten • Experienced",
    title="Kakita Kaiten",
    force=3,
    chi=4,
    cost=8,
    honor=3,
    clans=["Crane"],
    experience_level=1,
    personality_name="Kakita Kaiten",
)
KAITEN_2 = personality(
    "Kakita Kaiten • Experienced 2",
    title="Kakita Kaiten",
    force=4,
    chi=5,
    cost=11,
    honor=4,
    clans=["Crane"],
    experience_level=2,
    personality_name="Kakita Kaiten",
)
FATE = [item("Jade Bow", keywords=["Weapon"]), ancestor("Kakita Forebear", clans=["Crane"])]


def table(gold: int = 6) -> Table:
    crane = stronghold("Crane Palace", clans=["Crane"], honor=5, gold=gold)
    return Table(
        deck("First", crane, [KAITEN, KAITEN_1, KAITEN_2], FATE),
        deck("Second", stronghold(honor=2), [KAITEN_1]),
    )


def test_one_level_up_is_free_and_keeps_everything() -> None:
    """«Надписи опыта»: the Experienced version is put on the one in play, taking its
    attachments, tokens, bonuses and bow state; one level up costs nothing."""
    t = table()
    kaiten = t.in_play("Kakita Kaiten")
    bow = t.to_hand("Jade Bow")
    t.act(0, Attach(bow.iid, kaiten.iid, (t.state.players[0].stronghold,)))
    t.act(1, Pass())
    t.act(0, ManualToken(kaiten.iid, force=1, chi=1))
    t.act(0, ManualBow(kaiten.iid))
    t.to_province("Kakita Kaiten • Experienced", 0, 0)
    t.pass_until("dynasty", seat=0)
    pid = t.province(0, 0).pid
    assert f"overlay {pid} onto {kaiten.iid} pay -" in t.legal(0)
    honor = t.state.players[0].honor
    t.act(0, Overlay(pid, kaiten.iid, ()))
    new = t.find("Kakita Kaiten • Experienced", zone="home")
    assert new.defn.key == "Kakita Kaiten • Experienced"
    assert new.attachments == [bow.iid] and bow.host == new.iid
    assert new.bowed
    view = t.game.view(0)["players"][0]["home"][0]
    assert (view["force"], view["chi"]) == (3 + 1 + 1, 4 + 1 + 1)
    assert view["under"] == ["Kakita Kaiten"]
    assert kaiten.zone == "stacked"
    assert t.state.players[0].honor == honor  # not entering play: no Honor, no reaction
    assert t.game.waiting_for is None  # no reaction window opened


def test_more_than_one_level_costs_the_difference() -> None:
    """«Надписи опыта»: more than one level up costs the difference in Gold cost (11 - 5)."""
    t = table(gold=5)
    kaiten = t.in_play("Kakita Kaiten")
    t.to_province("Kakita Kaiten • Experienced 2", 0, 0)
    t.pass_until("dynasty", seat=0)
    pid = t.province(0, 0).pid
    castle = t.state.players[0].stronghold
    assert not any(text.startswith(f"overlay {pid}") for text in t.legal(0))
    with pytest.raises(IllegalAction, match="costs 6 Gold; the payment produces only 5"):
        t.act(0, Overlay(pid, kaiten.iid, (castle,)))


def test_paying_the_difference() -> None:
    """«Надписи опыта»: the difference is paid like any cost."""
    t = table(gold=6)
    kaiten = t.in_play("Kakita Kaiten")
    t.to_province("Kakita Kaiten • Experienced 2", 0, 0)
    t.pass_until("dynasty", seat=0)
    pid = t.province(0, 0).pid
    castle = t.state.players[0].stronghold
    assert f"overlay {pid} onto {kaiten.iid} pay {castle}" in t.legal(0)
    t.act(0, Overlay(pid, kaiten.iid, (castle,)))
    assert t.find("Kakita Kaiten • Experienced 2").zone == "home"
    assert t.game.card(castle).bowed


def test_no_overlay_onto_a_more_experienced_version() -> None:
    """«Надписи опыта»: a less experienced card cannot be put under a more experienced one."""
    t = table()
    experienced = t.in_play("Kakita Kaiten • Experienced")
    t.to_province("Kakita Kaiten", 0, 0)
    t.pass_until("dynasty", seat=0)
    with pytest.raises(IllegalAction, match="is not more experienced"):
        t.act(0, Overlay(t.province(0, 0).pid, experienced.iid, ()))


def test_uniqueness_holds_for_overlays() -> None:
    """«Надписи опыта»: no overlay that would put two Unique cards of the same name in play
    (the other player's Experienced Kaiten blocks it)."""
    t = table()
    kaiten = t.in_play("Kakita Kaiten")
    t.in_play("Kakita Kaiten • Experienced", 1)
    t.to_province("Kakita Kaiten • Experienced", 0, 0)
    t.pass_until("dynasty", seat=0)
    with pytest.raises(IllegalAction, match=r"Kakita Kaiten is already in play and .* Unique"):
        t.act(0, Overlay(t.province(0, 0).pid, kaiten.iid, ()))


def test_the_cards_below_leave_the_game_with_the_top_one() -> None:
    """«Надписи опыта»: when the top of a stack leaves play, the cards under it are removed
    from the game."""
    t = table()
    kaiten = t.in_play("Kakita Kaiten")
    t.to_province("Kakita Kaiten • Experienced", 0, 0)
    t.pass_until("dynasty", seat=0)
    t.act(0, Overlay(t.province(0, 0).pid, kaiten.iid, ()))
    new = t.find("Kakita Kaiten • Experienced", zone="home")
    t.act(0, ManualDestroy(new.iid))
    assert new.zone == "dynasty-discard" and new.dead == "honorable"
    assert kaiten.zone == "removed"
