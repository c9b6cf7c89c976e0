"""Static traits printed on cards and the keywords whose rule is printed as reminder text,
computed or enforced by the engine (Abilities and Traits — «Способности и надписи»;
Bonuses and Penalties — «Бонусы и штрафы»; Special Traits — «Специальные надписи»).

Each test builds small cards carrying the sentence a real card prints (named in the test).
"""

import pytest

from rules.engine import IllegalAction, keywords, play, stats
from rules.engine.actions import Pass
from rules.engine.coverage import FULL, assess
from rules.engine.restrictions import attach_refused
from tests.rules_cards import (
    Table,
    card,
    deck,
    follower,
    holding,
    personality,
    spell,
    stronghold,
)

SAMURAI = personality("Samurai", force=2, chi=2, honor=1)
SHUGENJA = personality(
    "Isawa Mariko",
    force=1,
    chi=3,
    keywords=("Shugenja",),
    text_plain="Mariko has +2F while she has a Spell.",
)
FIRE = spell("Fire Scroll")


def attachment(title: str, text: str, kind: str = "Item", **values: object):
    return card(title, kind, deck="Fate", gold_cost=0, text_plain=text, **values)


def table(*fate, dynasty=(SAMURAI,)) -> Table:
    return Table(
        deck("First", stronghold(honor=5), dynasty=list(dynasty), fate=list(fate)),
        deck("Second", stronghold(honor=2)),
    )


def test_an_attachment_gives_personal_honor() -> None:
    """ "This Personality has +1PH." (Ancestral Urn): his Personal Honor is 2 while it is on
    him, 1 again once it leaves; dishonored, 0 («Бесчестье»: applied last)."""
    urn = attachment("Ancestral Urn", "This Personality has +1PH.")
    t = table(urn)
    samurai = t.in_play("Samurai")
    assert stats.personal_honor(t.state, samurai) == 1
    item = t.take("Ancestral Urn", 0, f"on:{samurai.iid}")
    assert stats.personal_honor(t.state, samurai) == 2
    samurai.dishonored = True
    assert stats.personal_honor(t.state, samurai) == 0
    samurai.dishonored = False
    t.act(0, f"manual move {item.iid} to discard")
    assert stats.personal_honor(t.state, samurai) == 1
    assert assess(urn).status == FULL


def test_a_minimum_chi_is_applied_last_and_keeps_him_alive() -> None:
    """ "This Personality has a minimum Chi of 5." (Daitan): the minimum is applied after
    every bonus and penalty («Если величина имеет минимальное или максимальное значения, ее
    применяют в последнюю очередь»), so a -4C penalty leaves him at 5 and alive."""
    daitan = attachment("Daitan", "This Personality has a minimum Chi of 5.", keywords=["Weapon"])
    t = table(daitan)
    samurai = t.in_play("Samurai")
    t.take("Daitan", 0, f"on:{samurai.iid}")
    assert stats.chi(t.state, samurai) == 5
    t.act(0, f"manual bonus {samurai.iid} -4C")
    assert stats.chi(t.state, samurai) == 5
    assert not stats.chi_dropped_to_zero(t.state, samurai)
    assert assess(daitan).status == FULL


def test_an_attachment_gives_a_keyword() -> None:
    """ "This Personality has Cavalry." (Armor of the Ryu): his unit is Cavalry while he
    carries it («Кавалерийское маневрирование»); "This Personality has Tactician." too."""
    ryu = attachment("Armor of the Ryu", "This Personality has Cavalry.", keywords=["Armor"])
    staff = attachment("Command Staff", "This Personality has Tactician.")
    t = table(ryu, staff)
    samurai = t.in_play("Samurai")
    assert not keywords.is_cavalry(t.state, samurai)
    t.take("Armor of the Ryu", 0, f"on:{samurai.iid}")
    t.take("Command Staff", 0, f"on:{samurai.iid}")
    assert keywords.is_cavalry(t.state, samurai)
    assert keywords.has_keyword(t.state, samurai, "Tactician")
    assert assess(ryu).status == FULL and assess(staff).status == FULL


def test_a_bonus_while_she_has_a_spell() -> None:
    """Isawa Mariko: "Mariko has +2F while she has a Spell.\""""
    t = table(FIRE, dynasty=[SHUGENJA])
    mariko = t.in_play("Isawa Mariko")
    assert stats.force(t.state, mariko) == 1
    t.take("Fire Scroll", 0, f"on:{mariko.iid}")
    assert stats.force(t.state, mariko) == 3
    assert assess(SHUGENJA).status == FULL


def test_a_personality_gives_his_followers_force() -> None:
    """Hida Wukau: "Wukau's Followers each have +1F." — his own Followers, not another's."""
    wukau = personality("Hida Wukau", force=3, text_plain="Wukau's Followers each have +1F.")
    troops = follower("Troops", force=1)
    t = table(troops, troops, dynasty=[wukau, SAMURAI])
    leader = t.in_play("Hida Wukau")
    other = t.in_play("Samurai")
    mine = t.take("Troops", 0, f"on:{leader.iid}")
    theirs = t.take("Troops", 0, f"on:{other.iid}")
    assert stats.force(t.state, mine) == 2 and stats.force(t.state, theirs) == 1
    assert stats.unit_force(t.state, leader) == 5
    assert assess(wukau).status == FULL


