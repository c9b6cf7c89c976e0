"""Hand-written records for the cards of the Ivory Edition starter decks whose action text
the compiler cannot read (rules/engine/scripts), each played through the engine: the action
is offered with its legal targets (Targeting — «Выбор цели и перенаправление»: targets are
chosen when the action is announced, before costs), played, and the state checked. Cards
are read from the printing the starter decks use."""

import dataclasses

from rules.engine import payment, stats
from rules.engine.abilities import AUTO, actions_of
from rules.engine.actions import Pass
from rules.engine.cards import CardDef
from rules.engine.compiler import compile_body
from rules.engine.scripts import script
from tests.real_cards import real_card
from tests.rules.abilities.test_ability_play import BUSHI, SPEARMEN, battle, table
from tests.rules_cards import Table, deck, item, personality, ring, stronghold

AMOH = "a_matter_of_honor"
GOC = "gates_of_chaos"


def scripted(defn: CardDef, index: int = 0) -> None:
    """The card's action at `index` is played by its record: the compiler cannot read it."""
    ability = next(a for a in actions_of(defn) if a.index == index)
    assert ability.effect == AUTO
    assert compile_body(defn, ability.body) is None


def compiled(defn: CardDef, index: int = 0) -> None:
    """The card's action at `index` is read by the compiler (no record of its own)."""
    ability = next(a for a in actions_of(defn) if a.index == index)
    assert ability.effect == AUTO
    assert compile_body(defn, ability.body) is not None
    assert script(defn.title, index) is None


def uses(t: Table, seat: int, verb: str, card_iid: int, index: int = 0) -> list[str]:
    return sorted(a for a in t.legal(seat) if a.startswith(f"{verb} {card_iid} {index} "))


def force(t: Table, card) -> int:
    return stats.force(t.state, card)


def test_ashigaru_fort_straightens_a_unit_only_when_it_is_not_your_turn() -> None:
    """ "Ashigaru Fort" (as printed in Shattered Empire, the starter decks' text): "Open: If
    it is not your turn, straighten a target Personality's unit. Destroy this Holding." The
    defender's Fort, in the attacker's turn, straightens his bowed unit (his bowed
    Personality may be the target of an action that straightens him: «за исключением акций,
    которые разворачивают их»); the attacker's own Fort only destroys itself."""
    fort = ("Ashigaru Fort", "shattered_empire")
    compiled(real_card(*fort))
    t = table([fort, "Spearmen"], [fort, "Spearmen"])
    mine = t.in_play("Ashigaru Fort")
    theirs = t.in_play("Ashigaru Fort", seat=1)
    bushi, guard, spear = battle(t, follower_for_defender=True)
    t.act(1, f"manual bow {guard.iid}")
    t.act(1, f"manual bow {spear.iid}")
    assert uses(t, 1, "use", theirs.iid) == sorted(
        f"use {theirs.iid} 0 pay - targets {iid}" for iid in (bushi.iid, guard.iid)
    )
    entry = t.act(1, f"use {theirs.iid} 0 pay - targets {guard.iid}")
    assert not guard.bowed and not spear.bowed and theirs.zone == "dynasty-discard"
    assert "Ashigaru Fort is destroyed" in entry.notes
    t.act(0, f"manual bow {bushi.iid}")
    t.act(0, f"use {mine.iid} 0 pay - targets {bushi.iid}")
    assert bushi.bowed and mine.zone == "dynasty-discard"


def test_aligned_with_the_elements_straightens_a_ring_and_an_attachment() -> None:
    """Ivory "Aligned with the Elements", second action: "Battle: Target your bowed Ring
    and an attachment. Straighten both targets." A Ring is at no battlefield; the
    attachment must be in this battle (Relevance — «Правило уместности»)."""
    aligned = real_card("Aligned with the Elements")
    scripted(aligned, 1)
    air = ring("Ring of Testing Air", "Air")
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[BUSHI], fate=[aligned, air]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI], fate=[SPEARMEN]),
    )
    band = t.in_play("Ring of Testing Air")
    card = t.to_hand("Aligned with the Elements")
    _bushi, _guard, spear = battle(t, follower_for_defender=True)
    t.act(0, f"manual bow {band.iid}")
    t.act(1, f"manual bow {spear.iid}")
    t.act(1, Pass())
    assert uses(t, 0, "play", card.iid, 1) == [
        f"play {card.iid} 1 pay - targets {band.iid},{spear.iid}"
    ]
    t.act(0, f"play {card.iid} 1 pay - targets {band.iid},{spear.iid}")
    assert not band.bowed and not spear.bowed


