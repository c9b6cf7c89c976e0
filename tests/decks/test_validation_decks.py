"""Rules 4 and 5: a Dynasty and a Fate deck of at least 40 cards, every card in the deck its
type belongs to ("Подготовка к игре" in the Gold Edition rulebook)."""

import pytest

from l5rdb.catalogue.models import CardType
from tests.deck_helpers import check, legal_deck, problems
from tests.factories import make_card

pytestmark = pytest.mark.django_db


def test_forty_cards_in_each_deck_is_enough() -> None:
    """«Подготовка к игре»: «две колоды как минимум в 40 карт каждая»."""
    deck = legal_deck()
    lines = deck.lines()
    # 42 + 42: take one copy from two lines of each deck.
    lines[1] = (deck.dynasty[0], 2, "dynasty")
    lines[2] = (deck.dynasty[1], 2, "dynasty")
    lines[-1] = (deck.fate[-1], 2, "fate")
    lines[-2] = (deck.fate[-2], 2, "fate")
    report = check(lines)
    assert (report.counts["dynasty"], report.counts["fate"]) == (40, 40)
    assert report.valid, report.codes()


def test_thirty_nine_dynasty_cards_are_too_few() -> None:
    deck = legal_deck()
    lines = [line for line in deck.lines() if line[0] != deck.dynasty[0]]
    report = check(lines)
    assert report.codes() == ["dynasty_too_small"]
    assert "39" in report.errors[0].message and "40" in report.errors[0].message


def test_thirty_nine_fate_cards_are_too_few() -> None:
    deck = legal_deck()
    lines = [line for line in deck.lines() if line[0] != deck.fate[0]]
    assert check(lines).codes() == ["fate_too_small"]


def test_an_empty_list_breaks_every_size_rule() -> None:
    report = check([])
    assert report.codes() == ["missing_stronghold", "dynasty_too_small", "fate_too_small"]


@pytest.mark.parametrize(
    ("card_type", "section", "home"),
    [
        (CardType.STRATEGY, "dynasty", "Fate"),
        (CardType.FOLLOWER, "dynasty", "Fate"),
        (CardType.RING, "dynasty", "Fate"),
        (CardType.ANCESTOR, "dynasty", "Fate"),
        (CardType.PERSONALITY, "fate", "Dynasty"),
        (CardType.HOLDING, "fate", "Dynasty"),
        (CardType.REGION, "fate", "Dynasty"),
        (CardType.CELESTIAL, "fate", "Dynasty"),
    ],
)
def test_a_card_in_the_other_deck_is_in_the_wrong_deck(
    card_type: str, section: str, home: str
) -> None:
    stray = make_card(f"Test Stray {card_type}", type=card_type, formats=["gold"])
    report = check([*legal_deck().lines(), (stray, 1, section)])
    [problem] = problems(report, "wrong_deck")
    assert problem.cards[0].id == stray.id
    assert f"belongs in the {home} deck" in problem.message
    assert "(Setup: Dynasty cards and Fate cards" in problem.message


def test_a_stronghold_inside_a_deck_is_in_the_wrong_deck() -> None:
    deck = legal_deck()
    lines = deck.lines()
    lines[0] = (deck.stronghold, 1, "dynasty")
    report = check(lines)
    assert "wrong_deck" in report.codes()
    assert "missing_stronghold" not in report.codes()


def test_a_card_of_no_deck_is_in_the_wrong_deck() -> None:
    clock = make_card("Test Clock", type=CardType.CLOCK, formats=["gold"])
    report = check([*legal_deck().lines(), (clock, 1, "pregame")])
    [problem] = problems(report, "wrong_deck")
    assert "belongs in no deck" in problem.message
