"""Reactions, Interrupts and triggered traits (Actions: Reactions — «Акции»: «Реакции»;
Abilities and Traits — «Способности и надписи»).

«Реакции имеют условие, на выполнение которого они реагируют, и Вы можете использовать их
именно в этот момент»: a Reaction is offered in the window of the moment its text names,
and the player may pass. «Любая реакция может быть использована при выполнении
определенного условия только один раз»: once per occurrence, from each physical card. A
trait with a trigger and no timing word happens by itself. Each phrasing is tested on the
printed text of a card that uses it."""

import json

import pytest

from rules.engine import Game, IllegalAction, parse_action
from rules.engine.abilities import abilities
from rules.engine.actions import Pass
from rules.engine.coverage import FULL, automation
from rules.engine.policies import for_seats
from rules.engine.triggers import INTERRUPT, REACTION, read_trigger
from rules.table import describe
from tests.real_cards import real_card
from tests.rules_cards import (
    Table,
    card,
    deck,
    follower,
    personality,
    strategy,
    stronghold,
)

BUSHI = personality("Bushi", force=3, chi=2)
BRUTE = personality("Brute", force=4, chi=1)
SPEARMEN = follower("Spearmen", force=2, cost=0)
CHALLENGE = strategy(
    "Polite Challenge",
    text="Limited: Your target unbowed Personality challenges another player's target "
    "Personality. Destroy the duel's loser.",
)
# (title, set file) of the real cards used below.
TAENARU = ("Daidoji Taenaru", "the_currency_of_war")
TAE = ("Daidoji Tae", "code_of_bushido")
SHINZO = ("Bayushi Shinzo", "enemy_of_my_enemy")
SHIHO = ("Ninube Shiho", "ivory_edition")
YUICHI = ("Mirumoto Yuichi", "enemy_of_my_enemy")
EIKARU = ("Mirumoto Eikaru", "death_at_koten")
HISTORIAN = ("Historian", "gold_edition")
IZUMIKO = ("Kakita Izumiko", "twenty_festivals")
SWORD = ("Ancient Sword", "dawn_of_the_empire")
FARMLANDS = ("Abundant Farmlands", "a_matter_of_honor")
CAMP = ("Forward Camp", "death_at_koten")
SEIJI = ("Kitsuki Seiji", "path_of_hope")
FURY = ("Blade of Fury", "the_hidden_city")
KYUDEN_HIDA = ("Kyuden Hida", "a_perfect_cut")


def table(mine=(), theirs=(), home=None, gold: int = 10) -> Table:
    """Real cards (title, set file) in each player's decks, with Bushi, Brute and
    Spearmen."""

    def split(cards):
        defs = [real_card(*c) for c in cards]
        dynasty = [d for d in defs if d.home_deck == "Dynasty"] + [BUSHI, BRUTE]
        fate = [d for d in defs if d.home_deck == "Fate"] + [SPEARMEN, CHALLENGE]
        return dynasty, fate

    d0, f0 = split(mine)
    d1, f1 = split(theirs)
    first = home or stronghold(honor=5, gold=gold, clans=("Crane", "Dragon"))
    return Table(
        deck("First", first, dynasty=d0, fate=f0),
        deck("Second", stronghold(honor=2, gold=gold), dynasty=d1, fate=f1),
    )


def honor(t: Table, seat: int = 0) -> int:
    return t.state.players[seat].honor


def uses(t: Table, card, seat: int = 0) -> list[str]:
    return [a for a in t.legal(seat) if a.startswith(f"use {card.iid} ")]


def back_to_actions(t: Table) -> bool:
    """No window open: the action phase's round waits again."""
    return t.game.waiting_for is None and t.state.phase == "action"


def recruit(t: Table, title: str) -> None:
    t.to_province(title, 0, 0)
    t.pass_until("dynasty", seat=0)
    pid = t.province(0, 0).pid
    t.act(0, next(a for a in t.legal(0) if a.startswith(f"recruit {pid} ")))


