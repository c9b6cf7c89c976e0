"""Battle actions about battlefields and the units at them («Фаза атаки» — Attack Phase,
Battle: «Битва»; Costs and Effects — «Стоимости и Эффекты»)."""

from rules.engine import ops, payment, stats
from rules.engine.abilities import parse_abilities
from rules.engine.coverage import FULL, automation
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, personality, strategy, stronghold

RICH = stronghold(honor=5, gold=10)
RIDER = personality("Rider", force=2, keywords=("Samurai", "Cavalry"))


def _army_table(army_def, mine):
    return Table(
        deck("First", RICH, dynasty=list(mine), fate=[army_def]),
        deck("Second", stronghold(honor=2), dynasty=[personality("Guard", force=3)]),
    )


def test_versatile_army_costs_nothing_with_cavalry_and_infantry_here() -> None:
    """Ivory "Versatile Army": "This ability's Gold cost is 0 if you control both a Cavalry
    unit and an Infantry unit at this battlefield. / Battle, :g3:: Straighten or bow a target
    Personality." With a Cavalry Rider and the Infantry Bushi at the battlefield it is played
    paying nothing; with the Bushi alone it costs 3."""
    army = real_card("Versatile Army")
    assert automation(army).status == FULL
    action = parse_abilities(army)[0]
    t = _army_table(army, [RIDER, personality("Bushi", force=2)])
    rider, bushi = t.in_play("Rider"), t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    card = t.to_hand("Versatile Army")
    t.to_attack()
    t.act(0, "attack 1")
    t.act(0, f"assign {bushi.iid} to {t.province(1, 0).pid}")
    t.act(0, "pass")
    t.defend((guard, 0))
    # Cavalry Maneuvers: the Rider joins the battle.
    t.act(0, f"assign {rider.iid} to {t.province(1, 0).pid}")
    t.act(1, "pass")
    assert payment.cost(t.state, 0, army, action.gold_cost, True) == 0
    assert f"play {card.iid} 0 pay - targets {guard.iid}" in t.legal(0)
    stronghold = t.state.cards[t.state.players[0].stronghold]
    t.act(0, f"play {card.iid} 0 pay - targets {guard.iid}")
    assert guard.bowed and not stronghold.bowed


def test_versatile_army_costs_three_without_both_kinds_of_unit() -> None:
    army = real_card("Versatile Army")
    action = parse_abilities(army)[0]
    t = _army_table(army, [personality("Bushi", force=2)])
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    card = t.to_hand("Versatile Army")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    t.act(1, "pass")
    assert payment.cost(t.state, 0, army, action.gold_cost, True) == 3
    assert f"play {card.iid} 0 pay - targets {guard.iid}" not in t.legal(0)
    assert any(a.startswith(f"play {card.iid} 0 pay ") for a in t.legal(0))


def test_versatile_blade_brings_its_personality_from_home_to_an_opposed_battle() -> None:
    """Ivory "Versatile Blade": "Home Battle: If this Personality would be opposed, discard a
    card to move him to the current battlefield." The Bushi at home, his player's Archer
    attacking the Guard: the action is offered (he would be opposed), a card is discarded and
    he joins the battle. Where the Archer fights unopposed it is not offered."""
    blade = real_card("Versatile Blade", "twenty_festivals")
    assert automation(blade).status == FULL
    t = Table(
        deck(
            "First",
            RICH,
            dynasty=[personality("Bushi", force=2), personality("Archer", force=1)],
            fate=[blade, real_card("Versatile Army")],
        ),
        deck("Second", stronghold(honor=2), dynasty=[personality("Guard", force=3)]),
    )
    bushi, archer = t.in_play("Bushi"), t.in_play("Archer")
    guard = t.in_play("Guard", seat=1)
    sword = t.take("Versatile Blade", 0, f"on:{bushi.iid}")
    fodder = t.to_hand("Versatile Army")
    t.to_attack()
    t.attack(1, (archer, 0))
    t.defend((guard, 0))
    t.act(1, "pass")
    offered = [a for a in t.legal(0) if a.startswith(f"use {sword.iid} 1 ")]
    assert offered, t.legal(0)
    t.act(0, offered[0])
    # The cost: a card of his hand, which he chooses.
    assert f"choose {fodder.iid}" in t.legal(0)
    t.act(0, f"choose {fodder.iid}")
    assert bushi.battle == t.province(1, 0).pid
    assert fodder.zone == "fate-discard"


