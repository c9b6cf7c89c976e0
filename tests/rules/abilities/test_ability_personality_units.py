"""Personalities' actions on a whole unit, on a Personality's Followers, and bonuses measured
by the card itself, read by `rules.engine.phrasings.personality_units` from the printed texts
(titles cited). Targets are chosen as the action is announced (Targeting — «Выбор цели и
перенаправление»); what is measured is measured as the effect resolves («Стоимость и
эффекты»)."""

from rules.engine import ops, stats
from rules.engine.actions import Pass
from rules.engine.continuous import has_keyword
from rules.engine.coverage import FULL, automation
from rules.engine.keywords import is_cavalry
from rules.engine.state import Card
from tests.rules.abilities.test_ability_scripts_ivory import compiled
from tests.rules_cards import (
    Table,
    deck,
    follower,
    holding,
    personality,
    ring,
    spell,
    strategy,
    stronghold,
)

BUSHI = personality("Bushi", force=3, chi=2)
SPEARMEN = follower("Spearmen", force=2, cost=1)
ARCHERS = follower("Archers", force=1, cost=1)
SHEM_ZHE = personality(
    "Horiuchi Shem-Zhe",
    force=2,
    chi=3,
    text_plain="Battle/Open, :bow:: Give Cavalry to all cards in a target Personality's unit.",
)
ISHADA = personality(
    "Ishada",
    force=3,
    chi=3,
    text_plain=(
        "After Ishada enters play, lose 2 Honor.\nRepeatable Battle/Open, :bow:: Target a "
        "Personality. Give Naval to him and each Follower in his unit."
    ),
)
GOHEI = personality(
    "Kitsune Gohei",
    force=3,
    chi=2,
    text_plain=(
        "After Gohei enters play, lose 5 Honor.\nFear Battle, :bow:: Target an enemy "
        "Personality. Destroy all Followers in his unit."
    ),
)
OSAKU = personality(
    "Kuni Osaku",
    force=1,
    chi=2,
    text_plain=(
        "Elemental Repeatable Battle, :bow:: Target an enemy Personality. Bow all Followers "
        "in his unit with Force less than Osaku's Chi."
    ),
)
HITOSHI = personality(
    "Hida Hitoshi",
    force=4,
    chi=2,
    text_plain=(
        "Repeatable Battle/Open, :bow:: Give a target Follower a Force bonus equal to "
        "Hitoshi's Force."
    ),
)


def _table(mine: list, theirs: list = ()) -> Table:
    return Table(
        deck("First", stronghold(honor=5), dynasty=[*mine, BUSHI, BUSHI], fate=[SPEARMEN, ARCHERS]),
        deck(
            "Second",
            stronghold(honor=2),
            dynasty=[*theirs, BUSHI, BUSHI],
            fate=[SPEARMEN, ARCHERS],
        ),
    )


def test_horiuchi_shem_zhe_gives_cavalry_to_every_card_of_a_unit() -> None:
    """ "Horiuchi Shem-Zhe": "Battle/Open, :bow:: Give Cavalry to all cards in a target
    Personality's unit." The Personality and his Follower both get Cavalry for the turn, so
    the unit is Cavalry («Кавалерия»: a unit is Cavalry only if all its cards are)."""
    compiled(SHEM_ZHE)
    assert automation(SHEM_ZHE).status == FULL
    t = _table([SHEM_ZHE])
    horiuchi = t.in_play("Horiuchi Shem-Zhe")
    bushi = t.in_play("Bushi")
    spear = t.take("Spearmen", 0, f"on:{bushi.iid}")
    assert not is_cavalry(t.state, bushi)
    t.pass_until("action", seat=0)
    t.act(0, f"use {horiuchi.iid} 0 pay - targets {bushi.iid}")
    assert horiuchi.bowed
    assert has_keyword(t.state, bushi, "Cavalry") and has_keyword(t.state, spear, "Cavalry")
    assert is_cavalry(t.state, bushi)


def test_ishada_gives_naval_to_a_personality_and_each_of_his_followers() -> None:
    """ "Ishada": "Repeatable Battle/Open, :bow:: Target a Personality. Give Naval to him and
    each Follower in his unit." Another player's Personality may be the target; his
    Follower gets Naval with him, Ishada's own unit nothing."""
    compiled(ISHADA)
    assert automation(ISHADA).status == FULL
    t = _table([ISHADA])
    ishada = t.in_play("Ishada")
    guard = t.in_play("Bushi", seat=1)
    spear = t.take("Spearmen", 1, f"on:{guard.iid}")
    t.pass_until("action", seat=0)
    t.act(0, f"use {ishada.iid} 0 pay - targets {guard.iid}")
    assert has_keyword(t.state, guard, "Naval") and has_keyword(t.state, spear, "Naval")
    assert not has_keyword(t.state, ishada, "Naval")