# -- keywords whose rule is their reminder text ---------------------------------------------
STRONG = personality("Strong", force=6, chi=2)
WEAK = personality("Weak", force=1, chi=2)


def battle_table(mine, theirs, fate=(), their_fate=()) -> Table:
    return Table(
        deck("First", stronghold(honor=5), dynasty=list(mine), fate=list(fate)),
        deck(
            "Second", stronghold(honor=2, strength=9), dynasty=list(theirs), fate=list(their_fate)
        ),
    )


def fight(t: Table, attackers, defenders):
    """Defenders and attackers at the defender's first Province; the battle's last entry."""
    t.to_attack()
    t.attack(1, *((unit, 0) for unit in attackers))
    t.defend(*((unit, 0) for unit in defenders))
    return t.pass_battle()


def test_an_expendable_card_destroyed_draws_its_controller_a_card() -> None:
    """Expendable: "(Draw a card after your Expendable card is destroyed.)" (Armed Rice
    Farmer); its controller draws, whoever destroyed it («Уничтожение и сброс карт»)."""
    farmer = follower(
        "Armed Rice Farmer",
        keywords=["Peasant", "Expendable"],
        text_plain="(Draw a card after your Expendable card is destroyed.)",
    )
    t = table(farmer)
    samurai = t.in_play("Samurai")
    card_ = t.take("Armed Rice Farmer", 0, f"on:{samurai.iid}")
    hand = len(t.state.players[0].hand)
    t.act(1, f"manual destroy {card_.iid}")
    assert card_.zone == "fate-discard"
    assert len(t.state.players[0].hand) == hand + 1
    assert assess(farmer).status == FULL


def test_a_card_removed_from_the_game_when_destroyed() -> None:
    """The Eighth Legion: "After this Personality is destroyed, remove it from the game; it
    may not be Recruited again.\""""
    legion = personality(
        "The Eighth Legion",
        text_plain="After this Personality is destroyed, remove it from the game; it may not "
        "be Recruited again.",
    )
    t = table(dynasty=[legion])
    card_ = t.in_play("The Eighth Legion")
    t.act(1, f"manual destroy {card_.iid}")
    assert card_.zone == "removed"
    assert assess(legion).status == FULL


def test_a_resilient_card_survives_resolution_once_per_game() -> None:
    """Resilient: "(Once per game per card, a Resilient card does not die in battle
    resolution.)" (Asako Nashimoto). The losing army is destroyed («Уничтожьте все
    оборонявшиеся отряды») except him, the first time; his Follower dies, and the winner
    gains Honor for it alone."""
    nashimoto = personality(
        "Asako Nashimoto",
        force=1,
        keywords=("Samurai", "Resilient"),
        text_plain="(Once per game per card, a Resilient card does not die in battle resolution.)",
    )
    troops = follower("Troops", force=1)
    t = battle_table([STRONG], [nashimoto], their_fate=[troops])
    strong = t.in_play("Strong")
    asako = t.in_play("Asako Nashimoto", seat=1)
    troop = t.take("Troops", 1, f"on:{asako.iid}")
    honor = t.state.players[0].honor
    entry = fight(t, [strong], [asako])
    assert "Asako Nashimoto is Resilient and does not die" in entry.notes
    assert asako.in_play and not troop.in_play
    assert t.state.players[0].honor == honor + 2
    assert assess(nashimoto).status == FULL
    t.pass_until("attack", seat=0, later=True)
    strong.bowed = asako.bowed = False
    fight(t, [strong], [asako])
    assert not asako.in_play


def test_a_conquerors_unit_does_not_bow_after_battle() -> None:
    """Conqueror: "(A Conqueror's unit doesn't bow after battle.)" — the attacker's survivors
    go home bowed («Подсчет результатов битвы»), but not a Conqueror's unit; an Item
    saying "This Personality has Conqueror." gives it."""
    horse = attachment("Commander's Steed", "This Personality has Conqueror.")
    troops = follower("Troops", force=1)
    t = battle_table([STRONG], [WEAK], fate=[horse, troops])
    strong = t.in_play("Strong")
    t.take("Commander's Steed", 0, f"on:{strong.iid}")
    troop = t.take("Troops", 0, f"on:{strong.iid}")
    fight(t, [strong], [t.in_play("Weak", seat=1)])
    assert strong.battle is None and not strong.bowed and not troop.bowed
    assert assess(horse).status == FULL


