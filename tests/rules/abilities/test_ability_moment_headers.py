"""A line that opens with its moment and a colon ("Before this battle resolves: ...", "After
a battle resolution ends ...: Draw a card.") is a triggered trait, not an action whose header
names the Battle timing («Реакции» — Reactions: the moment is what the text answers; an
action's header is its timing words before the colon)."""

from rules.engine.abilities import parse_abilities
from rules.engine.triggers import BATTLE_RESOLVING
from tests.real_cards import real_card
from tests.rules_cards import strategy


def test_before_this_battle_resolves_is_a_moment_not_a_battle_action() -> None:
    """Lotus Edition "Heart of Rokugan": its first line answers the moment before resolution;
    only its second line ("Battle: If there are no Terrains ...") is a Battle action."""
    heart = real_card("Heart of Rokugan", "lotus_edition")
    actions = [a for a in parse_abilities(heart) if a.is_action]
    traits = [a for a in parse_abilities(heart) if a.trigger is not None]
    assert [a.body.startswith("If there are no Terrains") for a in actions] == [True]
    assert [t.trigger.event for t in traits] == [BATTLE_RESOLVING]


def test_after_a_battle_resolution_is_not_a_battle_action() -> None:
    """ "After a battle resolution ends in which you destroyed an army or province: Draw a
    card." is no Battle action to take at will."""
    card = strategy(
        "Spoils",
        text="After a battle resolution ends in which you destroyed an army or province: Draw "
        "a card.",
    )
    assert not any(a.is_action for a in parse_abilities(card))
