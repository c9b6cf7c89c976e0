"""Egg of P'an Ku's `.l5d` deck files.

    # Pre-Game (1)

    # Stronghold (1)
    1 The Impregnable Fortress of the Crab (1)

    # Dynasty (40)

    # Holdings (18)
    2 Ashigaru Fort
    ...
    # Fate (40)

    # Items (10)
    1 Ancestral Armor of the Crab Clan - exp

`# Section (n)` and `# Type (n)` headers state how many cards follow; other `#` lines are
comments, except l5rdb's own `# Name: ...` and `# Format: ...`. Experience is written
`- exp`, `- exp2`, `- inexp`; a two-sided stronghold carries its side, `(1)`.
"""

from decks.lists.base import ParsedDeck
from decks.lists.lines import Collector, header_label, match_header, split_count
from decks.names import play_format_slug


def read_l5d(text: str) -> ParsedDeck:
    collector = Collector("l5d")
    for line_no, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            key, colon, value = line.lstrip("#").partition(":")
            key = key.strip().lower()
            if colon and key == "name" and value.strip():
                collector.deck.name = value.strip()
                continue
            if colon and key == "format" and play_format_slug(value):
                collector.deck.declared_format_text = value.strip()
                collector.deck.declared_format = play_format_slug(value)
                continue
            header = match_header(line.lstrip("#"), line_no)
            if header is None:
                continue
            label, stated = header
            section, card_type = header_label(label)
            if section is not None:
                collector.start_section(section, label, stated, line_no)
            elif card_type is not None or stated is not None:
                collector.start_group(card_type, label, stated, line_no)
            continue
        count, name = split_count(line, line_no)
        collector.add(count, name, line_no)
    return collector.finish()