def test_battle_resolution_does_not_bow_a_named_personality() -> None:
    """Hida Masatari: "Masatari does not bow from battle resolution." His Follower still
    bows; Balanced Yari's "Battle resolution does not bow cards in this unit." spares all."""
    masatari = personality(
        "Hida Masatari", force=6, text_plain="Masatari does not bow from battle resolution."
    )
    yari = attachment(
        "Balanced Yari", "Battle resolution does not bow cards in this unit.", keywords=["Weapon"]
    )
    troops = follower("Troops", force=1)
    t = battle_table([masatari, STRONG], [WEAK, WEAK], fate=[troops, yari])
    hida = t.in_play("Hida Masatari")
    troop = t.take("Troops", 0, f"on:{hida.iid}")
    strong = t.in_play("Strong")
    t.take("Balanced Yari", 0, f"on:{strong.iid}")
    fight(t, [hida, strong], [t.in_play("Weak", seat=1)])
    assert not hida.bowed and troop.bowed and not strong.bowed
    assert assess(masatari).status == FULL and assess(yari).status == FULL


def test_elite_cards_contribute_force_even_if_bowed() -> None:
    """Elite: "(Elite cards contribute Force even if bowed.)" — bowed Followers add nothing
    to their unit («Подсчет результатов битвы»), an Elite one does."""
    elite = follower(
        "Elite Guard",
        force=3,
        keywords=["Elite"],
        text_plain="(Elite cards contribute Force even if bowed.)",
    )
    plain = follower("Plain Guard", force=2)
    t = table(elite, plain)
    samurai = t.in_play("Samurai")
    for title in ("Elite Guard", "Plain Guard"):
        t.take(title, 0, f"on:{samurai.iid}").bowed = True
    assert stats.unit_force(t.state, samurai) == 2 + 3
    assert assess(elite).status == FULL


DUEL = card(
    "Polite Challenge",
    "Strategy",
    deck="Fate",
    text_plain="Limited: Your target unbowed Personality challenges another player's target "
    "Personality, who may refuse. Destroy the duel's loser.",
)


def test_a_duelist_wins_a_tied_duel_against_a_non_duelist() -> None:
    """Duelist: "(Duelists win tied duels versus non-Duelists.)" (Akodo Raikitsu); otherwise
    «В случае, если значения равны, оба проигрывают»."""
    raikitsu = personality(
        "Akodo Raikitsu",
        chi=3,
        keywords=("Samurai", "Duelist"),
        text_plain="(Duelists win tied duels versus non-Duelists.)",
    )
    other = personality("Other", chi=3)
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[raikitsu], fate=[DUEL]),
        deck("Second", stronghold(honor=2), dynasty=[other]),
    )
    akodo = t.in_play("Akodo Raikitsu")
    them = t.in_play("Other", seat=1)
    challenge = t.to_hand("Polite Challenge")
    t.pass_until("action", seat=0)
    t.act(0, f"play {challenge.iid} 0 pay - targets {akodo.iid},{them.iid}")
    t.act(1, "accept")
    entry = t.act(1, "strike")
    assert "the duel is tied at 3 Chi: Akodo Raikitsu wins the tie" in entry.notes
    assert akodo.in_play and not them.in_play
    assert assess(raikitsu).status == FULL


def test_a_personality_who_will_not_refuse_challenges() -> None:
    """ "Toku will not refuse challenges.": a challenge that may be refused is accepted
    («Вызванный командир обычно может уклониться от дуэли»)."""
    toku = personality("Toku", chi=1, text_plain="Toku will not refuse challenges.")
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[SAMURAI], fate=[DUEL]),
        deck("Second", stronghold(honor=2), dynasty=[toku]),
    )
    mine = t.in_play("Samurai")
    theirs = t.in_play("Toku", seat=1)
    challenge = t.to_hand("Polite Challenge")
    t.pass_until("action", seat=0)
    entry = t.act(0, f"play {challenge.iid} 0 pay - targets {mine.iid},{theirs.iid}")
    assert "Toku will not refuse challenges" in entry.notes
    assert "refuse" not in t.legal(1)
    assert assess(toku).status == FULL


def test_a_kensai_attaches_two_weapons_unless_two_handed() -> None:
    """Kensai: "(Kensai may attach two Weapons, as long as neither is Two-Handed.)" — else
    «командир может иметь только одно оружие»; "Kei may attach two Weapons." allows any."""
    kensai = personality(
        "Bayushi Akagi",
        keywords=("Samurai", "Kensai"),
        text_plain="(Kensai may attach two Weapons, as long as neither is Two-Handed.)",
    )
    kei = personality("Mirumoto Kei", text_plain="Kei may attach two Weapons.")
    katana = card("Katana", "Item", deck="Fate", gold_cost=0, keywords=["Weapon"])
    nodachi = card("No-dachi", "Item", deck="Fate", gold_cost=0, keywords=["Weapon", "Two-Handed"])
    t = table(katana, katana, katana, katana, nodachi, dynasty=[kensai, kei, SAMURAI])
    akagi, mirumoto, samurai = (t.in_play(n) for n in ("Bayushi Akagi", "Mirumoto Kei", "Samurai"))
    t.take("Katana", 0, f"on:{akagi.iid}")
    t.take("Katana", 0, f"on:{mirumoto.iid}")
    t.take("Katana", 0, f"on:{samurai.iid}")
    t.pass_until("action", seat=0)
    sword = t.to_hand("Katana")
    big = t.to_hand("No-dachi")
    legal = t.legal(0)
    assert any(a.startswith(f"attach {sword.iid} to {akagi.iid}") for a in legal)
    assert not any(a.startswith(f"attach {big.iid} to {akagi.iid}") for a in legal)
    assert any(a.startswith(f"attach {big.iid} to {mirumoto.iid}") for a in legal)
    assert not any(a.startswith(f"attach {sword.iid} to {samurai.iid}") for a in legal)
    assert assess(kensai).status == FULL and assess(kei).status == FULL


