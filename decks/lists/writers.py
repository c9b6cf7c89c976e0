"""Deck lists out: the l5rdb text format, Egg of P'an Ku `.l5d`, a plain Oracle list, JSON.

Every writer keeps the unresolved lines, so that reading the output back gives the same
deck, unknown names included."""

import json
from collections import defaultdict

from decks.cardindex import CardInfo
from decks.decklist import SECTIONS, DeckList, Section
from decks.lists.lines import SECTION_HEADERS, TYPE_HEADERS
from decks.lists.text import PREGAME_KEYS
from decks.names import l5d_suffix
from l5rdb.catalogue.formats import FORMATS

_TYPE_ORDER = list(TYPE_HEADERS)
_PREGAME_KEY_FOR_TYPE = {card_type: key.capitalize() for key, card_type in PREGAME_KEYS.items()}


def _format_name(play_format: str | None) -> str | None:
    return next((spec.name for spec in FORMATS if spec.slug == play_format), None)


def _type_rank(card_type: str | None) -> tuple[int, str]:
    if card_type in _TYPE_ORDER:
        return _TYPE_ORDER.index(card_type), ""
    return len(_TYPE_ORDER), card_type or "~"


def _groups(
    deck_list: DeckList, section: str, name_of
) -> list[tuple[str | None, list[tuple[int, str]]]]:
    """The section's cards and unknown lines grouped by type, in Egg of P'an Ku's order."""
    groups: dict[str | None, list[tuple[int, str]]] = defaultdict(list)
    for entry in deck_list.section_entries(section):
        groups[entry.card.type].append((entry.count, name_of(entry.card)))
    for line in deck_list.unknown:
        if line.section == section:
            groups[line.type_hint].append((line.count, line.name))
    return [
        (card_type, sorted(groups[card_type], key=lambda item: item[1].lower()))
        for card_type in sorted(groups, key=_type_rank)
    ]


def _l5d_name(card: CardInfo) -> str:
    side = " (1)" if card.two_sided else ""
    return card.title + l5d_suffix(card.extended_title) + side


def _display_name(card: CardInfo) -> str:
    return card.display_title


def write_l5d(deck_list: DeckList, play_format: str | None = None) -> str:
    # Egg of P'an Ku reads the name and format lines as comments.
    out: list[str] = []
    if deck_list.name:
        out.append(f"# Name: {deck_list.name}")
    if play_format:
        out.append(f"# Format: {play_format}")
    out += [f"{line.count} {line.name}" for line in deck_list.unknown if not line.section]
    counts = deck_list.section_counts()
    for section in SECTIONS:
        out += ["", f"# {SECTION_HEADERS[section]} ({counts[section]})"]
        for card_type, items in _groups(deck_list, section, _l5d_name):
            header = TYPE_HEADERS.get(card_type) or card_type or "Unknown"
            out += ["", f"# {header} ({sum(count for count, _name in items)})"]
            out += [f"{count} {name}" for count, name in items]
    return "\n".join(out).lstrip("\n") + "\n"


def write_text(deck_list: DeckList, play_format: str | None = None) -> str:
    out: list[str] = ["# l5rdb deck list"]
    if deck_list.name:
        out.append(f"Name: {deck_list.name}")
    if play_format:
        out.append(f"Format: {play_format}")
    out += [f"Description: {line}" for line in deck_list.description.splitlines()]
    out += [f"{line.count} {line.name}" for line in deck_list.unknown if not line.section]
    pregame_rest: list[str] = []
    for card_type, items in _groups(deck_list, Section.PREGAME, _display_name):
        key = _PREGAME_KEY_FOR_TYPE.get(card_type)
        for count, name in items:
            if key:
                out.append(f"{key}: {name}" if count == 1 else f"{key}: {count} {name}")
            else:
                pregame_rest.append(f"{count} {name}")
    if pregame_rest:
        out += ["", "Pre-Game:", *pregame_rest]
    for section in (Section.DYNASTY, Section.FATE):
        out += ["", f"{SECTION_HEADERS[section]}:"]
        for card_type, items in _groups(deck_list, section, _display_name):
            header = TYPE_HEADERS.get(card_type) or card_type or "Unknown"
            out.append(f"# {header} ({sum(count for count, _name in items)})")
            out += [f"{count} {name}" for count, name in items]
    return "\n".join(out) + "\n"


def write_oracle(deck_list: DeckList, play_format: str | None = None) -> str:
    """A plain list: a `Legality:` header and `3 Title` lines, no sections."""
    out: list[str] = []
    name = _format_name(play_format)
    if name:
        out.append(f"Legality: {name}")
    out += [f"{line.count} {line.name}" for line in deck_list.unknown if not line.section]
    for section in SECTIONS:
        for _card_type, items in _groups(deck_list, section, _display_name):
            out += [f"{count} {name}" for count, name in items]
    return "\n".join(out) + "\n"


def write_json(deck_list: DeckList, play_format: str | None = None) -> str:
    data = {
        "name": deck_list.name,
        "description": deck_list.description,
        "format": play_format,
        "cards": [entry.as_dict() for entry in deck_list.entries],
        "unresolved": [line.as_dict() for line in deck_list.unknown],
    }
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"