def test_kitsune_gohei_destroys_every_follower_of_the_target() -> None:
    """ "Kitsune Gohei": "Fear Battle, :bow:: Target an enemy Personality. Destroy all
    Followers in his unit." Both Followers of the defending Personality are destroyed, the
    Personality stays."""
    compiled(GOHEI)
    assert automation(GOHEI).status == FULL
    t = _table([GOHEI])
    gohei = t.in_play("Kitsune Gohei")
    guard = t.in_play("Bushi", seat=1)
    spear = t.take("Spearmen", 1, f"on:{guard.iid}")
    archers = t.take("Archers", 1, f"on:{guard.iid}")
    t.to_attack()
    t.attack(1, (gohei, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    t.act(0, f"use {gohei.iid} 0 pay - targets {guard.iid}")
    assert spear.zone == "fate-discard" and archers.zone == "fate-discard"
    assert guard.in_play


def test_kuni_osaku_bows_only_the_followers_weaker_than_his_chi() -> None:
    """ "Kuni Osaku": "Elemental Repeatable Battle, :bow:: Target an enemy Personality. Bow
    all Followers in his unit with Force less than Osaku's Chi." Osaku has 2 Chi: the 1F
    Archers bow, the 2F Spearmen do not."""
    compiled(OSAKU)
    assert automation(OSAKU).status == FULL
    t = _table([OSAKU])
    osaku = t.in_play("Kuni Osaku")
    guard = t.in_play("Bushi", seat=1)
    spear = t.take("Spearmen", 1, f"on:{guard.iid}")
    archers = t.take("Archers", 1, f"on:{guard.iid}")
    t.to_attack()
    t.attack(1, (osaku, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    t.act(0, f"use {osaku.iid} 0 pay - targets {guard.iid}")
    assert archers.bowed and not spear.bowed and not guard.bowed


def test_hida_hitoshi_gives_a_follower_his_own_force() -> None:
    """ "Hida Hitoshi": "Repeatable Battle/Open, :bow:: Give a target Follower a Force bonus
    equal to Hitoshi's Force." Hitoshi's Force is 4 as the effect resolves: the 2F Spearmen
    get +4F for the turn."""
    compiled(HITOSHI)
    assert automation(HITOSHI).status == FULL
    t = _table([HITOSHI])
    hitoshi = t.in_play("Hida Hitoshi")
    bushi = t.in_play("Bushi")
    spear = t.take("Spearmen", 0, f"on:{bushi.iid}")
    t.pass_until("action", seat=0)
    assert f"use {hitoshi.iid} 0 pay - targets {bushi.iid}" not in t.legal(0)
    t.act(0, f"use {hitoshi.iid} 0 pay - targets {spear.iid}")
    assert stats.force(t.state, spear) == 6


def test_a_personality_given_a_penalty_by_the_card_s_force() -> None:
    """ "Bayushi Akagi": "Battle: Give a target enemy Personality a Force penalty equal to
    Akagi's Force." In a battle, the 3F defender gets -3F from the 3F Akagi."""
    akagi = personality(
        "Bayushi Akagi",
        force=3,
        chi=2,
        text_plain=(
            "Battle: Give a target enemy Personality a Force penalty equal to Akagi's Force."
        ),
    )
    compiled(akagi)
    t = _table([akagi])
    bayushi = t.in_play("Bayushi Akagi")
    t.in_play("Bushi")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (bayushi, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    t.act(0, f"use {bayushi.iid} 0 pay - targets {guard.iid}")
    assert stats.force(t.state, guard) == 0


HACHI = personality(
    "Daidoji Hachi",
    force=2,
    chi=4,
    text_plain="Reaction: After Hachi wins a duel: Straighten your Stronghold.",
)
BRUTE = personality("Brute", force=4, chi=1)
CHALLENGE = strategy(
    "Polite Challenge",
    text="Limited: Your target unbowed Personality challenges another player's target "
    "Personality. Destroy the duel's loser.",
)


def test_daidoji_hachi_straightens_his_players_stronghold_after_winning_a_duel() -> None:
    """ "Daidoji Hachi": "Reaction: After Hachi wins a duel: Straighten your Stronghold."
    The Stronghold is named, not targeted (Targeting — «Выбор цели и перенаправление»):
    Hachi's player's own, bowed to pay for the challenge, straightens."""
    assert automation(HACHI).status == FULL
    t = Table(
        deck("First", stronghold(honor=5, gold=5), dynasty=[HACHI, BUSHI], fate=[CHALLENGE]),
        deck("Second", stronghold(honor=2), dynasty=[BRUTE, BUSHI], fate=[SPEARMEN]),
    )
    hachi = t.in_play("Daidoji Hachi")
    brute = t.in_play("Brute", seat=1)
    card = t.to_hand("Polite Challenge")
    t.pass_until("action", seat=0)
    home = t.state.players[0].stronghold
    t.act(0, f"manual bow {home}")
    t.act(0, f"play {card.iid} 0 pay - targets {hachi.iid},{brute.iid}")
    t.act(1, "strike")
    assert t.game.waiting_for == "reactions"
    entry = t.act(0, f"use {hachi.iid} 0 pay -")
    assert "Test Castle is straightened" in entry.notes
    assert not t.state.cards[home].bowed
    assert not t.state.cards[t.state.players[1].stronghold].bowed


KEITARO = personality(
    "Asahina Keitaro",
    force=1,
    chi=3,
    text_plain=(
        "Repeatable Political Battle/Open, :bow:: Rehonor a target dishonorable "
        "non-Shadowlands Personality. If he is not at a battlefield, bow him."
    ),
)


def test_asahina_keitaro_bows_the_rehonored_personality_only_at_home() -> None:
    """ "Asahina Keitaro": "Rehonor a target dishonorable non-Shadowlands Personality. If he
    is not at a battlefield, bow him." The condition is checked as its sentence resolves
    («Стоимость и эффекты»): a dishonorable Bushi at home is rehonored and bowed."""
    compiled(KEITARO)
    assert automation(KEITARO).status == FULL
    t = _table([KEITARO])
    keitaro = t.in_play("Asahina Keitaro")
    bushi = t.in_play("Bushi")
    t.pass_until("action", seat=0)
    t.act(0, f"manual dishonor {bushi.iid}")
    t.act(0, f"use {keitaro.iid} 0 pay - targets {bushi.iid}")
    assert not bushi.dishonored and bushi.bowed and keitaro.bowed


def test_asahina_keitaro_leaves_a_personality_in_battle_unbowed() -> None:
    """The same in a battle: the attacking Personality is rehonored and stays unbowed."""
    t = _table([KEITARO])
    keitaro = t.in_play("Asahina Keitaro")
    bushi = t.in_play("Bushi")
    guard = t.in_play("Bushi", seat=1)
    t.pass_until("action", seat=0)
    t.act(0, f"manual dishonor {bushi.iid}")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    t.act(0, f"use {keitaro.iid} 0 pay - targets {bushi.iid}")
    assert not bushi.dishonored and not bushi.bowed


UJIAKI = personality(
    "Ikoma Ujiaki",
    force=2,
    chi=2,
    text_plain=(
        "After Ujiaki enters play, lose 2 Honor.\nTactical Battle: Once per battle, give all "
        "attacking Shadowlands Personalities in Ujiaki's army +2F."
    ),
)
OGRE = personality("Ogre", force=3, chi=1, clans=["Shadowlands"], keywords=["Shadowlands"])


def test_ikoma_ujiaki_gives_the_shadowlands_personalities_of_his_army_a_bonus() -> None:
    """ "Ikoma Ujiaki": "Tactical Battle: Once per battle, give all attacking Shadowlands
    Personalities in Ujiaki's army +2F." No card is targeted; the Ogre attacking with him
    gets +2F, an Ogre left at home (in no army, «Армия») and the Bushi beside him
    nothing."""
    compiled(UJIAKI)
    assert automation(UJIAKI).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[UJIAKI, OGRE, OGRE, BUSHI], fate=[SPEARMEN]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI, BUSHI], fate=[SPEARMEN]),
    )
    ujiaki = t.in_play("Ikoma Ujiaki")
    ogre, far = t.in_play("Ogre"), t.in_play("Ogre")
    bushi = t.in_play("Bushi")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (ujiaki, 0), (ogre, 0), (bushi, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    t.act(0, f"use {ujiaki.iid} 0 pay -")
    assert stats.force(t.state, ogre) == 5
    assert stats.force(t.state, far) == 3 and stats.force(t.state, bushi) == 3
    assert not any(a.startswith(f"use {ujiaki.iid} ") for a in t.legal(0))


ITARU = personality(
    "Asako Itaru",
    force=1,
    chi=3,
    text_plain=(
        "Repeatable Earth Battle, :bow:: Give +2F or +2C to all defending Personalities in "
        "Itaru's army."
    ),
)


def test_asako_itaru_gives_his_defending_army_force_or_chi() -> None:
    """ "Asako Itaru": "Give +2F or +2C to all defending Personalities in Itaru's army."
    The player chooses which as the effect resolves (an "or" in an effect — «Стоимость и
    эффекты»): +2C to Itaru and the Bushi defending with him."""
    compiled(ITARU)
    assert automation(ITARU).status == FULL
    t = _table([], [ITARU])
    raider = t.in_play("Bushi")
    itaru = t.in_play("Asako Itaru", seat=1)
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (raider, 0))
    t.defend((itaru, 0), (guard, 0))
    t.act(1, f"use {itaru.iid} 0 pay -")
    assert t.legal(1) == ["option 1", "option 2"]
    t.act(1, "option 2")
    assert stats.chi(t.state, guard) == 4 and stats.chi(t.state, itaru) == 5
    assert stats.force(t.state, guard) == 3 and stats.chi(t.state, raider) == 2


KUON = personality(
    "Hida Kuon",
    force=3,
    chi=3,
    text_plain=(
        "Tireless Battle: Once per battle, target a Personality in Kuon's army. Straighten "
        "the target's unit."
    ),
)


def test_hida_kuon_straightens_a_unit_of_his_army_only() -> None:
    """ "Hida Kuon": "Tireless Battle: Once per battle, target a Personality in Kuon's army.
    Straighten the target's unit." Only a Personality of his army may be chosen
    (Targeting — «Выбор цели и перенаправление»): his bowed Bushi, not the enemy's."""
    compiled(KUON)
    assert automation(KUON).status == FULL
    t = _table([KUON])
    kuon = t.in_play("Hida Kuon")
    bushi = t.in_play("Bushi")
    spear = t.take("Spearmen", 0, f"on:{bushi.iid}")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (kuon, 0), (bushi, 0))
    t.defend((guard, 0))
    t.act(0, f"manual bow {bushi.iid}")
    t.act(0, f"manual bow {spear.iid}")
    t.act(1, Pass())
    offered = [a for a in t.legal(0) if a.startswith(f"use {kuon.iid} ")]
    assert f"use {kuon.iid} 0 pay - targets {bushi.iid}" in offered
    assert not any(a.endswith(f"targets {guard.iid}") for a in offered)
    t.act(0, f"use {kuon.iid} 0 pay - targets {bushi.iid}")
    assert not bushi.bowed and not spear.bowed


AGITO = personality(
    "Mirumoto Agito",
    force=2,
    chi=3,
    text_plain="Battle: Dishonor a target enemy Personality with Personal Honor lower than "
    "Agito's Chi.",
)


def test_a_target_compared_with_another_stat_of_the_card() -> None:
    """ "Mirumoto Agito": "Battle: Dishonor a target enemy Personality with Personal Honor
    lower than Agito's Chi." (Targeting — «Выбор цели и перенаправление»: a target must meet
    its description when chosen.) Agito has 3 Chi: a 2PH Bushi may be the target, a 3PH
    one may not."""
    compiled(AGITO)
    proud = personality("Proud Bushi", force=3, chi=2, honor=3)
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[AGITO, BUSHI], fate=[SPEARMEN]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI, proud], fate=[SPEARMEN]),
    )
    agito = t.in_play("Mirumoto Agito")
    guard = t.in_play("Bushi", seat=1)
    other = t.in_play("Proud Bushi", seat=1)
    t.to_attack()
    t.attack(1, (agito, 0))
    t.defend((guard, 0), (other, 0))
    t.act(1, Pass())
    offered = [a for a in t.legal(0) if a.startswith(f"use {agito.iid} ")]
    assert offered == [f"use {agito.iid} 0 pay - targets {guard.iid}"]
    t.act(0, offered[0])
    assert guard.dishonored


