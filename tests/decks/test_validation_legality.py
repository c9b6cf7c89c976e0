"""Rule 9: every card legal in the chosen format; banned cards and proxies never are. And the
format names validate_deck accepts."""

import pytest

from decks.validation import UnknownFormat, normalize_play_format, validate_deck
from l5rdb.catalogue.formats import FORMAT_SLUGS
from tests.deck_helpers import check, deck_list, legal_deck, problems
from tests.factories import make_card

pytestmark = pytest.mark.django_db


def test_a_card_of_another_arc_is_not_legal_and_says_where_it_is() -> None:
    old = make_card("Test Old Bushi", formats=["imperial", "legacy"])
    report = check([*legal_deck().lines(), (old, 1, "dynasty")])
    [problem] = problems(report, "not_legal_in_format")
    assert problem.cards[0].id == old.id
    assert problem.message == (
        "Test Old Bushi is not legal in Gold (it is legal in Imperial, Legacy)."
    )


def test_the_same_deck_checked_in_each_format() -> None:
    deck = legal_deck(formats=["gold", "legacy"])
    assert check(deck.lines(), "gold").valid
    assert check(deck.lines(), "legacy").valid
    ivory = check(deck.lines(), "ivory")
    assert set(ivory.codes()) == {"not_legal_in_format"}
    assert len(ivory.errors) == 1 + 14 + 14


def test_a_banned_card_is_rejected_even_where_it_is_legal() -> None:
    banned = make_card("Test Banned Bushi", formats=["gold"], is_banned=True)
    report = check([*legal_deck().lines(), (banned, 1, "dynasty")])
    assert report.codes() == ["banned"]
    assert "Test Banned Bushi is banned" in report.errors[0].message


def test_a_proxy_is_rejected() -> None:
    proxy = make_card("Test Proxy Bushi", formats=["gold"], is_proxy=True)
    [problem] = problems(
        check([*legal_deck().lines(), (proxy, 1, "dynasty")]), "not_legal_in_format"
    )
    assert "proxy" in problem.message


@pytest.mark.parametrize("slug", FORMAT_SLUGS)
def test_every_format_name_of_the_issue_is_accepted(slug: str) -> None:
    assert normalize_play_format(slug) == slug


@pytest.mark.parametrize(
    ("written", "slug"),
    [
        ("Gold", "gold"),
        ("Gold Edition", "gold"),
        ("Four Winds (Gold)", "gold"),
        ("Ivory Edition", "ivory"),
        ("Twenty Festivals", "twenty-festivals"),
        ("shattered_empire", "shattered-empire"),
        (None, "gold"),
        ("", "gold"),
    ],
)
def test_formats_written_other_ways(written: str | None, slug: str) -> None:
    assert normalize_play_format(written) == slug


def test_an_unknown_format_is_a_clear_error() -> None:
    with pytest.raises(UnknownFormat) as caught:
        validate_deck(deck_list([]), "platinum")
    assert "'platinum'" in str(caught.value)
    assert "twenty-festivals" in str(caught.value)
