"""A keyword given to every card of a unit («Кавалерийское маневрирование»: a unit is
Cavalry only if its Personality and all his Followers are): "Repeatable Battle/Open, :bow::
Give each Personality and Follower in a target Personality's unit Cavalry." (Stable Master),
"Battle/Open: Give Naval to your target Personality and all Followers in his unit." (City of
Lightning)."""

from rules.engine.cards import CardDef
from rules.engine.coverage import FULL, automation
from rules.engine.keywords import is_cavalry, is_naval
from rules.engine.state import Card
from tests.rules_cards import Table, card, deck, follower, holding, personality, stronghold

STABLE = holding(
    "Stable Master",
    text=":bow:: Produce 4 Gold.\nRepeatable Battle/Open, :bow:: Give each Personality and "
    "Follower in a target Personality's unit Cavalry.",
    keywords=["Retainer"],
)
CITY = card(
    "City of Lightning",
    "Stronghold",
    clans=["Mantis"],
    province_strength=6,
    gold_production=5,
    starting_honor=5,
    text_plain="Battle/Open: Give Naval to your target Personality and all Followers in his unit.",
)
BUSHI = personality("Bushi", force=2)
SPEARMEN = follower("Spearmen", force=1)


def _open(home: CardDef | None = None) -> tuple[Table, Card]:
    t = Table(
        deck("First", home or stronghold(honor=5), [STABLE, BUSHI], fate=[SPEARMEN]),
        deck("Second"),
    )
    bushi = t.in_play("Bushi")
    t.take("Spearmen", 0, f"on:{bushi.iid}")
    t.pass_until("action", seat=0)
    return t, bushi


def test_stable_master_makes_the_unit_cavalry() -> None:
    assert automation(STABLE).status == FULL
    t, bushi = _open()
    stable = t.in_play("Stable Master")
    stable.bowed = False
    assert not is_cavalry(t.state, bushi)
    (use,) = [a for a in t.legal(0) if a.startswith(f"use {stable.iid} ")]
    t.act(0, use)
    assert is_cavalry(t.state, bushi)


def test_city_of_lightning_makes_the_unit_naval() -> None:
    assert automation(CITY).status == FULL
    t, bushi = _open(CITY)
    castle = t.state.players[0].stronghold
    assert not is_naval(t.state, bushi)
    (use,) = [a for a in t.legal(0) if a.startswith(f"use {castle} ")]
    t.act(0, use)
    assert is_naval(t.state, bushi)
