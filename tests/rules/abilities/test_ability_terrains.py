"""Terrains at their battlefield («Местность» — Terrains, in «Фаза атаки» — Attack Phase):
a Terrain stays at its battlefield until destroyed or the battle ends; a delayed one takes
effect once the Battle segment's actions are over, before Resolution («Подсчет результатов
битвы» — Resolution): "Before this battle resolves, ..."; its continuous text ("Your
Personalities at this battlefield have +1F.") is in force while it is in play."""

from rules.engine import stats
from rules.engine.abilities import parse_abilities
from rules.engine.coverage import FULL, automation
from rules.engine.triggers import BATTLE_RESOLVING
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, follower, personality, stronghold

RICH = stronghold(honor=5, gold=10)


def _table(mine=(), theirs=(), fate=(), their_fate=()) -> Table:
    return Table(
        deck("First", RICH, dynasty=[personality("Bushi", force=2), *mine], fate=list(fate)),
        deck(
            "Second",
            stronghold(honor=2),
            dynasty=[personality("Guard", force=2), *theirs],
            fate=list(their_fate),
        ),
    )


def _play(t: Table, seat: int, card) -> None:
    t.act(seat, next(a for a in t.legal(seat) if a.startswith(f"play {card.iid} ")))


def test_lakeside_retreat_straightens_a_card_before_the_battle_resolves() -> None:
    """Ivory "Lakeside Retreat": "Before this battle resolves, straighten a Follower or
    Personality." Played by the attacker, its trait happens once the battle's actions are
    over: he chooses one of the cards at its battlefield (Bushi, bowed, or the defending
    Guard), and the straightened Bushi adds his Force at Resolution (a bowed unit adds none:
    «Подсчет результатов битвы» — Resolution)."""
    lakeside = real_card("Lakeside Retreat", "twenty_festivals")
    assert automation(lakeside).status == FULL
    trait = next(a for a in parse_abilities(lakeside) if a.trigger is not None)
    assert trait.trigger.event == BATTLE_RESOLVING
    t = _table(fate=[lakeside])
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    terrain = t.to_hand("Lakeside Retreat")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    t.act(0, f"manual bow {bushi.iid}")
    t.act(1, "pass")
    _play(t, 0, terrain)
    assert terrain.zone == "attached" and terrain.controller == 0
    t.act(1, "pass")
    t.act(0, "pass")
    # The trait: its controller chooses which card to straighten, no by-hand step first.
    assert t.game.to_act == 0
    choices = t.legal(0)
    assert sorted(choices) == sorted(
        [
            f"use {terrain.iid} {trait.index} pay - targets {bushi.iid}",
            f"use {terrain.iid} {trait.index} pay - targets {guard.iid}",
        ]
    )
    assert stats.army_force(t.state, [bushi]) == 0
    t.act(0, f"use {terrain.iid} {trait.index} pay - targets {bushi.iid}")
    assert not bushi.bowed
    # Resolution: 2 against 2, a tie, both destroyed; the Terrain is destroyed as it ends.
    assert bushi.zone != "home" and guard.zone != "home"
    assert terrain.zone != "attached"


def _terrain_in_battle(terrain_def, seat: int = 0, guard_honor: int = 2):
    """First attacks Second's Guard with Bushi; `seat` plays the Terrain."""
    t = Table(
        deck("First", RICH, dynasty=[personality("Bushi", force=2, honor=1)], fate=[terrain_def]),
        deck(
            "Second",
            stronghold(honor=2),
            dynasty=[personality("Guard", force=3, honor=guard_honor)],
            fate=[terrain_def, follower("Ashigaru", force=1)],
        ),
    )
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    ashigaru = t.take("Ashigaru", 1, f"on:{guard.iid}")
    terrain = t.to_hand(terrain_def.title, seat=seat)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    return t, bushi, guard, ashigaru, terrain