def test_versatile_blade_is_not_offered_where_he_would_be_unopposed() -> None:
    blade = real_card("Versatile Blade", "twenty_festivals")
    t = Table(
        deck(
            "First",
            RICH,
            dynasty=[personality("Bushi", force=2), personality("Archer", force=1)],
            fate=[blade, real_card("Versatile Army")],
        ),
        deck("Second", stronghold(honor=2), dynasty=[personality("Guard", force=3)]),
    )
    bushi, archer = t.in_play("Bushi"), t.in_play("Archer")
    t.in_play("Guard", seat=1)
    sword = t.take("Versatile Blade", 0, f"on:{bushi.iid}")
    t.to_hand("Versatile Army")
    t.to_attack()
    t.attack(1, (archer, 0))
    t.defend()
    while t.game.to_act == 1:
        t.act(1, "pass")
    assert not [a for a in t.legal(0) if a.startswith(f"use {sword.iid} 1 ")]


def test_the_false_route_creates_a_battlefield_without_a_province() -> None:
    """ "The False Route": "Battle: Create a battlefield without a Province. Move your target
    Personality and a target enemy Personality there; if your Personality is a Scout,
    straighten his unit." The bowed Scout and the Guard leave the battle for the new
    battlefield; once this battle resolves, the attacker chooses it among those still to be
    fought (Battle — «Битва»: the attacker picks each battlefield in turn); there the
    stronger army wins (Resolution — «Подсчет результатов битвы»), but no Province has
    strength there or can fall."""
    route = real_card("The False Route", "gates_of_chaos")
    assert automation(route).status == FULL
    scout = personality("Scout", force=5, keywords=("Samurai", "Scout"))
    t = Table(
        deck("First", RICH, dynasty=[scout, personality("Archer", force=1)], fate=[route]),
        deck(
            "Second",
            stronghold(honor=2),
            dynasty=[personality("Guard", force=3), personality("Yojimbo", force=1)],
        ),
    )
    runner, archer = t.in_play("Scout"), t.in_play("Archer")
    guard, yojimbo = t.in_play("Guard", seat=1), t.in_play("Yojimbo", seat=1)
    card = t.to_hand("The False Route")
    t.to_attack()
    t.attack(1, (runner, 0), (archer, 0))
    t.defend((guard, 0), (yojimbo, 0))
    province = t.province(1, 0)
    t.act(0, f"manual bow {runner.iid}")
    t.act(1, "pass")
    t.act(0, f"play {card.iid} 0 pay - targets {runner.iid},{guard.iid}")
    fields = t.state.attack["fields"]
    assert len(fields) == 1 and runner.battle == guard.battle == fields[0]
    assert not runner.bowed  # a Scout: his unit straightens
    assert fields[0] not in [p.pid for p in t.state.players[1].provinces]
    # This battle: the Archer against the Yojimbo, a tie; then the new battlefield.
    t.pass_battle()
    # The only battlefield left: it is fought next.
    assert t.state.attack["battle"] == fields[0]
    entry = t.pass_battle()
    assert guard.zone != "home" and runner.zone == "home"
    assert any(f"resolution at battlefield {fields[0]}" in note for note in entry.notes)
    assert province in t.state.players[1].provinces


