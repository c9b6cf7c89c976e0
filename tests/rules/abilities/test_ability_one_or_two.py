"""One or two targets of one description, the second left unchosen if the player wishes
(«Выбор цели» — Choosing Targets: each is chosen as the action is announced, two distinct
cards), and the sentence's effect on each of them."""

from rules.engine.abilities import parse_abilities
from rules.engine.coverage import FULL, automation
from rules.engine.effects import BOW, STRAIGHTEN
from rules.engine.targets import parse_target
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, personality, stronghold


def _table(card):
    t = Table(
        deck(
            "First",
            stronghold(honor=5, gold=10),
            dynasty=[
                personality("Shinobi", keywords=("Ninja",)),
                personality("Spy", keywords=("Ninja",)),
                personality("Bushi"),
            ],
            fate=[card],
        ),
        deck("Second", stronghold(honor=2)),
    )
    cards = [t.in_play(n) for n in ("Shinobi", "Spy", "Bushi")]
    return t, t.to_hand(card.title), cards


def test_hidden_in_the_shadows_straightens_one_or_two_ninja() -> None:
    """The Dead of Winter "Hidden in the Shadows": "Battle/Open: Target one or two Ninja
    cards: Straighten them." Both bowed Ninja are chosen and straighten; one alone may be
    chosen too; the Bushi is no Ninja."""
    hidden = real_card("Hidden in the Shadows", "the_dead_of_winter")
    assert automation(hidden).status == FULL
    (ability,) = parse_abilities(hidden)
    assert [(e.op, e.on) for e in ability.effects] == [(STRAIGHTEN, 0), (STRAIGHTEN, 1)]
    assert not ability.targets[0].optional and ability.targets[1].optional
    t, card, (shinobi, spy, bushi) = _table(hidden)
    t.pass_until("action", seat=0)
    for c in (shinobi, spy, bushi):
        t.act(0, f"manual bow {c.iid}")
    offered = [a for a in t.legal(0) if a.startswith(f"play {card.iid} ")]
    assert f"play {card.iid} 0 pay - targets {shinobi.iid}" in offered
    assert not any(str(bushi.iid) in a.split("targets ")[1].split(",") for a in offered)
    both = f"play {card.iid} 0 pay - targets {shinobi.iid},{spy.iid}"
    assert both in offered
    t.act(0, both)
    assert not shinobi.bowed and not spy.bowed and bushi.bowed


def test_the_distant_reaches_reads_bow_one_or_two_target_attachments() -> None:
    """Embers of War "The Distant Reaches": "Open, :bow:: Bow one or two target
    attachments." Two targets of the same description, the second optional, each bowed."""
    reaches = real_card("The Distant Reaches", "embers_of_war")
    assert automation(reaches).status == FULL
    (ability,) = [a for a in parse_abilities(reaches) if a.effects]
    assert [(e.op, e.on) for e in ability.effects] == [(BOW, 0), (BOW, 1)]
    attachment = parse_target("a target attachments")
    assert attachment is not None
    assert ability.targets[0].kinds == attachment.kinds