def test_contentious_terrain_gives_its_controllers_personalities_force() -> None:
    """Ivory "Contentious Terrain": "Your Personalities at this battlefield have +1F." Its
    controller's Personalities at its battlefield, computed while it is in play (Bonuses and
    Penalties — «Бонусы и штрафы»): not the enemy's, nor his Followers; none once the battle
    ends and the Terrain is destroyed."""
    contentious = real_card("Contentious Terrain")
    assert automation(contentious).status == FULL
    t, bushi, guard, ashigaru, terrain = _terrain_in_battle(contentious, seat=1)
    assert stats.force(t.state, guard) == 3
    _play(t, 1, terrain)
    assert stats.force(t.state, guard) == 4
    assert stats.force(t.state, ashigaru) == 1
    assert stats.force(t.state, bushi) == 2
    t.pass_battle()
    assert terrain.zone != "attached"
    assert stats.force(t.state, guard) == 3


def test_hold_the_walls_lowers_the_attackers_at_its_battlefield() -> None:
    """Ivory "Hold the Walls": "Attacking Personalities and Followers have -1F." A Terrain
    describes its battlefield («Местность»): the attacking army there has -1F per card, the
    defenders none."""
    walls = real_card("Hold the Walls", "twenty_festivals")
    assert automation(walls).status == FULL
    t, bushi, guard, ashigaru, terrain = _terrain_in_battle(walls, seat=1)
    _play(t, 1, terrain)
    assert stats.force(t.state, bushi) == 1
    assert stats.force(t.state, guard) == 3 and stats.force(t.state, ashigaru) == 1


def test_blind_honor_penalizes_each_personality_by_his_personal_honor() -> None:
    """Ivory "Blind Honor": "Personalities at this battlefield have a Force penalty equal to
    their Personal Honor." Bushi (Personal Honor 1) 2F -> 1F, the Guard (Personal Honor 2) 3F
    -> 1F; a Follower has no Personal Honor and no penalty."""
    blind = real_card("Blind Honor")
    assert automation(blind).status == FULL
    t, bushi, guard, ashigaru, terrain = _terrain_in_battle(blind, seat=0)
    t.act(1, "pass")
    _play(t, 0, terrain)
    assert stats.force(t.state, bushi) == 1
    assert stats.force(t.state, guard) == 1
    assert stats.force(t.state, ashigaru) == 1


def test_a_moving_battle_moves_an_opposed_attacker_to_an_adjacent_battlefield() -> None:
    """Ivory "A Moving Battle": "Before this battle resolves, you may move one of your
    opposed attacking Personalities at this battlefield to an adjacent, unresolved
    battlefield." Bushi attacks the leftmost Province, opposed by the Guard: he may stay, or
    move to the battlefield of the Province beside it (the only one), where he fights next;
    the Guard then wins alone («Подсчет результатов битвы» — Resolution: an army without
    opponents destroys nothing)."""
    moving = real_card("A Moving Battle", "aftermath")
    assert automation(moving).status == FULL
    t, bushi, guard, _ashigaru, terrain = _terrain_in_battle(moving, seat=0)
    trait = next(a for a in parse_abilities(moving) if a.trigger is not None)
    t.act(1, "pass")
    _play(t, 0, terrain)
    t.act(1, "pass")
    t.act(0, "pass")
    assert sorted(t.legal(0)) == sorted(
        [
            f"use {terrain.iid} {trait.index} pay -",
            f"use {terrain.iid} {trait.index} pay - targets {bushi.iid}",
        ]
    )
    t.act(0, f"use {terrain.iid} {trait.index} pay - targets {bushi.iid}")
    beside = t.province(1, 1).pid
    # One battlefield beside it: he moves there, unasked.
    assert bushi.battle == beside and bushi.zone == "home"
    assert guard.zone == "home" and not guard.bowed
    assert beside not in t.state.attack["resolved"]


