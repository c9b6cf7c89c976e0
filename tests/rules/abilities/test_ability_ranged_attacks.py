"""A card's own Ranged Attack among other sentences of its action, and what follows from it
(`rules.engine.phrasings.attacks`, `rules.engine.effects_attacks`).

«Особые ситуации» (Special Situations), «Атаки с расстояния» (Ranged Attacks): «Атака с
расстояния должна иметь в качестве цели одну карту противника: солдата или командира без
солдат ... Атака с расстояния уничтожает цель, если ее сила ... больше или равна силе
цели». The card making it is in the battle when it is made; its action's cost bows it only
when the text says so (the header's :bow:, "Bow Isas:")."""

from rules.engine import effects
from rules.engine.abilities import AUTO, MANUAL, actions_of
from rules.engine.actions import Pass
from rules.engine.effects import SELF, Effect
from rules.engine.effects_attacks import (
    AFTER_SHOT,
    FEAR_BY,
    MELEE_BY,
    MOVES,
    RANGED_BY,
    RANGED_STAT,
    Strike,
)
from rules.engine.effects_measured import MEASURED_RANGED
from rules.engine.pipeline import run
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, follower, personality, stronghold

BRUTE = personality("Brute", force=3, chi=1, keywords=("Samurai",))
PHOENIX = personality("Phoenix Guard", force=2, chi=2, keywords=("Samurai", "Phoenix Clan"))
ONI = personality("Lesser Oni", force=2, chi=0, keywords=("Oni", "Shadowlands"))
SPEARMEN = follower("Spearmen", force=1, cost=0)
LONER = personality("Loner", force=2, chi=1)
BIG = follower("Big Spearmen", force=5, cost=0)
SCOUT = personality("Scout", force=2, chi=1, keywords=("Samurai", "Scout"))


def _table(mine: list, theirs: list, fate: list = ()) -> Table:
    return Table(
        deck("First", stronghold(honor=5, gold=10), dynasty=mine),
        deck("Second", stronghold(honor=5), dynasty=theirs, fate=list(fate)),
    )


def _battle(t: Table, mine: str, *theirs: str, home: tuple[str, ...] = ()):
    """First's `mine` attacks Second's first Province, where Second's `theirs` defend;
    First's `home` stay at home."""
    attacker = t.in_play(mine)
    stay = [t.in_play(title) for title in home]
    defenders = [t.in_play(title, seat=1) for title in theirs]
    t.to_attack()
    t.attack(1, (attacker, 0))
    t.defend(*((d, 0) for d in defenders))
    # Past the maneuvers (a Cavalry unit's too) and the Defender's first opportunity.
    while not (t.game.waiting_for == "battle" and t.game.to_act == 0):
        t.act(t.game.to_act, Pass())
    return attacker, stay, defenders


def _uses(t: Table, card) -> list[str]:
    return sorted(a for a in t.legal(0) if a.startswith(f"use {card.iid} "))


def test_a_personalitys_ranged_attack_and_an_optional_move_after_it_destroys() -> None:
    """Banished • Experienced: "Void Battle: Ranged 3 Attack. If this destroys a Phoenix
    Clan Personality, you may move Banished home." Nothing printed bows him; the move is
    offered only when the attack destroyed a Phoenix Clan Personality."""
    banished = real_card("Banished • Experienced", "thunderous_acclaim")
    ability = next(a for a in actions_of(banished) if "Ranged" in a.text)
    assert ability.effect == AUTO and not ability.bow
    assert ability.effects[0] == Effect(RANGED_BY, 0, amount=3)
    assert ability.effects[1].op == AFTER_SHOT
    t = _table([banished], [PHOENIX, BRUTE], fate=[SPEARMEN])
    me, _, [phoenix, brute] = _battle(t, "Banished • Experienced", "Phoenix Guard", "Brute")
    spear = t.take("Spearmen", 1, f"on:{brute.iid}")
    # An enemy Follower, or Personality without Followers: not the Brute.
    assert _uses(t, me) == [
        f"use {me.iid} {ability.index} pay - targets {phoenix.iid}",
        f"use {me.iid} {ability.index} pay - targets {spear.iid}",
    ]
    t.act(0, f"use {me.iid} {ability.index} pay - targets {phoenix.iid}")
    assert not phoenix.in_play and not me.bowed
    assert t.game.waiting_for == "choice"
    t.act(0, "option 1")
    assert me.battle is None