KATSU = personality(
    "Katsu",
    force=2,
    chi=4,
    text_plain=(
        "After Katsu enters play, lose 3 Honor.\nElemental Repeatable Battle, :bow:: Move a "
        "target enemy Personality with Force lower than Katsu's Chi to an adjacent "
        "battlefield."
    ),
)


def test_katsu_moves_a_weaker_enemy_to_an_adjacent_battlefield() -> None:
    """ "Katsu": "Move a target enemy Personality with Force lower than Katsu's Chi to an
    adjacent battlefield." Two Provinces side by side are attacked; the defending Bushi (3F,
    below Katsu's 4 Chi) goes from the first battlefield to the second."""
    compiled(KATSU)
    assert automation(KATSU).status == FULL
    t = _table([KATSU])
    katsu = t.in_play("Katsu")
    bushi = t.in_play("Bushi")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (katsu, 0), (bushi, 1))
    t.defend((guard, 0))
    first, second = t.province(1, 0).pid, t.province(1, 1).pid
    t.act(0, f"battle {first}")
    t.act(1, Pass())
    t.act(0, f"use {katsu.iid} 0 pay - targets {guard.iid}")
    assert katsu.bowed
    assert guard.battle == second


WAOTAKA = personality(
    "Kaiu Waotaka",
    force=2,
    chi=2,
    text_plain="Repeatable Open, :bow:: Straighten a target Mine.",
)
MINE = holding("Copper Mine", keywords=["Mine"])
FARM = holding("Rice Farm", keywords=["Farm"])