# -- reading triggers -------------------------------------------------------------------
@pytest.mark.parametrize(
    ("card", "event", "timing", "who", "effect"),
    [
        (TAENARU, "destroy", REACTION, "self", "Gain 2 Honor."),
        (SHINZO, "destroy", REACTION, "yours", "Draw a card."),
        (SHIHO, "recruited", REACTION, "self", "Lose 1 Honor."),
        (EIKARU, "entered_play", REACTION, "self", "Draw a card."),
        (HISTORIAN, "duel_resolved", REACTION, "yours", "Gain 2 Honor."),
        (SWORD, "duel_started", REACTION, "host", "Gain 2 Honor."),
        (FARMLANDS, "turn_began", REACTION, "any", "Straighten this Holding."),
        (SEIJI, "attack_declared", REACTION, "others", "Straighten a target Holding."),
        (KYUDEN_HIDA, "entered_play", REACTION, "yours", "Draw a card."),
    ],
)
def test_a_trigger_is_read_before_the_effect(card, event, timing, who, effect) -> None:
    defn = real_card(*card)
    found = [a for a in abilities(defn) if a.trigger is not None]
    assert len(found) == 1
    trigger = found[0].trigger
    assert (trigger.event, trigger.timing, trigger.who) == (event, timing, who)
    assert read_trigger(defn, found[0].body)[1] == effect


def test_before_and_when_are_interrupts_after_is_a_reaction() -> None:
    """«реакция ... «до (before)» условия ... всегда играется ранее чем, реакция ... «после
    (after)»»: Before/When answer the interrupt window."""
    defn = personality("Hida Guard")
    assert read_trigger(defn, "Before this Personality is destroyed, gain 1 Honor.")[0].timing == (
        INTERRUPT
    )
    assert read_trigger(defn, "When Guard is destroyed, gain 1 Honor.")[0].timing == INTERRUPT
    assert read_trigger(defn, "After Guard is destroyed, gain 1 Honor.")[0].timing == REACTION
    assert read_trigger(defn, "After a Fear effect resolves, gain 1 Honor.") is None


# -- "after ... is destroyed" -------------------------------------------------------------
def test_a_triggered_trait_happens_by_itself_after_its_card_is_destroyed() -> None:
    """Daidoji Taenaru: "After Taenaru is destroyed, gain 2 Honor." (from the discard
    pile, with no decision)."""
    t = table([TAENARU])
    taenaru = t.in_play("Daidoji Taenaru")
    t.pass_until("action", seat=0)
    before = honor(t)
    entry = t.act(0, f"manual destroy {taenaru.iid}")
    assert taenaru.zone == "dynasty-discard"
    assert honor(t) == before + 2
    assert "First gains 2 Honor (Daidoji Taenaru)" in entry.notes
    assert back_to_actions(t)


def test_a_reaction_to_its_own_destruction_is_offered_and_may_be_passed() -> None:
    """Daidoji Tae: "Reaction: After Tae is destroyed: Gain 2 Honor." Her player may use it
    from the discard pile, or pass."""
    t = table([TAE])
    tae = t.in_play("Daidoji Tae")
    t.pass_until("action", seat=0)
    t.act(0, f"manual destroy {tae.iid}")
    assert t.game.waiting_for == "reactions" and t.game.to_act == 0
    assert t.legal(0) == ["pass", f"use {tae.iid} 0 pay -"]
    before = honor(t)
    t.act(0, f"use {tae.iid} 0 pay -")
    assert honor(t) == before + 2
    # Once per occurrence: the window closes when all pass; nothing is offered again.
    assert back_to_actions(t)

    t2 = table([TAE])
    tae2 = t2.in_play("Daidoji Tae")
    t2.pass_until("action", seat=0)
    t2.act(0, f"manual destroy {tae2.iid}")
    before = honor(t2)
    t2.act(0, Pass())
    assert honor(t2) == before and back_to_actions(t2)