def test_no_move_when_the_target_was_not_what_the_text_says() -> None:
    banished = real_card("Banished • Experienced", "thunderous_acclaim")
    index = next(a.index for a in actions_of(banished) if "Ranged" in a.text)
    t = _table([banished], [BRUTE], fate=[SPEARMEN])
    me, _, [brute] = _battle(t, "Banished • Experienced", "Brute")
    spear = t.take("Spearmen", 1, f"on:{brute.iid}")
    t.act(0, f"use {me.iid} {index} pay - targets {spear.iid}")
    # Destroyed, but no Phoenix Clan Personality: nothing is offered, Banished stays.
    assert not spear.in_play and me.battle is not None
    assert t.game.waiting_for != "choice"


def test_bow_cost_printed_in_the_text_and_a_move_home_after() -> None:
    """Tsuruchi Isas: "Battle: Bow Isas: Ranged 3 Attack. Move Isas home." His cost bows
    him; a miss still sends him home."""
    isas = real_card("Tsuruchi Isas", "emperor_edition")
    [ability] = actions_of(isas)
    assert ability.effect == AUTO and ability.bow
    t = _table([isas], [BRUTE], fate=[BIG])
    me, _, [brute] = _battle(t, "Tsuruchi Isas", "Brute")
    big = t.take("Big Spearmen", 1, f"on:{brute.iid}")
    entry = t.act(0, f"use {me.iid} 0 pay - targets {big.iid}")
    assert "Tsuruchi Isas: Ranged 3 Attack misses Big Spearmen (5 Force)" in entry.notes
    assert big.in_play and me.bowed and me.battle is None


def test_tireless_ranged_attack_bows_nothing_and_is_taken_while_bowed() -> None:
    """Isawa Akihiro: "Fire Tireless Battle: Ranged 3 Attack. Straighten Akihiro." A
    Tireless action is taken even while bowed; nothing in it bows him."""
    akihiro = real_card("Isawa Akihiro", "celestial_edition")
    [ability] = actions_of(akihiro)
    assert ability.effect == AUTO and not ability.bow and not ability.bow_host
    t = _table([akihiro], [BRUTE])
    me, _, [brute] = _battle(t, "Isawa Akihiro", "Brute")
    t.act(0, f"manual bow {me.iid}")
    t.act(0, f"use {me.iid} 0 pay - targets {brute.iid}")
    assert not brute.in_play and not me.bowed


def test_a_card_at_home_may_not_shoot_unless_the_action_first_moves_it() -> None:
    """«Атаки с расстояния»: the card is in the battle when it makes the attack. Tsuruchi
    Isas at home is offered no Ranged Attack; Daidoji Rekai • Experienced 2 ("Battle: Move
    Rekai to the current battlefield. Ranged 3 Attack.") moves there first, so he may."""
    rekai = real_card("Daidoji Rekai • Experienced 2", "soul_of_the_empire")
    [ability] = actions_of(rekai)
    assert ability.effect == AUTO and ability.effects[-1] == Effect(
        RANGED_BY, 0, amount=3, what=MOVES
    )
    isas = real_card("Tsuruchi Isas", "emperor_edition")
    t = _table([BRUTE, rekai, isas], [BRUTE])
    _, [rekai_card, isas_card], [enemy] = _battle(
        t, "Brute", "Brute", home=("Daidoji Rekai • Experienced 2", "Tsuruchi Isas")
    )
    assert _uses(t, isas_card) == []
    assert _uses(t, rekai_card) == [f"use {rekai_card.iid} 0 pay - targets {enemy.iid}"]
    t.act(0, f"use {rekai_card.iid} 0 pay - targets {enemy.iid}")
    assert rekai_card.battle is not None and not enemy.in_play


