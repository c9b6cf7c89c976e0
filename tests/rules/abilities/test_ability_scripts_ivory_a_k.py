"""Ivory Edition starter-deck cards, titles A to K, whose text the engine did not play:
each is played through the engine here, citing the card and the rulebook section for its
timing and targets (Targeting — «Выбор цели и перенаправление»: targets are chosen when
the action is announced, before costs). Cards are read from the printing the catalogue
shows (a title with a set file) or from the Ivory Edition."""

from rules.engine import stats
from rules.engine.abilities import actions_of, text_lines
from rules.engine.actions import Option, Pass
from rules.engine.continuous import has_keyword
from rules.engine.state import Card
from rules.table import describe
from tests.real_cards import real_card
from tests.rules.abilities.test_ability_play import BUSHI, SPEARMEN, battle, table
from tests.rules.abilities.test_ability_scripts_ivory import compiled, force, scripted, uses
from tests.rules_cards import Table, deck, follower, personality, strategy, stronghold
from tests.rules_cards import card as card_def

GS = "gathering_storms"
AMOH = "a_matter_of_honor"
BIG = personality("Big", force=5, chi=2)


def test_two_abilities_printed_on_one_line_are_two_abilities() -> None:
    """ "Incendiary Archers" (Gathering Storms prints both on one line): "Battle, :bow::
    :ranged: 2. Battle: :fear: 2." Two actions («Способности и надписи»: an ability is the
    text after its timing word and colon): the Fear does not bow the card, the Ranged Attack
    does (Ranged Attacks and Fear — «Атаки с расстояния», «Ужас»)."""
    archers = real_card("Incendiary Archers", GS)
    assert text_lines(archers) == ["Battle, :bow:: :ranged: 2.", "Battle: :fear: 2."]
    assert [(a.effect, a.strength, a.bow) for a in actions_of(archers)] == [
        ("ranged", 2, True),
        ("fear", 2, False),
    ]
    t = table([("Incendiary Archers", GS)])
    bushi, guard, spear = battle(t, follower_for_defender=True)
    shooter = t.take("Incendiary Archers", 0, f"on:{bushi.iid}")
    t.act(1, Pass())
    t.act(0, f"fear {shooter.iid} at {guard.iid}")
    assert spear.bowed and not shooter.bowed
    t.act(1, Pass())
    t.act(0, f"ranged {shooter.iid} at {spear.iid}")
    assert spear.zone == "fate-discard" and shooter.bowed


def test_a_reminder_in_parentheses_is_not_split() -> None:
    """The Tactician's reminder holds "Battle:" inside its parentheses ("Bayushi Chizuken"):
    it stays one line."""
    line = (
        "(Once per game per card, a Resilient card does not die in battle resolution. "
        "Battle: Discard a card to give this Tactician a Force bonus equal to the card's "
        "Focus Value.)"
    )
    assert text_lines(personality("Reminded", force=2, chi=2, text_plain=line)) == [line]


def test_family_dojo_gives_your_followers_at_this_battle_a_bonus() -> None:
    """ "Family Dojo" (Emperor promotional printing): "Battle, :bow:: Give each of your
    Followers at this battle +1F." No card is targeted; the Followers at the current
    battlefield (Relevance — «Правило уместности») get +1F, a Follower at home none."""
    dojo = ("Family Dojo", "promotional_emperor")
    compiled(real_card(*dojo), 1)
    t = table([dojo, "Spearmen"])
    hall = t.in_play("Family Dojo")
    t.act(0, f"manual straighten {hall.iid}")
    home = t.in_play("Bushi")
    stay = t.take("Spearmen", 0, f"on:{home.iid}")
    bushi, _guard, spear = battle(t, follower_for_defender=True)
    fight = t.take("Spearmen", 0, f"on:{bushi.iid}")
    t.act(1, Pass())
    t.act(0, f"use {hall.iid} 1 pay -")
    assert hall.bowed
    assert stats.force(t.state, fight) == 3
    assert stats.force(t.state, stay) == 2 and stats.force(t.state, spear) == 2


DRILL = strategy("Drill", text="Battle: Give your target Personality +1F.")


def _directing_table() -> tuple[Table, Card]:
    directing = real_card("Directing the Battle", "aftermath")
    t = Table(
        deck(
            "First", stronghold(honor=5, gold=5), dynasty=[BUSHI], fate=[directing, *[DRILL] * 12]
        ),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI]),
    )
    return t, t.to_hand("Directing the Battle")


def test_directing_the_battle_searches_when_enemy_units_are_here() -> None:
    """ "Directing the Battle" (Aftermath): "Battle, :g4:: If there are any enemy units at
    this battlefield, search your Fate deck for a non-unique Battle Strategy. Show it and put
    it in your hand." The condition holds for the whole search (Conditions are checked as
    the effect resolves — «Стоимость и эффекты»); the deck is shuffled after it («Колода после
    поиска в ней карты обязательно перемешивается»)."""
    compiled(real_card("Directing the Battle", "aftermath"))
    t, card = _directing_table()
    bushi = t.in_play("Bushi")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    t.act(0, next(a for a in t.legal(0) if a.startswith(f"play {card.iid} 0 ")))
    drills = [c for c in t.cards("Drill", 0) if c.zone == "fate"]
    assert drills and t.legal(0) == [f"choose {c.iid}" for c in drills]
    drill = drills[0]
    entry = t.act(0, f"choose {drill.iid}")
    assert drill.zone == "hand" and "First shows and puts Drill into their hand" in entry.notes