def test_a_unit_moves_to_a_battlefield_an_action_created() -> None:
    """A battlefield The False Route created lies at no Province: a unit moved there by any
    later effect (a Reserve Personality recruited into that battle, a move to the current
    battlefield) arrives, as at a Province's battlefield."""
    route = real_card("The False Route", "gates_of_chaos")
    scout = personality("Scout", force=5, keywords=("Samurai", "Scout"))
    t = Table(
        deck(
            "First",
            RICH,
            dynasty=[scout, personality("Archer", force=1), personality("Runner", force=1)],
            fate=[route],
        ),
        deck("Second", stronghold(honor=2), dynasty=[personality("Guard", force=3)]),
    )
    runner, archer = t.in_play("Scout"), t.in_play("Archer")
    late = t.in_play("Runner")
    guard = t.in_play("Guard", seat=1)
    card = t.to_hand("The False Route")
    t.to_attack()
    t.attack(1, (runner, 0), (archer, 0))
    t.defend((guard, 0))
    t.act(1, "pass")
    t.act(0, f"play {card.iid} 0 pay - targets {runner.iid},{guard.iid}")
    field = t.state.attack["fields"][0]
    ops.move(t.state, late, f"battle:{field}", 0)
    assert late.battle == field


def test_the_sun_returns_negates_a_battle_action() -> None:
    """Ivory "The Sun Returns": "Interrupt: Bow your target unbowed Tactician. Negate the
    effects of a Battle or Engage action." It answers a Battle action announced, before its
    effects (Canceling Actions and Negating Effects — «Отмена действий и аннулирование
    эффектов»): the Tactician bows, the action does nothing."""
    sun = real_card("The Sun Returns")
    assert automation(sun).status == FULL
    strike = strategy("Sudden Strike", text="Battle: Give a target Personality -2F.")
    t = Table(
        deck("First", RICH, dynasty=[personality("Bushi", force=2)], fate=[strike]),
        deck(
            "Second",
            stronghold(honor=2),
            dynasty=[personality("General", force=3, keywords=("Samurai", "Tactician"))],
            fate=[sun],
        ),
    )
    bushi = t.in_play("Bushi")
    general = t.in_play("General", seat=1)
    card = t.to_hand("Sudden Strike")
    answer = t.to_hand("The Sun Returns", seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((general, 0))
    t.act(1, "pass")
    t.act(0, f"play {card.iid} 0 pay - targets {general.iid}")
    assert t.game.to_act == 1
    assert f"play {answer.iid} 0 pay - targets {general.iid}" in t.legal(1)
    t.act(1, f"play {answer.iid} 0 pay - targets {general.iid}")
    # The Tactician bows for The Sun Returns; the Strike's penalty never happens.
    assert general.bowed
    assert stats.force(t.state, general) == 3


def test_the_sun_returns_is_not_offered_against_other_actions() -> None:
    """Not against a Strategy's Limited action, nor without an unbowed Tactician."""
    sun = real_card("The Sun Returns")
    strike = strategy("Sudden Strike", text="Battle: Bow a target Personality.")
    t = Table(
        deck("First", RICH, dynasty=[personality("Bushi", force=2)], fate=[strike]),
        deck("Second", stronghold(honor=2), dynasty=[personality("Guard", force=3)], fate=[sun]),
    )
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    card = t.to_hand("Sudden Strike")
    answer = t.to_hand("The Sun Returns", seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    t.act(1, "pass")
    t.act(0, f"play {card.iid} 0 pay - targets {guard.iid}")
    assert not [a for a in t.legal(1) if a.startswith(f"play {answer.iid} ")]
    assert guard.bowed


def test_ancestral_armor_of_the_unicorn_stops_an_action_moving_personalities() -> None:
    """Ivory "Ancestral Armor of the Unicorn Clan": "Interrupt, :bow:: The action cannot move
    Personalities." Answering a Battle action announced ("Move home a target Personality"),
    the Armor bows and the Rider stays at the battlefield; the action's other effects happen
    (Canceling Actions and Negating Effects — «Отмена действий и аннулирование эффектов»).
    A later action moves him as usual."""
    armor = real_card("Ancestral Armor of the Unicorn Clan • Experienced")
    assert automation(armor).status == FULL
    rout = strategy("Rout", text="Battle: Move home a target Personality. Give him -1F.")
    t = Table(
        deck("First", RICH, dynasty=[personality("Bushi", force=2)], fate=[rout, rout]),
        deck(
            "Second",
            stronghold(honor=2),
            dynasty=[personality("Rider", force=3, clans=("Unicorn",))],
            fate=[armor],
        ),
    )
    bushi = t.in_play("Bushi")
    rider = t.in_play("Rider", seat=1)
    plate = t.take(armor.title, 1, f"on:{rider.iid}")
    first = t.to_hand("Rout")
    second = t.take("Rout", 0, "hand")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((rider, 0))
    t.act(1, "pass")
    t.act(0, f"play {first.iid} 0 pay - targets {rider.iid}")
    assert f"use {plate.iid} 0 pay -" in t.legal(1)
    t.act(1, f"use {plate.iid} 0 pay -")
    assert plate.bowed
    assert rider.battle == t.province(1, 0).pid
    assert stats.force(t.state, rider) == 3 + armor.force - 1
    assert not t.state.attack.get("no_move")
    t.act(1, "pass")
    t.act(0, f"play {second.iid} 0 pay - targets {rider.iid}")
    while t.game.to_act == 1 and t.game.waiting_for != "battle":
        t.act(1, "pass")
    assert rider.battle is None


def test_journeys_end_gives_an_additional_action_after_a_move_to_the_battle() -> None:
    """Ivory "Journey's End": "Absent Interrupt: After the Battle action resolves, if it
    moved your Personality to a battlefield, then take an additional action." A Battle
    action brings the Archer from home to the battle; once it resolves, Journey's End gives
    its player another action at once (Actions — «Акции»: an additional action is taken
    before play passes on)."""
    journey = real_card("Journey's End")
    assert automation(journey).status == FULL
    march = strategy(
        "Forced March",
        text="Battle: Move your target Personality at any location to this battlefield.",
    )
    t = Table(
        deck(
            "First",
            RICH,
            dynasty=[personality("Bushi", force=2), personality("Archer", force=1)],
            fate=[march, journey, strategy("Quick Cut", text="Battle: Bow a target Personality.")],
        ),
        deck("Second", stronghold(honor=2), dynasty=[personality("Guard", force=3)]),
    )
    bushi, archer = t.in_play("Bushi"), t.in_play("Archer")
    guard = t.in_play("Guard", seat=1)
    move = t.to_hand("Forced March")
    end = t.to_hand("Journey's End")
    cut = t.to_hand("Quick Cut")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    t.act(1, "pass")
    t.act(0, f"play {move.iid} 0 pay - targets {archer.iid}")
    assert archer.battle == t.province(1, 0).pid
    # The reaction window after the action resolves: Journey's End is offered.
    assert t.game.to_act == 0 and f"play {end.iid} 0 pay -" in t.legal(0)
    t.act(0, f"play {end.iid} 0 pay -")
    # The additional action: still First's turn to act in the battle.
    assert t.game.to_act == 0 and t.game.waiting_for == "battle"
    t.act(0, f"play {cut.iid} 0 pay - targets {guard.iid}")
    assert guard.bowed


def test_journeys_end_gives_nothing_after_an_action_that_moved_no_one() -> None:
    journey = real_card("Journey's End")
    t = Table(
        deck(
            "First",
            RICH,
            dynasty=[personality("Bushi", force=2)],
            fate=[journey, strategy("Quick Cut", text="Battle: Bow a target Personality.")],
        ),
        deck("Second", stronghold(honor=2), dynasty=[personality("Guard", force=3)]),
    )
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    end = t.to_hand("Journey's End")
    cut = t.to_hand("Quick Cut")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    t.act(1, "pass")
    t.act(0, f"play {cut.iid} 0 pay - targets {guard.iid}")
    if f"play {end.iid} 0 pay -" in t.legal(0):
        t.act(0, f"play {end.iid} 0 pay -")
    # No additional action: the Defender acts next.
    assert t.game.to_act == 1