def test_kaiu_waotaka_straightens_a_mine() -> None:
    """ "Kaiu Waotaka": "Repeatable Open, :bow:: Straighten a target Mine." A Holding named
    by its keyword: the bowed Mine may be the target, the bowed Farm may not (Targeting —
    «Выбор цели и перенаправление»)."""
    compiled(WAOTAKA)
    assert automation(WAOTAKA).status == FULL
    t = _table([WAOTAKA, MINE, FARM])
    waotaka = t.in_play("Kaiu Waotaka")
    mine = t.in_play("Copper Mine")
    farm = t.in_play("Rice Farm")
    t.pass_until("action", seat=0)
    t.act(0, f"manual bow {mine.iid}")
    t.act(0, f"manual bow {farm.iid}")
    offered = [a for a in t.legal(0) if a.startswith(f"use {waotaka.iid} ")]
    assert offered == [f"use {waotaka.iid} 0 pay - targets {mine.iid}"]
    t.act(0, offered[0])
    assert not mine.bowed and farm.bowed and waotaka.bowed


RYUKAN = personality(
    "Kitsune Ryukan",
    force=2,
    chi=2,
    text_plain=(
        "Battle: Once per battle, give Ryukan a Force bonus equal to the Force of one of his "
        "target Followers."
    ),
)