def test_directing_the_battle_finds_nothing_in_an_unopposed_battle() -> None:
    """Unopposed, the same action is played for its cost and searches nothing."""
    t, card = _directing_table()
    bushi = t.in_play("Bushi")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend()
    in_hand = [c.iid for c in t.cards("Drill", 0) if c.zone == "hand"]
    entry = t.act(0, next(a for a in t.legal(0) if a.startswith(f"play {card.iid} 0 ")))
    assert [c.iid for c in t.cards("Drill", 0) if c.zone == "hand"] == in_hand
    assert t.game.waiting_for != "choice" and card.zone == "fate-discard"
    assert not any("searches" in note for note in entry.notes)


def test_daidoji_tametaka_may_also_target_and_move_home_his_side() -> None:
    """Ivory "Daidoji Tametaka": "Battle: Give a target enemy Follower or Personality -4F.
    You may target your Personality and move him home." Both targets are chosen as the
    action is announced (Targeting — «Выбор цели и перенаправление»), the second only if
    the player wants it; without it the action gives the penalty alone."""
    tametaka = real_card("Daidoji Tametaka")
    compiled(tametaka)
    assert [t.optional for t in actions_of(tametaka)[0].targets] == [False, True]
    t = table(["Daidoji Tametaka"])
    hero = t.in_play("Daidoji Tametaka")
    bushi = t.in_play("Bushi")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (hero, 0), (bushi, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    offered = uses(t, 0, "use", hero.iid)
    base = f"use {hero.iid} 0 pay - targets {guard.iid}"
    assert offered == sorted([base, f"{base},{hero.iid}", f"{base},{bushi.iid}"])
    t.act(0, f"{base},{bushi.iid}")
    assert force(t, guard) == 0 and bushi.battle is None and hero.battle is not None


def test_daidoji_tametaka_without_the_optional_target() -> None:
    t = table(["Daidoji Tametaka"])
    hero = t.in_play("Daidoji Tametaka")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (hero, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    t.act(0, f"use {hero.iid} 0 pay - targets {guard.iid}")
    assert force(t, guard) == 0 and hero.battle is not None


def test_doji_soeka_sets_a_lower_honor_personality_force_to_his_chi() -> None:
    """Ivory "Doji Soeka": "Open: Target a Personality with lower Personal Honor than
    Soeka's Chi. Set his Force equal to his own Chi." Only such a Personality is a target
    (Targeting — «Выбор цели и перенаправление»); the Force lasts the turn («Если на карте
    прямо не указана продолжительность ее эффекта, то он прекращается в конце текущего
    хода»)."""
    soeka = real_card("Doji Soeka")
    scripted(soeka)
    proud = personality("Proud", force=1, chi=4, honor=(soeka.chi or 0) + 1)
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[soeka, proud]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI]),
    )
    hero = t.in_play("Doji Soeka")
    t.in_play("Proud")
    guard = t.in_play("Bushi", seat=1)
    t.pass_until("action", seat=0)
    assert uses(t, 0, "use", hero.iid) == sorted(
        f"use {hero.iid} 0 pay - targets {iid}" for iid in (hero.iid, guard.iid)
    )
    entry = t.act(0, f"use {hero.iid} 0 pay - targets {guard.iid}")
    assert force(t, guard) == 2 and "Bushi's Force is set to 2" in entry.notes[-1]
    t.pass_until("action", seat=1, later=True)
    assert force(t, guard) == 3


SHUGENJA = personality("Water Caller", force=1, chi=4, keywords=("Shugenja",))


