"""Hand-written records (rules/engine/scripts) for Personalities titled L to Z whose lines
the compiler cannot read, each played through the engine: the action is offered with its
legal targets (Targeting — «Выбор цели и перенаправление»: targets are chosen as the
action is announced, before costs), taken, and the state checked."""

from rules.engine import stats
from rules.engine.abilities import AUTO, actions_of
from rules.engine.cards import CardDef
from rules.engine.compiler import compile_body
from rules.engine.coverage import FULL, automation
from rules.engine.ops import GAME, add_bonus
from rules.engine.scripts import script
from tests.rules_cards import Table, deck, follower, holding, personality, strategy, stronghold

BUSHI = personality("Bushi", force=3, chi=2)
SPEARMEN = follower("Spearmen", force=2, cost=1)


def scripted(defn: CardDef, index: int = 0) -> None:
    """The card's action at `index` is played by its record, the card is full."""
    ability = next(a for a in actions_of(defn) if a.index == index)
    assert ability.effect == AUTO
    assert compile_body(defn, ability.body) is None
    assert script(defn.title, index) is not None
    assert automation(defn).status == FULL


def uses(t: Table, seat: int, card_iid: int, index: int = 0) -> list[str]:
    return sorted(a for a in t.legal(seat) if a.startswith(f"use {card_iid} {index} "))


def _table(mine: list, theirs: list = ()) -> Table:
    return Table(
        deck("First", stronghold(honor=5), dynasty=[*mine, BUSHI, BUSHI], fate=[SPEARMEN]),
        deck("Second", stronghold(honor=2), dynasty=[*theirs, BUSHI, BUSHI], fate=[SPEARMEN]),
    )


def _battle(t: Table, attackers: list, defenders: list) -> None:
    """Seat 0 attacks seat 1's first Province with `attackers`; seat 1 defends it and
    passes if he acts first, so seat 0 acts next."""
    t.to_attack()
    t.attack(1, *((a, 0) for a in attackers))
    t.defend(*((d, 0) for d in defenders))
    if t.game.to_act == 1:
        t.act(1, "pass")


SANSHU = personality(
    "Sanshu Denki",
    force=2,
    chi=2,
    honor=0,
    clans=(),
    keywords=("Nonhuman", "Shadowlands", "Unaligned"),
    text_plain=(
        "Battle: Any number of times per turn, bow Sanshu Denki and target an enemy "
        "Peresonality: Bow it."
    ),
)


def test_sanshu_denki_bows_an_enemy_personality() -> None:
    """ "Sanshu Denki": "Battle: Any number of times per turn, bow Sanshu Denki and target
    an enemy Peresonality: Bow it." In battle, the enemy Personality there is offered (not
    his own); bowing Sanshu Denki pays for it («Правило уместности»: the current battle)."""
    scripted(SANSHU)
    t = _table([SANSHU])
    sanshu = t.in_play("Sanshu Denki")
    mine = t.cards("Bushi", 0)[0]
    t.in_play("Bushi")
    enemy = t.in_play("Bushi", seat=1)
    _battle(t, [sanshu, mine], [enemy])
    assert uses(t, 0, sanshu.iid) == [f"use {sanshu.iid} 0 pay - targets {enemy.iid}"]
    t.act(0, f"use {sanshu.iid} 0 pay - targets {enemy.iid}")
    assert enemy.bowed and sanshu.bowed and not mine.bowed


OMEZO = personality(
    "Shosuro Omezo",
    force=2,
    chi=3,
    honor=1,
    clans=("Scorpion",),
    keywords=("Saboteur", "Samurai", "Scorpion Clan"),
    text_plain=(
        "Battle: Any number of times per turn, bow Omezo and target a Personality whose base "
        "Chi is less than or equal to Omezo's base Chi: Bow the target."
    ),
)