def test_the_attack_is_not_made_by_a_card_no_longer_in_the_battle() -> None:
    """The attack's card has left the battle before it is made (here its effects are
    carried out with the card at home): no attack."""
    isas = real_card("Tsuruchi Isas", "emperor_edition")
    [ability] = actions_of(isas)
    t = _table([BRUTE, isas], [BRUTE])
    _, [me], [enemy] = _battle(t, "Brute", "Brute", home=("Tsuruchi Isas",))
    before = len(t.state.notes)
    effects.perform(t.state, 0, me, ability.effects, (enemy.iid,))
    run(t.state)
    assert enemy.in_play and me.bowed is False and me.battle is None
    assert "Tsuruchi Isas is not in the battle and makes no Ranged Attack" in t.state.notes[before:]


def test_what_the_target_was_and_whether_it_is_still_in_play() -> None:
    """Tsuruchi Yashiro: "Straighten Yashiro if the target was Shadowlands." — destroyed or
    not; Tsuruchi Arayo: "Bow the target if it is still in play"."""
    yashiro = real_card(
        "Tsuruchi Yashiro, Defender of the Obsidian Blades • Experienced", "the_coming_storm"
    )
    [ability] = actions_of(yashiro)
    assert ability.effect == AUTO and ability.bow
    t = _table([yashiro], [ONI, BRUTE], fate=[BIG])
    me, _, [oni, brute] = _battle(t, yashiro.title, "Lesser Oni", "Brute")
    big = t.take("Big Spearmen", 1, f"on:{brute.iid}")
    t.act(0, f"use {me.iid} 0 pay - targets {big.iid}")
    assert big.in_play and me.bowed
    t.act(1, Pass())
    t.act(0, f"manual straighten {me.iid}")
    t.act(0, f"use {me.iid} 0 pay - targets {oni.iid}")
    assert not oni.in_play and not me.bowed

    arayo = real_card("Tsuruchi Arayo", "twenty_festivals")
    t = _table([arayo], [BRUTE], fate=[BIG])
    me, _, [brute] = _battle(t, "Tsuruchi Arayo", "Brute")
    big = t.take("Big Spearmen", 1, f"on:{brute.iid}")
    t.act(0, f"use {me.iid} 0 pay - targets {big.iid}")
    assert big.in_play and big.bowed


def test_texts_the_engine_cannot_read_whole_stay_manual() -> None:
    """A second attack ("you may make a second consecutive Ranged 4 Attack"), a target "with
    any Poison tokens": not read, so never half-run."""
    for title, printing in (
        ("Tsuruchi Kazushi", "lotus_edition"),
        ("Midnight Shadows", "the_dead_of_winter"),
        ("Tsuruchi Rin", "ivory_edition"),
    ):
        [ability] = actions_of(real_card(title, printing))
        assert ability.effect == MANUAL, title


def test_a_spells_ranged_attack_as_strong_as_a_stat() -> None:
    """Sailor's Warning: "Thunder Battle, :bow:: Target your Personality. Ranged Attack with
    strength equal to his Chi. Destroy this Spell." The strength is his Chi as it is made."""
    warning = real_card("Sailor's Warning", "aftermath")
    [ability] = actions_of(warning)
    assert ability.effect == AUTO
    measured = ability.effects[0]
    assert measured.op == MEASURED_RANGED and measured.on == 1 and measured.amount == 0
    assert measured.stat == "chi"
    assert ability.effects[1] == Effect(effects.DESTROY, SELF)


def test_you_may_after_a_condition_on_a_type() -> None:
    """ "Bow it. If it is a Personality, you may move it home." (Sakti): the condition names
    a type; the move is the player's choice as it resolves."""
    sakti = personality(
        "Berserker",
        force=8,
        text_plain="Battle: Target an enemy card with lower Force: Bow it. If it is a "
        "Personality, you may move it home.",
    )
    [ability] = actions_of(sakti)
    assert ability.effect == AUTO
    t = _table([sakti], [BRUTE], fate=[SPEARMEN])
    me, _, [brute] = _battle(t, "Berserker", "Brute")
    spear = t.take("Spearmen", 1, f"on:{brute.iid}")
    t.act(0, f"use {me.iid} 0 pay - targets {spear.iid}")
    # A Follower: bowed, nothing asked.
    assert spear.bowed and t.game.waiting_for != "choice"
    t = _table([sakti], [BRUTE])
    me, _, [brute] = _battle(t, "Berserker", "Brute")
    t.act(0, f"use {me.iid} 0 pay - targets {brute.iid}")
    assert brute.bowed and t.game.waiting_for == "choice"
    t.act(0, "option 2")
    assert brute.battle is not None