def test_blistering_rain_gives_a_penalty_equal_to_your_personalitys_chi() -> None:
    """ "Blistering Rain" (Aftermath): "Water Battle, :bow:: Give a target Personality or
    Follower a Force penalty equal to your target Personality's Chi." Both targets are in
    the battle (Relevance — «Правило уместности»); the Spell bows as its cost."""
    rain = real_card("Blistering Rain", "aftermath")
    scripted(rain)
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[SHUGENJA, BUSHI], fate=[rain]),
        deck("Second", stronghold(honor=2), dynasty=[BIG]),
    )
    caller = t.in_play("Water Caller")
    spell = t.take("Blistering Rain", 0, f"on:{caller.iid}")
    guard = t.in_play("Big", seat=1)
    t.to_attack()
    t.attack(1, (caller, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    assert f"use {spell.iid} 0 pay - targets {guard.iid},{caller.iid}" in t.legal(0)
    t.act(0, f"use {spell.iid} 0 pay - targets {guard.iid},{caller.iid}")
    assert force(t, guard) == 1 and spell.bowed


def _strength(t: Table) -> int:
    return stats.province_strength(t.state, 1, t.province(1, 0).pid)


def test_expensive_achievement_raises_or_lowers_this_province() -> None:
    """ "Expensive Achievement" (Aftermath): "Battle: Give this Province +2 or -2 Strength."
    The player chooses which as the effect resolves (an "or" in an effect is the acting
    player's choice — «Стоимость и эффекты»); the choice is an action of the log."""
    achievement = real_card("Expensive Achievement", "aftermath")
    compiled(achievement)
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[BUSHI], fate=[achievement]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI]),
    )
    card = t.to_hand("Expensive Achievement")
    battle(t)
    before = _strength(t)
    t.act(1, Pass())
    t.act(0, f"play {card.iid} 0 pay -")
    assert t.legal(0) == ["option 1", "option 2"]
    assert (
        describe(t.game, 0, Option(2)) == "Give this Province -2 strength (Expensive Achievement)"
    )
    entry = t.act(0, "option 2")
    assert _strength(t) == before - 2
    assert "First chooses for Expensive Achievement: give this Province -2 strength" in entry.notes


def test_advance_warning_moves_home_straightens_a_scout_and_changes_strength() -> None:
    """Ivory "Advance Warning": "Battle: Move your target Personality home. If he is a
    Scout, straighten his unit. Raise or lower the current province's strength by his
    Force." His Force is read as the effect resolves; the player chooses raise or lower. A
    bowed Scout of yours is a target: the action may straighten him («за исключением акций,
    которые разворачивают их»)."""
    warning = real_card("Advance Warning")
    scripted(warning)
    scout = personality("Scout", force=3, chi=2, keywords=("Samurai", "Scout"))
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[scout, BUSHI], fate=[warning]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI]),
    )
    card = t.to_hand("Advance Warning")
    runner = t.in_play("Scout")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (runner, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    t.act(0, f"manual bow {runner.iid}")
    before = _strength(t)
    assert uses(t, 0, "play", card.iid) == [f"play {card.iid} 0 pay - targets {runner.iid}"]
    t.act(0, f"play {card.iid} 0 pay - targets {runner.iid}")
    assert runner.battle is None and not runner.bowed
    t.act(0, "option 1")
    assert _strength(t) == before + 3


def test_humble_house_token_lasts_until_your_next_turn_begins() -> None:
    """Ivory "Humble House": "Limited, :bow:: Give a target Personality a +1F Sake token.
    Remove it after your next turn begins." The token outlasts the turn's end (a token
    stays while its card is in play — «Токены») and the other player's turn, and is removed
    as its player's next turn begins."""
    compiled(real_card("Humble House"), 1)
    t = table(["Humble House"])
    house = t.in_play("Humble House")
    bushi = t.in_play("Bushi")
    t.act(0, f"manual straighten {house.iid}")
    t.pass_until("action", seat=0)
    t.act(0, f"use {house.iid} 1 pay - targets {bushi.iid}")
    assert force(t, bushi) == 4 and house.bowed
    t.pass_until("action", seat=1, later=True)
    assert force(t, bushi) == 4
    t.pass_until("action", seat=0, later=True)
    assert force(t, bushi) == 3


def test_fall_back_straightens_his_unit_and_may_straighten_another() -> None:
    """Ivory "Fall Back!": "Battle: Move home your target Personality. As he moves,
    straighten his unit and you may straighten one of your other units (at any location)."
    His bowed unit is a target (the action straightens it — «за исключением акций, которые
    разворачивают их»); the other unit is not a target: the player chooses it, or none, as
    the effect resolves."""
    scripted(real_card("Fall Back!"))
    t = table(["Fall Back!", "Spearmen"])
    card = t.to_hand("Fall Back!")
    home = t.in_play("Bushi")
    bushi, _guard, _ = battle(t)
    spear = t.take("Spearmen", 0, f"on:{bushi.iid}")
    for bowed in (bushi, spear, home):
        t.act(0, f"manual bow {bowed.iid}")
    t.act(1, Pass())
    t.act(0, f"play {card.iid} 0 pay - targets {bushi.iid}")
    assert bushi.battle is None and not bushi.bowed and not spear.bowed
    assert t.legal(0) == ["option 1", "option 2"]
    assert describe(t.game, 0, Option(1)) == "Straighten Bushi's unit (Fall Back!)"
    t.act(0, "option 1")
    assert not home.bowed


def test_hida_advisor_transfers_a_follower_between_unbowed_personalities() -> None:
    """Ivory "Hida Advisor": "Open, :bow:: Transfer your target Follower from one of your
    unbowed Personalities to another." The Follower is the target; the Personality it goes
    to is chosen as the effect resolves, among the player's other unbowed Personalities (a
    bowed one is not offered)."""
    advisor_card = real_card("Hida Advisor")
    scripted(advisor_card, 1)
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[advisor_card, *[BUSHI] * 3], fate=[SPEARMEN]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI]),
    )
    advisor = t.in_play("Hida Advisor")
    first, second, tired = (t.in_play("Bushi") for _ in range(3))
    spear = t.take("Spearmen", 0, f"on:{first.iid}")
    t.act(0, f"manual straighten {advisor.iid}")
    t.pass_until("action", seat=0)
    t.act(0, f"manual bow {tired.iid}")
    assert uses(t, 0, "use", advisor.iid, 1) == [f"use {advisor.iid} 1 pay - targets {spear.iid}"]
    t.act(0, f"use {advisor.iid} 1 pay - targets {spear.iid}")
    assert t.legal(0) == ["option 1"]
    entry = t.act(0, "option 1")
    assert spear.host == second.iid and advisor.bowed
    assert "Spearmen moves from Bushi to Bushi" in entry.notes