def test_kitsune_ryukan_adds_the_force_of_one_of_his_followers() -> None:
    """ "Kitsune Ryukan": "Battle: Once per battle, give Ryukan a Force bonus equal to the
    Force of one of his target Followers." Only his own Followers may be the target
    (Targeting — «Выбор цели и перенаправление»); the 2F Spearmen give him +2F."""
    compiled(RYUKAN)
    assert automation(RYUKAN).status == FULL
    t = _table([RYUKAN])
    ryukan = t.in_play("Kitsune Ryukan")
    spear = t.take("Spearmen", 0, f"on:{ryukan.iid}")
    bushi = t.in_play("Bushi")
    archers = t.take("Archers", 0, f"on:{bushi.iid}")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (ryukan, 0), (bushi, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    offered = [a for a in t.legal(0) if a.startswith(f"use {ryukan.iid} ")]
    assert offered == [f"use {ryukan.iid} 0 pay - targets {spear.iid}"]
    assert archers.iid not in {int(a.rsplit(" ", 1)[1]) for a in offered}
    t.act(0, offered[0])
    assert stats.force(t.state, ryukan) == 4


SEISHIRO = personality(
    "Doji Seishiro",
    force=2,
    chi=2,
    honor=3,
    text_plain=(
        "Battle: If Seishiro is attacking and the Defender has lower Family Honor than you, "
        "give Seishiro a Force bonus equal to his Personal Honor."
    ),
)


def test_doji_seishiro_is_stronger_attacking_a_less_honorable_player() -> None:
    """ "Doji Seishiro": "Battle: If Seishiro is attacking and the Defender has lower Family
    Honor than you, give Seishiro a Force bonus equal to his Personal Honor." Attacking a
    player with 2 Honor (5 his own): +3F."""
    assert automation(SEISHIRO).status == FULL
    t = _table([SEISHIRO])
    seishiro = t.in_play("Doji Seishiro")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (seishiro, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    t.act(0, f"use {seishiro.iid} 0 pay -")
    assert stats.force(t.state, seishiro) == 5


def test_doji_seishiro_defending_gets_nothing() -> None:
    """Defending (not attacking), the same action gives no bonus, though his player has the
    higher Family Honor."""
    t = Table(
        deck("First", stronghold(honor=2), dynasty=[BUSHI], fate=[SPEARMEN]),
        deck("Second", stronghold(honor=8), dynasty=[SEISHIRO], fate=[SPEARMEN]),
    )
    raider = t.in_play("Bushi")
    seishiro = t.in_play("Doji Seishiro", seat=1)
    t.to_attack()
    t.attack(1, (raider, 0))
    t.defend((seishiro, 0))
    t.act(1, f"use {seishiro.iid} 0 pay -")
    assert stats.force(t.state, seishiro) == 2


TOSHI = personality(
    "Asako Toshi",
    force=2,
    chi=3,
    text_plain=(
        "Elemental Battle: Give a target Personality a Force bonus equal to twice the number "
        "of Rings you control, or +2F, whichever is greater."
    ),
)


def _toshi_battle(rings: int) -> tuple[Table, Card, Card]:
    elements = ("Air", "Earth", "Fire")
    defs = [ring(f"Ring {n}", elements[n]) for n in range(3)]
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[TOSHI, BUSHI], fate=[*defs, SPEARMEN]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI], fate=[SPEARMEN]),
    )
    toshi = t.in_play("Asako Toshi")
    for n in range(rings):
        t.in_play(f"Ring {n}")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (toshi, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    t.act(0, f"use {toshi.iid} 0 pay - targets {toshi.iid}")
    return t, toshi, guard


def test_asako_toshi_gives_twice_the_rings_he_controls() -> None:
    """ "Asako Toshi": "Give a target Personality a Force bonus equal to twice the number of
    Rings you control, or +2F, whichever is greater." Counted as the effect resolves
    («Стоимость и эффекты»): with three Rings, +6F."""
    compiled(TOSHI)
    assert automation(TOSHI).status == FULL
    t, toshi, _ = _toshi_battle(3)
    assert stats.force(t.state, toshi) == 8


def test_asako_toshi_gives_at_least_two() -> None:
    """Without a Ring, the least bonus printed: +2F."""
    t, toshi, _ = _toshi_battle(0)
    assert stats.force(t.state, toshi) == 4


MAASAKI = personality(
    "Isawa Maasaki",
    force=1,
    chi=3,
    keywords=["Shugenja"],
    text_plain=(
        "Battle/Open: Target another Personality: Give him a Force bonus and a Chi bonus "
        "equal to the number of Spells attached to Maasaki, or +1F/+1C, whichever is higher."
    ),
)


def test_isawa_maasaki_gives_another_personality_his_spells_count() -> None:
    """ "Isawa Maasaki": "Target another Personality: Give him a Force bonus and a Chi bonus
    equal to the number of Spells attached to Maasaki, or +1F/+1C, whichever is higher."
    Maasaki himself may not be the target (another); with two Spells, +2F/+2C."""
    compiled(MAASAKI)
    assert automation(MAASAKI).status == FULL
    spells = [spell("Wind Spell"), spell("Fire Spell")]
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[MAASAKI, BUSHI], fate=[*spells, SPEARMEN]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI], fate=[SPEARMEN]),
    )
    maasaki = t.in_play("Isawa Maasaki")
    bushi = t.in_play("Bushi")
    t.pass_until("action", seat=0)
    offered = [a for a in t.legal(0) if a.startswith(f"use {maasaki.iid} ")]
    assert f"use {maasaki.iid} 0 pay - targets {bushi.iid}" in offered
    assert f"use {maasaki.iid} 0 pay - targets {maasaki.iid}" not in offered
    t.take("Wind Spell", 0, f"on:{maasaki.iid}")
    t.take("Fire Spell", 0, f"on:{maasaki.iid}")
    t.act(0, f"use {maasaki.iid} 0 pay - targets {bushi.iid}")
    assert (stats.force(t.state, bushi), stats.chi(t.state, bushi)) == (5, 4)


