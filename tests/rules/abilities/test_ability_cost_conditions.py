"""A condition printed before an action's costs (`rules.engine.cost_conditions`): "If it
is another player's turn, bow Por'ee-rep and target ...: ...". What comes before the colon
must be met to take the action («Способности и надписи» — Abilities and Traits; «Стоимость
и эффекты» — Costs and Effects): the action is offered only while it holds."""

from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, card, deck, holding, personality, stronghold

BUSHI = personality("Bushi", force=3, chi=2)
MINE = holding("Copper Mine")
POREEREP = personality(
    "Por'ee-rep",
    force=3,
    chi=3,
    cost=6,
    honor=1,
    clans=(),
    keywords=("Nonhuman", "Ratling", "Scavenger"),
    text_plain=(
        "Open: If it is another player's turn, bow Por'ee-rep and target your Gold-producing "
        "Holding: Straighten it."
    ),
)
RATLING = personality("Ratling Scout", force=1, chi=2, clans=(), keywords=("Nonhuman", "Ratling"))
OGRE = personality("Ogre", force=3, chi=1, clans=(), keywords=("Shadowlands", "Ogre"))
STICK = card(
    "Sharp-Sharp Stick",
    "Item",
    deck="Fate",
    force=1,
    chi=1,
    force_is_modifier=True,
    chi_is_modifier=True,
    gold_cost=3,
    keywords=["Weapon"],
    text_plain=(
        "Battle: If this Personality is a Ratling, bow and destroy this card and target an "
        "enemy Shadowlands card without attachments: Destroy it."
    ),
)


def _uses(t: Table, seat: int, iid: int) -> list[str]:
    return sorted(a for a in t.legal(seat) if a.startswith(f"use {iid} 0 "))


def test_poreerep_straightens_a_holding_on_another_players_turn() -> None:
    """ "Por'ee-rep": "Open: If it is another player's turn, bow Por'ee-rep and target your
    Gold-producing Holding: Straighten it." On the other player's turn (his Action Phase)
    the action is offered and straightens the bowed Mine, bowing Por'ee-rep; on his own
    turn it is not offered."""
    assert automation(POREEREP).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[BUSHI], fate=[]),
        deck("Second", stronghold(honor=2), dynasty=[POREEREP, MINE, BUSHI], fate=[]),
    )
    rat = t.in_play("Por'ee-rep", seat=1)
    mine = t.in_play("Copper Mine", seat=1)
    t.pass_until("action", seat=0)
    t.act(1, f"manual bow {mine.iid}")
    t.act(0, "pass")
    assert t.game.to_act == 1
    assert _uses(t, 1, rat.iid) == [f"use {rat.iid} 0 pay - targets {mine.iid}"]
    t.act(1, f"use {rat.iid} 0 pay - targets {mine.iid}")
    assert not mine.bowed and rat.bowed
    t.pass_until("action", seat=1)
    t.act(1, f"manual bow {mine.iid}")
    t.act(1, f"manual straighten {rat.iid}")
    assert t.game.to_act == 1
    assert _uses(t, 1, rat.iid) == []


def test_sharp_sharp_stick_needs_a_ratling() -> None:
    """ "Sharp-Sharp Stick": "Battle: If this Personality is a Ratling, bow and destroy this
    card and target an enemy Shadowlands card without attachments: Destroy it." On a
    Ratling in battle against an Ogre, the Stick is destroyed and the Ogre with it; on a
    Bushi the action is not offered."""
    assert automation(STICK).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[RATLING, BUSHI], fate=[STICK, STICK]),
        deck("Second", stronghold(honor=2), dynasty=[OGRE, BUSHI], fate=[]),
    )
    rat = t.in_play("Ratling Scout")
    bushi = t.in_play("Bushi")
    ogre = t.in_play("Ogre", seat=1)
    stick, other = t.cards("Sharp-Sharp Stick", 0)
    t.take("Sharp-Sharp Stick", 0, f"on:{rat.iid}")
    t.take("Sharp-Sharp Stick", 0, f"on:{bushi.iid}")
    t.to_attack()
    t.attack(1, (rat, 0), (bushi, 0))
    t.defend((ogre, 0))
    assert _uses(t, 1, stick.iid) == [] and _uses(t, 0, other.iid) == []
    t.act(1, "pass")
    assert _uses(t, 0, stick.iid) == [f"use {stick.iid} 0 pay - targets {ogre.iid}"]
    t.act(0, f"use {stick.iid} 0 pay - targets {ogre.iid}")
    assert not stick.in_play and not ogre.in_play
