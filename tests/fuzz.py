"""Hostile input for the Hypothesis tests: text assembled from the pieces that broke the
parsers (runs of spaces, blank lines, numbers past 4,300 digits, digits that are not ASCII,
deep brackets, headers and counts), and the checks every answer must pass."""

import json
import time
from collections.abc import Callable
from typing import Any, TypeVar

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

T = TypeVar("T")

# Generous: a linear parser answers these in milliseconds; the backtracking ones took minutes.
BOUND_SECONDS = 10.0

FUZZ = settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

PIECES = [
    " ",
    " " * 3000,
    "\n",
    "\n" * 2000,
    "\t",
    "1" * 5000,
    "9223372036854775808",
    "²",
    "¹",
    "٣",
    "0",
    "3",
    "x",
    "×",
    "3x ",
    "x3",
    "#",
    "# Dynasty (40)",
    "# Holdings (",
    "Dynasty:",
    "Fate (",
    "Stronghold: ",
    "Name: ",
    "Format: gold",
    "Legality: ",
    "(",
    ")",
    ":",
    "*",
    '"',
    "“",
    "-",
    "•",
    " - exp",
    "Experienced",
    "Hida Tenshu",
    "a",
    "!",
    "[",
    "{",
    "]",
    "}",
    "<b>",
    "\x00",
    "\u202e",
]

hostile_text = st.one_of(
    st.lists(st.sampled_from(PIECES), max_size=40).map("".join),
    st.text(max_size=300),
)


def json_values(depth: int = 3) -> st.SearchStrategy:
    leaves = st.one_of(
        st.none(),
        st.booleans(),
        st.integers(min_value=-(2**70), max_value=2**70),
        st.floats(allow_nan=False, allow_infinity=False),
        hostile_text,
    )
    return st.recursive(
        leaves,
        lambda children: st.one_of(
            st.lists(children, max_size=4),
            st.dictionaries(st.sampled_from(["card", "count", "section", "title"]), children),
        ),
        max_leaves=depth * 4,
    )


def timed(call: Callable[[], T]) -> T:
    started = time.perf_counter()
    result = call()
    elapsed = time.perf_counter() - started
    assert elapsed < BOUND_SECONDS, f"took {elapsed:.1f} s"
    return result


def messages(value: Any) -> list[str]:
    """Every string in an error body (DRF nests them in lists and objects)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, list):
        return [text for item in value for text in messages(item)]
    if isinstance(value, dict):
        return [text for item in value.values() for text in messages(item)]
    return []


def check_api_answer(response: Any, allowed: frozenset[int] = frozenset({200, 201})) -> Any:
    """No 500; JSON; a refusal carries at least one non-empty message."""
    assert response.status_code < 500, response.content[:500]
    assert response["Content-Type"].startswith("application/json"), response["Content-Type"]
    body = json.loads(response.content)
    if response.status_code not in allowed:
        assert response.status_code in {400, 403, 404, 413}, response.status_code
        assert any(text.strip() for text in messages(body)), body
    return body
