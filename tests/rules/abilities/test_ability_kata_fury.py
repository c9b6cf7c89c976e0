"""Unchecked Fury (`rules.engine.phrasings.kata`, `rules.engine.equip_paid`):

"Limited: Put this Kata into play. Discard all your other Kata in play with different
titles." and "Battle, :gstar:: If this card is in play, Equip a Spell to your target
unbowed, opposed Shugenja. You may take an additional action." «Стоимость и эффекты» (Costs
and Effects): the Gold paid for the action pays for the Spell; «Выбор цели» (Targeting): the
Shugenja is a legal target only when a Spell in the hand can be Equipped to him for it.
"""

from rules.engine.abilities import parse_abilities
from rules.engine.actions import Pass
from rules.engine.coverage import assess
from tests.rules_cards import Table, card, deck, holding, personality, strategy, stronghold

FURY = strategy(
    "Unchecked Fury",
    keywords=["Kata"],
    text="Limited: Put this Kata into play. Discard all your other Kata in play with different "
    "titles.\nBattle, :gstar:: If this card is in play, Equip a Spell to your target unbowed, "
    "opposed Shugenja. You may take an additional action.",
)
CALM = strategy(
    "Calm Form",
    keywords=["Kata"],
    text="Limited: Put this Kata into play. Discard your other Kata in play.",
)
BOLT = card("Fire Bolt", "Spell", deck="Fate", gold_cost=2)
GREAT = card("Great Storm", "Spell", deck="Fate", gold_cost=6)
PRIEST = personality("Priest", keywords=("Shugenja",))
BRUTE = personality("Brute", force=3, chi=1)
PIT = holding("Clay Pit", cost=1, text=":bow:: Produce 1 Gold.")


def test_unchecked_fury_enters_play_and_equips_a_spell_for_the_gold_paid() -> None:
    assert assess(FURY, parse_abilities(FURY)).status == "full"
    t = Table(
        deck(
            "First",
            stronghold(honor=5, gold=4),
            dynasty=[PRIEST, PIT],
            fate=[FURY, CALM, BOLT, GREAT],
        ),
        deck("Second", stronghold(honor=2), dynasty=[BRUTE]),
    )
    priest = t.in_play("Priest")
    pit = t.in_play("Clay Pit")
    brute = t.in_play("Brute", seat=1)
    castle = t.state.players[0].stronghold
    calm = t.to_hand("Calm Form")
    fury = t.to_hand("Unchecked Fury")
    t.pass_until("action", seat=0)
    t.act(0, f"play {calm.iid} 0 pay -")
    assert calm.in_play
    while t.game.to_act != 0:
        t.act(t.game.to_act, Pass())
    t.act(0, f"play {fury.iid} 0 pay -")
    assert fury.in_play and not calm.in_play
    bolt = t.to_hand("Fire Bolt")
    great = t.to_hand("Great Storm")
    t.to_attack()
    t.attack(1, (priest, 0))
    t.defend((brute, 0))
    while not (t.game.waiting_for == "battle" and t.game.to_act == 0):
        t.act(t.game.to_act, Pass())
    uses = [a for a in t.legal(0) if a.startswith(f"use {fury.iid} 1 ")]
    # 1 Gold (the Pit) equips no Spell; 4 (the Stronghold) equips the 2-cost Bolt.
    assert f"use {fury.iid} 1 pay {pit.iid} targets {priest.iid}" not in uses
    assert f"use {fury.iid} 1 pay {castle} targets {priest.iid}" in uses
    t.act(0, f"use {fury.iid} 1 pay {castle} targets {priest.iid}")
    assert t.legal(0) == [f"choose {bolt.iid}"]
    t.act(0, f"choose {bolt.iid}")
    assert bolt.host == priest.iid and great.zone == "hand"
    # The additional action: the turn to act is still the First player's.
    assert t.game.to_act == 0