# -- Ranged Attacks, Melee Attacks and Fear against shielded cards -------------------------
ARCHERS = follower("Archers", force=1, text_plain="Battle: Ranged 2 Attack")
SCARY = personality("Scary", force=3, text_plain="Battle: Fear 2")


def shooting_table(*their_fate) -> tuple[Table, object, object, object]:
    t = battle_table([SAMURAI, SCARY], [SAMURAI], fate=[ARCHERS], their_fate=their_fate)
    samurai = t.in_play("Samurai")
    archers = t.take("Archers", 0, f"on:{samurai.iid}")
    guard = t.in_play("Samurai", seat=1)
    return t, samurai, archers, guard


def to_battle(t: Table, mine, theirs) -> None:
    t.to_attack()
    t.attack(1, *((unit, 0) for unit in mine))
    t.defend(*((unit, 0) for unit in theirs))
    t.act(1, Pass())


def test_ranged_attacks_may_not_target_cards_in_this_unit() -> None:
    """Armor of the Mountain: "Ranged Attacks may not target cards in this unit." — «Атака
    с расстояния должна иметь в качестве цели одну карту противника»: not these."""
    armor = attachment("Armor of the Mountain", "Ranged Attacks may not target cards in this unit.")
    troops = follower("Troops", force=1)
    t, samurai, archers, guard = shooting_table(armor, troops)
    troop = t.take("Troops", 1, f"on:{guard.iid}")
    t.take("Armor of the Mountain", 1, f"on:{guard.iid}")
    to_battle(t, [samurai], [guard])
    assert not any(a.startswith(f"ranged {archers.iid}") for a in t.legal(0))
    with pytest.raises(IllegalAction, match="may not target"):
        t.act(0, f"ranged {archers.iid} at {troop.iid}")
    assert assess(armor).status == FULL


def test_attacks_and_fear_targeting_a_follower_have_less_strength() -> None:
    """Trained Horsemen: "Fear effects, Melee Attacks, and Ranged Attacks targeting this
    Follower have -1 strength." Against its Force 2, a Ranged 2 Attack is a 1 and misses
    («уничтожает цель, если ее сила больше или равна силе цели»); Fear 2 is a Fear 1 and
    does not bow it («Ужас»)."""
    horsemen = follower(
        "Trained Horsemen",
        force=2,
        text_plain="Fear effects, Melee Attacks, and Ranged Attacks targeting this Follower "
        "have -1 strength.",
    )
    t, samurai, archers, guard = shooting_table(horsemen)
    riders = t.take("Trained Horsemen", 1, f"on:{guard.iid}")
    scary = t.in_play("Scary")
    to_battle(t, [samurai, scary], [guard])
    entry = t.act(0, f"ranged {archers.iid} at {riders.iid}")
    assert "Archers: Ranged 1 Attack misses Trained Horsemen (2 Force)" in entry.notes
    t.act(1, Pass())
    t.act(0, f"fear {scary.iid} at {guard.iid}")
    assert not riders.bowed
    assert assess(horsemen).status == FULL


def test_a_larger_hand() -> None:
    """Daikura: "You have +1 maximum hand size." — «Максимальное количество карт в Вашей
    руке – восемь»: nine while he is in play."""
    daikura = personality("Daikura", text_plain="You have +1 maximum hand size.")
    t = table(dynasty=[daikura])
    t.in_play("Daikura")
    player = t.state.players[0]
    assert play.hand_limit(t.state, player) == 9
    t.pass_until("action", seat=0)
    deck_cards = [c for c in t.cards("Blank Scroll", 0) if c.zone == "fate"]
    for scroll in deck_cards[: 8 - len(player.hand)]:
        t.act(0, f"manual move {scroll.iid} to hand")
    # The End Phase's draw makes nine: none is discarded.
    t.pass_until("action", seat=1)
    assert len(player.hand) == 9
    assert assess(daikura).status == FULL


