"""Targets named by a keyword any card type may have ("a Retainer", "a non-Stronghold
Temple") and "non-Stronghold" before a trait ("a non-Stronghold Ratling card"): a
Stronghold is a card type, not a keyword («Типы карт» — Card Types; targets:
«Цели»)."""

from rules.engine.cards import STRONGHOLD
from rules.engine.coverage import FULL, automation
from rules.engine.targets import CARD, parse_target
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, holding, personality, stronghold


def test_the_target_phrases() -> None:
    retainer = parse_target("a target Retainer")
    assert retainer is not None and (retainer.kinds, retainer.traits) == ((CARD,), ("Retainer",))
    ratling = parse_target("a target non-Stronghold Ratling card")
    assert ratling is not None
    assert ratling.kinds == (CARD,)
    assert sorted(ratling.traits) == ["Ratling", f"non-{STRONGHOLD}"]
    temples = parse_target("your target non-Stronghold Temples")
    assert temples is not None and sorted(temples.traits) == ["Temple", "non-Stronghold"]
    # Two negations before the noun stay unread, as before.
    assert parse_target("a target non-Holding non-Stronghold card") is None


def test_kolat_assassin_destroys_a_retainer_holding_only() -> None:
    """Diamond Edition "Kolat Assassin": "Limited: Target a Retainer: Destroy it. Lose 4
    Honor." The other player's Retainer Holding may be chosen, his plain Holding may not."""
    kolat = real_card("Kolat Assassin", "diamond_edition")
    assert automation(kolat).status == FULL
    t = Table(
        deck("First", stronghold(honor=5, gold=20), fate=[kolat]),
        deck(
            "Second",
            stronghold(honor=2),
            dynasty=[holding("Retinue", keywords=("Retainer",)), holding("Mine")],
        ),
    )
    card = t.to_hand("Kolat Assassin")
    retinue = t.in_play("Retinue", seat=1)
    mine = t.in_play("Mine", seat=1)
    t.pass_until("action", seat=0)
    offered = [a for a in t.legal(0) if a.startswith(f"play {card.iid} 1 ")]
    assert any(a.endswith(f"targets {retinue.iid}") for a in offered)
    assert not any(a.endswith(f"targets {mine.iid}") for a in offered)
    honor = t.state.players[0].honor
    t.act(0, next(a for a in offered if a.endswith(f"targets {retinue.iid}")))
    assert not retinue.in_play and mine.in_play
    assert t.state.players[0].honor == honor - 4


def test_interesting_sticks_bows_a_ratling_card_not_others() -> None:
    """A Perfect Cut "Interesting Sticks": "Battle/Open: Target a non-Stronghold Ratling
    card: Bow it." The Ratling Personality may be bowed, the other Personality not."""
    sticks = real_card("Interesting Sticks", "a_perfect_cut")
    assert automation(sticks).status == FULL
    t = Table(
        deck("First", stronghold(honor=5, gold=10), fate=[sticks]),
        deck(
            "Second",
            stronghold(honor=2),
            dynasty=[
                personality("Scurrier", keywords=("Ratling",), clans=("Ratling",)),
                personality("Bushi"),
            ],
        ),
    )
    card = t.to_hand("Interesting Sticks")
    ratling = t.in_play("Scurrier", seat=1)
    bushi = t.in_play("Bushi", seat=1)
    t.pass_until("action", seat=0)
    offered = [a for a in t.legal(0) if a.startswith(f"play {card.iid} 0 ")]
    assert offered == [f"play {card.iid} 0 pay - targets {ratling.iid}"]
    t.act(0, offered[0])
    assert ratling.bowed and not bushi.bowed