def test_ancestral_armor_of_the_crab_straightens_his_attachments_when_defending() -> None:
    """Ivory "Ancestral Armor of the Crab Clan • Experienced": "Tireless Battle/Open:
    Straighten this Personality, and straighten his attachments if he is defending." Tireless:
    his bowed Personality may still take it."""
    title = "Ancestral Armor of the Crab Clan • Experienced"
    scripted(real_card(title))
    t = table([], [title, "Spearmen"])
    _bushi, guard, spear = battle(t, follower_for_defender=True)
    armor = t.take(title, 1, f"on:{guard.iid}")
    t.act(1, f"manual bow {guard.iid}")
    t.act(1, f"manual bow {spear.iid}")
    t.act(1, f"use {armor.iid} 0 pay -")
    assert not guard.bowed and not spear.bowed


def test_ancestral_armor_of_the_crab_leaves_the_attachments_when_attacking() -> None:
    """The same Armor on an attacking Personality straightens him only."""
    title = "Ancestral Armor of the Crab Clan • Experienced"
    t = table([title, "Spearmen"])
    bushi, _guard, _ = battle(t)
    armor = t.take(title, 0, f"on:{bushi.iid}")
    spear = t.take("Spearmen", 0, f"on:{bushi.iid}")
    t.act(0, f"manual bow {bushi.iid}")
    t.act(0, f"manual bow {spear.iid}")
    t.act(1, Pass())
    t.act(0, f"use {armor.iid} 0 pay -")
    assert not bushi.bowed and spear.bowed


def test_back_to_the_front_returns_a_unit_that_assigned_to_this_battlefield() -> None:
    """Ivory "Back to the Front": "Absent Battle: Target your Personality at any location who
    assigned to this battlefield (this turn). Move him there and straighten his unit as he
    moves." Only a Personality assigned there in the maneuvers may be chosen."""
    card_def = real_card("Back to the Front")
    scripted(card_def)
    t = table(["Back to the Front", "Spearmen"])
    card = t.to_hand("Back to the Front")
    first = t.in_play("Bushi")
    second = t.in_play("Bushi")
    spear = t.take("Spearmen", 0, f"on:{second.iid}")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (first, 0), (second, 0))
    t.defend((guard, 0))
    t.act(0, f"manual move {second.iid} to home")
    t.act(0, f"manual bow {second.iid}")
    t.act(0, f"manual bow {spear.iid}")
    t.act(1, Pass())
    # The unit still there is as legal a target; the one sent home is the point.
    assert uses(t, 0, "play", card.iid) == sorted(
        f"play {card.iid} 0 pay - targets {iid}" for iid in (first.iid, second.iid)
    )
    assert not [a for a in uses(t, 0, "play", card.iid) if a.endswith(f" {guard.iid}")]
    t.act(0, f"play {card.iid} 0 pay - targets {second.iid}")
    assert second.battle == t.state.attack["battle"]
    assert not second.bowed and not spear.bowed


def test_coastal_pearl_bed_stops_a_holdings_abilities_for_the_turn() -> None:
    """ "Coastal Pearl Bed" (Gates of Chaos): "Open, :bow:: A target Holding's abilities may
    not be used." Its gold production is no longer offered, nor its actions, until the
    turn ends (an effect without a stated duration lasts the turn: «Если на карте прямо не
    указана продолжительность ее эффекта, то он прекращается в конце текущего хода»)."""
    bed = ("Coastal Pearl Bed", GOC)
    compiled(real_card(*bed))
    t = table([bed], ["Rice Paddy"])
    pearls = t.in_play("Coastal Pearl Bed")
    paddy = t.in_play("Rice Paddy", seat=1)
    t.act(0, f"manual straighten {pearls.iid}")
    t.act(1, f"manual straighten {paddy.iid}")
    t.pass_until("action", seat=0)
    assert paddy.iid in payment.producers(t.state, 1)
    assert f"use {pearls.iid} 0 pay - targets {paddy.iid}" in t.legal(0)
    t.act(0, f"use {pearls.iid} 0 pay - targets {paddy.iid}")
    assert pearls.bowed and paddy.iid not in payment.producers(t.state, 1)
    t.pass_until("action", seat=1, later=True)
    assert paddy.iid in payment.producers(t.state, 1)