def test_shosuro_omezo_bows_a_personality_of_no_higher_base_chi() -> None:
    """ "Shosuro Omezo": "... target a Personality whose base Chi is less than or equal to
    Omezo's base Chi: Bow the target." Omezo has 3 Chi: the 2-Chi Bushi qualifies, the
    4-Chi Elder does not; a bonus this turn is not base Chi (the Bushi given +2C still
    qualifies), a permanent one is (the Bushi permanently given +2C does not)."""
    scripted(OMEZO)
    elder = personality("Elder", force=1, chi=4)
    t = _table([OMEZO], [elder])
    omezo = t.in_play("Shosuro Omezo")
    enemy = t.in_play("Bushi", seat=1)
    old = t.in_play("Elder", seat=1)
    _battle(t, [omezo], [enemy, old])

    def targets() -> list[str]:
        return sorted(a.split(" targets ")[1] for a in uses(t, 0, omezo.iid))

    # Omezo himself is "a Personality" of no higher base Chi as well.
    assert targets() == sorted(str(i) for i in (omezo.iid, enemy.iid))
    add_bonus(enemy, 0, 2)
    assert stats.chi(t.state, enemy) == 4
    assert targets() == sorted(str(i) for i in (omezo.iid, enemy.iid))
    t.act(0, f"use {omezo.iid} 0 pay - targets {enemy.iid}")
    assert enemy.bowed and omezo.bowed and not old.bowed


def test_shosuro_omezo_counts_a_permanent_bonus_as_base_chi() -> None:
    t = _table([OMEZO])
    omezo = t.in_play("Shosuro Omezo")
    enemy = t.in_play("Bushi", seat=1)
    add_bonus(enemy, 0, 2, GAME)
    _battle(t, [omezo], [enemy])
    assert uses(t, 0, omezo.iid) == [f"use {omezo.iid} 0 pay - targets {omezo.iid}"]


MIYO = personality(
    "Shosuro Miyo",
    force=2,
    chi=2,
    honor=1,
    clans=("Scorpion",),
    keywords=("Actor", "Scorpion Clan"),
    text_plain="Limited: Give Miyo +1F, +2C, or +2PH until your next turn begins.",
)


def test_shosuro_miyo_gives_herself_one_of_three_until_her_next_turn() -> None:
    """ "Shosuro Miyo": "Limited: Give Miyo +1F, +2C, or +2PH until your next turn begins."
    Limited: in her player's Action Phase. The player picks +2C; it lasts through the other
    player's turn and is gone as his own next turn begins."""
    scripted(MIYO)
    t = _table([MIYO])
    miyo = t.in_play("Shosuro Miyo")
    t.pass_until("action", seat=0)
    assert uses(t, 0, miyo.iid) == [f"use {miyo.iid} 0 pay -"]
    t.act(0, f"use {miyo.iid} 0 pay -")
    assert t.legal(0) == ["option 1", "option 2", "option 3"]
    t.act(0, "option 2")
    assert stats.chi(t.state, miyo) == 4 and stats.force(t.state, miyo) == 2
    t.pass_until("action", seat=1)
    assert stats.chi(t.state, miyo) == 4
    t.pass_until("action", seat=0, later=True)
    assert stats.chi(t.state, miyo) == 2


def test_shosuro_miyo_may_give_personal_honor() -> None:
    t = _table([MIYO])
    miyo = t.in_play("Shosuro Miyo")
    t.pass_until("action", seat=0)
    t.act(0, f"use {miyo.iid} 0 pay -")
    t.act(0, "option 3")
    assert stats.personal_honor(t.state, miyo) == 3


KADU = personality(
    "Moto Kadu-kai",
    force=3,
    chi=2,
    clans=("Unicorn",),
    keywords=("Cavalry", "Samurai", "Unicorn Clan"),
    text_plain=(
        "Battle, :bow:: Destroy Kadu-kai to destroy a target enemy Personality with equal or "
        "lower Force."
    ),
)