def test_a_destined_card_draws_a_card_as_it_enters_play() -> None:
    """Destined: "(Draw a card after you Recruit a Destined card.)" (Akodo Yuyama) and
    "(Draw a card after you Equip a Destined card.)" (Awakened Naginata)."""
    yuyama = personality(
        "Akodo Yuyama",
        cost=0,
        keywords=("Samurai", "Destined"),
        text_plain="(Draw a card after you Recruit a Destined card.)",
    )
    naginata = card(
        "Awakened Naginata",
        "Item",
        deck="Fate",
        gold_cost=0,
        keywords=["Weapon", "Destined"],
        text_plain="(Draw a card after you Equip a Destined card.)",
    )
    t = table(naginata, dynasty=[yuyama])
    t.to_province("Akodo Yuyama")
    t.pass_until("dynasty", seat=0)
    hand = len(t.state.players[0].hand)
    pid = t.province(0, 0).pid
    recruit = next(a for a in t.legal(0) if a.startswith(f"recruit {pid}"))
    entry = t.act(0, recruit)
    assert "First draws a card (Akodo Yuyama is Destined)" in entry.notes
    assert len(t.state.players[0].hand) == hand + 1
    assert assess(yuyama).status == FULL and assess(naginata).status == FULL


def test_the_defender_draws_when_a_brash_card_is_assigned_to_attack() -> None:
    """Brash: "(The Defender may draw a card after a Brash card is assigned to attack.)"
    (Ikoma Masumi)."""
    masumi = personality(
        "Ikoma Masumi",
        keywords=("Samurai", "Brash"),
        text_plain="(The Defender may draw a card after a Brash card is assigned to attack.)",
    )
    t = battle_table([masumi], [SAMURAI])
    unit = t.in_play("Ikoma Masumi")
    t.to_attack()
    hand = len(t.state.players[1].hand)
    t.act(0, "attack 1")
    entry = t.act(0, f"assign {unit.iid} to {t.province(1, 0).pid}")
    assert "Second draws a card (Ikoma Masumi is Brash)" in entry.notes
    assert len(t.state.players[1].hand) == hand + 1
    assert assess(masumi).status == FULL


def test_a_personality_who_will_not_attach_cards() -> None:
    """Doji Kazo: "Will not attach cards." («Солдаты, предметы, заклинания и предки»)."""
    kazo = personality("Doji Kazo", text_plain="Will not attach cards.")
    assert attach_refused(ARCHERS, kazo) == "Doji Kazo will not take Archers"
    assert assess(kazo).status == FULL


def test_reminder_texts_joined_in_one_parenthesis() -> None:
    """Horobei: "(Duelists win tied duels versus non-Duelists. Kensai may attach two
    Weapons, as long as neither is Two-Handed.)" — both rules are the engine's; a reminder
    of a rule it does not apply keeps the card manual."""
    horobei = personality(
        "Horobei",
        keywords=("Duelist", "Kensai"),
        text_plain="(Duelists win tied duels versus non-Duelists. Kensai may attach two "
        "Weapons, as long as neither is Two-Handed.)",
    )
    assert assess(horobei).status == FULL
    other = personality(
        "Moshi Nariko",
        text_plain="(If it would be opposed, you may Equip or Recruit a Reserve card as a "
        "Battle action.)",
    )
    assert assess(other).status != FULL


def test_fear_negated_upon_cards_in_this_unit() -> None:
    """Bayushi House Guard: "Negate Fear effects upon cards in this unit." — Fear 2 would
    bow the Force 1 Troops beside it («Ужас»); it does not."""
    guard = follower(
        "Bayushi House Guard", force=2, text_plain="Negate Fear effects upon cards in this unit."
    )
    troops = follower("Troops", force=1)
    t, samurai, _, their = shooting_table(guard, troops)
    kept = t.take("Troops", 1, f"on:{their.iid}")
    t.take("Bayushi House Guard", 1, f"on:{their.iid}")
    scary = t.in_play("Scary")
    to_battle(t, [samurai, scary], [their])
    t.act(0, f"fear {scary.iid} at {their.iid}")
    assert not kept.bowed
    assert assess(guard).status == FULL


def test_one_follower_at_most() -> None:
    """Mack'uk: "Mack'uk will not attach more than one Follower.\""""
    mackuk = personality("Mack'uk", text_plain="Mack'uk will not attach more than one Follower.")
    troops = follower("Troops", force=1, cost=0)
    t = table(troops, troops, dynasty=[mackuk])
    guide = t.in_play("Mack'uk")
    t.take("Troops", 0, f"on:{guide.iid}")
    t.pass_until("action", seat=0)
    second = t.to_hand("Troops")
    assert not any(a.startswith(f"attach {second.iid} to {guide.iid}") for a in t.legal(0))
    assert assess(mackuk).status == FULL