def test_a_reaction_to_one_of_your_personalities_once_a_turn() -> None:
    """Bayushi Shinzo: "Reaction: After a Personality you control is destroyed: Draw a
    card." Not for another player's Personality; an ability that does not bow its card is
    used once a turn (as every card ability, `rules.engine.cardplay`)."""
    t = table([SHINZO], [])
    shinzo = t.in_play("Bayushi Shinzo")
    bushi = t.in_play("Bushi")
    brute = t.in_play("Brute")
    theirs = t.in_play("Bushi", seat=1)
    t.pass_until("action", seat=0)
    t.act(0, f"manual destroy {theirs.iid}")
    assert back_to_actions(t)
    t.act(0, f"manual destroy {bushi.iid}")
    assert uses(t, shinzo) == [f"use {shinzo.iid} 0 pay -"]
    hand = len(t.state.players[0].hand)
    entry = t.act(0, f"use {shinzo.iid} 0 pay -")
    assert "First draws 1 card" in entry.notes
    assert len(t.state.players[0].hand) == hand + 1
    t.act(0, f"manual destroy {brute.iid}")
    assert back_to_actions(t)


def test_an_interrupt_is_answered_before_the_event() -> None:
    """«Прерывания»: "Before ... is destroyed" is answered while the card is still in
    play (a small card built here: the pool's Interrupts of this kind negate, which the
    engine does not do yet)."""
    guard = personality(
        "Hida Guard", text_plain="Reaction: Before Guard is destroyed, draw a card."
    )
    t = Table(deck("First", stronghold(honor=5), dynasty=[guard]), deck("Second"))
    card = t.in_play("Hida Guard")
    t.pass_until("action", seat=0)
    t.act(0, f"manual destroy {card.iid}")
    assert t.game.waiting_for == "reactions" and card.in_play
    t.act(0, f"use {card.iid} 0 pay -")
    assert card.zone == "dynasty-discard"


# -- entering play, recruiting, attaching -------------------------------------------------
def test_after_you_recruit_this_personality() -> None:
    """Ninube Shiho: "After you Recruit Shiho, lose 1 Honor." """
    t = table([SHIHO])
    recruit_honor = honor(t)
    recruit(t, "Ninube Shiho")
    assert t.find("Ninube Shiho").in_play
    assert honor(t) == recruit_honor - 1


def test_a_reaction_after_this_personality_enters_play_chooses_a_target() -> None:
    """Mirumoto Yuichi: "Reaction: After Yuichi enters play, straighten a target
    Personality." The target is chosen among the Personalities in play."""
    t = table([YUICHI])
    bushi = t.in_play("Bushi")
    t.act(0, f"manual bow {bushi.iid}")
    recruit(t, "Mirumoto Yuichi")
    yuichi = t.find("Mirumoto Yuichi")
    assert t.game.waiting_for == "reactions"
    assert f"use {yuichi.iid} 0 pay - targets {bushi.iid}" in t.legal(0)
    t.act(0, f"use {yuichi.iid} 0 pay - targets {bushi.iid}")
    assert not bushi.bowed


def test_after_this_personality_enters_play_from_a_province() -> None:
    """Mirumoto Eikaru: "After Eikaru enters play from one of your Provinces, draw a
    card." (recruited from a Province)."""
    t = table([EIKARU])
    hand = len(t.state.players[0].hand)
    recruit(t, "Mirumoto Eikaru")
    assert len(t.state.players[0].hand) == hand + 1


def test_a_stronghold_reacts_to_a_follower_entering_play_from_your_hand() -> None:
    """Kyuden Hida: "Reaction: After a Follower enters play from your hand, draw a card.\""""
    castle = real_card(*KYUDEN_HIDA)
    t = table(home=castle)
    bushi = t.in_play("Bushi")
    spear = t.to_hand("Spearmen")
    t.pass_until("action", seat=0)
    t.act(0, f"attach {spear.iid} to {bushi.iid} pay -")
    home = t.state.players[0].stronghold
    assert f"use {home} 0 pay -" in t.legal(0)
    hand = len(t.state.players[0].hand)
    t.act(0, f"use {home} 0 pay -")
    assert len(t.state.players[0].hand) == hand + 1


def test_after_this_card_attaches() -> None:
    """Blade of Fury: "After this card attaches: Dishonor this Personality." """
    t = table([FURY])
    bushi = t.in_play("Bushi")
    blade = t.to_hand("Blade of Fury")
    t.pass_until("action", seat=0)
    t.act(0, f"attach {blade.iid} to {bushi.iid} pay {t.state.players[0].stronghold}")
    assert bushi.dishonored