def test_a_moving_battle_offers_each_battlefield_beside_the_current_one() -> None:
    """The middle Province has two beside it: the player chooses which battlefield."""
    moving = real_card("A Moving Battle", "aftermath")
    t = Table(
        deck("First", RICH, dynasty=[personality("Bushi", force=2)], fate=[moving]),
        deck("Second", stronghold(honor=2), dynasty=[personality("Guard", force=3)]),
    )
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    terrain = t.to_hand("A Moving Battle")
    t.to_attack()
    t.attack(1, (bushi, 1))
    t.defend((guard, 1))
    trait = next(a for a in parse_abilities(moving) if a.trigger is not None)
    t.act(1, "pass")
    _play(t, 0, terrain)
    t.act(1, "pass")
    t.act(0, "pass")
    t.act(0, f"use {terrain.iid} {trait.index} pay - targets {bushi.iid}")
    assert t.legal(0) == ["option 1", "option 2"]
    t.act(0, "option 2")
    assert bushi.battle == t.province(1, 2).pid


def test_encircled_terrain_keeps_one_personality_on_each_side() -> None:
    """Ivory "Encircled Terrain": "Before this battle resolves, the Attacker and Defender, in
    the order of your choice, each choose one of their own Personalities at its battlefield.
    Move all other Personalities there home." Its controller (the Defender) says who chooses
    first; each keeps one; the others go home before Resolution."""
    encircled = real_card("Encircled Terrain")
    assert automation(encircled).status == FULL
    t = Table(
        deck(
            "First",
            RICH,
            dynasty=[personality("Bushi", force=2), personality("Archer", force=1)],
        ),
        deck(
            "Second",
            stronghold(honor=2),
            dynasty=[personality("Guard", force=3), personality("Yojimbo", force=1)],
            fate=[encircled],
        ),
    )
    bushi, archer = t.in_play("Bushi"), t.in_play("Archer")
    guard, yojimbo = t.in_play("Guard", seat=1), t.in_play("Yojimbo", seat=1)
    terrain = t.to_hand("Encircled Terrain", seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0), (archer, 0))
    t.defend((guard, 0), (yojimbo, 0))
    _play(t, 1, terrain)
    t.act(0, "pass")
    t.act(1, "pass")
    # The order: the Terrain's controller chooses.
    assert t.game.to_act == 1 and t.legal(1) == ["option 1", "option 2"]
    t.act(1, "option 2")  # Second chooses first
    assert t.game.to_act == 1
    t.act(1, "option 2")  # keeps the Yojimbo
    assert t.game.to_act == 0
    t.act(0, "option 1")  # keeps Bushi
    assert guard.battle is None and archer.battle is None
    # Resolution: Bushi 2F against the Yojimbo 1F; the Yojimbo is destroyed.
    assert yojimbo.zone != "home" and bushi.zone == "home"


def _resolve_with(t: Table, seat: int, terrain) -> list[str]:
    """`seat` plays the Terrain as the Battle segment's first action (after the Defender
    passes, if he is the attacker); everyone passes; the notes until the battle ends."""
    if seat == 0:
        t.act(1, "pass")
    _play(t, seat, terrain)
    notes: list[str] = []
    start = t.state.attack["battle"]
    while t.state.attack is not None and t.state.attack["battle"] == start:
        notes += t.act(t.game.to_act, "pass").notes
    return notes


def test_ambush_pits_bows_the_weak_followers_at_its_battlefield() -> None:
    """Ivory "Ambush Pits": "Before this battle resolves, bow all Followers at its
    battlefield with 2 or lower Force." ("its battlefield": the Terrain's, the current one.)
    The Ashigaru bows and adds nothing at Resolution (a bowed Follower adds no Force)."""
    pits = real_card("Ambush Pits")
    assert automation(pits).status == FULL
    t, _bushi, _guard, ashigaru, terrain = _terrain_in_battle(pits, seat=0)
    notes = _resolve_with(t, 0, terrain)
    assert ashigaru.bowed
    assert any("attacking Force 2, defending Force 3" in note for note in notes)