def test_a_personality_who_will_not_challenge_or_be_challenged() -> None:
    """Shinbone Pack: "Will not challenge or be challenged." — neither end of a duel."""
    pack = personality("Shinbone Pack", chi=5, text_plain="Will not challenge or be challenged.")
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[SAMURAI, pack], fate=[DUEL]),
        deck("Second", stronghold(honor=2), dynasty=[SAMURAI, pack]),
    )
    mine, my_pack = t.in_play("Samurai"), t.in_play("Shinbone Pack")
    theirs, their_pack = t.in_play("Samurai", seat=1), t.in_play("Shinbone Pack", seat=1)
    challenge = t.to_hand("Polite Challenge")
    t.pass_until("action", seat=0)
    plays = [a for a in t.legal(0) if a.startswith(f"play {challenge.iid}")]
    assert any(f"targets {mine.iid},{theirs.iid}" in a for a in plays)
    assert not any(str(my_pack.iid) in a.split("targets")[1] for a in plays)
    assert not any(str(their_pack.iid) in a.split("targets")[1] for a in plays)
    assert assess(pack).status == FULL


def test_a_personality_who_wins_tied_duels() -> None:
    """Doji Reju: "If scores are tied in a duel involving Reju, he wins the duel.\""""
    reju = personality(
        "Doji Reju",
        chi=2,
        text_plain="If scores are tied in a duel involving Reju, he wins the duel.",
    )
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[SAMURAI], fate=[DUEL]),
        deck("Second", stronghold(honor=2), dynasty=[reju]),
    )
    mine = t.in_play("Samurai")
    doji = t.in_play("Doji Reju", seat=1)
    challenge = t.to_hand("Polite Challenge")
    t.pass_until("action", seat=0)
    t.act(0, f"play {challenge.iid} 0 pay - targets {mine.iid},{doji.iid}")
    t.act(1, "accept")
    t.act(1, "strike")
    assert doji.in_play and not mine.in_play
    assert assess(reju).status == FULL


def test_a_bonus_while_facing_a_shadowlands_personality_in_a_duel() -> None:
    """Daidoji Uji: "Uji has +2C while facing a Shadowlands Personality in a duel." — 3 Chi
    against a Shadowlands 4 is 5 and wins (Challenges and Duels, «Вызов и дуэль»); before
    and after the duel he has 3."""
    uji = personality(
        "Daidoji Uji",
        chi=3,
        text_plain="Uji has +2C while facing a Shadowlands Personality in a duel.",
    )
    oni = personality("Oni", chi=4, keywords=("Shadowlands",))
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[uji], fate=[DUEL]),
        deck("Second", stronghold(honor=2), dynasty=[oni]),
    )
    daidoji = t.in_play("Daidoji Uji")
    them = t.in_play("Oni", seat=1)
    assert stats.chi(t.state, daidoji) == 3
    challenge = t.to_hand("Polite Challenge")
    t.pass_until("action", seat=0)
    t.act(0, f"play {challenge.iid} 0 pay - targets {daidoji.iid},{them.iid}")
    t.act(1, "accept")
    assert stats.chi(t.state, daidoji) == 5
    entry = t.act(1, "strike")
    assert "Daidoji Uji wins the duel (5 Chi against 4)" in entry.notes
    assert stats.chi(t.state, daidoji) == 3
    assert assess(uji).status == FULL


def test_a_bonus_for_each_ring_and_an_item_for_each_clan_personality() -> None:
    """Hoshi Maseru: "Maseru has +1F/+1C for each Ring you control."; an Item's "This card
    has +1F for each Crab Clan Personality you control." adds to its Personality."""
    maseru = personality(
        "Hoshi Maseru", force=1, chi=1, text_plain="Maseru has +1F/+1C for each Ring you control."
    )
    ring = card("Ring of Fire", "Ring", deck="Fate", keywords=["Fire"])
    tetsubo = attachment(
        "Crab Tetsubo", "This card has +1F for each Crab Clan Personality you control."
    )
    t = table(ring, tetsubo, dynasty=[maseru, SAMURAI])
    hoshi = t.in_play("Hoshi Maseru")
    assert (stats.force(t.state, hoshi), stats.chi(t.state, hoshi)) == (1, 1)
    t.in_play("Ring of Fire")
    assert (stats.force(t.state, hoshi), stats.chi(t.state, hoshi)) == (2, 2)
    samurai = t.in_play("Samurai")  # a Crab, as is Maseru here
    t.take("Crab Tetsubo", 0, f"on:{samurai.iid}")
    assert stats.force(t.state, samurai) == 2 + 2
    assert assess(maseru).status == FULL and assess(tetsubo).status == FULL


