"""An optional first step and what follows only if it was taken (`phrasings.if_you_did`):
"You may discard a card; if you did, draw a card." The player chooses as the effect
resolves; the step is offered only when it can be done («Стоимость и эффекты» — Costs and
Effects: an effect that cannot happen does not happen)."""

from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, deck, follower, personality, stronghold

BUSHI = personality("Bushi", force=3, chi=2)
SPEARMEN = follower("Spearmen", force=2, cost=1)
CHIEKO = personality(
    "Tamori Chieko",
    force=1,
    chi=3,
    cost=4,
    clans=("Dragon",),
    keywords=("Dragon Clan", "Shugenja", "Tattooed"),
    text_plain="After Chieko enters play: You may discard a card; if you did, draw a card.",
)
OKI = personality(
    "Togashi Oki",
    force=2,
    chi=3,
    cost=4,
    clans=("Dragon",),
    keywords=("Dragon Clan", "Monk"),
    text_plain=(
        "Oki has +2F while defending.\n"
        "After Oki enters play: You may bow her; if you did, draw a card."
    ),
)


def _table(card) -> Table:
    return Table(
        deck(
            "First",
            stronghold(honor=5, gold=10),
            dynasty=[card, BUSHI],
            fate=[SPEARMEN] * 8,
        ),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI], fate=[SPEARMEN]),
    )


def _recruit(t: Table, title: str) -> None:
    t.to_province(title, 0, 0)
    t.pass_until("dynasty", seat=0)
    pid = t.province(0, 0).pid
    t.act(0, next(a for a in t.legal(0) if a.startswith(f"recruit {pid} ")))


def test_tamori_chieko_may_cycle_a_card_as_she_enters_play() -> None:
    """ "Tamori Chieko": "After Chieko enters play: You may discard a card; if you did,
    draw a card." Recruited, her player chooses to discard (one card of his hand of his
    choice goes to the discard pile) and draws one: his hand keeps its size, one card
    in the discard pile."""
    assert automation(CHIEKO).status == FULL
    t = _table(CHIEKO)
    _recruit(t, "Tamori Chieko")
    me = t.state.players[0]
    hand = len(me.hand)
    assert hand > 0
    assert t.legal(0) == ["option 1", "option 2"]
    t.act(0, "option 1")
    while t.game.waiting_for not in ("dynasty", "", None) and t.game.to_act == 0:
        choices = [a for a in t.legal(0) if a.startswith("choose") or a.startswith("discard")]
        if not choices:
            break
        t.act(0, choices[0])
    assert len(me.hand) == hand
    assert len([c for c in t.cards("Spearmen", 0) if c.zone == "fate-discard"]) == 1


def test_tamori_chieko_may_keep_her_hand() -> None:
    """Declined ("do not"): nothing is discarded, nothing drawn."""
    t = _table(CHIEKO)
    _recruit(t, "Tamori Chieko")
    me = t.state.players[0]
    hand = len(me.hand)
    t.act(0, "option 2")
    assert len(me.hand) == hand
    assert not [c for c in t.cards("Spearmen", 0) if c.zone == "fate-discard"]


def test_togashi_oki_may_bow_to_draw() -> None:
    """ "Togashi Oki": "After Oki enters play: You may bow her; if you did, draw a card."
    Chosen, Oki bows and her player draws a card."""
    assert automation(OKI).status == FULL
    t = _table(OKI)
    _recruit(t, "Togashi Oki")
    oki = t.find("Togashi Oki")
    me = t.state.players[0]
    hand = len(me.hand)
    assert t.legal(0) == ["option 1", "option 2"]
    t.act(0, "option 1")
    assert oki.bowed and len(me.hand) == hand + 1
