"""Personalities' actions on a whole unit, on a Personality's Followers, and bonuses measured
by the card itself, read by `rules.engine.phrasings.personality_units` from the printed texts
(titles cited). Targets are chosen as the action is announced (Targeting — «Выбор цели и
перенаправление»); what is measured is measured as the effect resolves («Стоимость и
эффекты»)."""

from rules.engine import stats
from rules.engine.actions import Pass
from rules.engine.continuous import has_keyword
from rules.engine.coverage import FULL, automation
from rules.engine.keywords import is_cavalry
from tests.rules.abilities.test_ability_scripts_ivory import compiled
from tests.rules_cards import Table, deck, follower, personality, strategy, stronghold

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