def test_yukihimes_hot_springs_stops_a_holdings_actions() -> None:
    """ "Yukihime's Hot Springs" (Aftermath), the same text: the targeted Holding's Battle
    action (Ivory "Rice Paddy": "Battle, :bow:: Bow a target enemy attacking Follower.
    Destroy this Holding.") is not offered this turn; another Rice Paddy's is."""
    springs = ("Yukihime's Hot Springs", "aftermath")
    compiled(real_card(*springs))
    t = table(["Spearmen"], [springs, "Rice Paddy", "Rice Paddy"])
    hot = t.in_play("Yukihime's Hot Springs", seat=1)
    paddy = t.in_play("Rice Paddy", seat=1)
    other = t.in_play("Rice Paddy", seat=1)
    for holding in (hot, paddy, other):
        t.act(1, f"manual straighten {holding.iid}")
    bushi = t.in_play("Bushi")
    spear = t.take("Spearmen", 0, f"on:{bushi.iid}")
    guard = t.in_play("Bushi", seat=1)
    t.pass_until("action", seat=0)
    t.act(0, Pass())
    t.act(1, f"use {hot.iid} 0 pay - targets {paddy.iid}")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    assert not uses(t, 1, "use", paddy.iid, 1)
    assert uses(t, 1, "use", other.iid, 1) == [f"use {other.iid} 1 pay - targets {spear.iid}"]


def test_determined_challenge_brings_an_enemy_into_the_battle() -> None:
    """Ivory "Determined Challenge": "Battle: Target your unbowed attacking Personality. Move
    a target enemy Personality at any location to the current battlefield. Straighten him
    as he moves." """
    scripted(real_card("Determined Challenge"))
    t = table(["Determined Challenge"])
    card = t.to_hand("Determined Challenge")
    bushi, _guard, _ = battle(t)
    other = t.in_play("Bushi", seat=1)
    t.act(1, f"manual bow {other.iid}")
    t.act(1, Pass())
    assert f"play {card.iid} 0 pay - targets {bushi.iid},{other.iid}" in t.legal(0)
    t.act(0, f"play {card.iid} 0 pay - targets {bushi.iid},{other.iid}")
    assert other.battle == t.state.attack["battle"] and not other.bowed


def test_hidden_storehouse_draws_two_with_fewer_cards_in_hand() -> None:
    """ "Hidden Storehouse of House Rafiq" (Gates of Chaos): "Battle, :g3:: If you (after
    playing this Strategy) have fewer cards in your hand than each other player, draw two
    cards." """
    store = ("Hidden Storehouse of House Rafiq", GOC)
    scripted(real_card(*store))
    t = table([store, store])
    first, second = t.cards("Hidden Storehouse of House Rafiq", 0)
    for copy in (first, second):
        if copy.zone != "hand":
            t.act(0, f"manual move {copy.iid} to hand")
    _bushi, _guard, _ = battle(t)
    me, them = t.state.players
    while len(them.hand) < len(me.hand):
        t.act(1, "manual draw 1")
    t.act(1, Pass())
    before = len(me.hand)
    [play] = uses(t, 0, "play", first.iid)
    t.act(0, play)
    assert len(me.hand) == before - 1 + 2
    # Now as many cards as the other player once the second is played: no draw.
    while len(them.hand) > len(me.hand) - 1:
        t.act(1, f"manual discard {them.hand[-1]}")
    t.act(0, f"manual straighten {me.stronghold}")  # Gold for the second copy
    t.act(1, Pass())
    [play] = uses(t, 0, "play", second.iid)
    t.act(0, play)
    assert len(me.hand) == len(them.hand)


def test_outnumbered_rewards_units_with_followers() -> None:
    """ "Outnumbered" (A Matter of Honor): "Battle: Give all your opposed Personalities with
    Followers at the current battlefield +1F. Give all enemy Personalities there without
    Followers -1F." No target: every card that fits, bowed or not."""
    scripted(real_card("Outnumbered", AMOH))
    t = table([("Outnumbered", AMOH), "Spearmen"], ["Spearmen"])
    card = t.to_hand("Outnumbered")
    first = t.in_play("Bushi")
    second = t.in_play("Bushi")
    t.take("Spearmen", 0, f"on:{first.iid}")
    guard = t.in_play("Bushi", seat=1)
    escort = t.in_play("Bushi", seat=1)
    t.take("Spearmen", 1, f"on:{escort.iid}")
    t.to_attack()
    t.attack(1, (first, 0), (second, 0))
    t.defend((guard, 0), (escort, 0))
    t.act(0, f"manual bow {first.iid}")
    t.act(1, Pass())
    t.act(0, f"play {card.iid} 0 pay -")
    assert [force(t, c) for c in (first, second, guard, escort)] == [4, 3, 2, 3]


