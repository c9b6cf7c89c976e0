"""Whole numbers typed by people: ASCII digits only ("²" and "١" are digits to Python's
str.isdigit() but int() refuses them) and short enough to be a seat, a seed or an id."""

import re

_WHOLE = re.compile(r"[0-9]{1,18}")


def whole_number(raw: object) -> int | None:
    """`raw` as a non-negative int, or None when it is anything else."""
    text = str(raw if raw is not None else "").strip()
    return int(text) if _WHOLE.fullmatch(text) else None