def test_moto_kadu_kai_trades_himself_for_an_enemy_of_no_more_force() -> None:
    """ "Moto Kadu-kai": "Battle, :bow:: Destroy Kadu-kai to destroy a target enemy
    Personality with equal or lower Force." (3F.) The 3F Bushi may be chosen, the 5F Giant
    not; Kadu-kai is bowed and destroyed as the cost, the Bushi destroyed."""
    scripted(KADU)
    giant = personality("Giant", force=5, chi=2)
    t = _table([KADU], [giant])
    kadu = t.in_play("Moto Kadu-kai")
    enemy = t.in_play("Bushi", seat=1)
    big = t.in_play("Giant", seat=1)
    _battle(t, [kadu], [enemy, big])
    assert uses(t, 0, kadu.iid) == [f"use {kadu.iid} 0 pay - targets {enemy.iid}"]
    t.act(0, f"use {kadu.iid} 0 pay - targets {enemy.iid}")
    assert not kadu.in_play and not enemy.in_play and big.in_play


VU = personality(
    "The Importunate Vu",
    force=2,
    chi=1,
    honor=0,
    clans=(),
    keywords=("Goblin", "Nonhuman", "Shadowlands", "Unaligned"),
    text_plain=(
        "After Vu enters play: Lose 2 Honor.\n"
        "Battle/Open: Any number of times per turn, bow Vu and target an Ogre or Troll: Give "
        "it +2F.\n"
        "Battle/Open: Bow and destroy Vu, and target an Ogre or Troll: Give it +3F."
    ),
)
OGRE = personality("Ogre Bully", force=3, chi=1, clans=(), keywords=("Ogre", "Shadowlands"))
TROLL = follower("Troll Brute", force=3, cost=2, keywords=("Troll",))


def test_the_importunate_vu_urges_an_ogre_or_a_troll() -> None:
    """ "The Importunate Vu": "Battle/Open: ..., bow Vu and target an Ogre or Troll: Give
    it +2F." and "Battle/Open: Bow and destroy Vu, and target an Ogre or Troll: Give it
    +3F." An Ogre Personality and a Troll Follower may be chosen, a Bushi not; the first
    bows Vu, the second (with Vu straightened again) destroys him as its cost."""
    scripted(VU, 0)
    scripted(VU, 1)
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[VU, OGRE, BUSHI], fate=[TROLL]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI], fate=[]),
    )
    vu = t.in_play("The Importunate Vu")
    ogre = t.in_play("Ogre Bully")
    t.in_play("Bushi")
    troll = t.take("Troll Brute", 0, f"on:{ogre.iid}")
    t.pass_until("action", seat=0)
    targets = sorted(a.split(" targets ")[1] for a in uses(t, 0, vu.iid))
    assert targets == sorted(str(i) for i in (ogre.iid, troll.iid))
    t.act(0, f"use {vu.iid} 0 pay - targets {ogre.iid}")
    assert vu.bowed and stats.force(t.state, ogre) == 5
    t.act(1, "pass")
    t.act(0, f"manual straighten {vu.iid}")
    t.act(0, f"use {vu.iid} 1 pay - targets {troll.iid}")
    assert not vu.in_play and stats.force(t.state, troll) == 6


KAMOKO = personality(
    "Otaku Kamoko • Experienced 3 KYD",
    force=5,
    chi=5,
    honor=0,
    clans=("Unicorn",),
    keywords=("Cavalry", "Unique", "Samurai", "Shadowlands", "Undead", "Unicorn Clan"),
    text_plain=(
        "After Kamoko enters play: Lose 5 Honor.\n"
        "Will not attach non-Cavalry Followers.\n"
        "Battle: Once per battle, target an enemy Infantry Follower or an enemy Infantry "
        "Personality without Followers: Destroy it."
    ),
)


