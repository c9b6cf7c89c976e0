"""Battle and duel phrasings played through the engine, on the printed text of real cards
(Special Situations: Challenges and Duels — «Особые ситуации»: «Вызов и дуэль»; Costs and
Effects — «Стоимости и эффекты»; Battle — «Битва»)."""

import pytest

from rules.engine import IllegalAction
from rules.engine.abilities import AUTO, MANUAL, actions_of
from rules.engine.actions import ManualMove, Pass
from rules.engine.effects import BOW, DESTROY, DISHONOR, MOVE_HOME, PLAYER, SELF, Effect
from rules.engine.effects_battle import (
    CHALLENGE,
    CHALLENGE_REFUSABLE,
    CONTROLLER_HONOR,
    EXTRA_BATTLE_ACTION,
    LOSER,
    RANGED_ATTACK,
    WINNER,
)
from rules.engine.policies import aggressive_policy
from rules.engine.targets import ENEMY, OTHERS, YOURS
from tests.rules_cards import Table, deck, follower, personality, strategy, stronghold

UTAGAWA = personality(
    "Utagawa",
    force=2,
    chi=4,
    text_plain="Iaijutsu Battle: Target an enemy Personality: Utagawa duels him. "
    "Destroy the duel's loser.",
)
MITSURU = personality(
    "Doji Mitsuru",
    force=3,
    chi=4,
    text_plain="Battle: Target an enemy Personality: Mitsuru duels him. Bow the duel's loser.",
)
BRUTE = personality("Brute", force=4, chi=2)
SAGE = personality("Sage", force=1, chi=6)
SPEARMEN = follower("Spearmen", force=2, cost=1)
DIRTY_TRICKS = strategy(
    "Dirty Tricks",
    text="Battle: Straighten your target Personality. Dishonor him. Lose 2 Honor. "
    "You may take an additional action.",
)
HAZARD = strategy(
    "Bitter Lies",
    text="Battle: Bow a target enemy Follower. His controller loses 2 Honor. "
    "You may take an additional Battle action.",
)
FOCUS_FOUR = strategy("Sharp Focus", focus=4)
FOCUS_TWO = strategy("Fair Focus", focus=2)
BLANK = strategy("Blank Scroll")


def table() -> Table:
    first = deck(
        "First",
        stronghold(honor=5),
        dynasty=[UTAGAWA, MITSURU],
        fate=[DIRTY_TRICKS, HAZARD, FOCUS_FOUR, FOCUS_TWO],
    )
    second = deck(
        "Second",
        stronghold(honor=5),
        dynasty=[BRUTE, SAGE],
        fate=[SPEARMEN, FOCUS_FOUR, BLANK],
    )
    return Table(first, second)


def battle(t: Table, mine: str, *theirs: str):
    """First's `mine` attacks Second's first Province, where Second's `theirs` defend."""
    attacker = t.in_play(mine)
    defenders = [t.in_play(title, seat=1) for title in theirs]
    t.to_attack()
    t.attack(1, (attacker, 0))
    t.defend(*((d, 0) for d in defenders))
    return attacker, defenders


def test_the_compiler_reads_a_duel_and_what_becomes_of_its_loser() -> None:
    [utagawa] = actions_of(UTAGAWA)
    assert utagawa.effect == AUTO and utagawa.timings == ("battle",)
    assert utagawa.effects == (Effect(CHALLENGE, 0, amount=SELF), Effect(DESTROY, LOSER))
    [mitsuru] = actions_of(MITSURU)
    assert mitsuru.effects == (Effect(CHALLENGE, 0, amount=SELF), Effect(BOW, LOSER))


def test_a_duel_is_only_read_whole() -> None:
    """A challenger that is not the card itself, or a sentence about the duel the compiler
    cannot read, leaves the action to the player."""
    follower_duel = follower(
        "Odd Retainer",
        text_plain="Battle: Target an enemy Personality: Retainer duels him. "
        "Destroy the duel's loser.",
    )
    assert actions_of(follower_duel)[0].effect == MANUAL
    odd = personality(
        "Yasuki Hachi",
        text_plain="Battle: Target an enemy Personality: Hachi duels him. You may have both "
        "Personalities use their Force as their duel stat. Destroy the duel's loser.",
    )
    assert actions_of(odd)[0].effect == MANUAL
    # The loser named with no duel before it.
    lonely = strategy("Lonely Loser", text="Battle: Bow the loser.")
    assert actions_of(lonely)[0].effect == MANUAL


