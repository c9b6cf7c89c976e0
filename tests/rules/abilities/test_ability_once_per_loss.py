"""A Reaction "any number of times per turn, but only once per loss": each loss of Honor is
a moment of its own, answered once by the card (Actions — «Акции»; Family Honor changes —
«Изменение фамильной чести»). Cards are built with their printed text."""

from rules.engine.abilities import parse_abilities
from rules.engine.coverage import FULL, assess
from tests.rules_cards import Table, deck, personality, strategy, stronghold

TABITO = personality(
    "Soshi Tabito",
    clans=["Scorpion"],
    keywords=("Courtier",),
    text_plain=(
        "Political Reaction: Any number of times per turn, but only once per loss, after "
        "another player loses Honor: Gain 1 Honor."
    ),
)
SLANDER = strategy("Slander", text="Open: Another target player loses 1 Honor.")
BUSHI = personality("Bushi")


def test_gain_one_honor_once_per_loss() -> None:
    assert assess(TABITO, parse_abilities(TABITO)).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[TABITO, BUSHI], fate=[SLANDER, SLANDER]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI]),
    )
    tabito = t.in_play("Soshi Tabito")
    first, second = t.to_hand("Slander"), t.take("Slander", 0, "hand")
    t.pass_until("action", seat=0)
    honor = t.state.players[0].honor
    for slander in (first, second):
        [play] = [a for a in t.legal(0) if a.startswith(f"play {slander.iid} ")]
        t.act(0, play)
        [react] = [a for a in t.legal(0) if a.startswith(f"use {tabito.iid} ")]
        t.act(0, react)
        assert not any(a.startswith(f"use {tabito.iid} ") for a in t.legal(0))
        for _ in range(5):
            if t.game.to_act == 0 and any(a.startswith(f"play {second.iid} ") for a in t.legal(0)):
                break
            t.act(t.game.to_act, "pass")
    assert t.state.players[0].honor == honor + 2