def test_an_items_melee_attack_and_what_follows_from_it() -> None:
    """Ronin Blade: "Battle, :bow:: :melee: 3. If this destroyed a Personality, destroy this
    Item." The Personality it is on makes the attack; a Follower destroyed leaves it be."""
    blade = real_card("Ronin Blade", "chaos_reigns_part_iii")
    [ability] = actions_of(blade)
    assert ability.effect == AUTO and ability.effects[0].op == MELEE_BY
    t = Table(
        deck("First", stronghold(honor=5, gold=10), dynasty=[BRUTE], fate=[blade]),
        deck("Second", stronghold(honor=5), dynasty=[BRUTE, LONER], fate=[SPEARMEN]),
    )
    me, _, [brute, loner] = _battle(t, "Brute", "Brute", "Loner")
    spear = t.take("Spearmen", 1, f"on:{brute.iid}")
    item = t.take("Ronin Blade", 0, f"on:{me.iid}")
    t.act(0, f"use {item.iid} 0 pay - targets {spear.iid}")
    assert not spear.in_play and item.in_play and item.bowed
    t.act(1, Pass())
    t.act(0, f"manual straighten {item.iid}")
    t.act(0, f"use {item.iid} 0 pay - targets {loner.iid}")
    assert not loner.in_play and not item.in_play


def test_fear_as_strong_as_a_personalitys_stat_from_a_strategy() -> None:
    """Kharmic Threat: "Kiho Battle: Target your unbowed Monk or Shugenja. Fear equal to his
    Chi." «Ужас»: the Followers of the target unit with Force at most the strength bow."""
    threat = real_card("Kharmic Threat", "the_coming_storm")
    [ability] = actions_of(threat)
    assert ability.effect == AUTO
    assert ability.effects[-1] == Strike(FEAR_BY, 1, amount=0, stat="chi")
    monk = personality("Monk", force=1, chi=2, keywords=("Monk",))
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[monk], fate=[threat]),
        deck("Second", stronghold(honor=5), dynasty=[BRUTE], fate=[SPEARMEN, BIG]),
    )
    me, _, [brute] = _battle(t, "Monk", "Brute")
    spear = t.take("Spearmen", 1, f"on:{brute.iid}")
    big = t.take("Big Spearmen", 1, f"on:{brute.iid}")
    card = t.to_hand("Kharmic Threat")
    entry = t.act(0, f"play {card.iid} 0 pay - targets {me.iid},{brute.iid}")
    assert "Kharmic Threat creates Fear 2 against Brute's unit: Spearmen bows" in entry.notes
    assert spear.bowed and not big.bowed


def test_fear_made_by_a_personality_less_one() -> None:
    """Hida Zaiburo: "Battle: Fear equal to Zaiburo's Force minus 1." Fear 3 at his 4
    Force."""
    zaiburo = real_card("Hida Zaiburo", "twenty_festivals")
    [ability] = [a for a in actions_of(zaiburo) if a.effect == AUTO]
    assert ability.effects == (Strike(FEAR_BY, 0, amount=SELF, base=-1, stat="force"),)
    t = _table([zaiburo], [BRUTE], fate=[SPEARMEN, BIG])
    me, _, [brute] = _battle(t, "Hida Zaiburo", "Brute")
    spear = t.take("Spearmen", 1, f"on:{brute.iid}")
    big = t.take("Big Spearmen", 1, f"on:{brute.iid}")
    entry = t.act(0, f"use {me.iid} {ability.index} pay - targets {brute.iid}")
    assert "Hida Zaiburo creates Fear 3 against Brute's unit: Spearmen bows" in entry.notes
    assert spear.bowed and not big.bowed and not me.bowed


YOJIMBO = personality("Bodyguard", force=2, chi=1, keywords=("Samurai", "Yojimbo"))
COURTIER = personality("Courtier", force=1, chi=2, keywords=("Courtier",))