def test_the_card_itself_duels_its_target_and_destroys_the_loser() -> None:
    """Utagawa: the duel starts at once (no refusal: the card does not allow it); from the
    challenged side each focuses or strikes; the higher Chi wins and the loser is
    destroyed («В обычной дуэли победитель просто уничтожает проигравшего»)."""
    t = table()
    utagawa, [brute] = battle(t, "Utagawa", "Brute")
    t.act(1, Pass())
    assert f"use {utagawa.iid} 0 pay - targets {brute.iid}" in t.legal(0)
    entry = t.act(0, f"use {utagawa.iid} 0 pay - targets {brute.iid}")
    assert "Utagawa challenges Brute (Utagawa)" in entry.notes
    assert t.game.waiting_for == "duel" and t.game.to_act == 1
    t.act(1, "strike")
    assert brute.zone == "dynasty-discard" and utagawa.in_play


def test_the_loser_is_bowed_and_a_tie_loses_for_both() -> None:
    """Doji Mitsuru: "Bow the duel's loser." Against the stronger Sage the loser is
    Mitsuru himself, bowed, not destroyed."""
    t = table()
    mitsuru, [sage] = battle(t, "Doji Mitsuru", "Sage")
    t.act(1, Pass())
    t.act(0, f"use {mitsuru.iid} 0 pay - targets {sage.iid}")
    entry = t.act(1, "strike")
    assert "Sage wins the duel (6 Chi against 4)" in entry.notes
    assert mitsuru.in_play and mitsuru.bowed and not sage.bowed


def test_a_tied_duel_bows_both() -> None:
    """«В случае, если значения равны, оба проигрывают»: the Sage (Chi 6) focuses a Focus 0
    card, Mitsuru (Chi 4) a Focus 2 one: 6 against 6, both lose and both are bowed."""
    t = table()
    mitsuru, [sage] = battle(t, "Doji Mitsuru", "Sage")
    t.act(1, Pass())
    t.act(0, f"use {mitsuru.iid} 0 pay - targets {sage.iid}")
    t.act(1, f"focus {t.to_hand('Blank Scroll', seat=1).iid}")
    t.act(0, f"focus {t.to_hand('Fair Focus').iid}")
    entry = t.act(1, "strike")
    assert "the duel is a tie at 6 Chi: both duelists lose" in entry.notes
    assert mitsuru.bowed and sage.bowed and mitsuru.in_play and sage.in_play


def test_his_controller_loses_honor_and_an_additional_battle_action() -> None:
    """ "Bow a target enemy Follower. His controller loses 2 Honor. You may take an
    additional Battle action.": the Follower's controller loses the Honor, and the turn to
    act in the battle comes back to the player who played it."""
    [ability] = actions_of(HAZARD)
    assert ability.effects == (
        Effect(BOW, 0),
        Effect(CONTROLLER_HONOR, 0, amount=-2),
        Effect(EXTRA_BATTLE_ACTION, PLAYER, amount=1),
    )
    t = table()
    card = t.to_hand("Bitter Lies")
    _, [brute] = battle(t, "Utagawa", "Brute")
    spear = t.take("Spearmen", 1, f"on:{brute.iid}")
    t.act(1, Pass())
    before = [p.honor for p in t.state.players]
    entry = t.act(0, f"play {card.iid} 0 pay - targets {spear.iid}")
    assert spear.bowed
    assert [p.honor for p in t.state.players] == [before[0], before[1] - 2]
    assert "First may take an additional Battle action" in entry.notes
    assert t.game.to_act == 0
    t.act(0, Pass())
    assert t.game.to_act == 1