def test_energy_terrain_straightens_every_bowed_card_there() -> None:
    """ "Energy Terrain": "Before this battle's resolution: Straighten all bowed Personalities
    and Followers at the current battlefield." Each kind in turn: the bowed Bushi and the
    bowed Ashigaru straighten."""
    energy = real_card("Energy Terrain", "honor_bound")
    assert automation(energy).status == FULL
    t, bushi, _guard, ashigaru, terrain = _terrain_in_battle(energy, seat=0)
    t.act(0, f"manual bow {bushi.iid}")
    t.act(1, f"manual bow {ashigaru.iid}")
    notes = _resolve_with(t, 0, terrain)
    assert any("attacking Force 2, defending Force 4" in note for note in notes)


def test_defensible_position_lowers_every_card_there() -> None:
    """ "Defensible Position": "Before this battle's resolution: Give -1F to all Personalities
    and Followers at the current battlefield." Bushi 2F -> 1F; the Guard 3F -> 2F and his
    Ashigaru 1F -> 0F: 1 against 2."""
    defensible = real_card("Defensible Position", "ambitions_debt")
    assert automation(defensible).status == FULL
    t, _bushi, _guard, _ashigaru, terrain = _terrain_in_battle(defensible, seat=0)
    notes = _resolve_with(t, 0, terrain)
    assert any("attacking Force 1, defending Force 2" in note for note in notes)


def test_dangerous_terrain_destroys_the_cards_with_no_force() -> None:
    """ "Dangerous Terrain": "Before this battle's resolution: Destroy all Personalities and
    Followers with 0 Force at the current battlefield." ("with 0 Force": with 0 or lower; no
    Force is below 0.) A 0F Follower is destroyed; the others stay."""
    dangerous = real_card("Dangerous Terrain", "ambitions_debt")
    assert automation(dangerous).status == FULL
    t, _bushi, _guard, ashigaru, terrain = _terrain_in_battle(dangerous, seat=0)
    # The Ashigaru's Force brought to 0 for the battle.
    t.act(1, f"manual bonus {ashigaru.iid} -1F")
    assert stats.force(t.state, ashigaru) == 0
    _resolve_with(t, 0, terrain)
    assert ashigaru.zone == "fate-discard"


def test_come_one_at_a_time_gives_its_abilities_while_one_personality_defends() -> None:
    """Ivory "Come One at a Time": "While there is exactly one defending Personality here, he
    has the ability, "Repeatable Battle: Challenge a target enemy Personality. Destroy the
    loser" and each player has the ability, "Repeatable Battle: Move home your target
    attacking Personality. Bow him as he moves."" / "Battle: Destroy a Terrain (if able). Put
    this Terrain into play. Take an additional action granted by it." The Defender plays it:
    his additional action is one it grants (Abilities and Traits — «Способности и надписи»);
    the Attacker, in turn, may send his own attacker home with it."""
    come = real_card("Come One at a Time")
    assert automation(come).status == FULL
    t = Table(
        deck(
            "First",
            RICH,
            dynasty=[personality("Bushi", force=2), personality("Archer", force=1)],
        ),
        deck("Second", stronghold(honor=2), dynasty=[personality("Guard", force=3)], fate=[come]),
    )
    bushi, archer = t.in_play("Bushi"), t.in_play("Archer")
    guard = t.in_play("Guard", seat=1)
    terrain = t.to_hand("Come One at a Time", seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0), (archer, 0))
    t.defend((guard, 0))
    _play(t, 1, terrain)
    # The additional action: only the granted ones (or passing).
    offered = t.legal(1)
    assert t.game.to_act == 1 and offered[0] == "pass"
    assert all(a.split()[2] in ("100", "101") for a in offered[1:]), offered
    challenge = f"use {guard.iid} 100 pay - targets {bushi.iid}"
    send_home = f"use {terrain.iid} 101 pay - targets {archer.iid}"
    assert challenge in offered and send_home not in offered  # not his attacking Personality
    t.act(1, "pass")
    # The Attacker may use "each player"'s ability on the Terrain he does not control.
    assert f"use {terrain.iid} 101 pay - targets {archer.iid}" in t.legal(0)
    t.act(0, f"use {terrain.iid} 101 pay - targets {archer.iid}")
    assert archer.battle is None and archer.bowed


