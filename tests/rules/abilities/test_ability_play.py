"""Playing automated abilities: targets chosen when the action is announced, before its
costs (Targeting — «Выбор цели и перенаправление»: «Вы должны указать все цели, когда вы
объявляете акцию, до того, как заплатите какую-либо ее стоимость»; an action with no legal
target cannot be played), in a battle only cards at the battlefield (Relevance —
«Правило уместности»), and effects carried out through events, so reactions answer them."""

import pytest

from rules.engine import IllegalAction
from rules.engine.actions import Pass
from rules.engine.events import RESPONDERS
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, follower, personality, strategy, stronghold

BUSHI = personality("Bushi", force=3, chi=2)
SPEARMEN = follower("Spearmen", force=2, cost=1)


AMOH = "a_matter_of_honor"


def table(mine: list, theirs: list = ()) -> Table:
    """Real cards in each player's decks, with two Bushi each: a title (Ivory Edition) or
    (title, set file)."""

    def split(titles):
        cards = [real_card(*t) if isinstance(t, tuple) else real_card(t) for t in titles]
        dynasty = [c for c in cards if c.home_deck == "Dynasty"] + [BUSHI, BUSHI]
        fate = [c for c in cards if c.home_deck == "Fate"] + [SPEARMEN]
        return dynasty, fate

    d0, f0 = split(mine)
    d1, f1 = split(theirs)
    return Table(
        deck("First", stronghold(honor=5), dynasty=d0, fate=f0),
        deck("Second", stronghold(honor=2), dynasty=d1, fate=f1),
    )


def battle(t: Table, follower_for_defender: bool = False):
    """First's Bushi attacks Second's first Province, Second's Bushi defends."""
    bushi = t.in_play("Bushi")
    guard = t.in_play("Bushi", seat=1)
    spear = t.take("Spearmen", 1, f"on:{guard.iid}") if follower_for_defender else None
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    return bushi, guard, spear


def test_a_battle_strategy_gives_a_target_enemy_a_force_penalty() -> None:
    """Allied Efforts (A Matter of Honor): "Battle: Give a target enemy Personality or
    Follower -3F." The defender passes first; the attacker targets defending cards only."""
    t = table([("Allied Efforts", AMOH)])
    card = t.to_hand("Allied Efforts")
    bushi, guard, spear = battle(t, follower_for_defender=True)
    t.act(1, Pass())
    play = f"play {card.iid} 0 pay - targets "
    offered = sorted(a for a in t.legal(0) if a.startswith(f"play {card.iid} "))
    assert offered == sorted([f"{play}{guard.iid}", f"{play}{spear.iid}"])
    with pytest.raises(IllegalAction, match="choose a target enemy"):
        t.act(0, f"{play}{bushi.iid}")
    entry = t.act(0, f"{play}{guard.iid}")
    assert "Bushi gets -3F" in entry.notes
    assert t.game.view(0)["players"][1]["home"][0]["force"] == 0


def test_no_legal_target_no_action() -> None:
    """Naga Remnants (A Matter of Honor; a Follower): "Battle: Bow a target enemy
    attachment." is not offered while the enemy has no attachment in the battle."""
    t = table([("Naga Remnants", AMOH)])
    bushi = t.in_play("Bushi")
    naga = t.take("Naga Remnants", 0, f"on:{bushi.iid}")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    assert not [a for a in t.legal(0) if a.startswith(f"use {naga.iid} ")]


def test_move_home_and_bow_his_unit() -> None:
    """Ivory "Block Supply Lines": "Battle: Move home a target attacking Personality. Bow
    his unit as he moves." played by the defender."""
    t = table([], ["Block Supply Lines"])
    card = t.to_hand("Block Supply Lines", seat=1)
    bushi, guard, _ = battle(t)
    t.act(1, f"play {card.iid} 0 pay - targets {bushi.iid}")
    assert bushi.battle is None and bushi.bowed
    assert guard.battle is not None