def test_costs_a_card_lowers_for_a_clan() -> None:
    """East Hub Village: "This Holding enters play for 1 less Gold if you are a Unicorn Clan
    player." (a Crab pays full); Ono: "Attaches to a Crab Clan Personality paying 2 less
    Gold." (Costs and Effects — «Стоимости и Эффекты»)."""
    village = holding(
        "East Hub Village",
        cost=3,
        text="This Holding enters play for 1 less Gold if you are a Unicorn Clan player.",
    )
    lion = personality("Lion", clans=["Lion"])
    t = Table(
        deck("U", stronghold(clans=("Unicorn",)), dynasty=[SAMURAI, lion]),
        deck("C", stronghold(clans=("Crab",))),
    )
    assert play.recruit_cost(t.state, 0, village, "full") == 2
    assert play.recruit_cost(t.state, 1, village, "full") == 3
    ono = card(
        "Ono",
        "Item",
        deck="Fate",
        gold_cost=3,
        text_plain="Attaches to a Crab Clan Personality paying 2 less Gold.",
    )
    assert play.attach_cost(t.state, 0, ono, t.in_play("Samurai")) == 1
    assert play.attach_cost(t.state, 0, ono, t.in_play("Lion")) == 3
    assert assess(village).status == FULL and assess(ono).status == FULL


def test_a_personality_who_will_not_join_a_clan() -> None:
    """Ikoma Natsu: "Natsu will not join a Unicorn Clan player." — not recruited by one."""
    natsu = personality(
        "Ikoma Natsu", cost=0, text_plain="Natsu will not join a Unicorn Clan player."
    )
    t = Table(
        deck("First", stronghold(honor=5, clans=["Unicorn"]), dynasty=[natsu]),
        deck("Second", stronghold(honor=2)),
    )
    t.to_province("Ikoma Natsu")
    t.pass_until("dynasty", seat=0)
    assert not any(a.startswith(f"recruit {t.province(0, 0).pid}") for a in t.legal(0))
    assert assess(natsu).status == FULL


def test_an_items_bonus_printed_as_its_text() -> None:
    """Hida Fubatsu's Armor prints no Force; its text is "+1F.": its Personality's bonus."""
    armor = card("Hida Fubatsu's Armor", "Item", deck="Fate", keywords=["Armor"], text_plain="+1F.")
    t = table(armor)
    samurai = t.in_play("Samurai")
    t.take("Hida Fubatsu's Armor", 0, f"on:{samurai.iid}")
    assert stats.force(t.state, samurai) == 3
    assert assess(armor).status == FULL


def test_a_follower_weaker_while_its_personality_is_dishonorable() -> None:
    """Imperial City Guards: "This card has -3F while this Personality is dishonorable.\""""
    guards = follower(
        "Imperial City Guards",
        force=4,
        text_plain="This card has -3F while this Personality is dishonorable.",
    )
    t = table(guards)
    samurai = t.in_play("Samurai")
    guard = t.take("Imperial City Guards", 0, f"on:{samurai.iid}")
    assert stats.force(t.state, guard) == 4
    t.act(0, f"manual dishonor {samurai.iid}")
    assert stats.force(t.state, guard) == 1
    assert assess(guards).status == FULL


def test_a_personality_who_never_defends() -> None:
    """Goju Asuka: "Asuka may not assign, and will not move, into a defending army." —
    not offered in the defender's maneuvers, and a move there is refused."""
    asuka = personality(
        "Goju Asuka", text_plain="Asuka may not assign, and will not move, into a defending army."
    )
    t = battle_table([STRONG], [asuka, SAMURAI])
    strong = t.in_play("Strong")
    goju = t.in_play("Goju Asuka", seat=1)
    t.in_play("Samurai", seat=1)
    t.to_attack()
    t.attack(1, (strong, 0))
    assert t.game.to_act == 1
    assert not any(a.startswith(f"assign {goju.iid}") for a in t.legal(1))
    assert any(a.startswith("assign ") for a in t.legal(1))
    with pytest.raises(IllegalAction, match="will not move into a defending army"):
        t.act(1, f"manual move {goju.iid} to battle:{t.province(1, 0).pid}")
    assert assess(asuka).status == FULL


def test_will_not_attach_non_trait_followers_of_two_words() -> None:
    """ "Will not attach non-Storm Rider Followers." (Shinjo Yasamura)."""
    rider = personality("Shinjo Yasamura", text_plain="Will not attach non-Storm Rider Followers.")
    storm = follower("Storm Riders", keywords=["Storm Rider"])
    plain = follower("Foot Soldiers")
    assert attach_refused(storm, rider) is None
    assert attach_refused(plain, rider) == "Shinjo Yasamura will not take Foot Soldiers"
    assert assess(rider).status == FULL


def test_other_personalities_stronger_in_a_defending_army_with_him() -> None:
    """Hida Isamu: "Your other Personalities have +2F while in a defending army with
    Isamu." — not Isamu himself, not at home, not in an attacking army."""
    isamu = personality(
        "Hida Isamu",
        force=1,
        text_plain="Your other Personalities have +2F while in a defending army with Isamu.",
    )
    t = battle_table([STRONG], [isamu, SAMURAI, SAMURAI])
    strong = t.in_play("Strong")
    hida = t.in_play("Hida Isamu", seat=1)
    near, far = t.in_play("Samurai", seat=1), t.in_play("Samurai", seat=1)
    assert stats.force(t.state, near) == 2
    t.to_attack()
    t.attack(1, (strong, 0))
    t.defend((hida, 0), (near, 0))
    assert stats.force(t.state, near) == 4
    assert stats.force(t.state, hida) == 1 and stats.force(t.state, far) == 2
    assert assess(isamu).status == FULL