def test_an_additional_action_is_taken_by_the_same_player() -> None:
    """Dirty Tricks: "Straighten your target Personality. Dishonor him. Lose 2 Honor. You
    may take an additional action." """
    t = table()
    card = t.to_hand("Dirty Tricks")
    utagawa, [brute] = battle(t, "Utagawa", "Brute")
    t.act(1, Pass())
    honor = t.state.players[0].honor
    t.act(0, f"play {card.iid} 0 pay - targets {utagawa.iid}")
    assert utagawa.dishonored and t.state.players[0].honor == honor - 2
    assert t.game.to_act == 0
    # The additional action: Utagawa's duel.
    t.act(0, f"use {utagawa.iid} 0 pay - targets {brute.iid}")
    assert t.game.waiting_for == "duel"


def test_the_winner_gains_honor() -> None:
    """ "The winner gains 2 Honor": the winning Personality's controller."""
    card = personality(
        "Kakita Toshimoko",
        chi=5,
        text_plain="Battle: Target an enemy Personality: Toshimoko duels him. Bow the loser. "
        "The winner gains 2 Honor.",
    )
    [ability] = actions_of(card)
    assert ability.effects == (
        Effect(CHALLENGE, 0, amount=SELF),
        Effect(BOW, LOSER),
        Effect(CONTROLLER_HONOR, WINNER, amount=2),
    )
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[card]),
        deck("Second", stronghold(honor=5), dynasty=[BRUTE]),
    )
    toshimoko, [brute] = battle(t, "Kakita Toshimoko", "Brute")
    t.act(1, Pass())
    honor = [p.honor for p in t.state.players]
    t.act(0, f"use {toshimoko.iid} 0 pay - targets {brute.iid}")
    t.act(1, "strike")
    assert brute.bowed and brute.in_play
    assert [p.honor for p in t.state.players] == [honor[0] + 2, honor[1]]


BATTLEFIELD_CHALLENGE = strategy(
    "Battlefield Challenge",
    text="Iaijutsu Battle: Your target unbowed Personality challenges a target enemy "
    "Personality. Bow the loser. The winner gains 2 Honor.",
)
DUEL_TO_FIRST_BLOOD = strategy(
    "Polite Duel",
    text="Limited: Your target performing unbowed Personality challenges another player's "
    "target Personality. He may refuse. Move the loser home. Dishonor the loser.",
)


def test_your_target_personality_challenges() -> None:
    """Battlefield Challenge: the player's own unbowed Personality challenges; what the
    card says of the loser and the winner is done when the duel is decided."""
    [ability] = actions_of(BATTLEFIELD_CHALLENGE)
    assert ability.effect == AUTO
    mine, theirs = ability.targets
    assert mine.side == YOURS and "unbowed" in mine.states and theirs.side == ENEMY
    assert ability.effects == (
        Effect(CHALLENGE, 1, amount=0),
        Effect(BOW, LOSER),
        Effect(CONTROLLER_HONOR, WINNER, amount=2),
    )
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[SAGE], fate=[BATTLEFIELD_CHALLENGE]),
        deck("Second", stronghold(honor=5), dynasty=[BRUTE]),
    )
    card = t.to_hand("Battlefield Challenge")
    sage = t.in_play("Sage")
    brute = t.in_play("Brute", seat=1)
    t.to_attack()
    t.attack(1, (sage, 0))
    t.defend((brute, 0))
    t.act(1, Pass())
    honor = [p.honor for p in t.state.players]
    t.act(0, f"play {card.iid} 0 pay - targets {sage.iid},{brute.iid}")
    entry = t.act(1, "strike")
    assert "Sage wins the duel (6 Chi against 2)" in entry.notes
    assert brute.bowed and brute.in_play and not sage.bowed
    assert [p.honor for p in t.state.players] == [honor[0] + 2, honor[1]]


