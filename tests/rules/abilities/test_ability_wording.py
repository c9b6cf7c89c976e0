"""Printed variants of sentences the compiler reads in their usual wording, on the printed
text of real cards: "honor" in lowercase, additional actions "after this one" (Battle
Actions — «Боевые действия»: an additional action is taken by the same player, next)."""

from rules.engine import stats
from rules.engine.abilities import actions_of
from rules.engine.actions import Pass
from rules.engine.coverage import FULL, automation
from rules.engine.effects import HONOR, PLAYER, Effect
from rules.engine.effects_battle import EXTRA_BATTLE_ACTION
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, follower, personality, stronghold

BUSHI = personality("Bushi", force=3, chi=2)
GUARD = personality("Guard", force=2, chi=2)
LONER = personality("Loner", force=3, chi=2)
TROOPS = follower("Troops", force=1)


def test_persuasion_reads_lowercase_honor() -> None:
    """Persuasion: "Limited: Target a player: He discards a card. Lose 2 honor." """
    card = real_card("Persuasion", "a_perfect_cut")
    assert automation(card).status == FULL
    [ability] = actions_of(card)
    assert ability.effects[-1] == Effect(HONOR, PLAYER, amount=-2)


def test_mushin_gives_two_battle_actions_after_this_one() -> None:
    """Mushin: "Battle: Take two additional Battle actions after this one." — the player who
    played it may act twice more before the other player's turn to act comes back."""
    mushin = real_card("Mushin", "gold_edition")
    assert automation(mushin).status == FULL
    [ability] = actions_of(mushin)
    assert ability.effects == (Effect(EXTRA_BATTLE_ACTION, PLAYER, amount=2),)
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[BUSHI], fate=[mushin]),
        deck("Second", stronghold(honor=2), dynasty=[GUARD]),
    )
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    card = t.to_hand("Mushin")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    entry = t.act(0, f"play {card.iid} 0 pay -")
    assert "First may take 2 additional Battle actions" in entry.notes
    assert t.game.to_act == 0
    # Passing gives up the actions left.
    t.act(0, Pass())
    assert t.game.to_act == 1


def test_those_who_stand_alone_gives_a_penalty_to_each() -> None:
    """Those Who Stand Alone: "Battle: Give -1F to each Personality without Followers at the
    current battlefield." — "Give each Personality ... -1F": a Personality with a Follower
    keeps his Force."""
    card = real_card("Those Who Stand Alone", "celestial_edition")
    assert automation(card).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[BUSHI], fate=[card, TROOPS]),
        deck("Second", stronghold(honor=2), dynasty=[GUARD, LONER]),
    )
    bushi = t.in_play("Bushi")
    troops = t.to_hand("Troops")
    t.act(0, f"manual move {troops.iid} to on:{bushi.iid}")
    guard, loner = t.in_play("Guard", seat=1), t.in_play("Loner", seat=1)
    strategy = t.to_hand("Those Who Stand Alone")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0), (loner, 0))
    t.act(1, Pass())
    t.act(0, f"play {strategy.iid} 0 pay -")
    assert stats.force(t.state, guard) == 1
    assert stats.force(t.state, loner) == 2
    assert stats.force(t.state, bushi) == 3