def test_an_attachment_that_will_not_be_transferred() -> None:
    """ "This card will not be transferred." — never moved to another Personality («Солдаты,
    предметы ...»: moving an attachment)."""
    banner = attachment("Clan Banner", "This card will not be transferred.")
    fan = attachment("War Fan", "")
    t = table(banner, fan, dynasty=[SAMURAI, SAMURAI])
    first = t.in_play("Samurai")
    t.in_play("Samurai")
    flag = t.take("Clan Banner", 0, f"on:{first.iid}")
    other = t.take("War Fan", 0, f"on:{first.iid}")
    t.pass_until("action", seat=0)
    legal = t.legal(0)
    assert any(a.startswith(f"move {other.iid}") for a in legal)
    assert not any(a.startswith(f"move {flag.iid}") for a in legal)
    assert assess(banner).status == FULL


def test_a_kensai_whose_weapons_must_be_one_handed() -> None:
    """Kensai printed "(Kensai may attach two One-Handed Weapons.)": a Weapon without the
    One-Handed keyword is no second Weapon for him."""
    kensai = personality(
        "Mirumoto Sukune",
        keywords=("Samurai", "Kensai"),
        text_plain="(Kensai may attach two One-Handed Weapons.)",
    )
    katana = card("Katana", "Item", deck="Fate", gold_cost=0, keywords=["Weapon", "One-Handed"])
    club = card("Club", "Item", deck="Fate", gold_cost=0, keywords=["Weapon"])
    t = table(katana, katana, club, dynasty=[kensai])
    sukune = t.in_play("Mirumoto Sukune")
    t.take("Katana", 0, f"on:{sukune.iid}")
    t.pass_until("action", seat=0)
    sword, stick = t.to_hand("Katana"), t.to_hand("Club")
    legal = t.legal(0)
    assert any(a.startswith(f"attach {sword.iid} to {sukune.iid}") for a in legal)
    assert not any(a.startswith(f"attach {stick.iid} to {sukune.iid}") for a in legal)
    assert assess(kensai).status == FULL


def test_a_card_that_enters_play_bowed() -> None:
    """ "This card enters play bowed." on a Personality: recruited, he is bowed."""
    tired = personality("Tired Samurai", cost=0, text_plain="This card enters play bowed.")
    t = table(dynasty=[tired])
    t.to_province("Tired Samurai")
    t.pass_until("dynasty", seat=0)
    pid = t.province(0, 0).pid
    t.act(0, next(a for a in t.legal(0) if a.startswith(f"recruit {pid}")))
    assert t.find("Tired Samurai", zone="home").bowed
    assert assess(tired).status == FULL


def test_will_not_be_controlled_by_a_clan() -> None:
    """ "Will not be controlled by a Scorpion Clan player." — a Scorpion does not recruit it."""
    proud = personality(
        "Proud Lion", cost=0, text_plain="Will not be controlled by a Scorpion Clan player."
    )
    t = Table(
        deck("First", stronghold(honor=5, clans=["Scorpion"]), dynasty=[proud]),
        deck("Second", stronghold(honor=2)),
    )
    t.to_province("Proud Lion")
    t.pass_until("dynasty", seat=0)
    assert not any(a.startswith(f"recruit {t.province(0, 0).pid}") for a in t.legal(0))
    assert assess(proud).status == FULL


def test_a_ring_that_does_not_count_toward_enlightenment() -> None:
    """ "This card does not count toward an Enlightenment Victory." — four Rings and this one
    are not the five different Rings («Кольца Стихий», Enlightenment Victory)."""
    rings = [
        card(f"Ring of {element}", "Ring", deck="Fate", keywords=[element])
        for element in ("Air", "Earth", "Fire", "Water")
    ]
    void = card(
        "Promotional Void",
        "Ring",
        deck="Fate",
        keywords=["Void"],
        text_plain="This card does not count toward an Enlightenment Victory.",
    )
    t = table(*rings, void)
    for defn in (*rings, void):
        t.in_play(defn.title)
    assert not t.game.over
    assert assess(void).status == FULL


def test_the_tactician_and_fortification_reminders_are_the_engines_rules() -> None:
    """ "(Battle: Discard a card to give this Tactician a Force bonus equal to the card's
    Focus Value.)" is «Тактик» (Special Traits); "(Fortifications attach to the Province from
    which they entered play.)" is how the engine builds one."""
    tactician = personality(
        "Akodo Kenaro",
        keywords=("Samurai", "Tactician"),
        text_plain="(Battle: Discard a card to give this Tactician a Force bonus equal to the "
        "card's Focus Value.)",
    )
    wall = holding(
        "Stone Wall",
        keywords=["Fortification"],
        text="(Fortifications attach to the Province from which they entered play.)",
    )
    assert assess(tactician).status == FULL and assess(wall).status == FULL
