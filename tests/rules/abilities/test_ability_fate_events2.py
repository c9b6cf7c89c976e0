"""Hand-written Follower records (fate-events2): costs paid first («Стоимость и эффекты»),
an effect with no stated duration lasting the turn."""

from dataclasses import replace

from rules.engine import continuous, stats
from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, deck, follower, personality, spell, stronghold

BUSHI = personality("Bushi", force=2, chi=2)
ENEMY = personality("Enemy", force=2, chi=2)
RESERVE = personality("Reserve", force=3, chi=2)
FALCON_MESSENGERS = replace(
    follower("Falcon Messengers", force=2, cost=0),
    keywords=("Cavalry",),
    text_plain="Repeatable Battle, :bow:: Target one of your other Personalities with a Falcon "
    "Messengers at any location. Move him to this unit's battlefield.",
)
LIGHT_MOUNTED_INFANTRY = replace(
    follower("Light Mounted Infantry", force=1, cost=0),
    keywords=("Cavalry",),
    text_plain="Battle: Once per battle, remove the Cavalry keyword from this card: Give it +1F.",
)


def _battle(thing):
    t = Table(
        deck("First", stronghold(honor=5, gold=6), dynasty=[BUSHI], fate=[thing]),
        deck("Second", stronghold(honor=2), dynasty=[ENEMY]),
    )
    bushi = t.in_play("Bushi")
    enemy = t.in_play("Enemy", seat=1)
    card = t.take(thing.key, 0, f"on:{bushi.iid}")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((enemy, 0))
    t.act(1, "pass")
    return t, card


def test_light_mounted_infantry_trades_cavalry_for_force() -> None:
    """Light Mounted Infantry: "Battle: Once per battle, remove the Cavalry keyword from this
    card: Give it +1F." The keyword goes as the cost, the Follower gains +1F; once per
    battle."""
    assert automation(LIGHT_MOUNTED_INFANTRY).status == FULL
    t, card = _battle(LIGHT_MOUNTED_INFANTRY)
    assert continuous.has_keyword(t.state, card, "Cavalry")
    before = stats.force(t.state, card)
    (use,) = [a for a in t.legal(0) if a.startswith(f"use {card.iid} ")]
    t.act(0, use)
    assert not continuous.has_keyword(t.state, card, "Cavalry")
    assert stats.force(t.state, card) == before + 1
    t.act(1, "pass")
    assert not [a for a in t.legal(0) if a.startswith(f"use {card.iid} ")]


def test_light_mounted_infantry_needs_cavalry_to_remove() -> None:
    """Without the Cavalry keyword the cost cannot be paid: no action."""
    t, card = _battle(replace(LIGHT_MOUNTED_INFANTRY, keywords=()))
    assert not [a for a in t.legal(0) if a.startswith(f"use {card.iid} ")]


def test_falcon_messengers_bring_another_messenger_bearer_to_the_battle() -> None:
    """Falcon Messengers: "Repeatable Battle, :bow:: Target one of your other Personalities
    with a Falcon Messengers at any location. Move him to this unit's battlefield." Only a
    Personality of yours with its own Falcon Messengers, not this unit's, may be chosen; the
    Follower bows («Стоимость и эффекты»)."""
    assert automation(FALCON_MESSENGERS).status == FULL
    t = Table(
        deck(
            "First",
            stronghold(honor=5, gold=6),
            dynasty=[BUSHI, RESERVE, replace(BUSHI, key="Idle", title="Idle")],
            fate=[FALCON_MESSENGERS, FALCON_MESSENGERS],
        ),
        deck("Second", stronghold(honor=2), dynasty=[ENEMY]),
    )
    bushi = t.in_play("Bushi")
    reserve = t.in_play("Reserve")
    t.in_play("Idle")
    here = t.take("Falcon Messengers", 0, f"on:{bushi.iid}")
    t.take("Falcon Messengers", 0, f"on:{reserve.iid}")
    enemy = t.in_play("Enemy", seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((enemy, 0))
    t.act(1, "pass")
    uses = [a for a in t.legal(0) if a.startswith(f"use {here.iid} ")]
    assert len(uses) == 1 and uses[0].endswith(f"targets {reserve.iid}")
    t.act(0, uses[0])
    assert reserve.battle == bushi.battle is not None
    assert here.bowed


SHUGENJA = personality("Shugenja", force=1, chi=3, keywords=["Shugenja"])
OPEN_THE_WAVES = replace(
    spell("Open the Waves"),
    text_plain="Open: Any number of times per turn, bow this Shugenja and target your unit: "
    "Give Naval to each Personality and Follower in it.",
)
PLAIN_FOLLOWER = follower("Ashigaru", force=1, cost=0)


def test_open_the_waves_gives_a_unit_naval() -> None:
    """Open the Waves: "Open: ... bow this Shugenja and target your unit: Give Naval to each
    Personality and Follower in it." The Shugenja bows as the cost; the keyword lasts the
    turn («Стоимость и эффекты»)."""
    assert automation(OPEN_THE_WAVES).status == FULL
    t = Table(
        deck(
            "First",
            stronghold(honor=5, gold=6),
            dynasty=[SHUGENJA, BUSHI],
            fate=[OPEN_THE_WAVES, PLAIN_FOLLOWER],
        ),
        deck("Second", stronghold(honor=2), dynasty=[ENEMY]),
    )
    shugenja = t.in_play("Shugenja")
    bushi = t.in_play("Bushi")
    t.in_play("Enemy", seat=1)
    card = t.take(OPEN_THE_WAVES.key, 0, f"on:{shugenja.iid}")
    ashigaru = t.take(PLAIN_FOLLOWER.key, 0, f"on:{bushi.iid}")
    t.pass_until("action", seat=0)
    (use,) = [
        a for a in t.legal(0) if a.startswith(f"use {card.iid} ") and a.endswith(str(bushi.iid))
    ]
    t.act(0, use)
    assert shugenja.bowed
    assert continuous.has_keyword(t.state, bushi, "Naval")
    assert continuous.has_keyword(t.state, ashigaru, "Naval")
    assert not continuous.has_keyword(t.state, shugenja, "Naval")
