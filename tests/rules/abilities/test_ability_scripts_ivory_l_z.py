"""Hand-written records (rules/engine/scripts) and phrasings for the cards of the Ivory
Edition starter decks titled L to Z, each played through the engine: the action is offered
with its legal targets (Targeting — «Выбор цели и перенаправление»: targets are chosen when
the action is announced, before costs), played, and the state checked. Cards are read from
a printing with the text the starter decks use."""

from rules.engine import stats
from rules.engine.abilities import AUTO, actions_of
from rules.engine.actions import Choose, Pass
from rules.engine.cards import CardDef
from rules.engine.compiler import compile_body
from rules.engine.effects import BOW_OR_STRAIGHTEN, PLAYER, SELF, perform
from rules.engine.effects_battle import FIRST_OPPORTUNITY
from rules.engine.effects_bonuses import TraitBonus
from rules.engine.effects_choice import Either
from rules.engine.effects_stats import FOCUS_BONUS
from rules.engine.effects_zones import DISCARD_COST
from rules.engine.pipeline import run
from rules.engine.scripts import script
from rules.table import rule_groups
from tests import rules_cards
from tests.real_cards import real_card
from tests.rules.abilities.test_ability_play import BUSHI, SPEARMEN
from tests.rules_cards import Table, deck, follower, personality, strategy, stronghold

AFTERMATH = "aftermath"
GATES = "gates_of_chaos"
SHUGENJA = personality("Air Adept", force=1, chi=3, keywords=("Shugenja", "Air"))
SECOND_SHUGENJA = personality("Wind Adept", force=1, chi=4, keywords=("Shugenja", "Air"))
KIHO = strategy("Kiho of Testing", focus=2, keywords=("Kiho",))
RICH = stronghold(honor=5, gold=10)


def scripted(defn: CardDef, index: int = 0) -> None:
    """The card's action at `index` is played by its record: the compiler cannot read it."""
    ability = next(a for a in actions_of(defn) if a.index == index)
    assert ability.effect == AUTO
    assert compile_body(defn, ability.body) is None
    assert script(defn.title, index) is not None


def uses(t: Table, seat: int, verb: str, card_iid: int, index: int = 0) -> list[str]:
    return sorted(a for a in t.legal(seat) if a.startswith(f"{verb} {card_iid} {index} "))


def force(t: Table, card) -> int:
    return stats.force(t.state, card)


def two_decks(mine: list[CardDef], theirs: list[CardDef] = (), home: CardDef = RICH) -> Table:
    """Decks of the given cards (Dynasty or Fate by type), two Bushi each."""

    def split(cards):
        dynasty = [c for c in cards if c.home_deck == "Dynasty"] + [BUSHI, BUSHI]
        fate = [c for c in cards if c.home_deck == "Fate"] + [SPEARMEN]
        return dynasty, fate

    d0, f0 = split(mine)
    d1, f1 = split(list(theirs))
    return Table(
        deck("First", home, dynasty=d0, fate=f0),
        deck("Second", stronghold(honor=2), dynasty=d1, fate=f1),
    )


def test_ramifications_sends_home_a_personality_without_honor() -> None:
    """Ivory "Ramifications": "Political Battle: Move home a target Personality with 0
    Personal Honor and, as he moves, his controller loses 2 Honor." Only a Personality with
    0 Personal Honor in this battle may be chosen (Relevance — «Правило уместности»). A
    Political Battle action is taken in a battle, as the rulebook's own Favor is
    («Политическая боевая: Отошлите домой любой отряд в текущей битве»)."""
    card_def = real_card("Ramifications")
    scripted(card_def)
    ronin = personality("Honorless Guard", honor=0)
    t = two_decks([card_def], [ronin])
    card = t.to_hand("Ramifications")
    bushi = t.in_play("Bushi")
    guard = t.in_play("Bushi", seat=1)
    nobody = t.in_play("Honorless Guard", seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0), (nobody, 0))
    t.act(1, Pass())
    assert uses(t, 0, "play", card.iid) == [f"play {card.iid} 0 pay - targets {nobody.iid}"]
    before = t.state.players[1].honor
    t.act(0, f"play {card.iid} 0 pay - targets {nobody.iid}")
    assert nobody.battle is None and guard.battle is not None
    assert t.state.players[1].honor == before - 2


def test_planted_evidence_reaches_chi_four_with_a_ninja() -> None:
    """ "Planted Evidence" (Aftermath): "Ninja Limited, :g10:: Destroy a target Personality
    with 3 or lower Chi, or with 4 or lower Chi if you control a Ninja Personality. Lose
    Honor equal to your Starting Family Honor." Limited: in the player's own Action Phase."""
    card_def = real_card("Planted Evidence", AFTERMATH)
    scripted(card_def)
    low = personality("Low Chi", chi=3)
    mid = personality("Middle Chi", chi=4)
    ninja = personality("Shadow", keywords=("Ninja",))
    t = two_decks([card_def, ninja], [low, mid])
    card = t.to_hand("Planted Evidence")
    weak, strong = t.in_play("Low Chi", seat=1), t.in_play("Middle Chi", seat=1)
    t.pass_until("action", seat=0)

    def targets() -> list[str]:
        return sorted(a.split(" targets ")[1] for a in uses(t, 0, "play", card.iid))

    assert targets() == [str(weak.iid)]
    shadow = t.in_play("Shadow")
    assert targets() == sorted(str(iid) for iid in (weak.iid, strong.iid, shadow.iid))
    me = t.state.players[0]
    before = me.honor
    [play] = [a for a in uses(t, 0, "play", card.iid) if a.endswith(f" targets {strong.iid}")]
    t.act(0, play)
    assert not strong.in_play and weak.in_play
    assert me.honor == before - me.starting_honor and me.starting_honor == 5


