"""Whole numbers typed by people: ASCII digits only ("²" and "١" are digits to Python's
str.isdigit() but int() refuses them) and short enough to be a seat, a seed or an id."""

import re

_WHOLE = re.compile(r"[0-9]{1,18}")


def whole_number(raw: object) -> int | None:
    """`raw` as a non-negative int, or None when it is anything else."""
    text = str(raw if raw is not None else "").strip()
    return int(text) if _WHOLE.fullmatch(text) else None


# Card stats are stored as 16-bit integers. Django drops a comparison with a number outside
# a column's range as always true or always false, which would let printed dashes (NULL)
# through, so bounds are brought inside the range here, keeping what they mean.
SMALL_MIN, SMALL_MAX = -32768, 32767


def at_least(number: int) -> int | None:
    """A lower bound ("value >= number") inside the range; None when nothing can reach it."""
    return None if number > SMALL_MAX else max(number, SMALL_MIN)


def at_most(number: int) -> int | None:
    """An upper bound ("value <= number") inside the range; None when nothing is that low."""
    return None if number < SMALL_MIN else min(number, SMALL_MAX)