def test_a_holding_bows_and_destroys_itself() -> None:
    """Ivory "Rice Paddy": "Battle, :bow:: Bow a target enemy attacking Follower. Destroy
    this Holding." (the defender's)."""
    t = table(["Spearmen"], ["Rice Paddy"])
    paddy = t.in_play("Rice Paddy", seat=1)
    bushi = t.in_play("Bushi")
    spear = t.take("Spearmen", 0, f"on:{bushi.iid}")
    guard = t.in_play("Bushi", seat=1)
    t.act(1, f"manual straighten {paddy.iid}")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    entry = t.act(1, f"use {paddy.iid} 1 pay - targets {spear.iid}")
    assert spear.bowed and paddy.zone == "dynasty-discard" and paddy.destroyed
    assert "Rice Paddy is destroyed" in entry.notes


def test_limited_honor_and_a_card() -> None:
    """Ivory "Kabuki Theater Troupe": "Limited, :bow:: Gain 1 Honor." in the action phase."""
    t = table(["Kabuki Theater Troupe"])
    troupe = t.in_play("Kabuki Theater Troupe")
    t.act(0, f"manual straighten {troupe.iid}")
    t.pass_until("action", seat=0)
    honor = t.state.players[0].honor
    t.act(0, f"use {troupe.iid} 1 pay -")
    assert t.state.players[0].honor == honor + 1 and troupe.bowed


def test_your_bowed_personality_is_no_target_unless_straightened() -> None:
    """«Вы не можете объявлять целью Ваших акций своих повернутых командиров, за исключением
    акций, которые разворачивают их»: Ivory "Frontline Encampment" ("Limited: Give your
    target Personality +2F.") cannot target a bowed Bushi; Ivory "Hiruma Tsurao"'s
    straightening may."""
    t = table(["Frontline Encampment"])
    camp = t.in_play("Frontline Encampment")
    bushi = t.in_play("Bushi")
    t.act(0, f"manual bow {bushi.iid}")
    t.pass_until("action", seat=0)
    assert not [a for a in t.legal(0) if a.startswith(f"use {camp.iid} 1 ")]
    t.act(0, f"manual straighten {bushi.iid}")
    t.act(0, f"use {camp.iid} 1 pay - targets {bushi.iid}")
    assert camp.zone == "dynasty-discard"
    assert t.game.view(0)["players"][0]["home"][0]["force"] == 5


def test_an_effect_is_an_event_reactions_can_answer() -> None:
    """The effects go through the event path: a responder registered for "bow" sees the
    bowing by "Naga Remnants" (A Matter of Honor): "Battle: Bow a target enemy
    attachment." """
    seen: list[dict] = []

    def watch(state, event, seat):
        seen.append(event)
        return []

    RESPONDERS.setdefault(("bow", "reaction"), []).append(watch)
    try:
        t = table([("Naga Remnants", AMOH)])
        bushi = t.in_play("Bushi")
        naga = t.take("Naga Remnants", 0, f"on:{bushi.iid}")
        guard = t.in_play("Bushi", seat=1)
        spear = t.take("Spearmen", 1, f"on:{guard.iid}")
        t.to_attack()
        t.attack(1, (bushi, 0))
        t.defend((guard, 0))
        t.act(1, Pass())
        t.act(0, f"use {naga.iid} 0 pay - targets {spear.iid}")
    finally:
        RESPONDERS[("bow", "reaction")].remove(watch)
    assert spear.bowed
    assert any(e.get("card") == spear.iid and e.get("by") == 0 for e in seen)


def test_take_the_favor_and_another_players_target() -> None:
    """ "Political Limited: Take the Imperial Favor." and "Limited: Bow another player's
    target Personality." (phrasings of the pool, on cards built here)."""
    favor = strategy("Seize the Favor", text="Political Limited: Take the Imperial Favor.")
    slight = strategy("Slight", text="Limited: Bow another player's target Personality.")
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[BUSHI], fate=[favor, slight]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI]),
    )
    mine = t.in_play("Bushi")
    theirs = t.in_play("Bushi", seat=1)
    seize, bow = t.to_hand("Seize the Favor"), t.to_hand("Slight")
    t.pass_until("action", seat=0)
    t.act(0, f"play {seize.iid} 0 pay -")
    assert t.state.favor == 0
    t.act(1, Pass())
    assert [a for a in t.legal(0) if a.startswith(f"play {bow.iid} ")] == [
        f"play {bow.iid} 0 pay - targets {theirs.iid}"
    ]
    t.act(0, f"play {bow.iid} 0 pay - targets {theirs.iid}")
    assert theirs.bowed and not mine.bowed