def test_ritual_preparation_straightens_a_follower() -> None:
    """ "Ritual Preparation" (A Matter of Honor): "Battle: Straighten your target card in a
    unit." (a Personality or a Follower)."""
    scripted(real_card("Ritual Preparation", AMOH))
    t = table([("Ritual Preparation", AMOH), "Spearmen"])
    card = t.to_hand("Ritual Preparation")
    bushi, _guard, _ = battle(t)
    spear = t.take("Spearmen", 0, f"on:{bushi.iid}")
    t.act(0, f"manual bow {spear.iid}")
    t.act(1, Pass())
    assert uses(t, 0, "play", card.iid) == sorted(
        f"play {card.iid} 0 pay - targets {iid}" for iid in (bushi.iid, spear.iid)
    )
    t.act(0, f"play {card.iid} 0 pay - targets {spear.iid}")
    assert not spear.bowed


def test_recovering_what_was_lost_brings_a_tactician() -> None:
    """ "Recovering What Was Lost" (Gates of Chaos): "Absent Engage: If he would be opposed,
    move your target Personality at home to the current battlefield. Give him +2F if he is
    a Tactician." Engage: before the battle's first action."""
    recover = real_card("Recovering What Was Lost", GOC)
    compiled(recover)
    general = personality("General", force=2, keywords=("Samurai", "Tactician"))
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[BUSHI, general], fate=[recover]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI]),
    )
    card = t.to_hand("Recovering What Was Lost")
    _bushi, _guard, _ = battle(t)
    tactician = t.in_play("General")
    t.act(1, Pass())
    assert uses(t, 0, "play", card.iid) == [f"play {card.iid} 0 pay - targets {tactician.iid}"]
    t.act(0, f"play {card.iid} 0 pay - targets {tactician.iid}")
    assert tactician.battle == t.state.attack["battle"] and force(t, tactician) == 4


def test_strength_of_my_father_adds_personal_honor() -> None:
    """Ivory "Strength of my Father": "Battle: Give your target opposed Personality a Force
    bonus equal to his Personal Honor." (Bushi: 2 Personal Honor.)"""
    compiled(real_card("Strength of my Father"))
    t = table(["Strength of my Father"])
    card = t.to_hand("Strength of my Father")
    bushi, _guard, _ = battle(t)
    t.act(1, Pass())
    assert uses(t, 0, "play", card.iid) == [f"play {card.iid} 0 pay - targets {bushi.iid}"]
    t.act(0, f"play {card.iid} 0 pay - targets {bushi.iid}")
    assert force(t, bushi) == 5


def test_tonfajutsu_bows_a_weapon_to_destroy_an_attachment() -> None:
    """Ivory "Tonfajutsu": "Battle: Bow your target unbowed Weapon. Destroy a target enemy
    attachment." (its record) and "Battle: Give a target Personality with a Weapon +2F."
    (compiled)."""
    tonfa = real_card("Tonfajutsu")
    # Its record plays the first action; since "a target Weapon" is read, the compiler
    # reads the same targets and effects.
    ability = next(a for a in actions_of(tonfa) if a.index == 0)
    assert compile_body(tonfa, ability.body) == script(tonfa.title, 0)
    compiled(tonfa, 1)
    sword = item("Sword", force=1, keywords=("Weapon",))
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[BUSHI], fate=[tonfa, tonfa, sword]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI], fate=[SPEARMEN]),
    )
    first, second = t.cards("Tonfajutsu", 0)
    t.to_hand("Tonfajutsu")
    t.take("Tonfajutsu", 0, "hand")
    bushi, _guard, spear = battle(t, follower_for_defender=True)
    blade = t.take("Sword", 0, f"on:{bushi.iid}")
    t.act(1, Pass())
    assert uses(t, 0, "play", first.iid, 1) == [f"play {first.iid} 1 pay - targets {bushi.iid}"]
    t.act(0, f"play {first.iid} 0 pay - targets {blade.iid},{spear.iid}")
    assert blade.bowed and spear.zone == "fate-discard"
    t.act(1, Pass())
    t.act(0, f"play {second.iid} 1 pay - targets {bushi.iid}")
    assert force(t, bushi) == 3 + 1 + 2