# -- duels --------------------------------------------------------------------------------
def test_after_a_duel_is_won() -> None:
    """Kakita Izumiko: "After Izumiko wins a duel, gain 1 Honor." (a trait) and Historian:
    "Repeatable Reaction, :bow:: After one of your Personalities wins a duel, gain 2
    Honor." (bowing the Holding)."""
    t = table([IZUMIKO, HISTORIAN])
    izumiko = t.in_play("Kakita Izumiko")
    historian = t.in_play("Historian")
    brute = t.in_play("Brute", seat=1)
    card = t.to_hand("Polite Challenge")
    t.pass_until("action", seat=0)
    t.act(0, f"play {card.iid} 0 pay - targets {izumiko.iid},{brute.iid}")
    before = honor(t)
    t.act(1, "strike")
    # The trait happens first, by itself; then the window offers the Reaction.
    assert honor(t) == before + 1
    assert t.game.waiting_for == "reactions"
    t.act(0, f"use {historian.iid} 0 pay -")
    assert historian.bowed
    assert honor(t) == before + 3
    assert brute.zone == "dynasty-discard"


def test_after_this_personality_enters_a_duel() -> None:
    """Ancient Sword: "Reaction, :bow:: After this Personality enters a duel, gain 2
    Honor." Answered before anyone focuses."""
    t = table([SWORD])
    bushi = t.in_play("Bushi")
    sword = t.take("Ancient Sword", 0, f"on:{bushi.iid}")
    brute = t.in_play("Brute", seat=1)
    card = t.to_hand("Polite Challenge")
    t.pass_until("action", seat=0)
    t.act(0, f"play {card.iid} 0 pay - targets {bushi.iid},{brute.iid}")
    assert t.game.waiting_for == "reactions"
    before = honor(t)
    t.act(0, f"use {sword.iid} 0 pay -")
    assert sword.bowed and honor(t) == before + 2
    assert t.game.waiting_for == "duel"


# -- turns and attacks --------------------------------------------------------------------
def test_after_each_players_turn_begins() -> None:
    """Abundant Farmlands: "After each player's turn begins, straighten this Holding." """
    t = table([FARMLANDS])
    farm = t.in_play("Abundant Farmlands")
    t.pass_until("action", seat=0)
    t.act(0, f"manual bow {farm.iid}")
    t.pass_until("action", seat=1)
    assert not farm.bowed


def test_after_an_attack_is_declared() -> None:
    """Forward Camp: "After an attack is declared, straighten this card." (a trait) and
    Kitsuki Seiji: "Political Reaction: After another player declares an attack, straighten
    a target Holding." (the defender's)."""
    t = table([CAMP], [SEIJI, FARMLANDS])
    camp = t.in_play("Forward Camp")
    seiji = t.in_play("Kitsuki Seiji", seat=1)
    farm = t.in_play("Abundant Farmlands", seat=1)
    bushi = t.in_play("Bushi")
    t.pass_until("action", seat=0)
    t.act(0, f"manual bow {camp.iid}")
    t.act(1, f"manual bow {farm.iid}")
    t.to_attack()
    t.act(0, "attack 1")
    assert not camp.bowed
    assert t.game.waiting_for == "reactions" and t.game.to_act == 1
    offered = uses(t, seiji, seat=1)
    assert f"use {seiji.iid} 0 pay - targets {farm.iid}" in offered
    t.act(1, f"use {seiji.iid} 0 pay - targets {farm.iid}")
    assert not farm.bowed
    assert bushi.in_play


def test_an_answer_not_offered_is_refused() -> None:
    t = table([TAE])
    tae = t.in_play("Daidoji Tae")
    bushi = t.in_play("Bushi")
    t.pass_until("action", seat=0)
    t.act(0, f"manual destroy {tae.iid}")
    with pytest.raises(IllegalAction):
        t.act(0, f"use {bushi.iid} 0 pay -")


# -- coverage, policies, replay -----------------------------------------------------------
@pytest.mark.parametrize("card", [FARMLANDS, CAMP, HISTORIAN, SEIJI, KYUDEN_HIDA])
def test_a_card_whose_triggers_are_read_plays_fully(card) -> None:
    assert automation(real_card(*card)).status == FULL


