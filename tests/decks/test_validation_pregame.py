"""Rules 1-3: one Stronghold, at most one Sensei of the Stronghold's clan, at most one Wind
("Ваша Крепость", "Сенсей (sensei)", "Наследник (wind)" in the Gold Edition rulebook)."""

import pytest

from l5rdb.catalogue.models import CardType
from tests.deck_helpers import check, legal_deck, problems
from tests.factories import make_card

pytestmark = pytest.mark.django_db


def test_the_legal_deck_is_valid_and_counted() -> None:
    """The baseline every other test breaks: 1 Stronghold, 42 Dynasty, 42 Fate cards."""
    report = check(legal_deck().lines())
    assert report.valid, [problem.message for problem in report.errors]
    assert report.counts["pregame"] == 1
    assert report.counts["dynasty"] == 42
    assert report.counts["fate"] == 42
    assert report.counts["types"] == {
        "Holding": 18,
        "Personality": 24,
        "Strategy": 42,
        "Stronghold": 1,
    }


def test_a_deck_without_a_stronghold_is_missing_one() -> None:
    deck = legal_deck()
    report = check(deck.lines()[1:])
    assert report.codes() == ["missing_stronghold"]
    assert "(Setup: you play with one Stronghold)" in report.errors[0].message


def test_two_strongholds_are_named() -> None:
    deck = legal_deck()
    other = make_card("Test Castle of the Crane", type=CardType.STRONGHOLD, clans=["Crane"])
    report = check([*deck.lines(), (other, 1, "pregame")])
    [problem] = problems(report, "multiple_strongholds")
    assert {card.title for card in problem.cards} == {
        "Test Keep of the Crab",
        "Test Castle of the Crane",
    }
    assert "Test Castle of the Crane" in problem.message


def test_two_copies_of_one_stronghold_are_two_strongholds() -> None:
    deck = legal_deck()
    lines = deck.lines()
    lines[0] = (deck.stronghold, 2, "pregame")
    assert problems(check(lines), "multiple_strongholds")


def test_a_sensei_of_the_strongholds_clan_is_legal() -> None:
    """«Сенсей (sensei)»: only a faction listed on the Sensei may use it."""
    sensei = make_card("Test Crab Sensei", type=CardType.SENSEI, clans=["Crab"], formats=["gold"])
    report = check([*legal_deck().lines(), (sensei, 1, "pregame")])
    assert report.valid, report.codes()


def test_an_all_clans_sensei_fits_any_stronghold() -> None:
    sensei = make_card(
        "Test Open Sensei", type=CardType.SENSEI, clans=["All Clans"], formats=["gold"]
    )
    assert check([*legal_deck().lines(), (sensei, 1, "pregame")]).valid


def test_a_sensei_of_another_clan_does_not_fit() -> None:
    sensei = make_card("Test Crane Sensei", type=CardType.SENSEI, clans=["Crane"], formats=["gold"])
    report = check([*legal_deck().lines(), (sensei, 1, "pregame")])
    [problem] = problems(report, "sensei_clan_mismatch")
    assert "Test Crane Sensei" in problem.message
    assert "Test Keep of the Crab" in problem.message
    assert "(Card Types in Detail, Sensei: " in problem.message


def test_a_sensei_listing_several_clans_fits_each_of_them() -> None:
    sensei = make_card(
        "Test Twin Sensei", type=CardType.SENSEI, clans=["Crane", "Crab Clan"], formats=["gold"]
    )
    assert check([*legal_deck().lines(), (sensei, 1, "pregame")]).valid


def test_two_senseis_are_too_many() -> None:
    first = make_card("Test Crab Sensei", type=CardType.SENSEI, clans=["Crab"], formats=["gold"])
    second = make_card("Test Other Sensei", type=CardType.SENSEI, clans=["Crab"], formats=["gold"])
    report = check([*legal_deck().lines(), (first, 1, "pregame"), (second, 1, "pregame")])
    assert report.codes() == ["multiple_senseis"]


def test_one_wind_is_legal_and_two_are_not() -> None:
    """«Наследник (wind)»: only one Wind may be chosen."""
    sword = make_card("Test Sword Wind", type=CardType.WIND, formats=["gold"])
    anvil = make_card("Test Anvil Wind", type=CardType.WIND, formats=["gold"])
    deck = legal_deck()
    assert check([*deck.lines(), (sword, 1, "pregame")]).valid
    report = check([*deck.lines(), (sword, 1, "pregame"), (anvil, 1, "pregame")])
    assert report.codes() == ["multiple_winds"]
    assert {card.title for card in report.errors[0].cards} == {"Test Sword Wind", "Test Anvil Wind"}


def test_a_wind_or_sensei_inside_a_deck_is_in_the_wrong_deck() -> None:
    """The Wind "не входит ни в одну колоду"; the Sensei sits beside the Stronghold."""
    wind = make_card("Test Sword Wind", type=CardType.WIND, formats=["gold"])
    sensei = make_card("Test Crab Sensei", type=CardType.SENSEI, clans=["Crab"], formats=["gold"])
    report = check([*legal_deck().lines(), (wind, 1, "fate"), (sensei, 1, "dynasty")])
    wrong = problems(report, "wrong_deck")
    assert {problem.cards[0].title for problem in wrong} == {"Test Sword Wind", "Test Crab Sensei"}
    assert all("not in the" in problem.message for problem in wrong)
