"""Whole numbers typed by people: ASCII digits only ("²" and "١" are digits to Python's
str.isdigit() but int() refuses them) and short enough to be a seat, a seed or an id."""

import re

_WHOLE = re.compile(r"[0-9]{1,18}")


def whole_number(raw: object) -> int | None:
    """`raw` as a non-negative int, or None when it is anything else."""
    text = str(raw if raw is not None else "").strip()
    return int(text) if _WHOLE.fullmatch(text) else None


# Card stats are stored as 16-bit integers; a bound beyond them compares like the nearest
# value just outside, and never reaches the database as a number it cannot hold.
SMALL_MIN, SMALL_MAX = -32768, 32767


def clamp_small(number: int) -> int:
    return max(SMALL_MIN - 1, min(SMALL_MAX + 1, number))
