"""A search that puts the card found "to your hand" (Kakita Dueling Academy's wording of "in
your hand"; «Основные правила»: the deck searched is shuffled after)."""

from rules.engine.actions import Choose
from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, card, deck, strategy

ACADEMY = card(
    "Kakita Dueling Academy",
    "Stronghold",
    clans=["Crane"],
    province_strength=7,
    gold_production=5,
    starting_honor=5,
    text_plain="Repeatable Political Limited, :bow:: Search your Fate deck for an Iaijutsu "
    "Strategy, show it, and put it to your hand.",
)
IAIJUTSU = strategy("Iaijutsu Strike", keywords=("Iaijutsu",))
OTHER = strategy("Plain Tactic")


def test_kakita_dueling_academy_finds_an_iaijutsu_strategy() -> None:
    assert automation(ACADEMY).status == FULL
    t = Table(deck("First", ACADEMY, fate=[IAIJUTSU, OTHER]))
    t.pass_until("action", seat=0)
    found = t.cards("Iaijutsu Strike", 0)[0]
    if found.zone != "fate":
        t.act(0, f"manual move {found.iid} to fate-top")
    castle = t.state.players[0].stronghold
    (use,) = [a for a in t.legal(0) if a.startswith(f"use {castle} ")]
    t.act(0, use)
    assert t.legal(0) == [f"choose {found.iid}"]
    entry = t.act(0, Choose(found.iid))
    assert found.zone == "hand"
    assert "First shows and puts Iaijutsu Strike into their hand" in entry.notes
    assert t.state.cards[castle].bowed