def test_a_refusable_challenge_and_another_players_personality() -> None:
    """ "He may refuse": the challenged Personality's player may refuse, and nothing happens;
    "another player's target Personality" is never the player's own."""
    [ability] = actions_of(DUEL_TO_FIRST_BLOOD)
    assert ability.effect == AUTO and ability.targets[1].side == OTHERS
    assert ability.effects == (
        Effect(CHALLENGE_REFUSABLE, 1, amount=0),
        Effect(MOVE_HOME, LOSER),
        Effect(DISHONOR, LOSER),
    )
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[SAGE, BRUTE], fate=[DUEL_TO_FIRST_BLOOD]),
        deck("Second", stronghold(honor=5), dynasty=[BRUTE]),
    )
    card = t.to_hand("Polite Duel")
    sage = t.in_play("Sage")
    mine = t.in_play("Brute")
    brute = t.in_play("Brute", seat=1)
    t.pass_until("action", seat=0)
    offered = [a for a in t.legal(0) if a.startswith(f"play {card.iid} ")]
    assert f"play {card.iid} 0 pay - targets {sage.iid},{brute.iid}" in offered
    assert not any(a.endswith(f",{mine.iid}") for a in offered)
    t.act(0, f"play {card.iid} 0 pay - targets {sage.iid},{brute.iid}")
    assert t.legal(1) == ["accept", "refuse"]
    t.act(1, "refuse")
    assert not brute.dishonored and t.game.waiting_for is None
    t.act(1, Pass())
    card = t.to_hand("Polite Duel")
    t.act(0, f"play {card.iid} 0 pay - targets {sage.iid},{brute.iid}")
    t.act(1, "accept")
    t.act(1, "strike")
    assert brute.dishonored and brute.in_play and not sage.dishonored


KANPEKI = personality(
    "Daigotsu Kanpeki, the Shadow Emperor",
    force=5,
    chi=5,
    text_plain="Battle: Take two additional Battle actions.",
)
JAB = strategy("Quick Jab", text="Battle: Give a target enemy Personality -1F.")


def test_two_additional_battle_actions() -> None:
    """Daigotsu Kanpeki: "Battle: Take two additional Battle actions." The turn to act stays
    with his player for two more actions, then passes on as usual."""
    [ability] = actions_of(KANPEKI)
    assert ability.effects == (Effect(EXTRA_BATTLE_ACTION, PLAYER, amount=2),)
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[KANPEKI], fate=[JAB, JAB, JAB]),
        deck("Second", stronghold(honor=5), dynasty=[BRUTE]),
    )
    jabs = t.cards("Quick Jab", 0)
    for jab in jabs:
        if jab.zone != "hand":
            t.act(0, ManualMove(jab.iid, "hand"))
    kanpeki, [brute] = battle(t, "Daigotsu Kanpeki, the Shadow Emperor", "Brute")
    t.act(1, Pass())
    entry = t.act(0, f"use {kanpeki.iid} 0 pay -")
    assert "First may take 2 additional Battle actions" in entry.notes
    for jab in jabs[:2]:
        assert t.game.to_act == 0
        t.act(0, f"play {jab.iid} 0 pay - targets {brute.iid}")
    assert t.game.to_act == 1


def test_an_additional_battle_action_is_none_in_the_action_phase() -> None:
    """An additional Battle action is one more action in the battle; played in the action
    phase (an Open action) it gives nothing."""
    card = strategy(
        "Open Lie",
        text="Open: Gain 1 Honor. You may take an additional Battle action.",
    )
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[BRUTE], fate=[card]),
        deck("Second", stronghold(honor=5), dynasty=[BRUTE]),
    )
    lie = t.to_hand("Open Lie")
    t.pass_until("action", seat=0)
    entry = t.act(0, f"play {lie.iid} 0 pay -")
    assert "additional" not in " ".join(entry.notes)
    assert t.game.to_act == 1


VOLLEY = strategy(
    "Fearful Volley",
    text="Battle: Bow your target unbowed Scout. Ranged 3 Attack (Destroy a target enemy "
    "Follower, or Personality without Followers, with 3 or lower Force).",
)
SCOUT = personality("Scout", force=2, chi=2, keywords=("Samurai", "Scout"))
BIG = follower("Big Spearmen", force=4, cost=2)


