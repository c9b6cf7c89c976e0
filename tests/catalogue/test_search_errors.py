"""Queries that cannot be read: a message saying what and at which column, no cards, and
never an exception."""

import pytest

from l5rdb.catalogue.search import search_cards
from l5rdb.catalogue.search.lexer import MAX_LENGTH
from l5rdb.catalogue.search.parser import MAX_DEPTH

pytestmark = pytest.mark.django_db

ERRORS: list[tuple[str, int, str]] = [
    ("hida or", 6, "needs a term after it"),
    ("or hida", 1, "needs a term before it"),
    ("hida or or amoro", 6, "needs a term after it"),
    ("(hida", 1, "never closed"),
    ("(hida or (amoro)", 1, "never closed"),
    ("hida)", 5, "has no '(' to close"),
    ("()", 1, "empty"),
    ("( )", 1, "empty"),
    ('"hida', 1, "never closed"),
    ('c:"crab', 3, "never closed"),
    ('""', 1, "empty"),
    ("hida - amoro", 6, "must be followed by a term"),
    ("hida -", 6, "must be followed by a term"),
    ("-or hida", 1, "must be followed by a term"),
    ("(-)", 2, "must be followed by a term"),
    ("foo:bar", 1, "Unknown field 'foo'"),
    ("hida zz>1", 6, "Unknown field 'zz'"),
    ("cost<x", 6, "'cost' needs a whole number"),
    ("chi:1.5", 5, "'chi' needs a whole number"),
    ("cost>=", 7, "needs a value"),
    ("c:", 3, "needs a value"),
    ("c<crab", 1, "takes ':' or '='"),
    ("t:bogus", 3, "Unknown card type 'bogus'"),
    ("t:s", 3, "Sensei, Spell, Strategy, Stronghold"),
    ("r:p", 3, "Premium, Promo"),
    ("d:x", 3, "Unknown deck 'x'"),
    ("is:shiny", 4, "Unknown 'is:shiny'"),
    ("f:platinum", 3, "Unknown format 'platinum'"),
    ("hida\x00", 5, "control character"),
]


@pytest.mark.parametrize(("query", "column", "what"), ERRORS, ids=[q for q, _, _ in ERRORS])
def test_error_says_what_and_where(query: str, column: int, what: str) -> None:
    result = search_cards(query)
    assert result.error is not None
    assert result.error.column == column
    assert what in result.error.message
    assert f"column {column}" in result.error.message
    assert list(result.cards) == []
    assert result.suggestions == []


def test_unknown_field_lists_the_known_fields() -> None:
    message = search_cards("colour:red").error.message
    for name in ("t:", "c:", "k:", "x:", "d:", "s:", "f:", "r:", "a:", "fl:", "cost:", "exp:"):
        assert f" {name}" in message


def test_unknown_type_lists_the_types() -> None:
    message = search_cards("t:wizard").error.message
    assert "Personality" in message and "Stronghold" in message


def test_unknown_format_lists_the_formats() -> None:
    message = search_cards("f:platinum").error.message
    assert "Gold" in message and "Twenty Festivals" in message


def test_too_deep_nesting_is_an_error_not_a_crash() -> None:
    query = "(" * (MAX_DEPTH + 1) + "hida" + ")" * (MAX_DEPTH + 1)
    result = search_cards(query)
    assert result.error is not None
    assert result.error.column == MAX_DEPTH + 1
    assert "nested" in result.error.message


def test_deep_negation_is_limited_too() -> None:
    result = search_cards("-" * (MAX_DEPTH + 5) + "hida")
    assert result.error is not None and "nested" in result.error.message


def test_nesting_up_to_the_limit_is_fine() -> None:
    query = "(" * MAX_DEPTH + "hida" + ")" * MAX_DEPTH
    assert search_cards(query).error is None


def test_overlong_query_is_an_error() -> None:
    result = search_cards("a " * MAX_LENGTH)
    assert result.error is not None
    assert str(MAX_LENGTH) in result.error.message


@pytest.mark.parametrize("query", ["", "   ", "\t\n"])
def test_blank_query_is_no_error_and_no_filter(query: str) -> None:
    result = search_cards(query)
    assert result.error is None
    assert not result.ranked
