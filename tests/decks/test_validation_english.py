"""Validation speaks English (issue 10): the rules it cites are the Gold Edition rulebook's
English section names (../shared/rules/sections.md: «Подготовка к игре» is Setup, «Ввод карт
в игру» is Bringing Cards into Play); the Russian headings stay in the code's comments."""

import re

import pytest

from decks import validation
from decks.lists import parse_deck_text
from decks.resolve import resolve_deck
from decks.validation import validate_deck
from l5rdb.catalogue.models import CardType
from tests.factories import make_card

CYRILLIC = re.compile("[\u0400-\u04ff]")
SECTIONS = ("Setup", "Card Types in Detail", "Bringing Cards into Play")


def test_every_rule_cited_is_an_english_section():
    rules = {name: value for name, value in vars(validation).items() if name.startswith("RULE_")}
    assert len(rules) >= 8
    for name, text in rules.items():
        assert not CYRILLIC.search(text), name
        assert text.startswith(SECTIONS), name


@pytest.mark.django_db
def test_messages_of_a_broken_deck_hold_no_russian():
    make_card("Test Lonely Wind", type=CardType.WIND, formats=["gold"])
    make_card("Test Other Wind", type=CardType.WIND, formats=["gold"])
    make_card("Test Event", type=CardType.EVENT, formats=["gold"])
    text = "Pregame:\n1 Test Lonely Wind\n1 Test Other Wind\nDynasty:\n2 Test Event\n"
    report = validate_deck(resolve_deck(parse_deck_text(text)), "gold")
    assert len(report.errors) >= 4
    for problem in report.errors:
        assert not CYRILLIC.search(problem.message), problem.message
    assert any("(Setup: " in problem.message for problem in report.errors)
