"""l5rdb's JSON deck list:

    {"name": "Crab Berserkers", "description": "", "format": "gold",
     "cards": [{"card": 1234, "title": "Hida Tenshu", "count": 3, "section": "dynasty"}],
     "unresolved": [{"name": "Hida Tensu", "count": 1, "section": "dynasty"}]}

A card is found by its id when the id exists, else by its title; `section` may be left out
(the card goes in its own deck). A bare list of card items is read as `cards`.
"""

import json
from typing import Any

from decks.decklist import (
    MAX_LINE_COUNT,
    MAX_LIST_LINES,
    MAX_NAME_LENGTH,
    DeckListError,
    normalize_section,
)
from decks.lists.base import ParsedDeck, ParsedLine
from decks.names import play_format_slug
from l5rdb.catalogue.models import CardType


def _item(raw: Any, where: str) -> ParsedLine:
    if not isinstance(raw, dict):
        raise DeckListError(f"{where}: expected an object, got {type(raw).__name__}")
    card_id = raw.get("card", raw.get("id"))
    if card_id is not None and (isinstance(card_id, bool) or not isinstance(card_id, int)):
        raise DeckListError(f"{where}: 'card' must be a card id, got {card_id!r}")
    name = raw.get("title") or raw.get("name") or ""
    if not isinstance(name, str):
        raise DeckListError(f"{where}: 'title' must be text, got {name!r}")
    if len(name) > MAX_NAME_LENGTH:
        raise DeckListError(
            f"{where}: the title is {len(name):,} characters long; a card name is at most"
            f" {MAX_NAME_LENGTH}"
        )
    if not name and card_id is None:
        raise DeckListError(f"{where}: give the card's id ('card') or its 'title'")
    count = raw.get("count", 1)
    if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_LINE_COUNT:
        raise DeckListError(f"{where}: 'count' must be a whole number from 1 to {MAX_LINE_COUNT}")
    type_hint = raw.get("type")
    return ParsedLine(
        count=count,
        name=name or f"card #{card_id}",
        section=normalize_section(raw.get("section")),
        type_hint=type_hint if type_hint in CardType.values else None,
        card_id=card_id,
    )


def read_json(text: str) -> ParsedDeck:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise DeckListError(
            f"not valid JSON: {error.msg} (line {error.lineno}, column {error.colno})"
        ) from error
    except ValueError as error:
        # A number longer than Python reads (4,300 digits).
        raise DeckListError(f"not valid JSON: {error}") from error
    except RecursionError as error:
        raise DeckListError("not valid JSON: arrays or objects nested too deep") from error
    if isinstance(data, list):
        data = {"cards": data}
    if not isinstance(data, dict):
        raise DeckListError("a JSON deck list is an object with a 'cards' list")
    deck = ParsedDeck(source_format="json")
    for key in ("name", "description"):
        value = data.get(key, "")
        if not isinstance(value, str):
            raise DeckListError(f"'{key}' must be text")
        setattr(deck, key, value)
    play_format = data.get("format")
    if isinstance(play_format, str) and play_format.strip():
        deck.declared_format_text = play_format
        deck.declared_format = play_format_slug(play_format)
    for key in ("cards", "unresolved"):
        items = data.get(key, [])
        if not isinstance(items, list):
            raise DeckListError(f"'{key}' must be a list")
        if len(deck.lines) + len(items) > MAX_LIST_LINES:
            raise DeckListError(f"a deck list holds at most {MAX_LIST_LINES} cards and lines")
        for position, raw in enumerate(items, start=1):
            line = _item(raw, f"{key} item {position}")
            if key == "unresolved":
                line.card_id = None
            deck.lines.append(line)
    return deck
