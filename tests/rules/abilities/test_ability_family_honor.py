"""What each player whose Family Honor is high enough does («Цель игры» — How to Win: Family
Honor): A Time for Action, "Open: Each player with 21 or more Family Honor loses 5 Honor."
Each player's own Family Honor decides, as the effect comes to him."""

from rules.engine.abilities import parse_abilities
from rules.engine.coverage import FULL, automation
from rules.engine.effects import perform
from rules.engine.pipeline import run
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, stronghold


def test_a_time_for_action_takes_honor_from_the_players_with_21_or_more() -> None:
    action = real_card("A Time for Action")
    assert automation(action).status == FULL
    [ability] = parse_abilities(action)
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[action]),
        deck("Second", stronghold(honor=2)),
    )
    first, second = t.state.players
    first.honor, second.honor = 21, 20
    card = t.find("A Time for Action")
    perform(t.state, 0, card, ability.effects, ())
    run(t.state)
    assert (first.honor, second.honor) == (16, 20)
    second.honor = 30
    perform(t.state, 1, card, ability.effects, ())
    run(t.state)
    assert (first.honor, second.honor) == (16, 25)
