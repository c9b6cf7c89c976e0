"""Ivory starter cards whose trait line leads with a trait and ends with a triggered trait,
and the moments they name (Actions: Reactions — «Акции»: «Реакции»; a trait with no timing
word happens by itself at its moment):

- Daigotsu Geiko: "Will not join a player whose Wind is The Kanpeki Dynasty. After a Dark
  Virtue, :fear:, or :maho: action resolves, if Geiko is at the current battlefield, give
  him +1F." — an action called by any word of the list; the card itself at the battlefield
  as the condition (`phrasings.here_conditions`); the bonus lasts the turn («Стоимость и
  эффекты»: an effect with no stated duration ends with the turn).
- Moto Naleesh, the Living Goddess: "Infantry Personalities opposing Naleesh have -1F.
  After you Recruit a Personality during battle, gain 1 Honor." and "Engage: Give Reserve
  to a target face-up Unicorn Clan Personality in your Province." (`phrasings.province_targets`)
"""

from rules.engine import stats
from rules.engine.abilities import parse_abilities
from rules.engine.actions import Pass
from rules.engine.coverage import FULL, assess
from rules.engine.triggers import ACTION_RESOLVED, IN_BATTLE, REACTION, RECRUITED, read_trigger
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, personality, strategy, stronghold

GEIKO_TEXT = (
    "Will not join a player whose Wind is The Kanpeki Dynasty. After a Dark Virtue, :fear:, "
    "or :maho: action resolves, if Geiko is at the current battlefield, give him +1F."
)
GEIKO = personality("Daigotsu Geiko", force=4, chi=3, clans=("Spider",), text_plain=GEIKO_TEXT)
TERROR = personality("Terror", force=1, text_plain="Battle: Fear 2.")
CURSE = strategy("Blood Curse", text="Battle: Give your target Personality +1F.", keywords=["Maho"])
PLAIN = strategy("Plain Push", text="Battle: Give your target Personality +1F.")
GUARD = personality("Guard", force=2)
RICH = stronghold(honor=5, gold=12)


def _geiko_table() -> Table:
    return Table(
        deck("First", RICH, dynasty=[GEIKO, TERROR], fate=[CURSE, PLAIN]),
        deck("Second", stronghold(honor=2, gold=12), dynasty=[GUARD, GUARD]),
    )


def test_geiko_reads_the_list_of_action_words() -> None:
    found = read_trigger(GEIKO, GEIKO_TEXT.split(". ", 1)[1])
    assert found is not None
    trigger, effect, _ = found
    assert (trigger.event, trigger.timing) == (ACTION_RESOLVED, REACTION)
    assert trigger.any_words == ("dark virtue", "fear", "maho")
    assert effect == "If Geiko is at the current battlefield, give him +1F."
    assert assess(GEIKO, parse_abilities(GEIKO)).status == FULL
    real = real_card("Daigotsu Geiko")
    assert assess(real, parse_abilities(real)).status == FULL


