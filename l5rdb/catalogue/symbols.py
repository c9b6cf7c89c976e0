"""The symbols card text writes as codes between colons, shown on pages as small markers.

The data sets print icons as `:bow:`, `:g4:` (4 Gold), `:ranged:`, `:fire:`, `:Rank•5:` and
so on. Pages show each as a short word in a styled span with a title that says what it is;
the API keeps the codes as stored. A code this table does not know stays as printed.
"""

import re
from dataclasses import dataclass

from django.utils.html import escape


@dataclass(frozen=True)
class Symbol:
    label: str
    title: str
    kind: str  # the marker's style: cost, gold, attack, element, keyword, rank


SYMBOLS: dict[str, Symbol] = {
    "bow": Symbol("Bow", "Bow this card", "cost"),
    "favor": Symbol("Favor", "The Imperial Favor", "cost"),
    "X": Symbol("X", "The X symbol", "cost"),
    "gstar": Symbol("Any Gold", "Any amount of Gold", "gold"),
    "ranged": Symbol("Ranged", "Ranged Attack", "attack"),
    "melee": Symbol("Melee", "Melee Attack", "attack"),
    "fear": Symbol("Fear", "Fear", "attack"),
    "air": Symbol("Air", "Air element", "element"),
    "earth": Symbol("Earth", "Earth element", "element"),
    "fire": Symbol("Fire", "Fire element", "element"),
    "water": Symbol("Water", "Water element", "element"),
    "void": Symbol("Void", "Void element", "element"),
    "shadowlands": Symbol("Shadowlands", "Shadowlands", "keyword"),
    "maho": Symbol("Maho", "Maho", "keyword"),
    "jade": Symbol("Jade", "Jade", "keyword"),
    "pearl": Symbol("Pearl", "Pearl", "keyword"),
}

# `:bow:`, `:g4:` (Gold), `:Rank:`, `:Rank4:`, `:Rank•5:`.
_CODE = re.compile(r":([A-Za-z]+)•?(\d*):")
# Sanitized HTML alternates text and whole tags; only the text holds codes.
_TAG = re.compile(r"(<[^>]*>)")


def symbol_for(name: str, number: str) -> Symbol | None:
    if name == "g" and number:
        return Symbol(f"{int(number)} Gold", f"{int(number)} Gold", "gold")
    if name == "Rank":
        return Symbol(f"Rank {number}" if number else "Rank", "Rank", "rank")
    return None if number else SYMBOLS.get(name)


def _marker(match: re.Match[str]) -> str:
    symbol = symbol_for(match.group(1), match.group(2))
    if symbol is None:
        return match.group(0)
    return (
        f'<span class="sym sym-{symbol.kind}" title="{escape(symbol.title)}">'
        f"{escape(symbol.label)}</span>"
    )


def render_symbols(html: str) -> str:
    """`html` (safe markup) with each known code in its text replaced by a marker span."""
    parts = _TAG.split(html)
    for index in range(0, len(parts), 2):
        if ":" in parts[index]:
            parts[index] = _CODE.sub(_marker, parts[index])
    return "".join(parts)