def test_a_ranged_attack_among_a_strategys_sentences() -> None:
    """Fearful Volley: «Атака с расстояния должна иметь в качестве цели одну карту
    противника» — an enemy Follower, or Personality without Followers, in the battle; it
    destroys the target if its strength is at least the target's Force."""
    [ability] = actions_of(VOLLEY)
    assert ability.effect == AUTO
    assert ability.effects == (Effect(BOW, 0), Effect(RANGED_ATTACK, 1, amount=3))
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[SCOUT], fate=[VOLLEY, VOLLEY]),
        deck("Second", stronghold(honor=5), dynasty=[BRUTE], fate=[SPEARMEN, BIG]),
    )
    scout, [brute] = battle(t, "Scout", "Brute")
    spear = t.take("Spearmen", 1, f"on:{brute.iid}")
    big = t.take("Big Spearmen", 1, f"on:{brute.iid}")
    volley = t.to_hand("Fearful Volley")
    t.act(1, Pass())
    offered = {a for a in t.legal(0) if a.startswith(f"play {volley.iid} ")}
    play = f"play {volley.iid} 0 pay - targets {scout.iid},"
    # The Brute has Followers: not a target.
    assert offered == {f"{play}{spear.iid}", f"{play}{big.iid}"}
    entry = t.act(0, f"{play}{big.iid}")
    assert "Fearful Volley: Ranged 3 Attack misses Big Spearmen (4 Force)" in entry.notes
    assert scout.bowed and big.in_play
    t.act(1, Pass())
    t.act(0, f"manual straighten {scout.iid}")
    volley = t.to_hand("Fearful Volley")
    t.act(0, f"play {volley.iid} 0 pay - targets {scout.iid},{spear.iid}")
    assert not spear.in_play


def test_a_ranged_attack_on_a_card_in_play_among_other_sentences_bows_nothing_unsaid() -> None:
    """A card in play's Ranged Attack among other sentences is read; its action's cost bows
    the card only when the text says so (its :bow:, "Bow Isas:"), so this one bows nothing
    and is once per turn (tests/rules/test_ability_ranged_attacks.py plays such cards)."""
    captain = personality("Archer Captain", text_plain="Battle: Ranged 2 Attack. Gain 1 Honor.")
    [ability] = actions_of(captain)
    assert ability.effect == AUTO and not ability.bow


def test_a_strategys_ranged_attack_is_played_by_the_engine() -> None:
    """A Strategy whose whole effect is a Ranged Attack ("Battle: Ranged 3 Attack") is no
    keyword of a card in a unit: played, it shoots at its target."""
    arrows = strategy("Flight of Arrows", text="Battle: Ranged 3 Attack.")
    [ability] = actions_of(arrows)
    assert ability.effect == AUTO and ability.effects == (Effect(RANGED_ATTACK, 0, amount=3),)
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[SCOUT], fate=[arrows]),
        deck("Second", stronghold(honor=5), dynasty=[BRUTE], fate=[SPEARMEN]),
    )
    _, [brute] = battle(t, "Scout", "Brute")
    spear = t.take("Spearmen", 1, f"on:{brute.iid}")
    card = t.to_hand("Flight of Arrows")
    t.act(1, Pass())
    t.act(0, f"play {card.iid} 0 pay - targets {spear.iid}")
    assert not spear.in_play and brute.in_play


def test_once_per_battle() -> None:
    """ "Once per battle, ..." (Thunder Dragon: "Battle: Once per battle, target an enemy
    Personality: Bow him."): an ability that bows its card may be used again once the card
    is straightened, but not in the same battle."""
    sentry = personality(
        "Watchful Sentry",
        text_plain="Battle, :bow:: Once per battle, target an enemy Personality: Bow him.",
    )
    [ability] = actions_of(sentry)
    assert ability.effect == AUTO and ability.limit == "battle" and ability.bow
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[sentry]),
        deck("Second", stronghold(honor=5), dynasty=[BRUTE]),
    )
    sentry_card, [brute] = battle(t, "Watchful Sentry", "Brute")
    t.act(1, Pass())
    use = f"use {sentry_card.iid} 0 pay - targets {brute.iid}"
    t.act(0, use)
    assert brute.bowed and sentry_card.bowed
    t.act(1, f"manual straighten {brute.iid}")
    t.act(0, f"manual straighten {sentry_card.iid}")
    t.act(1, Pass())
    assert use not in t.legal(0)
    with pytest.raises(IllegalAction, match="used this battle"):
        t.act(0, use)


ICHIDO = personality(
    "Yoritomo Ichido",
    text_plain="Battle, :bow:: Move a target enemy non-Naval Personality home and bow his "
    "unit as he moves.",
)
SAILOR = personality("Sailor", force=3, chi=2, keywords=("Samurai", "Naval"))