def test_collapsing_bridge_gives_a_province_of_your_choice_strength() -> None:
    """Ivory "Collapsing Bridge" (the catalogue's Shattered Empire wording): "Open: Give a
    Province +3PS. Destroy this Holding." "A Province" is no target: the player chooses it as
    the effect resolves, among every player's Provinces."""
    bridge = ("Collapsing Bridge", "shattered_empire")
    compiled(real_card(*bridge))
    t = table([bridge])
    hold = t.in_play("Collapsing Bridge")
    t.pass_until("action", seat=0)
    t.act(0, f"use {hold.iid} 0 pay -")
    provinces = [p for player in t.state.players for p in player.provinces]
    assert t.legal(0) == [f"option {n}" for n in range(1, len(provinces) + 1)]
    mine = t.province(0, 1)
    before = stats.province_strength(t.state, 0, mine.pid)
    t.act(0, f"option {provinces.index(mine) + 1}")
    assert stats.province_strength(t.state, 0, mine.pid) == before + 3
    assert hold.zone == "dynasty-discard"


def test_defensive_formation_gives_one_to_three_defenders_a_bonus() -> None:
    """ "Defensive Formation" (A Matter of Honor): "Battle: Give one to three of your target
    defending Personalities +2F." One target, or two, or three, all chosen as the action is
    announced (Targeting — «Выбор цели и перенаправление»)."""
    formation = real_card("Defensive Formation", AMOH)
    scripted(formation)
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[BUSHI]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI, BUSHI], fate=[formation]),
    )
    card = t.to_hand("Defensive Formation", seat=1)
    bushi = t.in_play("Bushi")
    first, second = t.in_play("Bushi", seat=1), t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((first, 0), (second, 0))
    offered = uses(t, 1, "play", card.iid)
    play = f"play {card.iid} 0 pay - targets "
    assert f"{play}{first.iid}" in offered and f"{play}{first.iid},{second.iid}" in offered
    assert not [a for a in offered if a.endswith(f" {bushi.iid}")]
    t.act(1, f"{play}{first.iid},{second.iid}")
    assert force(t, first) == 5 and force(t, second) == 5


def _fear_battle(t: Table, hero) -> tuple:
    guard = t.in_play("Bushi", seat=1)
    small = t.take("Spearmen", 1, f"on:{guard.iid}")
    t.to_attack()
    t.attack(1, (hero, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    return guard, small


def test_ikoma_yoshimoko_fear_is_stronger_with_a_terrain() -> None:
    """Ivory "Ikoma Yoshimoko": "Battle: Fear 2, or Fear 3 if you control a Terrain." The
    strength is read as the Fear is made (Creating Fear — «Ужас»: every Follower of the
    target unit with Force at most the Fear's strength bows)."""
    yoshimoko = real_card("Ikoma Yoshimoko")
    assert [(a.effect, a.strength) for a in actions_of(yoshimoko)] == [("fear", 2)]
    hills = strategy(
        "Open Ground", text="Battle: Put this Terrain into play.", keywords=["Terrain"]
    )
    big = follower("Heavy Spearmen", force=3)
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[yoshimoko], fate=[hills]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI], fate=[SPEARMEN, big]),
    )
    hero = t.in_play("Ikoma Yoshimoko")
    guard, _ = _fear_battle(t, hero)
    heavy = t.take("Heavy Spearmen", 1, f"on:{guard.iid}")
    ground = t.to_hand("Open Ground")
    t.act(0, f"play {ground.iid} 0 pay -")
    t.act(1, Pass())
    entry = t.act(0, f"fear {hero.iid} at {guard.iid}")
    assert heavy.bowed and "creates Fear 3" in entry.notes[-1]


def test_in_awe_of_the_earth_fear_of_the_shugenjas_chi() -> None:
    """Ivory "In Awe of the Earth": "Earth Battle, :bow:: Fear with
    strength equal to this Shugenja's Chi, plus 1 if he is Earth." The Spell bows as the
    action's cost (Costs and Effects — «Стоимость и эффекты»); the Fear is 3 from an Earth
    Shugenja of Chi 2."""
    awe = real_card("In Awe of the Earth")
    [ability] = actions_of(awe)
    assert (ability.effect, ability.bow) == ("fear", True)
    earth = personality("Earth Caller", force=1, chi=2, keywords=("Shugenja", "Earth"))
    big = follower("Heavy Spearmen", force=3)
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[earth], fate=[awe]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI], fate=[SPEARMEN, big]),
    )
    caller = t.in_play("Earth Caller")
    spell = t.take("In Awe of the Earth", 0, f"on:{caller.iid}")
    guard, _ = _fear_battle(t, caller)
    heavy = t.take("Heavy Spearmen", 1, f"on:{guard.iid}")
    t.act(0, f"fear {spell.iid} at {guard.iid}")
    assert heavy.bowed and spell.bowed