def test_otaku_kamoko_destroys_an_infantry_follower_or_a_lone_infantry_personality() -> None:
    """ "Otaku Kamoko" (Experienced 3 KYD): "Battle: Once per battle, target an enemy
    Infantry Follower or an enemy Infantry Personality without Followers: Destroy it."
    Infantry: without Cavalry («Кавалерия»). Of the defenders, the lone Bushi and the
    Spearmen (on the Guard) may be chosen; not the Guard (he has a Follower), not the
    Cavalry Rider nor the Cavalry Scouts. Once per battle."""
    scripted(KAMOKO)
    guard = personality("Guard", force=2, chi=2)
    rider = personality("Rider", force=2, chi=2, keywords=("Cavalry", "Samurai"))
    scouts = follower("Scouts", force=1, cost=1, keywords=("Cavalry",))
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[KAMOKO, BUSHI], fate=[]),
        deck(
            "Second",
            stronghold(honor=2),
            dynasty=[guard, rider, BUSHI],
            fate=[SPEARMEN, scouts],
        ),
    )
    kamoko = t.find("Otaku Kamoko • Experienced 3 KYD")
    t.in_play("Otaku Kamoko • Experienced 3 KYD")
    lone = t.in_play("Bushi", seat=1)
    the_guard = t.in_play("Guard", seat=1)
    the_rider = t.in_play("Rider", seat=1)
    spear = t.take("Spearmen", 1, f"on:{the_guard.iid}")
    t.take("Scouts", 1, f"on:{the_rider.iid}")
    _battle(t, [kamoko], [lone, the_guard, the_rider])
    targets = sorted(a.split(" targets ")[1] for a in uses(t, 0, kamoko.iid))
    assert targets == sorted(str(i) for i in (lone.iid, spear.iid))
    t.act(0, f"use {kamoko.iid} 0 pay - targets {spear.iid}")
    assert not spear.in_play and the_guard.in_play
    t.act(1, "pass")
    assert uses(t, 0, kamoko.iid) == []


VORDU = personality(
    "Moto Vordu • Experienced",
    force=3,
    chi=5,
    clans=("Unicorn",),
    keywords=("Cavalry", "Unique", "Experienced", "Shugenja", "Unicorn Clan"),
    text_plain=(
        "Repeatable Battle, :bow:: Straighten a target bowed Personality this army and give "
        "him a Force bonus equal to Vordu's Force."
    ),
)


def test_moto_vordu_straightens_and_strengthens_a_personality_of_his_army() -> None:
    """ "Moto Vordu" (Experienced): "Repeatable Battle, :bow:: Straighten a target bowed
    Personality this army and give him a Force bonus equal to Vordu's Force." (3F.) In the
    battle, his bowed fellow attacker straightens with +3F; a bowed Personality of the
    other army may not be chosen."""
    scripted(VORDU)
    t = _table([VORDU])
    vordu = t.find("Moto Vordu • Experienced")
    t.in_play("Moto Vordu • Experienced")
    ally = t.in_play("Bushi")
    enemy = t.in_play("Bushi", seat=1)
    _battle(t, [vordu, ally], [enemy])
    t.act(0, f"manual bow {ally.iid}")
    t.act(0, f"manual bow {enemy.iid}")
    assert uses(t, 0, vordu.iid) == [f"use {vordu.iid} 0 pay - targets {ally.iid}"]
    t.act(0, f"use {vordu.iid} 0 pay - targets {ally.iid}")
    assert not ally.bowed and vordu.bowed and stats.force(t.state, ally) == 6


def test_moto_vordu_needs_to_be_in_the_battle() -> None:
    """ "This army" is Vordu's («Правило уместности»): at home, with his player's bowed
    Personality in the battle, the action is not offered."""
    t = _table([VORDU])
    vordu = t.find("Moto Vordu • Experienced")
    t.in_play("Moto Vordu • Experienced")
    ally = t.in_play("Bushi")
    enemy = t.in_play("Bushi", seat=1)
    _battle(t, [ally], [enemy])
    t.act(0, f"manual bow {ally.iid}")
    assert vordu.battle is None and t.game.to_act == 0
    assert uses(t, 0, vordu.iid) == []


HEISHIRO = personality(
    "Yoritomo Heishiro",
    force=2,
    chi=3,
    clans=("Mantis",),
    keywords=("Naval", "Mantis Clan", "Sailor"),
    text_plain=(
        "Battle/Open: Any number of times per turn, bow one of your non-Stronghold Ports: "
        "Give Heishiro either +1F or +1C."
    ),
)


