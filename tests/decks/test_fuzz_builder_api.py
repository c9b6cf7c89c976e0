"""Hypothesis feeds the builder's APIs (deck statistics and draw odds) with numbers of every
size and shape: bounded time, no 500, a refusal names the field."""

import pytest
from hypothesis import given
from hypothesis import strategies as st
from rest_framework.test import APIClient

from tests.fuzz import FUZZ, check_api_answer, json_values, timed

pytestmark = pytest.mark.django_db

numbers = st.one_of(
    st.integers(min_value=-(2**80), max_value=2**80),
    st.sampled_from(["²", "1" * 5000, "1e30", "0.5", "", "nan", "-0"]),
)


@FUZZ
@given(
    deck=st.sampled_from(["dynasty", "fate", "", "²"]),
    size=numbers,
    copies=numbers,
    wanted=numbers,
    turns=numbers,
    per_turn=numbers,
)
def test_the_odds_api_never_fails(deck, size, copies, wanted, turns, per_turn) -> None:
    query = {
        "deck": deck,
        "size": size,
        "copies": copies,
        "wanted": wanted,
        "turns": turns,
        "per_turn": per_turn,
    }
    check_api_answer(timed(lambda: APIClient().get("/api/decks/odds/", query)))


@FUZZ
@given(
    cards=st.lists(
        st.fixed_dictionaries({"card": numbers, "count": numbers, "section": st.text(max_size=5)}),
        max_size=5,
    )
)
def test_the_stats_api_never_fails(cards) -> None:
    response = timed(lambda: APIClient().post("/api/decks/stats/", {"cards": cards}, format="json"))
    check_api_answer(response)


@FUZZ
@given(body=json_values())
def test_the_stats_api_takes_any_json_body(body) -> None:
    response = timed(lambda: APIClient().post("/api/decks/stats/", body, format="json"))
    check_api_answer(response)