def test_isawa_maasaki_without_spells_gives_one() -> None:
    """Without a Spell: +1F/+1C."""
    t = _table([MAASAKI])
    maasaki = t.in_play("Isawa Maasaki")
    bushi = t.in_play("Bushi")
    t.pass_until("action", seat=0)
    t.act(0, f"use {maasaki.iid} 0 pay - targets {bushi.iid}")
    assert (stats.force(t.state, bushi), stats.chi(t.state, bushi)) == (4, 3)


KAGORE = personality(
    "Hida Kagore",
    force=3,
    chi=2,
    clans=["Crab"],
    keywords=["Crab Clan", "Samurai"],
    text_plain=(
        "Battle: Once per battle, transfer your target a Follower attached to another of your "
        "Crab Clan Personalities to Kagore.\nBattle: Once per battle, transfer one of "
        "Kagore's target Followers to another of your target Crab Clan Personalities."
    ),
)
CRAB = personality("Crab Bushi", force=3, chi=2, clans=["Crab"], keywords=["Crab Clan"])
LION = personality("Lion Bushi", force=3, chi=2, clans=["Lion"], keywords=["Lion Clan"])


def test_hida_kagore_takes_a_follower_from_another_crab_personality() -> None:
    """ "Hida Kagore": "Battle: Once per battle, transfer your target a Follower attached to
    another of your Crab Clan Personalities to Kagore." The Spearmen of the Crab Bushi in
    the battle may be the target, not those of a Lion Bushi; they move to Kagore."""
    assert automation(KAGORE).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[KAGORE, CRAB, LION], fate=[SPEARMEN] * 2),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI], fate=[SPEARMEN]),
    )
    kagore = t.in_play("Hida Kagore")
    crab, bushi = t.in_play("Crab Bushi"), t.in_play("Lion Bushi")
    spear = t.take("Spearmen", 0, f"on:{crab.iid}")
    other = t.take("Spearmen", 0, f"on:{bushi.iid}")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (kagore, 0), (crab, 0), (bushi, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    offered = [a for a in t.legal(0) if a.startswith(f"use {kagore.iid} 0 ")]
    assert offered == [f"use {kagore.iid} 0 pay - targets {spear.iid}"]
    assert other.host == bushi.iid
    t.act(0, offered[0])
    assert spear.host == kagore.iid


def test_hida_kagore_gives_one_of_his_followers_to_another_crab_personality() -> None:
    """The second: "transfer one of Kagore's target Followers to another of your target Crab
    Clan Personalities." His Spearmen go to the Crab Bushi beside him."""
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[KAGORE, CRAB], fate=[SPEARMEN]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI], fate=[SPEARMEN]),
    )
    kagore = t.in_play("Hida Kagore")
    crab = t.in_play("Crab Bushi")
    spear = t.take("Spearmen", 0, f"on:{kagore.iid}")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (kagore, 0), (crab, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    use = f"use {kagore.iid} 1 pay - targets {spear.iid},{crab.iid}"
    assert use in t.legal(0)
    assert f"use {kagore.iid} 1 pay - targets {spear.iid},{kagore.iid}" not in t.legal(0)
    t.act(0, use)
    assert spear.host == crab.iid


RIHITO = personality(
    "Kuni Rihito",
    force=1,
    chi=4,
    text_plain=(
        "Repeatable Limited, :bow:: Destroy a target card with the printed Shadowlands keyword "
        "controlled by a non-Shadowlands Horde player."
    ),
)


def test_kuni_rihito_destroys_a_shadowlands_card_of_a_non_horde_player() -> None:
    """ "Kuni Rihito": "Destroy a target card with the printed Shadowlands keyword controlled
    by a non-Shadowlands Horde player." A Crab player's Ogre may be the target, his Bushi
    may not; the Ogre is destroyed."""
    assert automation(RIHITO).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[RIHITO, BUSHI], fate=[SPEARMEN]),
        deck("Second", stronghold(honor=2), dynasty=[OGRE, BUSHI], fate=[SPEARMEN]),
    )
    rihito = t.in_play("Kuni Rihito")
    ogre = t.in_play("Ogre", seat=1)
    t.in_play("Bushi", seat=1)
    t.pass_until("action", seat=0)
    offered = [a for a in t.legal(0) if a.startswith(f"use {rihito.iid} ")]
    assert offered == [f"use {rihito.iid} 0 pay - targets {ogre.iid}"]
    t.act(0, offered[0])
    assert not ogre.in_play and rihito.bowed