def test_yoritomo_heishiro_bows_a_port_for_force_or_chi() -> None:
    """ "Yoritomo Heishiro": "Battle/Open: Any number of times per turn, bow one of your
    non-Stronghold Ports: Give Heishiro either +1F or +1C." The unbowed Port (a Holding) is
    chosen and bowed as the cost; the player picks +1C. The bowed Port is not offered again;
    a Holding that is not a Port never is."""
    scripted(HEISHIRO)
    port = holding("Harbor", keywords=["Port"])
    farm = holding("Farm")
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[HEISHIRO, port, farm], fate=[]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI], fate=[]),
    )
    heishiro = t.in_play("Yoritomo Heishiro")
    harbor = t.in_play("Harbor")
    t.in_play("Farm")
    t.pass_until("action", seat=0)
    assert uses(t, 0, heishiro.iid) == [f"use {heishiro.iid} 0 pay - targets {harbor.iid}"]
    t.act(0, f"use {heishiro.iid} 0 pay - targets {harbor.iid}")
    assert harbor.bowed and not heishiro.bowed
    assert t.legal(0) == ["option 1", "option 2"]
    t.act(0, "option 2")
    assert stats.chi(t.state, heishiro) == 4 and stats.force(t.state, heishiro) == 2
    if t.game.to_act == 1:
        t.act(1, "pass")
    assert uses(t, 0, heishiro.iid) == []


CONJUROR = personality(
    "Ratling Conjuror",
    force=1,
    chi=2,
    honor=0,
    clans=(),
    keywords=("Nonhuman", "Ratling", "Shugenja"),
    text_plain=(
        "Conjuror will not attach Spells with a 4 or higher Gold Cost.\n"
        "Battle/Open: Bow Ratling Conjuror and discard a card: Give all Ratlings +1F."
    ),
)


def test_ratling_conjuror_gives_every_ratling_force() -> None:
    """ "Ratling Conjuror": "Battle/Open: Bow Ratling Conjuror and discard a card: Give all
    Ratlings +1F." In the Action Phase: every Ratling in play, Personality or Follower,
    either player's (the Conjuror too), has +1F; the Bushi not. The card discarded is the
    cost: with an empty hand the action is not offered."""
    scripted(CONJUROR)
    scout = personality("Ratling Scout", force=1, chi=1, clans=(), keywords=("Ratling",))
    pack = follower("Ratling Pack", force=1, cost=1, keywords=("Ratling",))
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[CONJUROR, BUSHI], fate=[SPEARMEN] * 6),
        deck("Second", stronghold(honor=2), dynasty=[scout, BUSHI], fate=[pack]),
    )
    conjuror = t.in_play("Ratling Conjuror")
    bushi = t.in_play("Bushi")
    rat = t.in_play("Ratling Scout", seat=1)
    rats = t.take("Ratling Pack", 1, f"on:{rat.iid}")
    t.pass_until("action", seat=0)
    me = t.state.players[0]
    hand = len(me.hand)
    assert hand > 0
    [use] = uses(t, 0, conjuror.iid)
    t.act(0, use)
    while len(me.hand) == hand and t.game.to_act == 0:
        t.act(0, next(a for a in t.legal(0) if a.startswith(("discard", "choose"))))
    assert len(me.hand) == hand - 1 and conjuror.bowed
    assert stats.force(t.state, conjuror) == 2 and stats.force(t.state, rat) == 2
    assert stats.force(t.state, rats) == 2 and stats.force(t.state, bushi) == 3


SHIKO = personality(
    "Otaku Shiko",
    force=5,
    chi=4,
    honor=3,
    clans=("Unicorn",),
    keywords=("Cavalry", "Unique", "Battle Maiden", "Samurai", "Unicorn Clan"),
    text_plain=(
        "Will not attach non-Cavalry Followers.\n"
        "Battle: If Shiko has no non-Battle Maiden Followers: Move her to the current "
        "battlefield."
    ),
)
MAIDENS = follower("Maiden Riders", force=2, cost=2, keywords=("Cavalry", "Battle Maiden"))
RIDERS = follower("Plain Riders", force=2, cost=2, keywords=("Cavalry",))


def _skip_cavalry(t: Table) -> None:
    """Shiko (Cavalry) stays home through the Cavalry Maneuvers; then to the battle, seat 0
    acting first."""
    while any(a.startswith("assign") for a in t.legal(t.game.to_act)):
        t.act(t.game.to_act, "pass")
    if t.game.to_act == 1:
        t.act(1, "pass")