def test_isawa_ikariya_shoots_with_the_spells_in_his_unit() -> None:
    """ "Isawa Ikariya" (Aftermath): "Fire Battle: Ranged Attack equal to the number of
    Spells in this unit." Two Spells: a Ranged 2 Attack (Ranged Attacks — «Атаки с
    расстояния»: it destroys a target of no more Force)."""
    ikariya = real_card("Isawa Ikariya", "aftermath")
    assert [(a.effect, a.strength_rule) for a in actions_of(ikariya)] == [("ranged", "count:Spell")]
    scroll = card_def("Scroll", "Spell", deck="Fate")
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[ikariya], fate=[scroll, scroll]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI], fate=[SPEARMEN]),
    )
    hero = t.in_play("Isawa Ikariya")
    for _ in range(2):
        t.take("Scroll", 0, f"on:{hero.iid}")
    _guard, small = _fear_battle(t, hero)
    entry = t.act(0, f"ranged {hero.iid} at {small.iid}")
    assert small.zone == "fate-discard"
    assert "Isawa Ikariya: Ranged 2 Attack destroys Spearmen (2 Force)" in entry.notes


COURTIER = personality("Envoy", force=1, chi=3, keywords=("Courtier",))


def test_favors_bows_your_courtier_and_a_target_player_gains_or_loses() -> None:
    """Ivory "Favors": "Political Limited: Bow your target unbowed Courtier. A target player
    gains or loses 2 Honor." The player is a target, chosen as the action is announced (by
    his Stronghold in the action's text); gaining or losing is chosen as it resolves."""
    favors = real_card("Favors")
    compiled(favors)
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[COURTIER], fate=[favors]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI]),
    )
    card = t.to_hand("Favors")
    envoy = t.in_play("Envoy")
    t.pass_until("action", seat=0)
    castles = [t.state.players[seat].stronghold for seat in (0, 1)]
    assert uses(t, 0, "play", card.iid) == sorted(
        f"play {card.iid} 0 pay - targets {envoy.iid},{castle}" for castle in castles
    )
    honor = t.state.players[1].honor
    t.act(0, f"play {card.iid} 0 pay - targets {envoy.iid},{castles[1]}")
    assert envoy.bowed
    t.act(0, "option 2")
    assert t.state.players[1].honor == honor - 2


def test_inexplicable_challenge_is_a_political_battle_action() -> None:
    """Ivory "Inexplicable Challenge": "Political Battle: Target your Courtier at any
    location. Bow a target enemy card without attachments. A target player gains or loses 2
    Honor." A Political Battle action is taken in a battle (the Imperial Favor's "Political
    Battle" in the rulebook); the Courtier at home is a target (at any location), the
    enemy card is in the battle (Relevance — «Правило уместности»)."""
    challenge = real_card("Inexplicable Challenge")
    scripted(challenge)
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[COURTIER, BUSHI], fate=[challenge]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI], fate=[SPEARMEN]),
    )
    card = t.to_hand("Inexplicable Challenge")
    envoy = t.in_play("Envoy")
    _bushi, guard, spear = battle(t, follower_for_defender=True)
    t.act(1, Pass())
    mine = t.state.players[0].stronghold
    offered = uses(t, 0, "play", card.iid)
    assert f"play {card.iid} 0 pay - targets {envoy.iid},{spear.iid},{mine}" in offered
    assert not [a for a in offered if f",{guard.iid}," in a]
    honor = t.state.players[0].honor
    t.act(0, f"play {card.iid} 0 pay - targets {envoy.iid},{spear.iid},{mine}")
    t.act(0, "option 1")
    assert spear.bowed and not envoy.bowed and t.state.players[0].honor == honor + 2