def test_kuni_rihito_spares_a_shadowlands_horde_player() -> None:
    """The same Ogre controlled by a Shadowlands Horde player may not be the target."""
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[RIHITO, BUSHI], fate=[SPEARMEN]),
        deck(
            "Second",
            stronghold(honor=2, clans=("Shadowlands",)),
            dynasty=[OGRE, BUSHI],
            fate=[SPEARMEN],
        ),
    )
    rihito = t.in_play("Kuni Rihito")
    t.in_play("Ogre", seat=1)
    t.pass_until("action", seat=0)
    assert not [a for a in t.legal(0) if a.startswith(f"use {rihito.iid} ")]


JURI = personality(
    "Kitsu Juri",
    force=1,
    chi=3,
    text_plain=(
        "Repeatable Battle, :bow:: Once per game per Personality, permanently give +2F/+2C to "
        "a target Personality with an attached Ancestor or who is opposed."
    ),
)


def test_kitsu_juri_gives_each_personality_a_bonus_once_per_game() -> None:
    """ "Kitsu Juri": "Once per game per Personality, permanently give +2F/+2C to a target
    Personality with an attached Ancestor or who is opposed." The opposed defender gets
    +2F/+2C for the rest of the game; straightened, Juri may not give it to him again, but
    may give it to Juri himself (opposed too)."""
    assert automation(JURI).status == FULL
    t = _table([JURI])
    juri = t.in_play("Kitsu Juri")
    guard = t.in_play("Bushi", seat=1)
    home = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (juri, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    offered = [a for a in t.legal(0) if a.startswith(f"use {juri.iid} ")]
    assert f"use {juri.iid} 0 pay - targets {guard.iid}" in offered
    assert not any(a.endswith(f"targets {home.iid}") for a in offered)
    t.act(0, f"use {juri.iid} 0 pay - targets {guard.iid}")
    assert (stats.force(t.state, guard), stats.chi(t.state, guard)) == (5, 4)
    t.act(1, f"manual straighten {juri.iid}")
    t.act(1, Pass())
    offered = [a for a in t.legal(0) if a.startswith(f"use {juri.iid} ")]
    assert offered == [f"use {juri.iid} 0 pay - targets {juri.iid}"]


OKAKURA = personality(
    "Doji Okakura • Experienced",
    force=2,
    chi=3,
    text_plain=(
        "Battle: Once per battle, if there are fewer Shadowlands cards opposing Okakura than "
        "his Chi, target one of them. Bow it."
    ),
    personality_name="Doji Okakura",
)


def _okakura_battle(ogres: int) -> tuple[Table, Card, list[Card]]:
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[OKAKURA, BUSHI], fate=[SPEARMEN]),
        deck("Second", stronghold(honor=2), dynasty=[OGRE] * 3 + [BUSHI], fate=[SPEARMEN]),
    )
    okakura = t.in_play("Doji Okakura • Experienced")
    found = [t.in_play("Ogre", seat=1) for _ in range(ogres)]
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (okakura, 0))
    t.defend((guard, 0), *((ogre, 0) for ogre in found))
    t.act(1, Pass())
    return t, okakura, found