def test_otaku_shiko_rides_to_the_battle_with_only_battle_maidens() -> None:
    """ "Otaku Shiko": "Battle: If Shiko has no non-Battle Maiden Followers: Move her to the
    current battlefield." At home with a Battle Maiden Follower, she is offered the action
    and moves into the battle (with her unit)."""
    scripted(SHIKO)
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[SHIKO, BUSHI], fate=[MAIDENS]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI], fate=[]),
    )
    shiko = t.in_play("Otaku Shiko")
    bushi = t.in_play("Bushi")
    maidens = t.take("Maiden Riders", 0, f"on:{shiko.iid}")
    enemy = t.in_play("Bushi", seat=1)
    _battle(t, [bushi], [enemy])
    _skip_cavalry(t)
    assert shiko.battle is None and t.game.to_act == 0
    assert uses(t, 0, shiko.iid) == [f"use {shiko.iid} 0 pay -"]
    t.act(0, f"use {shiko.iid} 0 pay -")
    assert shiko.battle is not None and shiko.battle == bushi.battle
    assert maidens.host == shiko.iid


def test_otaku_shiko_stays_with_another_follower() -> None:
    """With a Follower that is not a Battle Maiden, the action is not offered."""
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[SHIKO, BUSHI], fate=[RIDERS]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI], fate=[]),
    )
    shiko = t.in_play("Otaku Shiko")
    bushi = t.in_play("Bushi")
    t.take("Plain Riders", 0, f"on:{shiko.iid}")
    enemy = t.in_play("Bushi", seat=1)
    _battle(t, [bushi], [enemy])
    _skip_cavalry(t)
    assert shiko.battle is None and t.game.to_act == 0
    assert uses(t, 0, shiko.iid) == []


VORDU_FIRST = personality(
    "Moto Vordu",
    force=1,
    chi=3,
    honor=1,
    clans=("Unicorn",),
    keywords=("Cavalry", "Shugenja", "Unicorn Clan"),
    text_plain=(
        "Repeatable Battle, :bow:: Discard a Spell or a Kiho Strategy to straighten a target "
        "bowed Cavalry card."
    ),
)
RIDER = personality("Rider", force=3, chi=2, keywords=("Cavalry", "Samurai"))
KIHO = strategy("Kiho of Wind", focus=1, keywords=("Kiho",))
PLAIN = strategy("Plain Tactic", focus=1)


def test_moto_vordu_discards_a_spell_or_kiho_to_straighten_cavalry() -> None:
    """ "Moto Vordu": "Repeatable Battle, :bow:: Discard a Spell or a Kiho Strategy to
    straighten a target bowed Cavalry card." The discard is a cost («Стоимость и
    эффекты»): with a Kiho and a plain Strategy in hand, only the Kiho may be discarded for
    it; the bowed Cavalry Rider straightens and Vordu bows."""
    scripted(VORDU_FIRST)
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[VORDU_FIRST, RIDER], fate=[PLAIN, KIHO]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI], fate=[]),
    )
    vordu = t.in_play("Moto Vordu")
    rider = t.in_play("Rider")
    kiho = t.to_hand("Kiho of Wind")
    plain = t.to_hand("Plain Tactic")
    enemy = t.in_play("Bushi", seat=1)
    _battle(t, [vordu, rider], [enemy])
    while any(a.startswith("assign") for a in t.legal(t.game.to_act)):
        t.act(t.game.to_act, "pass")
    if t.game.to_act == 1:
        t.act(1, "pass")
    t.act(0, f"manual bow {rider.iid}")
    assert uses(t, 0, vordu.iid) == [f"use {vordu.iid} 0 pay - targets {rider.iid}"]
    t.act(0, f"use {vordu.iid} 0 pay - targets {rider.iid}")
    # Only the Kiho may pay: the plain Strategy and the other cards in hand are not offered.
    assert t.legal(0) == [f"choose {kiho.iid}"]
    t.act(0, f"choose {kiho.iid}")
    assert not rider.bowed and vordu.bowed
    assert kiho.zone == "fate-discard" and plain.zone == "hand"