def test_honorable_garrison_of_the_lion_adds_personal_honor() -> None:
    """Ivory "The Honorable Garrison of the Lion" (a Stronghold): "Battle: Give your target
    opposed Lion Clan Samurai a Force bonus equal to his Personal Honor (this turn)." """
    garrison = real_card("The Honorable Garrison of the Lion")
    compiled(garrison)
    lion = personality("Lion Bushi", force=3, honor=3, clans=("Lion",))
    t = Table(
        deck("First", garrison, dynasty=[lion, BUSHI]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI]),
    )
    keep = t.state.players[0].stronghold
    cub = t.in_play("Lion Bushi")
    crab = t.in_play("Bushi")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (cub, 0), (crab, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    assert uses(t, 0, "use", keep) == [f"use {keep} 0 pay - targets {cub.iid}"]
    t.act(0, f"use {keep} 0 pay - targets {cub.iid}")
    assert force(t, cub) == 6


def test_golden_plains_of_the_unicorn_brings_a_cavalry_unit() -> None:
    """Ivory "The Golden Plains of the Unicorn" (a Stronghold): "Battle/Engage: If he would
    be opposed, move to the current battlefield your target unbowed Personality in a Cavalry
    unit at any location." A unit is Cavalry when all its cards are («Cavalry»)."""
    text = (
        "Battle/Engage: If he would be opposed, move to the current battlefield your target "
        "unbowed Personality in a Cavalry unit at any location."
    )
    # The Ivory file also holds a printing with a first sentence on the same line; the
    # starter decks' card has the action alone.
    plains = dataclasses.replace(real_card("The Golden Plains of the Unicorn"), text_plain=text)
    scripted(plains)
    rider = personality("Rider", clans=("Unicorn",), keywords=("Samurai", "Cavalry"))
    t = Table(
        deck("First", plains, dynasty=[BUSHI, rider, BUSHI]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI]),
    )
    keep = t.state.players[0].stronghold
    bushi = t.in_play("Bushi")
    t.in_play("Bushi")
    horse = t.in_play("Rider")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    t.act(0, Pass())  # no Cavalry maneuver: the Rider stays home
    t.act(1, Pass())
    assert uses(t, 0, "use", keep) == [f"use {keep} 0 pay - targets {horse.iid}"]
    t.act(0, f"use {keep} 0 pay - targets {horse.iid}")
    assert horse.battle == t.state.attack["battle"]


def test_unpleasant_truths_and_a_dishonorable_target() -> None:
    """ "Unpleasant Truths" (Aftermath): "Battle: Give a target Personality a Force penalty
    equal to his printed Personal Honor. If he is dishonorable, bow him." (printed 2, though
    dishonored he has 0: «Бесчестье»)."""
    truths = ("Unpleasant Truths", "aftermath")
    scripted(real_card(*truths))
    t = table([truths])
    card = t.to_hand("Unpleasant Truths")
    _bushi, guard, _ = battle(t)
    t.act(1, f"manual dishonor {guard.iid}")
    t.act(1, Pass())
    t.act(0, f"play {card.iid} 0 pay - targets {guard.iid}")
    assert force(t, guard) == 1 and guard.bowed


def test_yogo_nobukai_on_his_own_turn_only_without_a_courtier() -> None:
    """ "Yogo Nobukai" (Gates of Chaos): "Open: If it is your turn or you control a Courtier,
    give a target Personality -2F." In another player's turn, without a Courtier, the action
    is taken but does nothing; in his own turn it gives -2F (Bushi: 3F)."""
    yogo = ("Yogo Nobukai", GOC)
    scripted(real_card(*yogo))
    for seat, expected in ((0, 1), (1, 3)):
        t = table([], [yogo]) if seat else table([yogo])
        nobukai = t.in_play("Yogo Nobukai", seat=seat)
        target = t.in_play("Bushi", seat=1 - seat)
        t.pass_until("action", seat=0)
        if seat:
            t.act(0, Pass())
        t.act(seat, f"use {nobukai.iid} 0 pay - targets {target.iid}")
        assert force(t, target) == expected


def test_counting_house_draws_with_fewer_provinces() -> None:
    """Ivory "Counting House": "Limited, :bow:: If you have fewer Provinces than each other
    player, draw a card." Checked as the action resolves: with as many Provinces, nothing;
    with one fewer, a card."""
    scripted(real_card("Counting House"), 1)
    t = table(["Counting House"])
    house = t.in_play("Counting House")
    t.act(0, f"manual straighten {house.iid}")
    t.pass_until("action", seat=0)
    me = t.state.players[0]
    before = len(me.hand)
    t.act(0, f"use {house.iid} 1 pay -")
    assert house.bowed and len(me.hand) == before
    t.act(0, f"manual straighten {house.iid}")
    t.act(0, f"manual destroy-province 0 {t.province(0, 0).pid}")
    t.act(1, Pass())
    t.act(0, f"use {house.iid} 1 pay -")
    assert len(me.hand) == before + 1


