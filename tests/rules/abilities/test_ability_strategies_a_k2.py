"""Hand-written records of Strategies (titles A to K, second pass), each played on its
printed text (`rules.engine.scripts`)."""

from rules.engine.actions import Choose
from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, deck, personality, ring, strategy, stronghold

ENLIGHTENMENT = strategy(
    "Enlightenment",
    focus=3,
    text="Limited: Bow your performing Monk Personality and target a Ring in your discard "
    "pile: Put it in your hand.",
)


def test_enlightenment_bows_a_monk_to_take_a_ring_back_from_the_discard_pile() -> None:
    """Gold Edition "Enlightenment": the Monk bows as a cost and a Ring in First's discard
    pile goes to his hand; with no Ring there the action cannot be announced («Выбор цели»:
    an action with no legal target cannot be taken)."""
    assert automation(ENLIGHTENMENT).status == FULL
    t = Table(
        deck(
            "First",
            stronghold(honor=5, gold=10),
            dynasty=[personality("Monk", keywords=("Monk",)), personality("Samurai")],
            fate=[ENLIGHTENMENT, ring("Ring of Testing", "Water")],
        )
    )
    monk = t.in_play("Monk")
    card = t.to_hand("Enlightenment")
    t.pass_until("action", seat=0)
    assert not [a for a in t.legal(0) if a.startswith(f"play {card.iid} ")]
    the_ring = t.take("Ring of Testing", 0, "discard")
    offered = [a for a in t.legal(0) if a.startswith(f"play {card.iid} ")]
    samurai = t.in_play("Samurai")
    assert offered == [f"play {card.iid} 0 pay - targets {monk.iid}"], offered
    assert not samurai.bowed
    t.act(0, offered[0])
    if the_ring.zone != "hand":
        t.act(0, Choose(the_ring.iid))
    assert the_ring.zone == "hand"
    assert monk.bowed