def test_move_home_and_bow_his_unit_a_non_naval_target() -> None:
    """Yoritomo Ichido: the enemy Personality moves home, his unit bowed as he moves; a
    Naval Personality is no target ("non-Naval")."""
    [ability] = actions_of(ICHIDO)
    assert ability.effect == AUTO and ability.targets[0].traits == ("non-Naval",)
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[ICHIDO]),
        deck("Second", stronghold(honor=5), dynasty=[BRUTE, SAILOR], fate=[SPEARMEN]),
    )
    ichido, [brute, sailor] = battle(t, "Yoritomo Ichido", "Brute", "Sailor")
    spear = t.take("Spearmen", 1, f"on:{brute.iid}")
    t.act(1, Pass())
    offered = [a for a in t.legal(0) if a.startswith(f"use {ichido.iid} ")]
    assert offered == [f"use {ichido.iid} 0 pay - targets {brute.iid}"]
    t.act(0, offered[0])
    assert brute.battle is None and brute.bowed and spear.bowed
    assert sailor.battle is not None and not sailor.bowed


def test_bow_and_dishonor_the_loser() -> None:
    """ "Bow and dishonor the loser" (Duel of Haiku's outcome): both, to the loser."""
    haiku = strategy(
        "Poets' Duel",
        text="Limited: Your target unbowed Personality challenges another player's target "
        "Personality. The winner gains 1 Honor. Bow and dishonor the loser.",
    )
    [ability] = actions_of(haiku)
    assert ability.effects[2:] == (Effect(BOW, LOSER), Effect(DISHONOR, LOSER))
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[SAGE], fate=[haiku]),
        deck("Second", stronghold(honor=5), dynasty=[BRUTE]),
    )
    sage = t.in_play("Sage")
    brute = t.in_play("Brute", seat=1)
    card = t.to_hand("Poets' Duel")
    t.pass_until("action", seat=0)
    t.act(0, f"play {card.iid} 0 pay - targets {sage.iid},{brute.iid}")
    t.act(1, "strike")
    assert brute.bowed and brute.dishonored and not sage.bowed


TSUKAZU = personality(
    "Mirumoto Tsukazu",
    force=3,
    chi=3,
    text_plain="Battle: Bow a target enemy Personality with lower Force and lower Chi.",
)
WEAKLING = personality("Weakling", force=2, chi=2)


def test_a_target_with_lower_force_and_chi_than_the_card() -> None:
    """Mirumoto Tsukazu (3F/3C): "Bow a target enemy Personality with lower Force and lower
    Chi." — lower than Tsukazu's own: the Weakling (2F/2C), not the Brute (4F) nor the Sage
    (6C). A Strategy has no Force of its own to compare: its text stays with the player."""
    [ability] = actions_of(TSUKAZU)
    assert ability.targets[0].conditions == (("force", "below_self", 0), ("chi", "below_self", 0))
    lower = strategy("Lower Blow", text="Battle: Bow a target enemy Personality with lower Force.")
    assert actions_of(lower)[0].effect == MANUAL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[TSUKAZU]),
        deck("Second", stronghold(honor=5), dynasty=[BRUTE, SAGE, WEAKLING]),
    )
    tsukazu, [brute, sage, weak] = battle(t, "Mirumoto Tsukazu", "Brute", "Sage", "Weakling")
    t.act(1, Pass())
    offered = [a for a in t.legal(0) if a.startswith(f"use {tsukazu.iid} ")]
    assert offered == [f"use {tsukazu.iid} 0 pay - targets {weak.iid}"]
    t.act(0, offered[0])
    assert weak.bowed and not brute.bowed and not sage.bowed


def test_the_aggressive_player_shoots_what_the_volley_destroys() -> None:
    """The aggressive policy values a compiled Ranged Attack by what it destroys: it plays
    Fearful Volley at the Spearmen (2 Force), not at the Big Spearmen it would miss."""
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[SCOUT], fate=[VOLLEY]),
        deck("Second", stronghold(honor=5), dynasty=[BRUTE], fate=[SPEARMEN, BIG]),
    )
    scout, [brute] = battle(t, "Scout", "Brute")
    spear = t.take("Spearmen", 1, f"on:{brute.iid}")
    t.take("Big Spearmen", 1, f"on:{brute.iid}")
    volley = t.to_hand("Fearful Volley")
    t.act(1, Pass())
    choice = aggressive_policy(1)(t.game, 0)
    assert choice.text() == f"play {volley.iid} 0 pay - targets {scout.iid},{spear.iid}"