def test_geiko_gains_force_after_a_fear_action_at_his_battlefield() -> None:
    """Terror's Fear 2 resolves (a :fear: action) while Geiko is at the battlefield: Geiko
    has +1F; a plain Battle action gives him nothing."""
    t = _geiko_table()
    geiko = t.in_play("Daigotsu Geiko")
    terror = t.in_play("Terror")
    guard = t.in_play("Guard", seat=1)
    plain = t.to_hand("Plain Push")
    t.to_attack()
    t.attack(1, (geiko, 0), (terror, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    t.act(0, f"play {plain.iid} 0 pay - targets {terror.iid}")
    assert stats.force(t.state, geiko) == 4
    t.act(1, Pass())
    t.act(0, f"fear {terror.iid} at {guard.iid}")
    while t.game.waiting_for == "reactions":
        t.act(t.game.to_act, Pass())
    assert stats.force(t.state, geiko) == 5


def test_geiko_at_home_gains_nothing_from_a_maho_action() -> None:
    """A Maho Strategy's Battle action resolves at a battle Geiko is not in: no bonus."""
    t = _geiko_table()
    geiko = t.in_play("Daigotsu Geiko")
    terror = t.in_play("Terror")
    guard = t.in_play("Guard", seat=1)
    curse = t.to_hand("Blood Curse")
    t.to_attack()
    t.attack(1, (terror, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    t.act(0, f"play {curse.iid} 0 pay - targets {terror.iid}")
    while t.game.waiting_for == "reactions":
        t.act(t.game.to_act, Pass())
    assert stats.force(t.state, terror) == 2
    assert stats.force(t.state, geiko) == 4


def test_geiko_gains_force_after_a_maho_action_at_his_battlefield() -> None:
    t = _geiko_table()
    geiko = t.in_play("Daigotsu Geiko")
    guard = t.in_play("Guard", seat=1)
    curse = t.to_hand("Blood Curse")
    t.to_attack()
    t.attack(1, (geiko, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    t.act(0, f"play {curse.iid} 0 pay - targets {geiko.iid}")
    while t.game.waiting_for == "reactions":
        t.act(t.game.to_act, Pass())
    # +1F from the Strategy, +1F from Geiko's trait.
    assert stats.force(t.state, geiko) == 6


NALEESH = real_card("Moto Naleesh, the Living Goddess • Experienced")
RIDER = personality("Utaku Rider", clans=("Unicorn",), cost=3)
CRAB = personality("Hida Walker", clans=("Crab",), cost=3)
UNICORN = stronghold(honor=5, gold=12, clans=("Unicorn",))


def test_naleesh_is_read_whole() -> None:
    assert assess(NALEESH, parse_abilities(NALEESH)).status == FULL
    found = read_trigger(NALEESH, "After you Recruit a Personality during battle, gain 1 Honor.")
    assert found is not None
    assert (found[0].event, found[0].detail) == (RECRUITED, IN_BATTLE)


def test_naleesh_gives_reserve_and_gains_honor_for_the_recruit_in_battle() -> None:
    """Naleesh's Engage action targets a face-up Unicorn Clan Personality in her player's
    Province (not the Crab one beside it, Targeting — «Выбор цели и перенаправление»); with
    Reserve he is recruited into the battle as an Absent Battle action, and Naleesh's trait
    gains her player 1 Honor (Actions — «Акции»)."""
    t = Table(
        deck("First", UNICORN, dynasty=[NALEESH, RIDER, CRAB]),
        deck("Second", stronghold(honor=2, gold=12), dynasty=[GUARD]),
    )
    naleesh = t.in_play(NALEESH.key)
    guard = t.in_play("Guard", seat=1)
    rider = t.to_province("Utaku Rider", index=1)
    t.to_province("Hida Walker", index=2)
    t.to_attack()
    t.attack(1, (naleesh, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    uses = [a for a in t.legal(0) if a.startswith(f"use {naleesh.iid} ")]
    assert uses == [f"use {naleesh.iid} 0 pay - targets {rider.iid}"]
    t.act(0, uses[0])
    assert "Reserve" in [mod[1] for mod in rider.mods]
    t.act(1, Pass())
    honor = t.state.players[0].honor
    recruits = [a for a in t.legal(0) if a.startswith(f"recruit {rider.pid} ")]
    assert recruits
    t.act(0, recruits[0])
    while t.game.waiting_for == "reactions":
        t.act(t.game.to_act, Pass())
    assert rider.battle == t.province(1, 0).pid
    assert t.state.players[0].honor == honor + 1


def test_naleesh_gains_no_honor_for_a_recruit_outside_battle() -> None:
    t = Table(
        deck("First", UNICORN, dynasty=[NALEESH, RIDER]),
        deck("Second", stronghold(honor=2, gold=12), dynasty=[GUARD]),
    )
    t.in_play(NALEESH.key)
    rider = t.to_province("Utaku Rider", index=1)
    t.pass_until("dynasty", seat=0)
    honor = t.state.players[0].honor
    recruits = [a for a in t.legal(0) if a.startswith(f"recruit {rider.pid} ")]
    t.act(0, recruits[0])
    while t.game.waiting_for == "reactions":
        t.act(t.game.to_act, Pass())
    assert rider.zone == "home"
    assert t.state.players[0].honor == honor