def test_seeking_the_way_sends_the_attacker_and_the_shugenja_home() -> None:
    """Ivory "Seeking the Way": "Air Battle: Bow this Shugenja to move home a target
    attacking Personality and himself, and gain 2 Honor." Bowing the Shugenja is the cost
    («Стоимости и эффекты»)."""
    card_def = real_card("Seeking the Way")
    scripted(card_def)
    t = two_decks([], [SHUGENJA, card_def])
    bushi = t.in_play("Bushi")
    adept = t.in_play("Air Adept", seat=1)
    spell = t.take("Seeking the Way", 1, f"on:{adept.iid}")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((adept, 0))
    assert uses(t, 1, "use", spell.iid) == [f"use {spell.iid} 0 pay - targets {bushi.iid}"]
    before = t.state.players[1].honor
    t.act(1, f"use {spell.iid} 0 pay - targets {bushi.iid}")
    assert bushi.battle is None and adept.battle is None and adept.bowed
    assert t.state.players[1].honor == before + 2


def test_shielded_by_tempest_moves_to_another_air_shugenja() -> None:
    """Ivory "Shielded by Tempest", first action: "Air Open: Transfer this Spell to your
    target Air Shugenja." Only the player's own Air Shugenja other than its bearer."""
    card_def = real_card("Shielded by Tempest")
    scripted(card_def, 0)
    t = two_decks([SHUGENJA, SECOND_SHUGENJA, card_def])
    adept, other = t.in_play("Air Adept"), t.in_play("Wind Adept")
    t.in_play("Bushi")
    spell = t.take("Shielded by Tempest", 0, f"on:{adept.iid}")
    t.pass_until("action", seat=0)
    assert uses(t, 0, "use", spell.iid) == [f"use {spell.iid} 0 pay - targets {other.iid}"]
    t.act(0, f"use {spell.iid} 0 pay - targets {other.iid}")
    assert spell.host == other.iid and spell.iid in other.attachments
    assert spell.iid not in adept.attachments


def test_shielded_by_tempest_strengthens_the_province_when_opposed() -> None:
    """Ivory "Shielded by Tempest", second action: "Air Battle, :bow:: If this Shugenja is
    opposed, give this Province +2 strength and gain 1 Honor. Move this Shugenja home."
    (opposed: «Противостоящие» — enemy units at his battlefield)."""
    card_def = real_card("Shielded by Tempest")
    scripted(card_def, 1)
    t = two_decks([], [SHUGENJA, card_def])
    bushi = t.in_play("Bushi")
    adept = t.in_play("Air Adept", seat=1)
    spell = t.take("Shielded by Tempest", 1, f"on:{adept.iid}")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((adept, 0))
    province = t.province(1, 0)
    strength, honor = province.bonus, t.state.players[1].honor
    assert uses(t, 1, "use", spell.iid, 1) == [f"use {spell.iid} 1 pay -"]
    t.act(1, f"use {spell.iid} 1 pay -")
    assert province.bonus == strength + 2 and t.state.players[1].honor == honor + 1
    assert adept.battle is None and spell.bowed


def test_shielded_by_tempest_only_moves_home_when_unopposed() -> None:
    """The same action with no enemy at the Shugenja's battlefield: he moves home, the
    Province and the Honor are unchanged."""
    t = two_decks([real_card("Shielded by Tempest"), SHUGENJA])
    bushi = t.in_play("Bushi")
    adept = t.in_play("Air Adept")
    spell = t.take("Shielded by Tempest", 0, f"on:{adept.iid}")
    t.to_attack()
    t.attack(1, (bushi, 0), (adept, 1))
    t.act(0, f"battle {t.province(1, 1).pid}")
    honor = t.state.players[0].honor
    strength = t.province(1, 1).bonus
    t.act(0, f"use {spell.iid} 1 pay -")
    assert adept.battle is None and t.state.players[0].honor == honor
    assert t.province(1, 1).bonus == strength


def test_tempest_of_air_gives_the_shugenjas_chi_as_a_penalty() -> None:
    """ "Tempest of Air" (Coils of Madness): "Air Open: If this Shugenja is unbowed, give a
    target Personality or Follower a Force penalty equal to this Shugenja's Chi. Bow this
    Shugenja." (Air Adept: 3 Chi.) Bowed, the Shugenja's Spell gives no penalty."""
    card_def = real_card("Tempest of Air", "coils_of_madness")
    scripted(card_def)
    t = two_decks([SHUGENJA, card_def])
    adept = t.in_play("Air Adept")
    spell = t.take("Tempest of Air", 0, f"on:{adept.iid}")
    enemy = t.in_play("Bushi", seat=1)
    t.pass_until("action", seat=0)
    assert f"use {spell.iid} 0 pay - targets {enemy.iid}" in t.legal(0)
    t.act(0, f"use {spell.iid} 0 pay - targets {enemy.iid}")
    assert force(t, enemy) == 0 and adept.bowed


