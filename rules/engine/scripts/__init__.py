"""Hand-written ability records for cards whose text the compiler cannot read, one module
per first letter of the title (`m.py` holds "Matsu Morito"), so a reader finds a card's
record by its title.

Each module's RECORDS maps a card's title to its records by ability index (the ability's
position among the card's abilities, gold production included), each a
`rules.engine.compiler.Compiled` built from the same targets and effects the compiler uses.
A record says exactly what the printed text says; a scenario test per card checks it.
"""

from importlib import import_module

from rules.engine.compiler import Compiled

_LETTERS = (
    "a",
    "b",
    "c",
    "d",
    "e",
    "f",
    "g",
    "h",
    "i",
    "k",
    "m",
    "o",
    "p",
    "r",
    "s",
    "t",
    "u",
    "v",
    "w",
    "y",
)
RECORDS: dict[str, dict[int, Compiled]] = {}
for _letter in _LETTERS:
    RECORDS.update(import_module(f"rules.engine.scripts.{_letter}").RECORDS)


def script(title: str, index: int) -> Compiled | None:
    return RECORDS.get(title, {}).get(index)