def _trigger_game(seed: int, policy: str) -> tuple[Game, int, int]:
    """A seeded game of decks full of trigger cards; how many windows the policy was asked
    to answer and how many answers it gave (not a pass)."""
    cards = [TAENARU, TAE, SHINZO, YUICHI, HISTORIAN, IZUMIKO, SWORD, FARMLANDS, CAMP]
    defs = [real_card(*c) for c in cards]
    dynasty = [d for d in defs if d.home_deck == "Dynasty"] * 3 + [BUSHI, BRUTE] * 3
    fate = [d for d in defs if d.home_deck == "Fate"] * 4 + [SPEARMEN, CHALLENGE] * 5
    home = stronghold(honor=5, gold=6, clans=("Crane",))
    setups = [
        deck("First", home, dynasty=dynasty, fate=fate, size=30),
        deck("Second", home, dynasty=dynasty, fate=fate, size=30),
    ]
    game = Game.new(setups, seed)
    policies = for_seats(policy, seed, 2)
    windows = answers = 0
    while not game.over and game.turn <= 12:
        seat = game.to_act
        action = policies[seat](game, seat)
        if game.waiting_for == "reactions":
            windows += 1
            answers += not isinstance(action, Pass)
        game.act(seat, action)
    return game, windows, answers


@pytest.mark.parametrize("policy", ["random", "aggressive"])
def test_policies_answer_windows_and_games_replay_identically(policy) -> None:
    """The random policy picks among the answers and Pass; the aggressive one takes the
    answers worth something to it. Every game replays identically."""
    windows = answers = 0
    for seed in range(6):
        game, asked, answered = _trigger_game(seed, policy)
        windows += asked
        answers += answered
        replayed = Game.replay(game.setups, seed, game.log)
        assert replayed.to_dict() == game.to_dict()
        restored = Game.from_dict(json.loads(json.dumps(game.to_dict())))
        assert restored.to_dict() == game.to_dict()
    assert windows > 0
    if policy == "aggressive":
        assert answers > 0


def test_a_game_saved_in_a_window_goes_on_alike() -> None:
    t = table([TAE])
    tae = t.in_play("Daidoji Tae")
    t.pass_until("action", seat=0)
    t.act(0, f"manual destroy {tae.iid}")
    restored = Game.from_dict(json.loads(json.dumps(t.game.to_dict())))
    assert restored.waiting_for == "reactions"
    for game in (t.game, restored):
        game.act(0, game.legal_actions(0, manual=False)[1])
    assert restored.to_dict() == t.game.to_dict()


def test_after_engaging_at_this_personalitys_battlefield() -> None:
    """ "After engaging at Zin'tch's battlefield" (Zin'tch, Gold Edition; his effect is not
    read yet, so a small card here): offered before the battle's first action, only when
    he is at the battlefield."""
    scout = personality(
        "Hida Scout", text_plain="Reaction: After engaging at Scout's battlefield, gain 1 Honor."
    )
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[scout, BUSHI]),
        deck("Second", stronghold(honor=2), dynasty=[BRUTE]),
    )
    card = t.in_play("Hida Scout")
    brute = t.in_play("Brute", seat=1)
    t.to_attack()
    t.attack(1, (card, 0))
    t.defend((brute, 0))
    assert t.game.waiting_for == "reactions" and t.game.to_act == 0
    before = honor(t)
    t.act(0, f"use {card.iid} 0 pay -")
    assert honor(t) == before + 1
    assert t.game.waiting_for == "battle"


def test_a_reaction_whose_effect_is_not_read_says_so() -> None:
    """Zin'tch's trigger is read, his effect ("Give him Tactician if ...") is not."""
    scout = personality(
        "Hida Scout",
        text_plain="Reaction: After engaging at Scout's battlefield: Give him Tactician if "
        "all Personalities in his army are Ratlings.",
    )
    assert "whose effect the engine cannot read yet" in automation(scout).reason
    lost = personality(
        "Hida Scout", text_plain="Reaction: After a Fear effect resolves: Draw a card."
    )
    assert "does not watch for yet" in automation(lost).reason