def test_bayushi_meiko_dishonors_when_the_penalty_leaves_no_force() -> None:
    """Ivory "Bayushi Meiko": "Battle: Give a target enemy Personality -3F. Dishonor him if
    his Force is now 0." The Force is looked at after the penalty (Bushi: 3F)."""
    compiled(real_card("Bayushi Meiko"))
    t = table(["Bayushi Meiko"])
    meiko = t.in_play("Bayushi Meiko")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (meiko, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    t.act(0, f"use {meiko.iid} 0 pay - targets {guard.iid}")
    assert force(t, guard) == 0 and guard.dishonored


def test_bayushi_meiko_leaves_a_stronger_personality_honorable() -> None:
    """The same, on a Personality the penalty leaves with Force: no dishonor."""
    t = table(["Bayushi Meiko", "Spearmen"])
    meiko = t.in_play("Bayushi Meiko")
    guard = t.in_play("Bushi", seat=1)
    t.act(1, f"manual bonus {guard.iid} +1F")
    t.to_attack()
    t.attack(1, (meiko, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    t.act(0, f"use {meiko.iid} 0 pay - targets {guard.iid}")
    assert force(t, guard) == 1 and not guard.dishonored


def test_bounty_hunter_bows_an_attachment_or_a_dishonorable_personality() -> None:
    """Ivory "Bounty Hunter": "Battle: Bow a target attachment or a target dishonorable
    Personality." An honorable Personality is no target."""
    scripted(real_card("Bounty Hunter"))
    t = table(["Bounty Hunter"], ["Spearmen"])
    bushi, guard, spear = battle(t, follower_for_defender=True)
    hunter = t.take("Bounty Hunter", 0, f"on:{bushi.iid}")
    t.act(1, Pass())
    # The Hunter is an attachment too.
    assert uses(t, 0, "use", hunter.iid) == sorted(
        f"use {hunter.iid} 0 pay - targets {iid}" for iid in (hunter.iid, spear.iid)
    )
    t.act(1, f"manual dishonor {guard.iid}")
    assert uses(t, 0, "use", hunter.iid) == sorted(
        f"use {hunter.iid} 0 pay - targets {iid}" for iid in (hunter.iid, guard.iid, spear.iid)
    )
    t.act(0, f"use {hunter.iid} 0 pay - targets {guard.iid}")
    assert guard.bowed and not spear.bowed


def test_ancestral_armor_of_the_lion_pulls_an_enemy_in_and_straightens_him() -> None:
    """Ivory "Ancestral Armor of the Lion Clan • Experienced": "Battle, :bow:: If he would be
    opposed, move a target Personality at any location to this battlefield. Straighten his
    unit if you do not control him." An enemy at home comes, straightened; the Armor must
    be in this battle ("this battlefield", Relevance — «Правило уместности», 3)."""
    title = "Ancestral Armor of the Lion Clan • Experienced"
    scripted(real_card(title))
    t = table([title])
    bushi, _guard, _ = battle(t)
    armor = t.take(title, 0, f"on:{bushi.iid}")
    other = t.in_play("Bushi", seat=1)
    t.act(1, f"manual bow {other.iid}")
    t.act(1, Pass())
    assert f"use {armor.iid} 0 pay - targets {other.iid}" in t.legal(0)
    t.act(0, f"use {armor.iid} 0 pay - targets {other.iid}")
    assert armor.bowed and other.battle == t.state.attack["battle"] and not other.bowed


def test_ancestral_armor_of_the_scorpion_bows_only_the_dishonorable() -> None:
    """Ivory "Ancestral Armor of the Scorpion Clan • Experienced": "Limited,:bow:: Target a
    Personality. Bow him if he is dishonorable. Dishonor him." The first use dishonors; the
    second (next turn) bows him as well."""
    title = "Ancestral Armor of the Scorpion Clan • Experienced"
    compiled(real_card(title))
    scorpion = personality("Scorpion Bushi", clans=("Scorpion",))
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[scorpion], fate=[real_card(title)]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI]),
    )
    wearer = t.in_play("Scorpion Bushi")
    armor = t.take(title, 0, f"on:{wearer.iid}")
    guard = t.in_play("Bushi", seat=1)
    t.pass_until("action", seat=0)
    t.act(0, f"use {armor.iid} 0 pay - targets {guard.iid}")
    assert guard.dishonored and not guard.bowed
    t.act(0, f"manual straighten {armor.iid}")
    t.act(1, Pass())
    t.act(0, f"use {armor.iid} 0 pay - targets {guard.iid}")
    assert guard.bowed and guard.dishonored