def test_come_one_at_a_time_gives_nothing_with_two_defenders() -> None:
    """Two defending Personalities: no one has either ability."""
    come = real_card("Come One at a Time")
    t = Table(
        deck("First", RICH, dynasty=[personality("Bushi", force=2)]),
        deck(
            "Second",
            stronghold(honor=2),
            dynasty=[personality("Guard", force=3), personality("Yojimbo", force=1)],
            fate=[come],
        ),
    )
    bushi = t.in_play("Bushi")
    guard, yojimbo = t.in_play("Guard", seat=1), t.in_play("Yojimbo", seat=1)
    terrain = t.to_hand("Come One at a Time", seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0), (yojimbo, 0))
    _play(t, 1, terrain)
    # The condition is on both abilities: neither is offered, to either player, and there is
    # no additional action to take with them.
    assert t.game.to_act == 0
    assert not [a for a in t.legal(0) if " 100 " in a or " 101 " in a]


def test_come_one_at_a_time_the_lone_defender_challenges() -> None:
    """The lone Guard's granted challenge: a duel with the Bushi (Duels — «Дуэли»: a tie at
    equal Chi destroys both, as "Destroy the loser" says for each loser)."""
    come = real_card("Come One at a Time")
    t = Table(
        deck("First", RICH, dynasty=[personality("Bushi", force=2)]),
        deck("Second", stronghold(honor=2), dynasty=[personality("Guard", force=3)], fate=[come]),
    )
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    terrain = t.to_hand("Come One at a Time", seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    _play(t, 1, terrain)
    entry = t.act(1, f"use {guard.iid} 100 pay - targets {bushi.iid}")
    assert "Guard challenges Bushi (Guard)" in entry.notes
    assert t.game.waiting_for == "duel"
    while t.game.waiting_for == "duel":
        t.act(t.game.to_act, "strike")
    assert bushi.zone != "home" and guard.zone != "home"


def test_narrow_ground_reduces_every_personality_there_to_two_force() -> None:
    """Narrow Ground (Gold): "Before this battle resolves, reduce to 2 the Force of each
    Personality at this battlefield." The Guard (3F) has 2F; the Bushi (2F) keeps his; the
    Ashigaru, no Personality, keeps his 1F: 2 against 3."""
    narrow = real_card("Narrow Ground", "gold_edition")
    assert automation(narrow).status == FULL
    t, _bushi, _guard, _ashigaru, terrain = _terrain_in_battle(narrow, seat=0)
    notes = _resolve_with(t, 0, terrain)
    assert "Guard's Force is reduced to 2 this turn" in notes
    assert not any("Bushi's Force is reduced" in note for note in notes)
    assert any("attacking Force 2, defending Force 3" in note for note in notes)


def test_swamp_marsh_reduces_every_follower_there_to_one_force() -> None:
    """Swamp Marsh (Gold): "Before this battle's resolution: Reduce the Force of each
    Follower at the current battlefield to 1." A 3F Follower has 1F at Resolution."""
    swamp = real_card("Swamp Marsh", "gold_edition")
    assert automation(swamp).status == FULL
    t, _bushi, _guard, ashigaru, terrain = _terrain_in_battle(swamp, seat=0)
    t.act(1, f"manual bonus {ashigaru.iid} +2F")
    assert stats.force(t.state, ashigaru) == 3
    notes = _resolve_with(t, 0, terrain)
    assert "Ashigaru's Force is reduced to 1 this turn" in notes
    assert any("attacking Force 2, defending Force 4" in note for note in notes)


def test_no_additional_action_before_a_battle_resolves() -> None:
    """The battle's round of actions is over before it resolves («Местность»: no Battle
    action is taken once a Terrain's effect is applied), so a Reaction giving an additional
    Battle action then ("A Samurai's Fury") stays with the player."""
    fury = real_card("A Samurai's Fury", "gold_edition")
    assert automation(fury).status != FULL
