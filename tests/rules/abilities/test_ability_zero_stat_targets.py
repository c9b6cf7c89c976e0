"""A target "with 0 Personal Honor" / "with 0 Force" (`rules.engine.target_zero`): a stat
never goes below 0, so the description is met at exactly 0 (Targeting — «Выбор цели и
перенаправление»: the description is checked as the action is announced)."""

from rules.engine import stats
from rules.engine.actions import Pass
from rules.engine.coverage import FULL, assess
from rules.engine.targets import parse_target
from tests.rules_cards import Table, deck, holding, personality, strategy, stronghold

SHRINE = holding(
    "Shrine of Reverse Fortunes",
    cost=3,
    text=(
        "Repeatable Limited, :bow:: Bow your target performing Human Personality with 0 "
        "Personal Honor to gain 2 Honor.\n"
        "Repeatable Battle/Open, :bow:: Bow your target performing Human Personality with 0 "
        "Force to give a target Personality +2F."
    ),
)
PRIDE = strategy(
    "Foolish Pride",
    text=(
        "Battle: Target a Personality with 0 Personal Honor: Bow him. His controller loses 2 "
        "Honor.\nBattle/Open: Target a Personality with 4 or higher Personal Honor: Straighten "
        "him."
    ),
)
RONIN = personality("Ronin", force=2, honor=0)
WEAKLING = personality("Weakling", force=0, honor=2)
NOBLE = personality("Noble", force=3, honor=2)


def test_the_description_reads_a_zero_stat() -> None:
    target = parse_target("your target performing Human Personality with 0 Personal Honor")
    assert target is not None and ("ph", "max", 0) in target.conditions
    target = parse_target("a target Personality with 0 Force")
    assert target is not None and ("force", "max", 0) in target.conditions
    assert parse_target("a target Personality with 0 Glory") is None
    assert assess(SHRINE).status == FULL
    assert assess(PRIDE).status == FULL


def test_shrine_of_reverse_fortunes_bows_a_dishonored_performer_for_honor() -> None:
    """Shrine of Reverse Fortunes, first action: only a performer with 0 Personal Honor may
    be chosen; he bows and his controller gains 2 Honor."""
    t = Table(deck("First", stronghold(honor=5), dynasty=[SHRINE, RONIN, NOBLE]))
    shrine = t.in_play("Shrine of Reverse Fortunes")
    ronin, noble = t.in_play("Ronin"), t.in_play("Noble")
    t.pass_until("action", seat=0)
    offered = [a for a in t.legal(0) if a.startswith(f"use {shrine.iid} 0 ")]
    assert offered == [f"use {shrine.iid} 0 pay - targets {ronin.iid}"]
    honor = t.state.players[0].honor
    t.act(0, offered[0])
    assert ronin.bowed and shrine.bowed and not noble.bowed
    assert t.state.players[0].honor == honor + 2


def test_shrine_of_reverse_fortunes_lends_a_weaklings_strength() -> None:
    """Second action: a performer with 0 Force bows to give a target Personality +2F."""
    t = Table(deck("First", stronghold(honor=5), dynasty=[SHRINE, WEAKLING, NOBLE]))
    shrine = t.in_play("Shrine of Reverse Fortunes")
    weak, noble = t.in_play("Weakling"), t.in_play("Noble")
    t.pass_until("action", seat=0)
    offered = [a for a in t.legal(0) if a.startswith(f"use {shrine.iid} 1 ")]
    assert f"use {shrine.iid} 1 pay - targets {weak.iid},{noble.iid}" in offered
    assert not any(a.split("targets ")[1].startswith(f"{noble.iid},") for a in offered)
    t.act(0, f"use {shrine.iid} 1 pay - targets {weak.iid},{noble.iid}")
    assert weak.bowed and stats.force(t.state, noble) == 3 + 2


def test_foolish_pride_bows_only_a_personality_with_no_honor() -> None:
    """Foolish Pride (Battle): "Target a Personality with 0 Personal Honor: Bow him. His
    controller loses 2 Honor." """
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[NOBLE], fate=[PRIDE]),
        deck("Second", stronghold(honor=2), dynasty=[RONIN, NOBLE]),
    )
    noble = t.in_play("Noble")
    ronin, other = t.in_play("Ronin", seat=1), t.in_play("Noble", seat=1)
    card = t.to_hand("Foolish Pride")
    t.to_attack()
    t.attack(1, (noble, 0))
    t.defend((ronin, 0), (other, 0))
    if t.game.to_act == 1:
        t.act(1, Pass())
    offered = [a for a in t.legal(0) if a.startswith(f"play {card.iid} 0 ")]
    assert offered == [f"play {card.iid} 0 pay - targets {ronin.iid}"]
    honor = t.state.players[1].honor
    t.act(0, offered[0])
    assert ronin.bowed and not other.bowed
    assert t.state.players[1].honor == honor - 2