def test_hida_toranosuke_switches_places_with_a_unit_in_the_battle() -> None:
    """Ivory "Hida Toranosuke": "Home Battle: Target your Personality at any location.
    Switch his and Toranosuke's location. Straighten their units as they move." From home,
    he takes the place of a bowed Bushi in the battle, who goes home straightened."""
    scripted(real_card("Hida Toranosuke"))
    t = table(["Hida Toranosuke"])
    bushi, _guard, _ = battle(t)
    hida = t.in_play("Hida Toranosuke")
    t.act(0, f"manual bow {bushi.iid}")
    t.act(1, Pass())
    assert f"use {hida.iid} 0 pay - targets {bushi.iid}" in t.legal(0)
    pid = t.state.attack["battle"]
    t.act(0, f"use {hida.iid} 0 pay - targets {bushi.iid}")
    assert hida.battle == pid and bushi.battle is None and not bushi.bowed


def test_yoritomo_ichido_sends_home_a_non_naval_enemy() -> None:
    """Ivory "Yoritomo Ichido": "Battle, :bow:: Move a target enemy non-Naval Personality
    home and bow his unit as he moves." A Naval enemy is no target. The compiler reads it
    (`rules.engine.phrasings.core`): no record of its own."""
    assert (
        compile_body(
            real_card("Yoritomo Ichido"),
            "Move a target enemy non-Naval Personality home and bow his unit as he moves.",
        )
        is not None
    )
    sailor = personality("Sailor", keywords=("Samurai", "Naval"))
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[real_card("Yoritomo Ichido")]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI, sailor], fate=[SPEARMEN]),
    )
    ichido = t.in_play("Yoritomo Ichido")
    guard = t.in_play("Bushi", seat=1)
    spear = t.take("Spearmen", 1, f"on:{guard.iid}")
    sea = t.in_play("Sailor", seat=1)
    t.to_attack()
    t.attack(1, (ichido, 0))
    t.defend((guard, 0), (sea, 0))
    t.act(0, Pass())  # Ichido is Naval: no naval invasion declared
    t.act(0, Pass())  # nor his first Battle action (Naval)
    t.act(1, Pass())
    assert uses(t, 0, "use", ichido.iid) == [f"use {ichido.iid} 0 pay - targets {guard.iid}"]
    t.act(0, f"use {ichido.iid} 0 pay - targets {guard.iid}")
    assert guard.battle is None and guard.bowed and spear.bowed and ichido.bowed


def test_honor_replaces_rage_weakens_an_attacker_only_while_attacking() -> None:
    """ "Honor Replaces Rage" (Gates of Chaos): "Open: A target Personality has -2F while
    attacking this turn." Played in the action phase: no change at home, -2F once he
    attacks, gone the next turn («прекращается в конце текущего хода»)."""
    rage = ("Honor Replaces Rage", GOC)
    scripted(real_card(*rage))
    t = table([], [rage])
    card = t.to_hand("Honor Replaces Rage", seat=1)
    bushi = t.in_play("Bushi")
    guard = t.in_play("Bushi", seat=1)
    t.pass_until("action", seat=0)
    t.act(0, Pass())
    t.act(1, f"play {card.iid} 0 pay - targets {bushi.iid}")
    assert force(t, bushi) == 3
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    assert force(t, bushi) == 1
    t.pass_until("action", seat=1, later=True)
    assert bushi.battle is None and not [m for m in bushi.mods if m[3] == "turn"]


