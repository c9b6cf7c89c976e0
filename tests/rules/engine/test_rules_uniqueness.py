"""The Unique restriction in play, "counts as X for uniqueness", implied uniqueness."""

from dataclasses import replace

import pytest

from rules.engine import IllegalAction
from rules.engine.actions import Attach, ManualDestroy, Recruit
from tests.rules_cards import Table, ancestor, deck, item, personality, stronghold

TADAKA = personality(
    "Isawa Tadaka", cost=3, clans=["Phoenix"], keywords=["Shugenja"], is_unique=True
)
SHIRYO = replace(
    ancestor("Shiryo no Tadaka", clans=["Phoenix"], cost=0), unique_identity="Isawa Tadaka"
)
ASAKO = personality("Asako Student", cost=2, clans=["Phoenix"], chi=3)
SAGE = personality("Wise Sage", cost=2, clans=["Phoenix"])
SAGE_EXP = personality(
    "Wise Sage • Experienced",
    title="Wise Sage",
    cost=4,
    clans=["Phoenix"],
    experience_level=1,
    personality_name="Wise Sage",
)
BLADE = item("Ancestral Blade", keywords=["Weapon", "Unique"], cost=0)


def table() -> Table:
    phoenix = stronghold("Phoenix Temple", clans=["Phoenix"], honor=5, gold=6)
    dynasty = [TADAKA, ASAKO, ASAKO, SAGE_EXP]
    fate = [SHIRYO, BLADE]
    return Table(
        deck("First", phoenix, dynasty, fate),
        deck("Second", stronghold("Phoenix Shrine", clans=["Phoenix"], honor=2), dynasty, fate),
    )


def test_a_unique_card_cannot_enter_play_while_its_name_is_in_play() -> None:
    """«Ввод карт в игру»: a Unique card cannot enter play if a card with the same name is
    in play (anyone's); once it has left play, another may."""
    t = table()
    theirs = t.in_play("Isawa Tadaka", 1)
    t.to_province("Isawa Tadaka", 0, 0)
    t.pass_until("dynasty", seat=0)
    pid = t.province(0, 0).pid
    assert not any(text.startswith(f"recruit {pid} ") for text in t.legal(0))
    castle = t.state.players[0].stronghold
    with pytest.raises(IllegalAction, match="Isawa Tadaka is already in play"):
        t.act(0, Recruit(pid, (castle,), "discount"))
    t.act(1, ManualDestroy(theirs.iid))
    t.act(0, Recruit(pid, (castle,), "discount"))
    assert t.find("Isawa Tadaka", 0).zone == "home"


def test_counts_as_a_personality_for_uniqueness() -> None:
    """«Ввод карт в игру»: a card that "counts as X for uniqueness" stands for every Unique
    version of X."""
    t = table()
    student = t.in_play("Asako Student")
    t.in_play("Isawa Tadaka", 1)
    shiryo = t.to_hand("Shiryo no Tadaka")
    with pytest.raises(IllegalAction, match="Isawa Tadaka is already in play and Shiryo"):
        t.act(0, Attach(shiryo.iid, student.iid, ()))


def test_non_unique_cards_are_not_limited() -> None:
    """«Ввод карт в игру»: non-Unique cards do not count for the Unique restriction."""
    t = table()
    t.in_play("Asako Student", 1)
    t.to_province("Asako Student", 0, 0)
    t.pass_until("dynasty", seat=0)
    castle = t.state.players[0].stronghold
    t.act(0, Recruit(t.province(0, 0).pid, (castle,), "discount"))
    assert len([c for c in t.cards("Asako Student") if c.zone == "home"]) == 2


def test_experienced_cards_and_ancestors_are_unique() -> None:
    """«Подразумевающиеся надписи»: every Ancestor and every Experienced card is Unique."""
    assert SAGE_EXP.unique and SHIRYO.unique
    assert not SAGE.unique
    t = table()
    t.in_play("Wise Sage • Experienced", 1)
    t.to_province("Wise Sage • Experienced", 0, 0)
    t.pass_until("dynasty", seat=0)
    castle = t.state.players[0].stronghold
    with pytest.raises(IllegalAction, match="Wise Sage is already in play"):
        t.act(0, Recruit(t.province(0, 0).pid, (castle,), "discount"))


def test_unique_attachments_too() -> None:
    """«Ввод карт в игру»: the restriction holds for every card entering play."""
    t = table()
    student = t.in_play("Asako Student")
    t.in_play("Ancestral Blade", 1)
    blade = t.to_hand("Ancestral Blade")
    with pytest.raises(IllegalAction, match="Ancestral Blade is already in play"):
        t.act(0, Attach(blade.iid, student.iid, ()))
