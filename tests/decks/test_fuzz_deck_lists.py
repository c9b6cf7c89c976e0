"""Hypothesis feeds the four deck list readers, the name resolver and the validation API
with hostile text: every answer comes in bounded time, and is a deck or an error naming the
problem, never an exception or a 500."""

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st
from rest_framework.test import APIClient

from decks.lists import LIST_FORMATS, DeckListError, parse_deck_text
from decks.resolve import resolve_deck
from tests.fuzz import FUZZ, check_api_answer, hostile_text, json_values, timed

pytestmark = pytest.mark.django_db


@FUZZ
@given(text=hostile_text, source_format=st.sampled_from([None, *LIST_FORMATS]))
def test_every_reader_reads_or_names_the_problem(text: str, source_format: str | None) -> None:
    def read() -> None:
        try:
            resolve_deck(parse_deck_text(text, source_format))
        except DeckListError as error:
            assert str(error).strip()

    timed(read)


@FUZZ
@given(data=json_values())
def test_json_lists_of_any_shape(data: object) -> None:
    def read() -> None:
        try:
            parse_deck_text(json.dumps(data), "json")
        except DeckListError as error:
            assert str(error).strip()

    timed(read)


@FUZZ
@given(text=hostile_text, list_format=st.sampled_from(["", *LIST_FORMATS]))
def test_the_validation_api_never_fails(text: str, list_format: str) -> None:
    body = {"text": text, **({"list_format": list_format} if list_format else {})}
    client = APIClient()
    timed(lambda: check_api_answer(client.post("/api/decks/validate/", body, format="json")))


@FUZZ
@given(body=json_values())
def test_the_validation_api_takes_any_json_body(body: object) -> None:
    client = APIClient()
    response = timed(lambda: client.post("/api/decks/validate/", body, format="json"))
    check_api_answer(response)
