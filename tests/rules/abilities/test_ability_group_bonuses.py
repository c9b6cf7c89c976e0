"""A Force or Chi bonus to every card a description fits while it lasts («Бонусы и штрафы» —
Bonuses and Penalties; Events Phase — «Фаза событий»): "Until your next turn begins, all
Human Followers in and out of play have +1F" reaches a Follower entering play after the
Event too, and ends as its player's next turn begins («Стоимость и эффекты»: the duration
the text gives)."""

import json

from rules.engine import group_bonus, stats
from rules.engine.actions import Pass
from rules.engine.coverage import FULL, automation
from rules.engine.game import Game
from tests.real_cards import real_card
from tests.rules_cards import Table, card, deck, follower, personality, stronghold

PREAMBLE = (
    "After you reveal cards in your Provinces at the start of your turn, if this Event is "
    "face-up in one of them, "
)
WINTER = card(
    "Goblin Winter",
    "Event",
    deck="Dynasty",
    text_plain=PREAMBLE
    + "until your next turn begins, all Human Followers in and out of play have +1F.",
)
BUSHI = personality("Bushi", force=2)
SPEARMEN = follower("Spearmen", force=2)
GOBLINS = follower("Goblins", force=2, keywords=["Goblin"])


def _table() -> Table:
    return Table(
        deck("First", stronghold(honor=5), dynasty=[BUSHI], fate=[SPEARMEN, SPEARMEN]),
        deck("Second", stronghold(honor=2), dynasty=[WINTER, BUSHI], fate=[GOBLINS]),
    )


def test_the_printed_events_are_read_whole() -> None:
    """Twenty Goblin Winter, Blazing Sun ("human Samurai Personalities have +1F"), In Light
    of Darkness ("all Human Shugenja Personalities in and out of play have +1C")."""
    for title in ("Twenty Goblin Winter", "Blazing Sun", "In Light of Darkness"):
        assert automation(real_card(title, "a_perfect_cut")).status == FULL


def test_every_human_follower_has_the_bonus_until_the_next_turn_begins(monkeypatch) -> None:
    t = _table()
    bushi = t.in_play("Bushi")
    first = t.take("Spearmen", 0, f"on:{bushi.iid}")
    goblins_host = t.in_play("Bushi", seat=1)
    goblins = t.take("Goblins", 1, f"on:{goblins_host.iid}")
    t.to_province("Goblin Winter", 1, 0, face_up=False)
    t.pass_until("dynasty-discard", seat=0)
    entry = t.act(0, Pass())
    assert "Human Followers have +1F" in entry.notes
    assert stats.force(t.state, first) == 3
    # A Goblin is Nonhuman.
    assert stats.force(t.state, goblins) == 2
    # A Follower entering play while it lasts has it too; the bonus survives a saved game.
    second = t.take("Spearmen", 0, f"on:{bushi.iid}")
    assert stats.force(t.state, second) == 3
    # Resumed where no group bonus was given yet (a fresh process), it still counts.
    monkeypatch.setattr(group_bonus, "ANY", False)
    restored = Game.from_dict(json.loads(json.dumps(t.game.to_dict())))
    assert stats.force(restored.state, restored.card(second.iid)) == 3
    # It lasts through the first player's turn and ends as the second player's next begins.
    t.pass_until("action", seat=0, later=True)
    assert stats.force(t.state, first) == 3
    t.pass_until("action", seat=1, later=True)
    assert stats.force(t.state, first) == 2


def test_a_description_with_a_force_condition_is_not_read() -> None:
    """ "Followers with 3 or lower Force have +1F" would ask a card's Force to find its own
    Force: left to the player."""
    defn = card(
        "Odd Winter",
        "Event",
        deck="Dynasty",
        text_plain=PREAMBLE
        + "until your next turn begins, Followers with 3 or lower Force have +1F.",
    )
    assert automation(defn).status != FULL


def _flashy_table() -> Table:
    flashy = real_card("Flashy Technique")
    return Table(
        deck("First", stronghold(honor=5), dynasty=[BUSHI], fate=[flashy, flashy]),
        deck("Second", stronghold(honor=2), dynasty=[personality("Guard", force=2)]),
    )


def _play_flashy(t: Table) -> None:
    card = t.to_hand("Flashy Technique")
    t.act(0, f"play {card.iid} 0 pay -")


def test_flashy_technique_gives_attacking_personalities_minus_one_force() -> None:
    """Flashy Technique: "Open: If you have not played another Flashy Technique this turn,
    Personalities have -1F while attacking." The attacking Bushi has 1F, the defending
    Guard keeps his 2F; a second copy played the same turn adds nothing."""
    flashy = real_card("Flashy Technique")
    assert automation(flashy).status == FULL
    t = _flashy_table()
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    t.pass_until("action", seat=0)
    _play_flashy(t)
    t.act(1, Pass())
    _play_flashy(t)
    assert len(t.state.cards[t.state.players[0].stronghold].mods) == 1
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    assert stats.force(t.state, bushi) == 1
    assert stats.force(t.state, guard) == 2
    t.pass_until("action", seat=1)
    assert stats.force(t.state, bushi) == 2


def test_the_heavens_reborn_favours_the_attackers_until_the_next_turn() -> None:
    """The Heavens Reborn: "... until your next turn begins, attacking Personalities have +1F
    and defending Personalities have -1F." Both bonuses, read as sentences of their own,
    reach the Personalities of the battle fought after the Event."""
    heavens = real_card("The Heavens Reborn", "promotional_samurai")
    assert automation(heavens).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[BUSHI]),
        deck("Second", stronghold(honor=2), dynasty=[heavens, personality("Guard", force=2)]),
    )
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    t.to_province("The Heavens Reborn", 1, 0, face_up=False)
    t.pass_until("dynasty-discard", seat=0)
    t.act(0, Pass())
    t.pass_until("action", seat=0, later=True)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    assert (stats.force(t.state, bushi), stats.force(t.state, guard)) == (3, 1)