def test_doji_okakura_bows_one_of_few_shadowlands_cards_opposing_him() -> None:
    """ "Doji Okakura" (Experienced): "Battle: Once per battle, if there are fewer Shadowlands
    cards opposing Okakura than his Chi, target one of them. Bow it." Two Ogres oppose him
    (Chi 3): one of them may be the target, not the Bushi."""
    assert automation(OKAKURA).status == FULL
    t, okakura, ogres = _okakura_battle(2)
    offered = sorted(a for a in t.legal(0) if a.startswith(f"use {okakura.iid} "))
    assert offered == sorted(f"use {okakura.iid} 0 pay - targets {o.iid}" for o in ogres)
    t.act(0, offered[0])
    assert sum(o.bowed for o in ogres) == 1


def test_doji_okakura_may_not_act_against_as_many_shadowlands_cards_as_his_chi() -> None:
    """Three Ogres (as many as his Chi): the action may not be announced."""
    t, okakura, _ = _okakura_battle(3)
    assert not [a for a in t.legal(0) if a.startswith(f"use {okakura.iid} ")]


TADENORI = personality(
    "Akodo Tadenori",
    force=3,
    chi=3,
    text_plain=(
        "Tactical Battle: Reduce a target enemy Personality or Follower's Force to equal its "
        "printed Force."
    ),
)


def test_akodo_tadenori_takes_away_a_bonus() -> None:
    """ "Akodo Tadenori": "Tactical Battle: Reduce a target enemy Personality or Follower's
    Force to equal its printed Force." The defending Bushi given +2F is back to 3F for the
    turn («Бонусы и штрафы»: a value set is applied as the difference it makes)."""
    compiled(TADENORI)
    assert automation(TADENORI).status == FULL
    t = _table([TADENORI])
    tadenori = t.in_play("Akodo Tadenori")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (tadenori, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    # A +2F bonus given earlier this turn.
    ops.add_bonus(guard, 2, 0)
    assert stats.force(t.state, guard) == 5
    t.act(0, f"use {tadenori.iid} 0 pay - targets {guard.iid}")
    assert stats.force(t.state, guard) == 3


UJI = personality(
    "Daidoji Uji • Experienced 2",
    force=4,
    chi=3,
    personality_name="Daidoji Uji",
    text_plain=(
        "Uji has Double Chi while facing a Shadowlands Personality in a duel.\nRepeatable "
        "Battle, :bow:: Target an enemy Personality. Move him and Uji home; bow their units as "
        "they move."
    ),
)


def test_daidoji_uji_goes_home_with_an_enemy() -> None:
    """ "Daidoji Uji" (Experienced 2): "Target an enemy Personality. Move him and Uji home;
    bow their units as they move." Both units leave the battle, bowed."""
    compiled(UJI)
    assert automation(UJI).status == FULL
    t = _table([UJI])
    uji = t.in_play("Daidoji Uji • Experienced 2")
    guard = t.in_play("Bushi", seat=1)
    spear = t.take("Spearmen", 1, f"on:{guard.iid}")
    t.to_attack()
    t.attack(1, (uji, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    t.act(0, f"use {uji.iid} 0 pay - targets {guard.iid}")
    assert guard.battle is None and uji.battle is None
    assert guard.bowed and spear.bowed and uji.bowed


KATAI = personality(
    "Bayushi Katai",
    force=3,
    chi=3,
    text_plain=(
        "Battle: Any number of times per turn, bow Katai and target an enemy Personality: "
        "Katai challenges him. He may refuse; if he did, his controller loses 5 Honor."
    ),
)


def _katai_battle() -> tuple[Table, Card, Card]:
    t = _table([KATAI])
    katai = t.in_play("Bayushi Katai")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (katai, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    t.act(0, f"use {katai.iid} 0 pay - targets {guard.iid}")
    return t, katai, guard


def test_bayushi_katai_makes_a_refusal_cost_honor() -> None:
    """ "Bayushi Katai": "Katai challenges him. He may refuse; if he did, his controller loses
    5 Honor." («Вызов и дуэль»: the challenged Personality may refuse when the card allows
    it.) The defender refuses: he loses 5 Honor, and no duel is fought."""
    compiled(KATAI)
    assert automation(KATAI).status == FULL
    t, katai, guard = _katai_battle()
    assert katai.bowed
    assert sorted(t.legal(1)) == ["accept", "refuse"]
    before = t.state.players[1].honor
    t.act(1, "refuse")
    assert t.state.players[1].honor == before - 5
    assert guard.in_play and t.state.players[0].honor == 5


def test_bayushi_katai_accepted_is_a_duel_to_the_death() -> None:
    """Accepted, the challenge is a duel whose loser is destroyed (no outcome printed), and
    no Honor is lost."""
    t, katai, guard = _katai_battle()
    before = t.state.players[1].honor
    t.act(1, "accept")
    while t.game.waiting_for == "duel":
        t.act(t.game.to_act, "strike")
    assert t.state.players[1].honor == before
    assert not guard.in_play and katai.in_play
