"""Deck lists written to hurt: runs of spaces and blank lines that used to backtrack for
minutes, numbers too long to read, too many lines, names no card could have. Each is read
in bounded time, or refused with a message naming the line and what is wrong."""

import json
import time

import pytest

from decks.decklist import MAX_LIST_LINES, MAX_NAME_LENGTH, DeckListError
from decks.lists import parse_deck_text

# Generous: the backtracking patterns took over a minute on these inputs; linear ones take
# milliseconds.
BOUND_SECONDS = 5.0
LONG_NUMBER = "1" * 5000


def timed_parse(text: str, source_format: str | None = None):
    started = time.perf_counter()
    try:
        return parse_deck_text(text, source_format), None
    except DeckListError as error:
        return None, str(error)
    finally:
        assert time.perf_counter() - started < BOUND_SECONDS


@pytest.mark.parametrize("source_format", ["text", "oracle", "l5d"])
def test_a_run_of_spaces_in_a_line_reads_in_linear_time(source_format: str) -> None:
    for text in (
        "a" + " " * 3000 + "!",
        "3" + " " * 3000 + "x",
        "Hida Tenshu" + " " * 3000 + "x",
        "# Dynasty" + " " * 3000 + "!",
        "Holdings" + " " * 3000 + ":" + " " * 3000 + "!",
    ):
        timed_parse(text, source_format)


def test_blank_lines_and_repeated_headers_are_detected_in_linear_time() -> None:
    for text in ("\n" * 150_000 + "!", "#fate\n" * 30_000, " \n" * 90_000 + "Dynasty:"):
        timed_parse(text)


@pytest.mark.parametrize(
    "text",
    [f"{LONG_NUMBER} Hida Tenshu", f"Hida Tenshu x{LONG_NUMBER}", f"x{LONG_NUMBER} Hida Tenshu"],
)
def test_a_count_too_long_to_read_is_refused_naming_the_line(text: str) -> None:
    parsed, error = timed_parse("Dynasty:\n" + text)
    assert parsed is None
    assert "line 2" in error and "more than the 99" in error
    assert len(error) < 300


@pytest.mark.parametrize(
    "text, source_format",
    [
        (f"Dynasty ({LONG_NUMBER})\n1 Hida Tenshu", "text"),
        (f"# Dynasty ({LONG_NUMBER})\n1 Hida Tenshu", "l5d"),
        (f"Holdings: {LONG_NUMBER}\n1 Hida Tenshu", "oracle"),
    ],
)
def test_a_header_count_too_long_to_read_is_refused(text: str, source_format: str) -> None:
    parsed, error = timed_parse(text, source_format)
    assert parsed is None
    assert "line 1" in error and "the header's count" in error and "5000 digits" in error


def test_ordinary_counts_and_headers_still_read() -> None:
    parsed, _ = timed_parse("Dynasty (4 cards)\n3x Hida Tenshu\nHida Amoro x 1\nx0 Nothing")
    assert [(line.count, line.name) for line in parsed.lines] == [
        (3, "Hida Tenshu"),
        (1, "Hida Amoro"),
    ]
    assert parsed.declared_counts[0].stated == 4
    assert [note.code for note in parsed.notes] == ["empty_line"]


def test_a_list_with_too_many_card_lines_is_refused() -> None:
    lines = "\n".join(f"1 Made Up Card {n}" for n in range(MAX_LIST_LINES + 1))
    parsed, error = timed_parse(lines)
    assert parsed is None
    assert f"line {MAX_LIST_LINES + 1}" in error and f"at most {MAX_LIST_LINES}" in error


def test_zero_count_lines_count_against_the_limit_too() -> None:
    _parsed, error = timed_parse("0 a\n" * 40_000)
    assert error and f"at most {MAX_LIST_LINES}" in error


def test_a_name_longer_than_any_card_title_is_refused() -> None:
    _parsed, error = timed_parse("1 " + "a" * (MAX_NAME_LENGTH + 1))
    assert "line 1" in error and f"at most {MAX_NAME_LENGTH}" in error


def test_json_nested_too_deep_or_with_a_number_too_long_is_named() -> None:
    _parsed, error = timed_parse("[" * 5000 + "]" * 5000, "json")
    assert "nested too deep" in error
    _parsed, error = timed_parse(json.dumps({"cards": []})[:-2] + f"{LONG_NUMBER}]}}", "json")
    assert error.startswith("not valid JSON")
    text = json.dumps({"cards": [{"title": "x", "count": 1}] * (MAX_LIST_LINES + 1)})
    _parsed, error = timed_parse(text, "json")
    assert f"at most {MAX_LIST_LINES}" in error
