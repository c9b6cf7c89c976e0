"""One or two targets of one description, the second left unchosen if the player wishes
(«Выбор цели» — Choosing Targets: each is chosen as the action is announced, two distinct
cards), and the sentence's effect on each of them."""

import dataclasses

from rules.engine.abilities import parse_abilities
from rules.engine.coverage import FULL, automation
from rules.engine.effects import BOW, STRAIGHTEN
from rules.engine.targets import parse_target
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, personality, stronghold


def _table(card):
    t = Table(
        deck(
            "First",
            stronghold(honor=5, gold=10),
            dynasty=[
                personality("Shinobi", keywords=("Ninja",)),
                personality("Spy", keywords=("Ninja",)),
                personality("Bushi"),
            ],
            fate=[card],
        ),
        deck("Second", stronghold(honor=2)),
    )
    cards = [t.in_play(n) for n in ("Shinobi", "Spy", "Bushi")]
    return t, t.to_hand(card.title), cards


def test_hidden_in_the_shadows_straightens_one_or_two_ninja() -> None:
    """The Dead of Winter "Hidden in the Shadows": "Battle/Open: Target one or two Ninja
    cards: Straighten them." Both bowed Ninja are chosen and straighten; one alone may be
    chosen too; the Bushi is no Ninja."""
    hidden = real_card("Hidden in the Shadows", "the_dead_of_winter")
    assert automation(hidden).status == FULL
    (ability,) = parse_abilities(hidden)
    assert [(e.op, e.on) for e in ability.effects] == [(STRAIGHTEN, 0), (STRAIGHTEN, 1)]
    assert not ability.targets[0].optional and ability.targets[1].optional
    t, card, (shinobi, spy, bushi) = _table(hidden)
    t.pass_until("action", seat=0)
    for c in (shinobi, spy, bushi):
        t.act(0, f"manual bow {c.iid}")
    offered = [a for a in t.legal(0) if a.startswith(f"play {card.iid} ")]
    assert f"play {card.iid} 0 pay - targets {shinobi.iid}" in offered
    assert not any(str(bushi.iid) in a.split("targets ")[1].split(",") for a in offered)
    both = f"play {card.iid} 0 pay - targets {shinobi.iid},{spy.iid}"
    assert both in offered
    t.act(0, both)
    assert not shinobi.bowed and not spy.bowed and bushi.bowed


def test_the_distant_reaches_reads_bow_one_or_two_target_attachments() -> None:
    """Embers of War "The Distant Reaches": "Open, :bow:: Bow one or two target
    attachments." Two targets of the same description, the second optional, each bowed."""
    reaches = real_card("The Distant Reaches", "embers_of_war")
    assert automation(reaches).status == FULL
    (ability,) = [a for a in parse_abilities(reaches) if a.effects]
    assert [(e.op, e.on) for e in ability.effects] == [(BOW, 0), (BOW, 1)]
    attachment = parse_target("a target attachments")
    assert attachment is not None
    assert ability.targets[0].kinds == attachment.kinds


LAYS = "Destroy a Terrain (if able). Put this Terrain into play."


def test_imperial_proclamation_moves_zero_to_two_attackers_home() -> None:
    """The Fall of Otosan Uchi "Imperial Proclamation": "Before this battle resolves, target
    zero to two attacking Personalities and move them home." The defender plays it; once
    the battle's actions are over he may choose both attackers, who go home before the
    Resolution (Terrains — «Местность»), one of them, or none. Its play line ("If there are
    no Terrains at the current battlefield, discard the Imperial Favor to put this Terrain
    into play there.") stays with the player, so the trait is played here on a copy whose
    play line only lays it."""
    printed = real_card("Imperial Proclamation", "the_fall_of_otosan_uchi")
    trait_line, play_line = printed.text_plain.split("\n")
    assert automation(printed).manual == (play_line,)
    proclamation = dataclasses.replace(
        printed,
        text_plain=f"{trait_line}\nBattle: {LAYS}",
    )
    assert automation(proclamation).status == FULL
    t = Table(
        deck(
            "First",
            stronghold(honor=5, gold=10),
            dynasty=[personality("Bushi"), personality("Scout")],
        ),
        deck(
            "Second",
            stronghold(honor=2, gold=10),
            dynasty=[personality("Guard", force=1)],
            fate=[proclamation],
        ),
    )
    bushi, scout = t.in_play("Bushi"), t.in_play("Scout")
    guard = t.in_play("Guard", seat=1)
    card = t.to_hand(proclamation.title, seat=1)
    t.state.favor = 1
    t.to_attack()
    t.attack(1, (bushi, 0), (scout, 0))
    t.defend((guard, 0))
    if t.game.to_act == 0:
        t.act(0, "pass")
    t.act(1, next(a for a in t.legal(1) if a.startswith(f"play {card.iid} ")))
    assert card.zone == "attached"
    t.act(0, "pass")
    t.act(1, "pass")
    trait = next(a for a in parse_abilities(proclamation) if a.trigger is not None)
    use = f"use {card.iid} {trait.index} pay -"
    options = t.legal(1)
    assert f"{use} targets {bushi.iid},{scout.iid}" in options
    assert f"{use} targets {bushi.iid}" in options and use in options
    t.act(1, f"{use} targets {bushi.iid},{scout.iid}")
    assert bushi.zone == "home" and scout.zone == "home"
    assert guard.in_play