SUMIO = personality(
    "Yoritomo Sumio",
    text_plain="Battle: Move Sumio home; bow his unit as he moves. Lose 2 Honor.",
)


def test_two_clauses_joined_by_a_semicolon() -> None:
    """Yoritomo Sumio: "Move Sumio home; bow his unit as he moves. Lose 2 Honor." """
    [ability] = actions_of(SUMIO)
    assert ability.effect == AUTO
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[SUMIO], fate=[SPEARMEN]),
        deck("Second", stronghold(honor=5), dynasty=[BRUTE]),
    )
    sumio, _ = battle(t, "Yoritomo Sumio", "Brute")
    spear = t.take("Spearmen", 0, f"on:{sumio.iid}")
    t.act(1, Pass())
    honor = t.state.players[0].honor
    t.act(0, f"use {sumio.iid} 0 pay -")
    assert sumio.battle is None and sumio.bowed and spear.bowed
    assert t.state.players[0].honor == honor - 2
    # A clause the compiler cannot read leaves the whole action to the player.
    odd = strategy("Odd Clause", text="Battle: Bow a target enemy Personality; look at his hand.")
    assert actions_of(odd)[0].effect == MANUAL


def test_a_target_personalitys_controller_loses_honor() -> None:
    """Agasha Kokiden: "A target dishonorable Personality's controller loses 2 Honor." Only a
    dishonorable Personality is a target."""
    kokiden = personality(
        "Agasha Kokiden",
        text_plain="Battle: A target dishonorable Personality's controller loses 2 Honor.",
    )
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[kokiden]),
        deck("Second", stronghold(honor=5), dynasty=[BRUTE, SAGE]),
    )
    me, [brute, sage] = battle(t, "Agasha Kokiden", "Brute", "Sage")
    t.act(1, f"manual dishonor {sage.iid}")
    t.act(1, Pass())
    offered = [a for a in t.legal(0) if a.startswith(f"use {me.iid} ")]
    assert offered == [f"use {me.iid} 0 pay - targets {sage.iid}"]
    honor = t.state.players[1].honor
    t.act(0, offered[0])
    assert t.state.players[1].honor == honor - 2 and not brute.dishonored


BENJIRO = personality(
    "Hida Benjiro • Experienced 2",
    force=5,
    chi=1,
    text_plain="Battle: Target an enemy Personality. Benjiro duels him. Both "
    "Personalities use their Force as their duel stat. Destroy the loser.",
)


def test_a_duel_of_force() -> None:
    """Hida Benjiro • Experienced 2: "Target an enemy Personality. Benjiro duels him. Both
    Personalities use their Force as their duel stat. Destroy the loser." («Иногда в дуэли
    сравниваются характеристики отличные от духа»): his 5 Force beats the Sage's 1, whatever
    the Sage's Chi."""
    benjiro = BENJIRO
    [ability] = actions_of(benjiro)
    assert ability.effect == AUTO
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[benjiro]),
        deck("Second", stronghold(honor=5), dynasty=[SAGE]),
    )
    me, [sage] = battle(t, "Hida Benjiro • Experienced 2", "Sage")
    t.act(1, Pass())
    t.act(0, f"use {me.iid} 0 pay - targets {sage.iid}")
    entry = t.act(1, "strike")
    assert "Hida Benjiro • Experienced 2 wins the duel (5 Force against 1)" in entry.notes
    assert not sage.in_play and me.in_play


def test_the_aggressive_player_weighs_a_duel_by_its_stat() -> None:
    """Benjiro (5F, 1C) against the Sage (1F, 6C) in a duel of Force: worth fighting."""
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[BENJIRO]),
        deck("Second", stronghold(honor=5), dynasty=[SAGE]),
    )
    me, [sage] = battle(t, "Hida Benjiro • Experienced 2", "Sage")
    t.act(1, Pass())
    assert aggressive_policy(1)(t.game, 0).text() == f"use {me.iid} 0 pay - targets {sage.iid}"