def test_deafening_thunder_may_be_destroyed_for_another_battle_action() -> None:
    """Ivory "Deafening Thunder": "Thunder Battle, :bow:: Give a target enemy Personality or
    Follower a Force penalty equal to this Shugenja's Chi. If its Force is now 0 or this
    Shugenja is Thunder, you may destroy this Spell to take an additional Battle action."
    The Spearmen's Force is now 0: the player may destroy the Spell, and acts again (an
    additional action — «Стоимость и эффекты»)."""
    thunder = real_card("Deafening Thunder")
    scripted(thunder)
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[SHUGENJA], fate=[thunder]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI], fate=[SPEARMEN]),
    )
    caller = t.in_play("Water Caller")
    spell = t.take("Deafening Thunder", 0, f"on:{caller.iid}")
    guard = t.in_play("Bushi", seat=1)
    spear = t.take("Spearmen", 1, f"on:{guard.iid}")
    t.to_attack()
    t.attack(1, (caller, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    t.act(0, f"use {spell.iid} 0 pay - targets {spear.iid}")
    assert force(t, spear) == 0
    assert t.legal(0) == ["option 1", "option 2"]
    entry = t.act(0, "option 1")
    assert spell.zone == "fate-discard"
    assert "First may take an additional Battle action" in entry.notes
    assert t.game.to_act == 0


def test_deafening_thunder_offers_nothing_more_on_a_stronger_target() -> None:
    """The same Spell from a Shugenja of Chi 1 who is not Thunder, on the Bushi (3 Force, 2
    after the penalty): no choice is offered, the turn to act passes on."""
    thunder = real_card("Deafening Thunder")
    weak = personality("Weak Caller", force=1, chi=1, keywords=("Shugenja",))
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[weak], fate=[thunder]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI]),
    )
    caller = t.in_play("Weak Caller")
    spell = t.take("Deafening Thunder", 0, f"on:{caller.iid}")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (caller, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    t.act(0, f"use {spell.iid} 0 pay - targets {guard.iid}")
    assert force(t, guard) == 2 and spell.in_play and t.game.to_act == 1


def test_isawa_shunryu_gives_your_samurai_or_the_enemy_a_bonus() -> None:
    """Ivory "Isawa Shunryu, the Infinite Eye": "Void Home Battle, :bow:: Give all your
    opposed Samurai +1F, or all enemy Personalities -1F." From home (Home — «Специальные
    надписи»); which of the two, the player chooses as the effect resolves. His trait ("Before
    you draw cards at the end of your turn, draw a card.") stays with the player."""
    shunryu = real_card("Isawa Shunryu, the Infinite Eye")
    scripted(shunryu)
    samurai = personality("Samurai", force=2, chi=2, keywords=("Samurai",))
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[shunryu, samurai, BUSHI]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI, BUSHI]),
    )
    eye = t.in_play("Isawa Shunryu, the Infinite Eye")
    blade = t.in_play("Samurai")
    guard = t.in_play("Bushi", seat=1)
    away = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (blade, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    t.act(0, f"use {eye.iid} 0 pay -")
    t.act(0, "option 2")
    assert force(t, guard) == 2 and force(t, away) == 2 and force(t, blade) == 2 and eye.bowed


def test_army_like_a_tide_gives_conqueror_and_a_second_target_when_behind() -> None:
    """Ivory "Army Like a Tide": "Battle: Target your Personality, or one or two of your
    Personalities if you have fewer Provinces than any other player. Give them each +1F and
    Conqueror (A Conqueror's unit doesn't bow after battle)." With as many Provinces as the
    other player, one target; with fewer, one or two. Conqueror lasts the turn («Если на
    карте прямо не указана продолжительность ее эффекта, то он прекращается в конце
    текущего хода»)."""
    tide = real_card("Army Like a Tide")
    scripted(tide)
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[BUSHI, BUSHI], fate=[tide]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI]),
    )
    card = t.to_hand("Army Like a Tide")
    first, second = t.in_play("Bushi"), t.in_play("Bushi")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (first, 0), (second, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    play = f"play {card.iid} 0 pay - targets "
    assert uses(t, 0, "play", card.iid) == sorted(f"{play}{i}" for i in (first.iid, second.iid))
    t.act(0, f"manual destroy-province 0 {t.province(0, 3).pid}")
    assert f"{play}{first.iid},{second.iid}" in uses(t, 0, "play", card.iid)
    t.act(0, f"{play}{first.iid},{second.iid}")
    assert force(t, first) == 4 and force(t, second) == 4
    assert has_keyword(t.state, first, "Conqueror") and has_keyword(t.state, second, "Conqueror")
    assert not has_keyword(t.state, guard, "Conqueror")


RALLY = strategy("Rally", text="Battle: Straighten a target Personality.")


def test_bayushi_toshimo_bows_a_card_that_cannot_straighten() -> None:
    """Ivory "Bayushi Toshimo": "Battle: Bow a target enemy card without attachments. If
    Toshimo has a Weapon or you control a Courtier, the card cannot straighten." With a
    Courtier at home, the bowed Bushi stays bowed when an action straightens him, this turn
    («Если на карте прямо не указана продолжительность ее эффекта, то он прекращается в
    конце текущего хода»)."""
    toshimo = real_card("Bayushi Toshimo")
    scripted(toshimo)
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[toshimo, COURTIER]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI], fate=[RALLY]),
    )
    hero = t.in_play("Bayushi Toshimo")
    t.in_play("Envoy")
    guard = t.in_play("Bushi", seat=1)
    rally = t.to_hand("Rally", seat=1)
    t.to_attack()
    t.attack(1, (hero, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    t.act(0, f"use {hero.iid} 0 pay - targets {guard.iid}")
    assert guard.bowed
    entry = t.act(1, f"play {rally.iid} 0 pay - targets {guard.iid}")
    assert guard.bowed and "Bushi cannot straighten" in entry.notes


def test_inspired_devotion_gives_a_yojimbo_the_highest_chi() -> None:
    """Ivory "Inspired Devotion": "Battle/Open: Give your target Personality +2F or you may,
    if he is a Yojimbo, give him a Force bonus equal to the highest Chi among all Courtiers
    and Shugenja you control (at any location)." For a Yojimbo the player chooses as it
    resolves; for another Personality the +2F is the only way and is given unasked."""
    devotion = real_card("Inspired Devotion")
    scripted(devotion)
    guard = personality("Guard", force=2, chi=2, keywords=("Samurai", "Yojimbo"))
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[guard, COURTIER, BUSHI], fate=[devotion] * 2),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI]),
    )
    first = t.to_hand("Inspired Devotion")
    yojimbo = t.in_play("Guard")
    t.in_play("Envoy")
    bushi = t.in_play("Bushi")
    t.pass_until("action", seat=0)
    t.act(0, f"play {first.iid} 0 pay - targets {yojimbo.iid}")
    assert t.legal(0) == ["option 1", "option 2"]
    t.act(0, "option 2")
    assert force(t, yojimbo) == 5
    t.act(1, Pass())
    second = t.to_hand("Inspired Devotion")
    t.act(0, f"play {second.iid} 0 pay - targets {bushi.iid}")
    assert force(t, bushi) == 5 and t.game.to_act == 1