def test_fearful_volley_bows_a_scout_for_a_ranged_3_attack() -> None:
    """Ivory "Fearful Volley", second action: "Battle: Bow your target unbowed Scout. Ranged
    3 Attack (Destroy a target enemy Follower, or Personality without Followers, with 3 or
    lower Force)." An enemy Personality with a Follower is no target; his Follower is, and
    is destroyed (Ranged Attacks — «Атака с расстояния уничтожает цель, если ее сила больше
    или равна силе цели»)."""
    volley = real_card("Fearful Volley")
    compiled(volley, 1)
    scout = personality("Scout", keywords=("Samurai", "Scout"))
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[scout], fate=[volley]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI], fate=[SPEARMEN]),
    )
    card = t.to_hand("Fearful Volley")
    archer = t.in_play("Scout")
    guard = t.in_play("Bushi", seat=1)
    spear = t.take("Spearmen", 1, f"on:{guard.iid}")
    t.to_attack()
    t.attack(1, (archer, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    assert uses(t, 0, "play", card.iid, 1) == [
        f"play {card.iid} 1 pay - targets {archer.iid},{spear.iid}"
    ]
    entry = t.act(0, f"play {card.iid} 1 pay - targets {archer.iid},{spear.iid}")
    assert archer.bowed and spear.zone == "fate-discard" and spear.destroyed
    assert "Fearful Volley: Ranged 3 Attack destroys Spearmen (2 Force)" in entry.notes


def test_lost_blade_of_the_maharaja_bows_one_no_stronger_than_its_bearer() -> None:
    """ "Lost Blade of the Maharaja" (Gates of Chaos; an Item): "Battle, :bow:: Bow a target
    Personality with Force equal to or lower than this Personality's." The bearer (Bushi
    3F + the Blade's 3F) may bow the 3F guard, not a guard given +4F."""
    blade = ("Lost Blade of the Maharaja", GOC)
    compiled(real_card(*blade))
    t = table([blade])
    bushi, guard, _ = battle(t)
    sword = t.take("Lost Blade of the Maharaja", 0, f"on:{bushi.iid}")
    big = t.in_play("Bushi", seat=1)
    t.act(1, f"manual bonus {big.iid} +4F")
    t.act(1, f"manual move {big.iid} to battle:{t.state.attack['battle']}")
    t.act(1, Pass())
    assert force(t, bushi) == 6 and force(t, big) == 7
    assert uses(t, 0, "use", sword.iid) == sorted(
        f"use {sword.iid} 0 pay - targets {iid}" for iid in (bushi.iid, guard.iid)
    )
    t.act(0, f"use {sword.iid} 0 pay - targets {guard.iid}")
    assert guard.bowed and sword.bowed


def test_mirumoto_tsukazu_bows_one_lower_in_force_and_chi() -> None:
    """Ivory "Mirumoto Tsukazu" (3F/3C printed): "Battle: Bow a target enemy Personality with
    lower Force and lower Chi." A 2F/1C enemy may be bowed; a 2F/3C one (as much Chi) may
    not."""
    compiled(real_card("Mirumoto Tsukazu"))
    weak = personality("Weakling", force=2, chi=1)
    sage = personality("Sage", force=2, chi=3)
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[real_card("Mirumoto Tsukazu")]),
        deck("Second", stronghold(honor=2), dynasty=[weak, sage]),
    )
    tsukazu = t.in_play("Mirumoto Tsukazu")
    low = t.in_play("Weakling", seat=1)
    high = t.in_play("Sage", seat=1)
    t.to_attack()
    t.attack(1, (tsukazu, 0))
    t.defend((low, 0), (high, 0))
    t.act(1, Pass())
    assert stats.chi(t.state, low) < stats.chi(t.state, tsukazu) == stats.chi(t.state, high)
    assert uses(t, 0, "use", tsukazu.iid) == [f"use {tsukazu.iid} 0 pay - targets {low.iid}"]
    t.act(0, f"use {tsukazu.iid} 0 pay - targets {low.iid}")
    assert low.bowed and not high.bowed


def test_utaku_izimi_bows_a_weaker_infantry_personality_without_followers() -> None:
    """Ivory "Utaku Izimi": "Battle: Bow a target enemy Infantry Personality with no
    Followers and lower Force." A Cavalry enemy and one with a Follower are no targets."""
    scripted(real_card("Utaku Izimi"))
    rider = personality("Rider", force=2, keywords=("Samurai", "Cavalry"))
    foot = personality("Footman", force=2)
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[real_card("Utaku Izimi")]),
        deck("Second", stronghold(honor=2), dynasty=[foot, rider, BUSHI], fate=[SPEARMEN]),
    )
    izimi = t.in_play("Utaku Izimi")
    walker = t.in_play("Footman", seat=1)
    horse = t.in_play("Rider", seat=1)
    escorted = t.in_play("Bushi", seat=1)
    t.take("Spearmen", 1, f"on:{escorted.iid}")
    t.to_attack()
    t.attack(1, (izimi, 0))
    t.defend((walker, 0), (horse, 0), (escorted, 0))
    while t.game.waiting_for != "battle":
        t.act(t.game.to_act, Pass())
    t.act(1, Pass())
    assert uses(t, 0, "use", izimi.iid) == [f"use {izimi.iid} 0 pay - targets {walker.iid}"]
    t.act(0, f"use {izimi.iid} 0 pay - targets {walker.iid}")
    assert walker.bowed