def test_tempest_of_air_does_nothing_but_bow_when_the_shugenja_is_bowed() -> None:
    """The condition is checked as the effect resolves: a Shugenja already bowed gives no
    penalty (its Spell is a card of its own, whose Open action needs no Shugenja unbowed)."""
    card_def = real_card("Tempest of Air", "coils_of_madness")
    t = two_decks([SHUGENJA, card_def])
    adept = t.in_play("Air Adept")
    spell = t.take("Tempest of Air", 0, f"on:{adept.iid}")
    enemy = t.in_play("Bushi", seat=1)
    t.pass_until("action", seat=0)
    t.act(0, f"manual bow {adept.iid}")
    record = script("Tempest of Air", 0)
    assert record is not None
    perform(t.state, 0, spell, record.effects, (enemy.iid,))
    run(t.state)
    assert force(t, enemy) == 3 and adept.bowed


def test_vigilant_eyes_gives_a_penalty_of_your_samurais_force() -> None:
    """Ivory "Vigilant Eyes": "Dark Virtue Open: Target your unbowed Samurai. Give a target
    Personality a Force penalty equal to your Samurai's Force." In a battle, both are at
    this battlefield (Relevance — «Правило уместности»)."""
    card_def = real_card("Vigilant Eyes")
    scripted(card_def)
    strong = personality("Strong Samurai", force=4)
    t = two_decks([card_def, strong])
    card = t.to_hand("Vigilant Eyes")
    samurai = t.in_play("Strong Samurai")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (samurai, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    play = f"play {card.iid} 0 pay - targets {samurai.iid},{guard.iid}"
    assert play in uses(t, 0, "play", card.iid)
    t.act(0, play)
    # 3 - 4: Force is never below 0.
    assert force(t, guard) == 0 and force(t, samurai) == 4


def test_matsu_misato_ranged_attack_grows_with_family_honor() -> None:
    """Ivory "Matsu Misato": "Battle, :bow:: Ranged 3 Attack with +1 strength for every 10
    points of Family Honor you have." With 12 Honor: Ranged 4, which destroys a 4-Force
    Personality without Followers («Атака с расстояния уничтожает цель, если ее сила больше
    или равна силе цели»)."""
    card_def = real_card("Matsu Misato")
    scripted(card_def)
    tough = personality("Tough Guard", force=4)
    t = two_decks([card_def], [tough])
    misato = t.in_play("Matsu Misato")
    guard = t.in_play("Tough Guard", seat=1)
    t.to_attack()
    t.attack(1, (misato, 0))
    t.defend((guard, 0))
    me = t.state.players[0]
    t.act(1, f"manual honor 0 {12 - me.honor:+d}")
    t.act(1, Pass())
    assert uses(t, 0, "use", misato.iid) == [f"use {misato.iid} 0 pay - targets {guard.iid}"]
    entry = t.act(0, f"use {misato.iid} 0 pay - targets {guard.iid}")
    assert "Matsu Misato: Ranged 4 Attack destroys Tough Guard (4 Force)" in entry.notes
    assert misato.bowed and not guard.in_play


def test_ring_of_the_void_draws_and_discards_with_the_most_cards() -> None:
    """Ivory "Ring of the Void", last action: "Void Limited, :bow:: Draw a card. If you now
    have more cards in your hand than any other player, discard a card." (the player
    chooses the card)."""
    card_def = real_card("Ring of the Void")
    scripted(card_def, 1)
    t = two_decks([card_def])
    void = t.in_play("Ring of the Void")
    t.pass_until("action", seat=0)
    me, them = t.state.players
    while len(me.hand) <= len(them.hand):
        t.act(0, "manual draw 0")
    held = len(me.hand)
    t.act(0, f"use {void.iid} 1 pay -")
    choices = [a for a in t.legal(0) if a.startswith("choose ")]
    assert len(choices) == held + 1
    t.act(0, choices[0])
    assert len(me.hand) == held and void.bowed


def test_ring_of_the_void_keeps_the_card_with_fewer_cards() -> None:
    """The same action with fewer cards than the other player: draw, no discard."""
    t = two_decks([real_card("Ring of the Void")])
    void = t.in_play("Ring of the Void")
    t.pass_until("action", seat=0)
    me, them = t.state.players
    while len(them.hand) <= len(me.hand) + 1:
        t.act(1, "manual draw 1")
    held = len(me.hand)
    t.act(0, f"use {void.iid} 1 pay -")
    assert len(me.hand) == held + 1
    assert not [a for a in t.legal(0) if a.startswith("choose ")]


def test_togashi_ogure_discards_a_kiho_for_more_force_when_defending() -> None:
    """Ivory "Togashi Ogure": "Battle: Discard a Kiho to give Ogure +2F, or +3F if he is
    defending." (read by the phrasing "Give <him> +2F, or +3F if he is defending"; the
    Kiho discarded is a cost, «Стоимости и эффекты»)."""
    ogure_def = real_card("Togashi Ogure")
    ability = next(a for a in actions_of(ogure_def) if a.index == 0)
    assert ability.effect == AUTO and script(ogure_def.title, 0) is None
    compiled = compile_body(ogure_def, ability.body)
    assert compiled is not None
    bonus = compiled.effects[1]
    assert isinstance(bonus, TraitBonus)
    assert (bonus.on, bonus.force, bonus.trait, bonus.force2) == (SELF, 2, "defending", 3)
    t = two_decks([KIHO], [ogure_def, KIHO])
    bushi = t.in_play("Bushi")
    ogure = t.in_play("Togashi Ogure", seat=1)
    t.to_hand("Kiho of Testing", seat=1)
    t.to_hand("Kiho of Testing", seat=0)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((ogure, 0))
    printed = force(t, ogure)
    t.act(1, f"use {ogure.iid} 0 pay -")
    kiho = next(a for a in t.legal(1) if a.startswith("choose "))
    t.act(1, kiho)
    assert force(t, ogure) == printed + 3


def test_togashi_ogure_gets_two_when_attacking() -> None:
    """The same action while Ogure attacks: +2F."""
    ogure_def = real_card("Togashi Ogure")
    t = two_decks([ogure_def, KIHO])
    ogure = t.in_play("Togashi Ogure")
    guard = t.in_play("Bushi", seat=1)
    kiho = t.to_hand("Kiho of Testing")
    t.to_attack()
    t.attack(1, (ogure, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    printed = force(t, ogure)
    t.act(0, f"use {ogure.iid} 0 pay -")
    t.act(0, Choose(kiho.iid))
    assert force(t, ogure) == printed + 2


def test_moto_paikao_discards_a_card_for_a_penalty_of_its_focus() -> None:
    """ "Moto Paikao" (Aftermath): "Battle: Discard a card to give a target enemy Follower or
    Personality a Force penalty equal to the card's Focus Value." (read by the phrasing
    "Discard a card to give <target> a Force penalty equal to the card's Focus Value"; the
    discard is the cost, «Стоимости и эффекты»: with no card in hand the action is not
    offered). Kiho of Testing: Focus 2."""
    paikao_def = real_card("Moto Paikao", AFTERMATH)
    ability = next(a for a in actions_of(paikao_def) if a.index == 0)
    assert ability.effect == AUTO and script(paikao_def.title, 0) is None
    compiled = compile_body(paikao_def, ability.body)
    assert compiled is not None
    assert [(e.op, e.on, e.amount) for e in compiled.effects] == [
        (DISCARD_COST, PLAYER, 1),
        (FOCUS_BONUS, 0, -1),
    ]
    assert compiled.targets[0].kinds == ("Follower", "Personality")
    t = two_decks([paikao_def, KIHO])
    paikao = t.in_play("Moto Paikao")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (paikao, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    me = t.state.players[0]
    for iid in list(me.hand):
        t.act(0, f"manual move {iid} to fate-bottom")
    assert uses(t, 0, "use", paikao.iid) == []
    kiho = t.to_hand("Kiho of Testing")
    assert uses(t, 0, "use", paikao.iid) == [f"use {paikao.iid} 0 pay - targets {guard.iid}"]
    t.act(0, f"use {paikao.iid} 0 pay - targets {guard.iid}")
    t.act(0, Choose(kiho.iid))
    assert kiho.zone == "fate-discard" and force(t, guard) == 3 - 2


def test_versatile_army_reads_straighten_or_bow() -> None:
    """Ivory "Versatile Army": "Battle, :g3:: Straighten or bow a target Personality." (the
    phrasing "Bow or straighten <target>"; the player's choice is the one that changes the
    card, so a bowed target straightens and an unbowed one bows)."""
    army = real_card("Versatile Army")
    ability = next(a for a in actions_of(army) if a.index == 0)
    compiled = compile_body(army, ability.body)
    assert compiled is not None and script(army.title, 0) is None
    assert [(e.op, e.on) for e in compiled.effects] == [(BOW_OR_STRAIGHTEN, 0)]
    t = two_decks([army])
    card = t.to_hand("Versatile Army")
    bushi = t.in_play("Bushi")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    t.act(0, f"manual bow {bushi.iid}")
    # Your own bowed Personality is a target of an action that may straighten him
    # («за исключением акций, которые разворачивают их»).
    [play] = [a for a in uses(t, 0, "play", card.iid) if a.endswith(f" targets {bushi.iid}")]
    t.act(0, play)
    assert not bushi.bowed


def test_sparrow_clan_aide_bows_or_straightens_a_less_honorable_personality() -> None:
    """Ivory "Sparrow Clan Aide": "Political Battle: Bow or straighten a target Personality
    with lower Personal Honor than this Personality." — than the Personality the Follower
    is attached to (Bushi: 2 Personal Honor)."""
    aide_def = real_card("Sparrow Clan Aide")
    # Read by the compiler (`rules.engine.target_measures`), with no record of its own.
    assert compile_body(aide_def, actions_of(aide_def)[0].body) is not None
    assert script(aide_def.title, 0) is None
    humble = personality("Humble Guard", honor=1)
    proud = personality("Proud Guard", honor=3)
    t = two_decks([aide_def], [humble, proud])
    bushi = t.in_play("Bushi")
    aide = t.take("Sparrow Clan Aide", 0, f"on:{bushi.iid}")
    low, high = t.in_play("Humble Guard", seat=1), t.in_play("Proud Guard", seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((low, 0), (high, 0))
    t.act(1, Pass())
    assert uses(t, 0, "use", aide.iid) == [f"use {aide.iid} 0 pay - targets {low.iid}"]
    t.act(0, f"use {aide.iid} 0 pay - targets {low.iid}")
    assert low.bowed and not high.bowed


def test_mirumoto_hikuryo_frightens_more_a_dishonorable_unit() -> None:
    """Ivory "Mirumoto Hikuryo": "Battle: Fear 2, or Fear 3 if the target is dishonorable."
    (the keyword attack with a stronger strength against a target that meets the condition:
    «Все солдаты в указанном отряде с силой меньше или равной значению силы ужаса ...
    поворачиваются»). Against an honorable unit a 3-Force Follower stands; against a
    dishonored one it bows."""
    hikuryo_def = real_card("Mirumoto Hikuryo")
    ability = next(a for a in actions_of(hikuryo_def) if a.index == 0)
    assert (ability.effect, ability.strength, ability.better) == (
        "fear",
        2,
        (3, "target:dishonorable"),
    )
    troops = follower("Heavy Troops", force=3, cost=1)
    for dishonored, bows in ((False, False), (True, True)):
        t = two_decks([hikuryo_def], [troops])
        hikuryo = t.in_play("Mirumoto Hikuryo")
        guard = t.in_play("Bushi", seat=1)
        heavy = t.take("Heavy Troops", 1, f"on:{guard.iid}")
        if dishonored:
            t.act(1, f"manual dishonor {guard.iid}")
        t.to_attack()
        t.attack(1, (hikuryo, 0))
        t.defend((guard, 0))
        t.act(1, Pass())
        entry = t.act(0, f"fear {hikuryo.iid} at {guard.iid}")
        assert heavy.bowed is bows
        assert f"creates Fear {3 if dishonored else 2}" in " ".join(entry.notes)


def test_a_ranged_attack_is_stronger_against_a_target_that_meets_its_condition() -> None:
    """ "Kitsuki Mizukabe": "Battle, :bow:: Ranged 3 Attack, or Ranged 4 Attack if the
    target is dishonorable." («Атака с расстояния уничтожает цель, если ее сила больше или
    равна силе цели»): a 4-Force Personality survives Ranged 3, not Ranged 4."""
    mizukabe = personality(
        "Kitsuki Mizukabe",
        text_plain="Battle, :bow:: Ranged 3 Attack, or Ranged 4 Attack if the target is "
        "dishonorable.",
    )
    tough = personality("Tough Guard", force=4)
    for dishonored in (False, True):
        t = two_decks([mizukabe], [tough])
        archer = t.in_play("Kitsuki Mizukabe")
        guard = t.in_play("Tough Guard", seat=1)
        if dishonored:
            t.act(1, f"manual dishonor {guard.iid}")
        t.to_attack()
        t.attack(1, (archer, 0))
        t.defend((guard, 0))
        t.act(1, Pass())
        t.act(0, f"ranged {archer.iid} at {guard.iid}")
        assert guard.in_play is not dishonored and archer.bowed


def test_strength_of_the_bear_bows_a_weaker_enemy_and_straightens_a_strong_one() -> None:
    """ "Strength of the Bear" (Gates of Chaos): "Battle: Bow your target unbowed
    Personality. Bow a target enemy card with lower Force than his. If your Personality has
    5 or more printed Force, straighten him." The second target is compared with the first
    as they are chosen (Targeting — «Выбор цели»: all targets when the action is
    announced)."""
    bear_def = real_card("Strength of the Bear", GATES)
    scripted(bear_def)
    giant = personality("Giant", force=5)
    t = two_decks([bear_def, giant], [personality("Big Guard", force=4)])
    card = t.to_hand("Strength of the Bear")
    bushi, big = t.in_play("Bushi"), t.in_play("Giant")
    guard = t.in_play("Big Guard", seat=1)
    spear = t.take("Spearmen", 1, f"on:{guard.iid}")
    t.to_attack()
    t.attack(1, (bushi, 0), (big, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    offered = {a.split(" targets ")[1] for a in uses(t, 0, "play", card.iid)}
    # Bushi (3F) outmatches only the 2-Force Spearmen; the Giant (5F) both.
    assert offered == {
        f"{bushi.iid},{spear.iid}",
        f"{big.iid},{spear.iid}",
        f"{big.iid},{guard.iid}",
    }
    t.act(0, f"play {card.iid} 0 pay - targets {big.iid},{guard.iid}")
    assert guard.bowed and not big.bowed and not spear.bowed


def test_strength_of_the_bear_leaves_a_weaker_personality_bowed() -> None:
    """The same card with a Personality of less than 5 printed Force: he stays bowed."""
    t = two_decks([real_card("Strength of the Bear", GATES)])
    card = t.to_hand("Strength of the Bear")
    bushi = t.in_play("Bushi")
    guard = t.in_play("Bushi", seat=1)
    spear = t.take("Spearmen", 1, f"on:{guard.iid}")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    t.act(0, f"play {card.iid} 0 pay - targets {bushi.iid},{spear.iid}")
    assert bushi.bowed and spear.bowed


def test_matsu_choiko_takes_a_force_or_chi_bonus_of_her_fellows_honor() -> None:
    """Ivory "Matsu Choiko": "Battle: Target another of your Lion Clan Personalities. Give
    Choiko a Force or Chi bonus equal to the target's Personal Honor." The player chooses
    the bonus as the action resolves (an `option` of the log); Choiko herself is no target.
    (Lion Guard: 3 Personal Honor.)"""
    choiko_def = real_card("Matsu Choiko")
    scripted(choiko_def)
    fellow = personality("Lion Guard", honor=3, clans=("Lion",))
    for option, gains in ((1, (3, 0)), (2, (0, 3))):
        t = two_decks([choiko_def, fellow])
        choiko = t.in_play("Matsu Choiko")
        lion = t.in_play("Lion Guard")
        guard = t.in_play("Bushi", seat=1)
        t.to_attack()
        t.attack(1, (choiko, 0), (lion, 0))
        t.defend((guard, 0))
        t.act(1, Pass())
        assert uses(t, 0, "use", choiko.iid) == [f"use {choiko.iid} 0 pay - targets {lion.iid}"]
        before = (force(t, choiko), stats.chi(t.state, choiko))
        t.act(0, f"use {choiko.iid} 0 pay - targets {lion.iid}")
        assert sorted(t.legal(0)) == ["option 1", "option 2"]
        [group] = rule_groups(t.game, 0)
        assert group.label == "Choose how an effect is carried out"
        assert [c.label for c in group.choices] == [
            "A Force bonus equal to the target's Personal Honor (Matsu Choiko)",
            "A Chi bonus equal to the target's Personal Honor (Matsu Choiko)",
        ]
        t.act(0, f"option {option}")
        after = (force(t, choiko), stats.chi(t.state, choiko))
        assert (after[0] - before[0], after[1] - before[1]) == gains


def test_tsuruchi_longbow_shoots_and_may_send_its_bearer_home() -> None:
    """Ivory "Tsuruchi Longbow": "Battle, :bow:: Ranged 2 Attack. You may destroy this Item
    to move this Personality home." («Атака с расстояния уничтожает цель, если ее сила
    больше или равна силе цели»); the player may decline (option 2, "none") or destroy the
    Longbow to move its Personality home (option 1)."""
    bow_def = real_card("Tsuruchi Longbow")
    # Read by the compiler (`phrasings.attacks`: "You may <effect>" after a Ranged Attack).
    assert compile_body(bow_def, actions_of(bow_def)[0].body) is not None
    for accept in (False, True):
        t = two_decks([bow_def])
        bushi = t.in_play("Bushi")
        longbow = t.take("Tsuruchi Longbow", 0, f"on:{bushi.iid}")
        guard = t.in_play("Bushi", seat=1)
        spear = t.take("Spearmen", 1, f"on:{guard.iid}")
        t.to_attack()
        t.attack(1, (bushi, 0))
        t.defend((guard, 0))
        t.act(1, Pass())
        assert uses(t, 0, "use", longbow.iid) == [f"use {longbow.iid} 0 pay - targets {spear.iid}"]
        t.act(0, f"use {longbow.iid} 0 pay - targets {spear.iid}")
        assert not spear.in_play and longbow.bowed
        assert sorted(t.legal(0)) == ["option 1", "option 2"]
        t.act(0, "option 1" if accept else "option 2")
        assert longbow.in_play is not accept
        assert (bushi.battle is None) is accept


def test_sneak_attack_gives_the_attacker_the_first_battle_action() -> None:
    """Ivory "Sneak Attack": "Engage: The Attacker has the first opportunity to take a
    Battle action or pass in this battle." (read by the phrasing; «Битва»: the defender
    acts first, an Engage action comes before the battle's first action). The defender
    passes, the Attacker plays it: the Attacker, not the defender, acts next."""
    sneak = real_card("Sneak Attack")
    ability = next(a for a in actions_of(sneak) if a.index == 0)
    compiled = compile_body(sneak, ability.body)
    assert compiled is not None and script(sneak.title, 0) is None
    assert [(e.op, e.amount) for e in compiled.effects] == [(FIRST_OPPORTUNITY, 1)]
    t = two_decks([sneak])
    card = t.to_hand("Sneak Attack")
    bushi = t.in_play("Bushi")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    entry = t.act(0, f"play {card.iid} 0 pay -")
    assert "First has the first opportunity to take a Battle action or pass" in entry.notes
    assert t.game.to_act == 0 and t.game.waiting_for == "battle"


def _fate_top(t: Table, seat: int, *cards) -> None:
    """Put these cards (the last on top) on top of the player's Fate deck."""
    for card in cards:
        t.act(seat, f"manual move {card.iid} to fate-top")


def test_the_eternal_temple_takes_a_kiho_or_spell_from_the_top_three() -> None:
    """Ivory "The Eternal Temple of the Phoenix": "Limited: Bow your target unbowed
    Shugenja. Look at the top three cards of your Fate deck. If one of them is a Kiho or
    Spell, you may show it, put it into your hand, and then discard a card." Only the Kiho
    among the top three may be taken; then a card of the hand is discarded."""
    temple = real_card("The Eternal Temple of the Phoenix")
    scripted(temple)
    t = Table(
        deck("First", temple, dynasty=[SHUGENJA, BUSHI], fate=[KIHO, SPEARMEN, SPEARMEN]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI]),
    )
    adept = t.in_play("Air Adept")
    me = t.state.players[0]
    castle = t.state.cards[me.stronghold]
    kiho = t.find("Kiho of Testing", 0)
    spears = t.cards("Spearmen", 0)
    _fate_top(t, 0, kiho, *spears)
    t.pass_until("action", seat=0)
    assert me.fate[-3:] == [kiho.iid, spears[0].iid, spears[1].iid]
    assert uses(t, 0, "use", castle.iid) == [f"use {castle.iid} 0 pay - targets {adept.iid}"]
    t.act(0, f"use {castle.iid} 0 pay - targets {adept.iid}")
    assert adept.bowed
    assert sorted(t.legal(0)) == ["choose " + str(kiho.iid), "pass"]
    t.act(0, Choose(kiho.iid))
    assert kiho.zone == "hand"
    held = len(me.hand)
    discard = next(a for a in t.legal(0) if a.startswith("choose "))
    t.act(0, discard)
    assert len(me.hand) == held - 1 and len(me.fate_discard) == 1


def test_mirumoto_shikei_exchanges_a_card_and_orders_the_top_three() -> None:
    """Ivory "Mirumoto Shikei, the Laughing Dragon • Experienced": "Limited: Look at the top
    three cards of your Fate deck. You may exchange one of them with one from your hand. Put
    the cards back in any order." The card from the hand takes its place among the three,
    which are put back in the order chosen."""
    title = "Mirumoto Shikei, the Laughing Dragon • Experienced"
    shikei_def = real_card(title)
    scripted(shikei_def)
    t = two_decks([shikei_def, KIHO, SPEARMEN])
    shikei = t.in_play(title)
    me = t.state.players[0]
    t.pass_until("action", seat=0)
    kiho = t.to_hand("Kiho of Testing")
    top = list(me.fate[-3:])
    t.act(0, f"use {shikei.iid} 0 pay -")
    assert sorted(t.legal(0)) == sorted(["pass", *(f"choose {iid}" for iid in top)])
    t.act(0, Choose(top[0]))
    assert t.state.cards[top[0]].zone == "hand"
    t.act(0, Choose(kiho.iid))
    three = {kiho.iid, top[1], top[2]}
    assert set(me.fate[-3:]) == three
    # Put back in any order: the first chosen goes lowest.
    for iid in (top[2], kiho.iid, top[1]):
        t.act(0, Choose(iid))
    assert me.fate[-3:] == [top[2], kiho.iid, top[1]]


def test_the_turquoise_court_lets_any_player_gain_or_lose_honor_with_an_artisan() -> None:
    """ "The Turquoise Court" (Emperor promotional): "Political Limited, :bow:: Bow your
    target unbowed Personality. You, or any player if the Personality is an Artisan, gain or
    lose 1 Honor." The player chooses as it resolves: himself only, or any player when the
    Personality bowed is an Artisan."""
    court_def = real_card("The Turquoise Court", "promotional_emperor")
    scripted(court_def, 1)
    artisan = personality("Painter", keywords=("Artisan",))
    t = two_decks([court_def, artisan])
    court = t.in_play("The Turquoise Court")
    bushi, painter = t.in_play("Bushi"), t.in_play("Painter")
    t.pass_until("action", seat=0)
    t.act(0, f"manual straighten {court.iid}")
    assert uses(t, 0, "use", court.iid, 1) == sorted(
        f"use {court.iid} 1 pay - targets {iid}" for iid in (bushi.iid, painter.iid)
    )
    t.act(0, f"use {court.iid} 1 pay - targets {bushi.iid}")
    assert bushi.bowed and court.bowed
    assert [c.label for c in rule_groups(t.game, 0)[0].choices] == [
        "First gains 1 Honor (The Turquoise Court)",
        "First loses 1 Honor (The Turquoise Court)",
    ]
    honor = t.state.players[0].honor
    t.act(0, "option 2")
    assert t.state.players[0].honor == honor - 1
    # Next turn, an Artisan: the other player may be chosen too.
    t.pass_until("action", seat=0, later=True)
    t.pass_until("action", seat=0, later=True)
    t.act(0, f"manual straighten {court.iid}")
    t.act(0, f"use {court.iid} 1 pay - targets {painter.iid}")
    assert sorted(t.legal(0)) == ["option 1", "option 2", "option 3", "option 4"]
    theirs = t.state.players[1].honor
    t.act(0, "option 3")
    assert t.state.players[1].honor == theirs + 1


def test_sudden_movement_switches_two_personalities_of_one_player() -> None:
    """Ivory "Sudden Movement": "Battle: Target two Personalities controlled by the same
    player at different locations. Switch their locations. Straighten both their units as
    they move." Two of the attacker's Personalities, one at home (bowed: the action
    straightens him, so he may be its target) and one in the battle, trade places."""
    sudden = real_card("Sudden Movement")
    scripted(sudden)
    t = two_decks([sudden])
    card = t.to_hand("Sudden Movement")
    bushi = t.in_play("Bushi")
    reserve = t.in_play("Bushi")
    spear = t.take("Spearmen", 0, f"on:{reserve.iid}")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    t.act(0, f"manual bow {reserve.iid}")
    t.act(0, f"manual bow {spear.iid}")
    t.act(1, Pass())
    offered = {a.split(" targets ")[1] for a in uses(t, 0, "play", card.iid)}
    assert offered == {f"{bushi.iid},{reserve.iid}", f"{reserve.iid},{bushi.iid}"}
    pid = t.state.attack["battle"]
    t.act(0, f"play {card.iid} 0 pay - targets {bushi.iid},{reserve.iid}")
    assert bushi.battle is None and reserve.battle == pid
    assert not reserve.bowed and not spear.bowed


def test_the_jade_temple_lets_a_spell_be_used_a_second_time() -> None:
    """ "The Jade Temple" (Emperor promotional): "Battle, :bow:: Straighten your target
    Spell. You may use its abilities a second time." A Spell's action that does not bow is
    used once a turn («Повторяемые действия»); after the Temple, once more (and no more)."""
    temple = real_card("The Jade Temple", "promotional_emperor")
    scripted(temple, 1)
    blessing = rules_cards.card(
        "Blessing of Testing",
        "Spell",
        deck="Fate",
        gold_cost=0,
        text_plain="Battle: Give your target Personality +1F.",
    )
    t = two_decks([temple, SHUGENJA, blessing])
    shrine = t.in_play("The Jade Temple")
    adept = t.in_play("Air Adept")
    spell = t.take("Blessing of Testing", 0, f"on:{adept.iid}")
    guard = t.in_play("Bushi", seat=1)
    t.act(0, f"manual straighten {shrine.iid}")
    t.to_attack()
    t.attack(1, (adept, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    t.act(0, f"use {spell.iid} 0 pay - targets {adept.iid}")
    t.act(1, Pass())
    assert uses(t, 0, "use", spell.iid) == []
    assert uses(t, 0, "use", shrine.iid, 1) == [f"use {shrine.iid} 1 pay - targets {spell.iid}"]
    t.act(0, f"use {shrine.iid} 1 pay - targets {spell.iid}")
    t.act(1, Pass())
    assert uses(t, 0, "use", spell.iid) == [f"use {spell.iid} 0 pay - targets {adept.iid}"]
    t.act(0, f"use {spell.iid} 0 pay - targets {adept.iid}")
    t.act(1, Pass())
    assert uses(t, 0, "use", spell.iid) == []
    assert force(t, adept) == 1 + 2


def test_a_force_or_chi_bonus_is_chosen_as_it_resolves() -> None:
    """ "Lalesha": "Repeatable Battle, :bow:: Give a target Naga Personality +1F or +1C."
    (the phrasing "Give <target> +1F or +1C", also "either +2F or +2C" and "a +1F or +1C
    token" — Mirumoto Yasushi): the player chooses the bonus as the effect resolves."""
    lalesha = personality(
        "Lalesha",
        keywords=("Naga",),
        text_plain="Repeatable Battle, :bow:: Give a target Naga Personality +1F or +1C.",
    )
    ability = next(a for a in actions_of(lalesha) if a.index == 0)
    assert ability.effect == AUTO
    [choice] = ability.effects
    assert isinstance(choice, Either) and choice.labels == ("+1F", "+1C")
    token = compile_body(real_card("Mirumoto Yasushi"), "Give Yasushi a +1F or +1C token.")
    assert token is not None and token.effects[0].options[1][0].op == "token"
    t = two_decks([lalesha])
    naga = t.in_play("Lalesha")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (naga, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    chi = stats.chi(t.state, naga)
    t.act(0, f"use {naga.iid} 0 pay - targets {naga.iid}")
    assert sorted(t.legal(0)) == ["option 1", "option 2"]
    t.act(0, "option 2")
    assert stats.chi(t.state, naga) == chi + 1 and naga.bowed


def test_suitengus_embrace_bows_the_shugenja_only_for_a_card_with_attachments() -> None:
    """Ivory "Suitengu's Embrace": "Water Battle, :bow:: Bow a target enemy card without
    attachments, or bow this Shugenja to bow a target enemy card with attachments." The
    Spell bows for its cost; its Shugenja bows too when the target has attachments (the
    Bushi with his Spearmen), not for the Spearmen themselves."""
    embrace = real_card("Suitengu's Embrace")
    scripted(embrace)
    for with_attachments in (False, True):
        t = two_decks([SHUGENJA, embrace])
        adept = t.in_play("Air Adept")
        spell = t.take("Suitengu's Embrace", 0, f"on:{adept.iid}")
        guard = t.in_play("Bushi", seat=1)
        spear = t.take("Spearmen", 1, f"on:{guard.iid}")
        t.to_attack()
        t.attack(1, (adept, 0))
        t.defend((guard, 0))
        t.act(1, Pass())
        assert uses(t, 0, "use", spell.iid) == sorted(
            f"use {spell.iid} 0 pay - targets {iid}" for iid in (guard.iid, spear.iid)
        )
        target = guard if with_attachments else spear
        t.act(0, f"use {spell.iid} 0 pay - targets {target.iid}")
        assert target.bowed and spell.bowed
        assert adept.bowed is with_attachments


def test_a_compiled_ranged_attack_respects_shields_and_penalties() -> None:
    """Ivory "Tsuruchi Longbow" (Ranged 2 Attack in a longer action): as for the keyword's
    attack, a unit that says "Ranged Attacks may not target cards in this unit" offers no
    target, and "Ranged Attacks targeting cards in this unit have -2 strength" weakens it
    («Атака с расстояния уничтожает цель, если ее сила больше или равна силе цели»)."""
    shielded = personality(
        "Shielded Guard", text_plain="Ranged Attacks may not target cards in this unit."
    )
    padded = personality(
        "Padded Guard",
        text_plain="Ranged Attacks targeting cards in this unit have -2 strength.",
    )
    for guard_def, offered in ((shielded, False), (padded, True)):
        t = two_decks([real_card("Tsuruchi Longbow")], [guard_def])
        bushi = t.in_play("Bushi")
        longbow = t.take("Tsuruchi Longbow", 0, f"on:{bushi.iid}")
        guard = t.in_play(guard_def.title, seat=1)
        spear = t.take("Spearmen", 1, f"on:{guard.iid}")
        t.to_attack()
        t.attack(1, (bushi, 0))
        t.defend((guard, 0))
        t.act(1, Pass())
        assert bool(uses(t, 0, "use", longbow.iid)) is offered
        if offered:
            entry = t.act(0, f"use {longbow.iid} 0 pay - targets {spear.iid}")
            assert "Tsuruchi Longbow: Ranged 0 Attack misses Spearmen (2 Force)" in entry.notes
            assert spear.in_play