def test_defensive_grill_moves_a_personality_to_another_opposed_battlefield() -> None:
    """Ivory "Defensive Grill": "Absent Battle: Move a target Personality (at the current
    battlefield) to an unresolved battlefield where he would be opposed." Absent: played
    without presence («Правило присутствия»); the battlefield is chosen as it resolves,
    among the unresolved ones with units of the other side."""
    grill = real_card("Defensive Grill")
    scripted(grill)
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[BUSHI, BUSHI]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI, BUSHI, BUSHI], fate=[grill]),
    )
    card = t.to_hand("Defensive Grill", seat=1)
    first, second = t.in_play("Bushi"), t.in_play("Bushi")
    g1, g2, g3 = (t.in_play("Bushi", seat=1) for _ in range(3))
    t.to_attack()
    t.attack(1, (first, 0), (second, 1))
    t.defend((g1, 0), (g2, 1))
    if t.game.waiting_for == "choosing a battle":
        t.act(0, f"battle {t.province(1, 0).pid}")
    pid = t.state.attack["battle"]
    other = t.province(1, 1).pid if pid == t.province(1, 0).pid else t.province(1, 0).pid
    here = first if first.battle == pid else second
    t.act(1, f"play {card.iid} 0 pay - targets {here.iid}")
    assert t.legal(1) == ["option 1"]
    t.act(1, "option 1")
    assert here.battle == other and g3.battle is None


def _akane_battle() -> tuple[Table, Card, Card]:
    akane = real_card("Bayushi Akane")
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[akane, BUSHI]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI]),
    )
    hero = t.in_play("Bayushi Akane")
    _bushi, guard, _ = battle(t)
    t.act(1, Pass())
    t.act(0, f"use {hero.iid} 0 pay - targets {guard.iid}")
    return t, hero, guard


def test_bayushi_akane_his_controller_dishonors_him() -> None:
    """Ivory "Bayushi Akane": "Political Home Battle, :bow:: Target a Personality. His
    controller may dishonor him. If he did not become dishonorable (or was already
    dishonorable), give him -3F." From home (Home), in a battle (a Political Battle action);
    the choice is the target's controller's: dishonored, he keeps his Force."""
    scripted(real_card("Bayushi Akane"))
    t, hero, guard = _akane_battle()
    assert hero.bowed and t.game.to_act == 1 and t.legal(1) == ["option 1", "option 2"]
    t.act(1, "option 1")
    assert guard.dishonored and force(t, guard) == 3


def test_bayushi_akane_refused_gives_the_penalty() -> None:
    t, _hero, guard = _akane_battle()
    t.act(1, "option 2")
    assert not guard.dishonored and force(t, guard) == 0


def test_ancestral_armor_of_the_phoenix_discard_a_spell_or_bow() -> None:
    """Ivory "Ancestral Armor of the Phoenix Clan • Experienced": "Battle/Open, :bow::
    Another player may discard a Spell or Kiho from his hand. If he does not, he must target
    and bow one of his unbowed Personalities." The other player chooses: one of his Spells
    or Kiho to discard, or one of his unbowed Personalities to bow; the Armor bows as the
    cost."""
    title = "Ancestral Armor of the Phoenix Clan • Experienced"
    armor_card = real_card(title)
    scripted(armor_card)
    scroll = card_def("Scroll", "Spell", deck="Fate")
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[BUSHI], fate=[armor_card]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI, BUSHI], fate=[scroll]),
    )
    bushi = t.in_play("Bushi")
    armor = t.take(title, 0, f"on:{bushi.iid}")
    first, second = t.in_play("Bushi", seat=1), t.in_play("Bushi", seat=1)
    spell = t.to_hand("Scroll", seat=1)
    t.pass_until("action", seat=0)
    t.act(0, f"use {armor.iid} 0 pay -")
    assert armor.bowed and t.game.to_act == 1
    options = {describe(t.game, 1, Option(n)) for n in range(1, len(t.legal(1)) + 1)}
    # Two Personalities of one title are told apart in words, not by ids.
    assert options == {
        f"Discard Scroll ({title})",
        f"Bow Bushi (at home, first) ({title})",
        f"Bow Bushi (at home, second) ({title})",
    }
    t.act(1, f"option {len(t.legal(1))}")
    assert spell.zone == "hand" and sum(p.bowed for p in (first, second)) == 1