def _defense(mine: list):
    defense = real_card("Unassailable Defense")
    t = Table(
        deck("First", stronghold(honor=5), dynasty=mine, fate=[defense]),
        deck("Second", stronghold(honor=5), dynasty=[BRUTE], fate=[SPEARMEN, BIG]),
    )
    home = tuple(c.title for c in mine[1:])
    me, _, [brute] = _battle(t, mine[0].title, "Brute", home=home)
    spear = t.take("Spearmen", 1, f"on:{brute.iid}")
    big = t.take("Big Spearmen", 1, f"on:{brute.iid}")
    card = t.to_hand("Unassailable Defense")
    t.act(0, f"play {card.iid} 0 pay - targets {me.iid},{brute.iid}")
    return me, spear, big


def test_a_fear_that_destroys_what_it_bows_under_conditions() -> None:
    """Unassailable Defense: "Bow your target unbowed Personality. Fear with strength equal
    to his Force. If he is a Yojimbo, and you control a Courtier or Shugenja (at any
    location), after each card bows from the Fear, destroy it." A Yojimbo with a Courtier
    at home: the Spearmen (1 Force) bow and are destroyed; the Big Spearmen (5) stand."""
    [ability] = actions_of(real_card("Unassailable Defense"))
    assert ability.effect == AUTO
    me, spear, big = _defense([YOJIMBO, COURTIER])
    assert me.bowed and not spear.in_play and big.in_play and not big.bowed


def test_the_same_fear_only_bows_without_a_courtier_or_shugenja() -> None:
    me, spear, _ = _defense([YOJIMBO])
    assert me.bowed and spear.in_play and spear.bowed


def test_the_same_fear_only_bows_when_he_is_no_yojimbo() -> None:
    _, spear, _ = _defense([SCOUT, COURTIER])
    assert spear.in_play and spear.bowed


def test_a_copy_of_a_fear_in_your_army() -> None:
    """Ascendance: "Battle: Fear that is a copy of a Fear effect on a card in your army."
    Of the Fears of the player's army at the battle (not one at home); with two, he chooses
    as it resolves."""
    ascendance = real_card("Ascendance")
    [ability] = actions_of(ascendance)
    assert ability.effect == AUTO
    dread = personality("Dread", force=1, chi=1, text_plain="Battle: Fear 1.")
    horror = personality("Horror", force=1, chi=1, text_plain="Battle: Fear 3.")
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[dread, horror], fate=[ascendance]),
        deck("Second", stronghold(honor=5), dynasty=[BRUTE], fate=[SPEARMEN, BIG]),
    )
    _, [horror_card], [brute] = _battle(t, "Dread", "Brute", home=("Horror",))
    spear = t.take("Spearmen", 1, f"on:{brute.iid}")
    card = t.to_hand("Ascendance")
    t.act(0, f"play {card.iid} 0 pay - targets {brute.iid}")
    # Only Dread is in the army at the battle: its Fear 1, unasked.
    assert spear.bowed and t.game.waiting_for != "choice" and horror_card.battle is None


def test_a_copy_of_one_of_two_fears() -> None:
    ascendance = real_card("Ascendance")
    dread = personality("Dread", force=1, chi=1, text_plain="Battle: Fear 1.")
    horror = personality("Horror", force=1, chi=1, text_plain="Battle: Fear 3.")
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[dread, horror], fate=[ascendance]),
        deck("Second", stronghold(honor=5), dynasty=[BRUTE], fate=[BIG]),
    )
    dread_card, horror_card = t.in_play("Dread"), t.in_play("Horror")
    brute = t.in_play("Brute", seat=1)
    t.to_attack()
    t.attack(1, (dread_card, 0), (horror_card, 0))
    t.defend((brute, 0))
    while not (t.game.waiting_for == "battle" and t.game.to_act == 0):
        t.act(t.game.to_act, Pass())
    big = t.take("Big Spearmen", 1, f"on:{brute.iid}")
    card = t.to_hand("Ascendance")
    t.act(0, f"play {card.iid} 0 pay - targets {brute.iid}")
    assert t.game.waiting_for == "choice"
    entry = t.act(0, "option 2")
    assert "Ascendance creates Fear 3 against Brute's unit: nothing bows" in entry.notes
    assert not big.bowed


