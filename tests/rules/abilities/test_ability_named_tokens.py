"""Named tokens and "no printed abilities" (`rules.engine.named_tokens`).

The Topaz Dojo: "Open, :bow:: Give a +1F/+1C Training token to a target Personality with no
printed abilities and no Training tokens." «Способности и надписи» (Abilities and Keywords):
keywords and their reminder text are not abilities; «Выбор цели» (Targeting): a Personality
that already carries a Training token is no longer a legal target.
"""

from rules.engine import stats
from rules.engine.abilities import parse_abilities
from rules.engine.coverage import assess
from tests.rules_cards import Table, deck, holding, personality, stronghold

DOJO = holding(
    "The Topaz Dojo",
    cost=3,
    text=":bow:: Produce 2 Gold.\nOpen, :bow:: Give a +1F/+1C Training token to a target "
    "Personality with no printed abilities and no Training tokens.",
    keywords=["Unique", "Dojo"],
)
PLAIN = personality("Plain Samurai", force=2, chi=2)
REMINDED = personality(
    "Destined Samurai",
    force=2,
    chi=2,
    text_plain="(Draw a card after your Destined card enters play.)",
)
SKILLED = personality(
    "Skilled Samurai", force=2, chi=2, text_plain="Battle: Bow a target Follower."
)


def test_the_topaz_dojo_trains_a_personality_once() -> None:
    assert assess(DOJO, parse_abilities(DOJO)).status == "full"
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[DOJO, PLAIN, REMINDED, SKILLED]),
        deck("Second", stronghold(honor=2)),
    )
    dojo = t.in_play("The Topaz Dojo")
    plain = t.in_play("Plain Samurai")
    reminded = t.in_play("Destined Samurai")
    skilled = t.in_play("Skilled Samurai")
    t.pass_until("action", seat=0)
    uses = sorted(a for a in t.legal(0) if a.startswith(f"use {dojo.iid} 1 "))
    assert uses == sorted(f"use {dojo.iid} 1 pay - targets {c.iid}" for c in (plain, reminded))
    assert not any(a.endswith(f"targets {skilled.iid}") for a in uses)
    t.act(0, f"use {dojo.iid} 1 pay - targets {plain.iid}")
    assert dojo.bowed
    assert (stats.force(t.state, plain), stats.chi(t.state, plain)) == (3, 3)
    t.act(0, f"manual straighten {dojo.iid}")
    while t.game.to_act != 0:
        t.act(t.game.to_act, "pass")
    uses = [a for a in t.legal(0) if a.startswith(f"use {dojo.iid} 1 ")]
    assert uses == [f"use {dojo.iid} 1 pay - targets {reminded.iid}"]
