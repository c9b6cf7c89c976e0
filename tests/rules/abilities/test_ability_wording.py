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
from tests.rules_cards import Table, card, deck, follower, personality, stronghold

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


def _glory(clan: str) -> int:
    glory = real_card("Glory in Death", "the_truest_test")
    assert automation(glory).status == FULL
    doomed = personality("Doomed", force=1, chi=1)
    t = Table(
        deck("First", stronghold(clans=(clan,)), dynasty=[BUSHI, doomed], fate=[glory]),
        deck("Second", stronghold(), dynasty=[GUARD]),
    )
    bushi, doomed_card = t.in_play("Bushi"), t.in_play("Doomed")
    guard = t.in_play("Guard", seat=1)
    card = t.to_hand("Glory in Death")
    t.to_attack()
    t.attack(1, (bushi, 0), (doomed_card, 0))
    t.defend((guard, 0))
    t.act(1, f"manual destroy {doomed_card.iid}")
    t.act(0, f"play {card.iid} 0 pay -")
    assert stats.force(t.state, guard) == 2
    return stats.force(t.state, bushi)


def test_glory_in_death_gives_more_to_a_lion_clan_player() -> None:
    """Glory in Death: "Reaction: After one of your Personalities is destroyed during battle:
    Give all Personalities in your army +1F, or +2F if you are a Lion Clan player." — the
    first bonus unless the condition holds, the second if it does."""
    assert _glory("Crab") == 3 + 1
    assert _glory("Lion") == 3 + 2


def test_needed_at_the_wall_bows_the_unit_as_it_moves() -> None:
    """Needed at the Wall: "Battle: Bow your target unbowed Fortification at this
    battlefield. Move home a target enemy Personality. Bow his unit as it moves." — "as it
    moves" is the unit moving home."""
    needed = real_card("Needed at the Wall", "a_perfect_cut")
    assert automation(needed).status == FULL
    wall = card("Stone Wall", "Holding", deck="Dynasty", gold_cost=2, keywords=["Fortification"])
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[BUSHI], fate=[TROOPS]),
        deck("Second", stronghold(honor=2), dynasty=[GUARD, wall], fate=[needed]),
    )
    bushi = t.in_play("Bushi")
    troops = t.take("Troops", 0, f"on:{bushi.iid}")
    guard = t.in_play("Guard", seat=1)
    stone = t.take("Stone Wall", 1, f"at:{t.province(1, 0).pid}")
    strategy = t.to_hand("Needed at the Wall", seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    play = f"play {strategy.iid} 0 pay - targets {stone.iid},{bushi.iid}"
    assert play in t.legal(1)
    t.act(1, play)
    assert stone.bowed
    assert bushi.battle is None and bushi.bowed and troops.bowed