def _threat(mine: list):
    threat = real_card("The Greater Threat")
    wise = personality("Wise Courtier", force=1, chi=4, keywords=("Courtier",))
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[BRUTE, *mine, wise], fate=[threat]),
        deck("Second", stronghold(honor=5), dynasty=[BRUTE], fate=[SPEARMEN, BIG]),
    )
    home = (*(c.title for c in mine), "Wise Courtier")
    _, [me, *_], [brute] = _battle(t, "Brute", "Brute", home=home)
    spear = t.take("Spearmen", 1, f"on:{brute.iid}")
    big = t.take("Big Spearmen", 1, f"on:{brute.iid}")
    card = t.to_hand("The Greater Threat")
    entry = t.act(0, f"play {card.iid} 0 pay - targets {me.iid},{brute.iid}")
    return me, spear, big, entry


def test_a_yojimbo_moved_to_the_battle_makes_fear_of_the_highest_chi() -> None:
    """The Greater Threat: "If he would be opposed, move your target unbowed Personality at
    home to the current battlefield. If he moved and is a Yojimbo, make a Fear effect with
    strength equal to the highest Chi among all Courtiers and Shugenja you control (at any
    location)." The Courtier at home has 4 Chi: Fear 4."""
    [ability] = actions_of(real_card("The Greater Threat"))
    assert ability.effect == AUTO
    me, spear, big, entry = _threat([YOJIMBO])
    assert me.battle is not None
    assert "The Greater Threat creates Fear 4 against Brute's unit: Spearmen bows" in entry.notes
    assert spear.bowed and not big.bowed


def test_no_fear_when_he_is_no_yojimbo() -> None:
    me, spear, _, entry = _threat([SCOUT])
    assert me.battle is not None and not spear.bowed
    assert not any("creates Fear" in note for note in entry.notes)


def test_a_followers_ranged_attack_as_strong_as_its_personalitys_honor() -> None:
    """Lieutenant Uji (a Follower): "Repeatable Battle, :bow:: Ranged Attack with strength
    equal to this Personality's Personal Honor." — the Personality it is attached to; the
    Follower shoots and bows."""
    uji = follower(
        "Lieutenant",
        force=2,
        cost=0,
        text_plain="Repeatable Battle, :bow:: Ranged Attack with strength equal to this "
        "Personality's Personal Honor.",
    )
    [ability] = actions_of(uji)
    assert ability.effect == AUTO and ability.bow
    assert ability.effects == (Strike(RANGED_STAT, 0, amount=effects.HOST, stat="ph"),)
    lord = personality("Honorable Lord", force=2, chi=2, honor=4)
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[lord], fate=[uji]),
        deck("Second", stronghold(honor=5), dynasty=[BRUTE], fate=[SPEARMEN, BIG]),
    )
    me, _, [brute] = _battle(t, "Honorable Lord", "Brute")
    lieutenant = t.take("Lieutenant", 0, f"on:{me.iid}")
    big = t.take("Big Spearmen", 1, f"on:{brute.iid}")
    entry = t.act(0, f"use {lieutenant.iid} 0 pay - targets {big.iid}")
    assert "Lieutenant: Ranged 4 Attack misses Big Spearmen (5 Force)" in entry.notes
    assert lieutenant.bowed and not me.bowed


def test_a_melee_attack_and_what_it_destroyed_named_by_an_icon() -> None:
    """Jade Legion: "Battle, :bow:: :melee: 3. If this destroyed any :shadowlands: cards,
    straighten this Follower." A Shadowlands card destroyed straightens it; another does
    not."""
    legion = follower(
        "Jade Legionnaires",
        force=2,
        cost=0,
        text_plain="Battle, :bow:: :melee: 3. If this destroyed any :shadowlands: cards, "
        "straighten this Follower.",
    )
    [ability] = actions_of(legion)
    assert ability.effect == AUTO and ability.effects[1].words == ("Shadowlands",)
    for enemy, straightened in ((ONI, True), (LONER, False)):
        t = Table(
            deck("First", stronghold(honor=5), dynasty=[BRUTE], fate=[legion]),
            deck("Second", stronghold(honor=5), dynasty=[enemy]),
        )
        me, _, [foe] = _battle(t, "Brute", enemy.title)
        jade = t.take("Jade Legionnaires", 0, f"on:{me.iid}")
        t.act(0, f"use {jade.iid} 0 pay - targets {foe.iid}")
        assert not foe.in_play and jade.bowed is not straightened
