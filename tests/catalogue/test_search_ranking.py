"""Result order (relevance for title words, else title order) and the nearest titles offered
when nothing matches. Same expectations on SQLite and PostgreSQL."""

import pytest
from django.db.models import QuerySet

from l5rdb.catalogue.models import Card
from l5rdb.catalogue.search import search_cards, title_query
from tests.factories import make_card
from tests.search_fixtures import build_search_cards

pytestmark = pytest.mark.django_db


@pytest.fixture
def cards() -> dict[str, Card]:
    return build_search_cards()


def titles(query: str, cards: QuerySet[Card] | None = None) -> list[str]:
    return [card.display_title for card in search_cards(query, cards).cards]


def test_exact_title_then_titles_starting_with_the_word_then_the_rest(
    cards: dict[str, Card],
) -> None:
    assert titles("kakita") == [
        "Kakita Kaiten",
        "Kakita Kaiten • Experienced",
        "Shiro Kakita",
    ]
    assert titles("hida")[-1] == "Kyuden Hida"
    assert titles('"hida amoro"') == ["Hida Amoro", "Hida Amoro • Experienced 2"]


def test_title_words_rank_the_result(cards: dict[str, Card]) -> None:
    assert search_cards("kakita").ranked
    assert search_cards("kakita t:stronghold").ranked


def test_field_only_queries_come_in_title_order(cards: dict[str, Card]) -> None:
    result = search_cards("c:crab")
    assert not result.ranked
    assert [card.display_title for card in result.cards] == [
        "Hida Amoro",
        "Hida Amoro • Experienced 2",
        "Hida Tenshu",
        "Kyuden Hida",
    ]


def test_negated_words_do_not_rank(cards: dict[str, Card]) -> None:
    result = search_cards("-hida t:stronghold")
    assert not result.ranked
    assert [card.display_title for card in result.cards] == ["Shiro Kakita"]


def test_an_explicit_order_of_the_caller_is_kept(cards: dict[str, Card]) -> None:
    by_cost = Card.objects.order_by("-gold_cost", "title")
    assert titles("c:crab t:personality", by_cost) == [
        "Hida Amoro • Experienced 2",
        "Hida Amoro",
        "Hida Tenshu",
    ]


def test_search_narrows_the_cards_it_is_given(cards: dict[str, Card]) -> None:
    crab = Card.objects.filter(clans__name="Crab")
    assert set(titles("hida -t:stronghold", crab)) == {
        "Hida Amoro",
        "Hida Amoro • Experienced 2",
        "Hida Tenshu",
    }


def test_no_result_suggests_the_nearest_titles(cards: dict[str, Card]) -> None:
    result = search_cards("amorro")
    assert list(result.cards) == []
    assert result.suggestions[0] == "Hida Amoro"
    assert len(result.suggestions) == len(set(result.suggestions)) <= 5


def test_misspelled_whole_title_is_suggested(cards: dict[str, Card]) -> None:
    assert search_cards('"kakita kaitne"').suggestions[0] == "Kakita Kaiten"


def test_misspelled_soul_name_is_suggested(cards: dict[str, Card]) -> None:
    assert search_cards('soul:"hida amorro"').suggestions[0] == "Hida Amoro"


def test_suggestions_stay_within_the_cards_given(cards: dict[str, Card]) -> None:
    cranes = Card.objects.filter(clans__name="Crane")
    assert "Hida Amoro" not in search_cards("amorro", cranes).suggestions


def test_no_suggestions_when_something_matches(cards: dict[str, Card]) -> None:
    assert search_cards("amoro").suggestions == []


def test_no_suggestions_without_title_words(cards: dict[str, Card]) -> None:
    result = search_cards("c:crab cost>20")
    assert list(result.cards) == []
    assert result.suggestions == []


def test_nothing_near_gives_no_suggestions(cards: dict[str, Card]) -> None:
    assert search_cards("zzqxv").suggestions == []


@pytest.mark.parametrize(
    "title",
    [
        "Hida Amoro",
        "Stand Or Run",
        "Hida Yakamo (Oni)",
        '"No More Games, Yasuki"',
        'Akodo\'s "Leadership"',
        "Kyoso no Oni: Resurrected",
        "-Hida- (or not",
    ],
)
def test_a_suggested_title_links_to_a_query_that_finds_it(title: str) -> None:
    card = make_card(title, extended_title=f"{title} • Test")
    make_card("Run", extended_title="Run • Test")
    result = search_cards(title_query(title))
    assert result.error is None, result.error
    assert list(result.cards) == [card]


def test_suggestions_follow_a_renamed_card() -> None:
    """The SQLite suggestions keep the titles in memory: a card saved (renamed) in this
    process is seen at once, though the table's size and last id stay the same."""
    card = make_card("Hida Amoro")
    assert search_cards("amorro").suggestions == ["Hida Amoro"]
    card.title = "Hida Kuon"
    card.save()
    assert search_cards("kuonn").suggestions == ["Hida Kuon"]