def test_a_trait_with_a_target_waits_for_its_controllers_choice() -> None:
    """Bayushi Nomen • Experienced 3: "After you Recruit Nomen, dishonor a target
    Personality." (a small card with his words): mandatory, so no Pass; the table says what
    is chosen. An effect that is not an action may target its controller's bowed
    Personality («Выбор цели и перенаправление»)."""
    judge = personality(
        "Hida Judge", text_plain="After you Recruit Judge, dishonor a target Personality."
    )
    t = Table(
        deck("First", stronghold(honor=5, gold=6), dynasty=[judge, BUSHI]),
        deck("Second", stronghold(honor=2), dynasty=[BRUTE]),
    )
    bushi = t.in_play("Bushi")
    t.act(0, f"manual bow {bushi.iid}")
    brute = t.in_play("Brute", seat=1)
    recruit(t, "Hida Judge")
    judge_card = t.find("Hida Judge")
    assert t.game.waiting_for == "triggered trait"
    offered = sorted(t.legal(0))
    assert offered == sorted(
        f"use {judge_card.iid} 0 pay - targets {iid}"
        for iid in (bushi.iid, brute.iid, judge_card.iid)
    )
    action = parse_action(f"use {judge_card.iid} 0 pay - targets {brute.iid}")
    assert describe(t.game, 0, action) == (
        "Use Hida Judge (Trait: After you Recruit Judge, dishonor a target Personality.): on Brute"
    )
    t.act(0, action)
    assert brute.dishonored


def test_a_reaction_strategy_is_played_from_the_hand_and_paid() -> None:
    """A Strategy's Reaction is played from the hand, its Gold paid, then discarded."""
    mourning = strategy(
        "Mourning Rites",
        text="Reaction, :g2:: After one of your Personalities is destroyed, draw a card.",
        gold_cost=0,
    )
    t = Table(
        deck("First", stronghold(honor=5, gold=4), dynasty=[BUSHI], fate=[mourning]),
        deck("Second"),
    )
    bushi = t.in_play("Bushi")
    card = t.to_hand("Mourning Rites")
    t.pass_until("action", seat=0)
    t.act(0, f"manual destroy {bushi.iid}")
    home = t.state.players[0].stronghold
    assert t.legal(0) == ["pass", f"play {card.iid} 0 pay {home}"]
    hand = len(t.state.players[0].hand)
    t.act(0, f"play {card.iid} 0 pay {home}")
    assert card.zone == "fate-discard"
    assert t.state.cards[home].bowed
    assert len(t.state.players[0].hand) == hand  # the Strategy left, a card came


def test_a_repeatable_reaction_is_used_once_per_occurrence() -> None:
    """«Любая реакция может быть использована при выполнении определенного условия только
    один раз»: a Repeatable Reaction that does not bow is offered again at the next
    destruction, not twice for the same one."""
    shrine = card(
        "Mourning Shrine",
        "Holding",
        deck="Dynasty",
        gold_cost=2,
        text_plain="Repeatable Reaction: After one of your Personalities is destroyed, "
        "gain 1 Honor.",
    )
    t = Table(deck("First", stronghold(honor=5), dynasty=[shrine, BUSHI, BRUTE]), deck("Second"))
    home = t.in_play("Mourning Shrine")
    bushi, brute = t.in_play("Bushi"), t.in_play("Brute")
    t.pass_until("action", seat=0)
    for victim in (bushi, brute):
        t.act(0, f"manual destroy {victim.iid}")
        before = honor(t)
        t.act(0, f"use {home.iid} 0 pay -")
        assert honor(t) == before + 1
        assert back_to_actions(t)


def test_after_you_assign_this_personality_to_a_defending_army() -> None:
    """Akodo Maiko: "After you assign Maiko to a defending army, lose 2 Honor." Not when
    she attacks."""
    maiko = real_card("Akodo Maiko", "reign_of_blood")
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[maiko, BUSHI]),
        deck("Second", stronghold(honor=2), dynasty=[maiko, BRUTE]),
    )
    mine = t.in_play("Akodo Maiko")
    theirs = t.in_play("Akodo Maiko", seat=1)
    t.to_attack()
    before = honor(t)
    t.attack(1, (mine, 0))
    assert honor(t) == before
    before = honor(t, 1)
    t.defend((theirs, 0))
    assert honor(t, 1) == before - 2
