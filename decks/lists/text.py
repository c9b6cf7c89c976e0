"""The l5rdb text format, which also reads plain Oracle of the Void / Sun & Moon lists.

    # comments start with '#'
    Name: Crab Berserkers
    Format: gold
    Stronghold: The Kaiu Forge
    Sensei: Tenshu Sensei
    Wind: The Sword
    Dynasty:
    3 Hida Tenshu
    3x Hida Amoro
    Fate:
    1 Ring of Earth

`Legality:` is read like `Format:`. Sub-headers such as `Holdings (14)` or `Personalities:`
name the card type of the lines after them and, with a count, are checked like Egg of P'an
Ku's headers. A plain list has no sections at all: each card goes in the deck its type
belongs to. A line without a count is one copy.
"""

from decks.decklist import SECTIONS, Section
from decks.lists.base import ParsedDeck
from decks.lists.lines import Collector, header_label, match_header, split_count
from decks.names import play_format_slug
from decks.report import Problem
from l5rdb.catalogue.models import CardType

PREGAME_KEYS = {
    "stronghold": CardType.STRONGHOLD.value,
    "sensei": CardType.SENSEI.value,
    "wind": CardType.WIND.value,
}
META_KEYS = {"name", "deck", "title", "format", "legality", "description", "notes"}


def read_text(text: str, source_format: str = "text") -> ParsedDeck:
    collector = Collector(source_format)
    deck = collector.deck
    description: list[str] = []
    for line_no, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith(("#", "//")):
            continue
        key, colon, value = line.partition(":")
        key = key.strip().lower()
        value = value.strip()
        if colon and key in PREGAME_KEYS and value:
            count, name = split_count(value, line_no)
            collector.add(
                count, name, line_no, section=Section.PREGAME, type_hint=PREGAME_KEYS[key]
            )
            continue
        if colon and key in META_KEYS and value:
            if key in {"name", "deck", "title"}:
                deck.name = value
            elif key in {"format", "legality"}:
                deck.declared_format_text = value
                deck.declared_format = play_format_slug(value)
                if deck.declared_format is None:
                    deck.notes.append(
                        Problem(
                            "unknown_declared_format",
                            f"Line {line_no}: the list names the format {value!r}, which is"
                            " not one l5rdb knows; it was ignored.",
                            line=line_no,
                        )
                    )
            else:
                description.append(value)
            continue
        header = match_header(line, line_no)
        if header is not None:
            label, stated = header
            section, card_type = header_label(label)
            if section in SECTIONS:
                collector.start_section(section, label, stated, line_no)
                continue
            if card_type is not None:
                collector.start_group(card_type, label, stated, line_no)
                continue
        count, name = split_count(line, line_no)
        collector.add(count, name, line_no)
    deck.description = "\n".join(description)
    return collector.finish()