THREE = strategy("Three Rings", focus=3)
ONE = strategy("One Ring", focus=1)


def _gorobei_battle() -> tuple[Table, Card, Card]:
    gorobei = real_card("Kaiu Gorobei", AMOH)
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[gorobei], fate=[THREE, ONE]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI]),
    )
    hero = t.in_play("Kaiu Gorobei")
    for title in ("Three Rings", "One Ring"):
        t.to_hand(title)
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (hero, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    t.act(0, f"use {hero.iid} 0 pay - targets {guard.iid}")
    return t, hero, guard


def test_kaiu_gorobei_bows_a_card_no_stronger_than_the_discarded_focus() -> None:
    """ "Kaiu Gorobei" (A Matter of Honor): "Battle: Discard a card to bow a target enemy card
    with Force equal to or lower than the discarded card's Focus Value." The card discarded
    is the cost, paid before the effect («Стоимость и эффекты»); its Focus Value 3 reaches
    the Bushi's 3 Force."""
    scripted(real_card("Kaiu Gorobei", AMOH))
    t, _hero, guard = _gorobei_battle()
    three = t.find("Three Rings", zone="hand")
    assert f"choose {three.iid}" in t.legal(0)
    t.act(0, f"choose {three.iid}")
    assert guard.bowed and three.zone == "fate-discard"


def test_kaiu_gorobei_a_lower_focus_bows_nothing() -> None:
    t, _hero, guard = _gorobei_battle()
    t.act(0, f"choose {t.find('One Ring', zone='hand').iid}")
    assert not guard.bowed


def test_agasha_kyokuta_gains_the_focus_and_may_shoot_with_it() -> None:
    """Ivory "Agasha Kyokuta": "Fire Void Battle: Discard a card with an element keyword to
    give Kyokuta a Force bonus equal to the card's Focus Value. You may make a Ranged Attack
    with strength equal to that Focus Value." Only a card with an element keyword may be
    discarded (the cost); the Ranged Attack's target is optional, chosen as the action is
    announced (Ranged Attacks — «Атаки с расстояния»)."""
    kyokuta = real_card("Agasha Kyokuta")
    scripted(kyokuta)
    fire = strategy("Fire Lesson", focus=2, keywords=["Fire"])
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[kyokuta], fate=[fire, ONE]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI], fate=[SPEARMEN]),
    )
    hero = t.in_play("Agasha Kyokuta")
    lesson, plain = t.to_hand("Fire Lesson"), t.to_hand("One Ring")
    _guard, spear = _fear_battle(t, hero)
    offered = uses(t, 0, "use", hero.iid)
    assert offered == sorted(
        [f"use {hero.iid} 0 pay -", f"use {hero.iid} 0 pay - targets {spear.iid}"]
    )
    t.act(0, f"use {hero.iid} 0 pay - targets {spear.iid}")
    assert f"choose {plain.iid}" not in t.legal(0)
    entry = t.act(0, f"choose {lesson.iid}")
    assert force(t, hero) == 4 and spear.zone == "fate-discard"
    assert "Agasha Kyokuta: Ranged 2 Attack destroys Spearmen (2 Force)" in entry.notes


def test_daidoji_gensai_moves_in_and_may_discard_to_shoot() -> None:
    """ "Daidoji Gensai" (Aftermath): "Home Battle: If Gensai would be opposed, move him to the
    current battlefield. After he moves, you may discard a card to make a Ranged Attack with
    strength equal to the card's Focus Value." From home (Home); the Ranged Attack's target
    is chosen as the action is announced; after the move the player may discard (or pass)."""
    gensai = real_card("Daidoji Gensai", "aftermath")
    scripted(gensai)
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[gensai, BUSHI], fate=[THREE]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI], fate=[SPEARMEN]),
    )
    hero = t.in_play("Daidoji Gensai")
    three = t.to_hand("Three Rings")
    _bushi, _guard, spear = battle(t, follower_for_defender=True)
    # Gensai is Cavalry: he stays home through the Cavalry maneuvers.
    t.act(0, Pass())
    t.act(1, Pass())
    t.act(0, f"use {hero.iid} 0 pay - targets {spear.iid}")
    assert hero.battle == t.state.attack["battle"]
    assert "pass" in t.legal(0) and f"choose {three.iid}" in t.legal(0)
    entry = t.act(0, f"choose {three.iid}")
    assert spear.zone == "fate-discard"
    assert "Daidoji Gensai: Ranged 3 Attack destroys Spearmen (2 Force)" in entry.notes
