"""Deck lists in and out.

    parse_deck_text(text, source_format=None) -> ParsedDeck    (names as written)
    decks.resolve.resolve_deck(parsed) -> DeckList              (names to cards)
    write_deck(deck_list, as_format, play_format=None) -> str
    read_deck_file(path) -> str                                 (a file's text, checked)

Formats: "text" (l5rdb), "l5d" (Egg of P'an Ku), "oracle" (plain Oracle of the Void /
Sun & Moon lists), "json". `detect_format()` tells them apart.
"""

import codecs
import re
from collections.abc import Callable
from pathlib import Path

from decks.decklist import DeckList, DeckListError
from decks.lists.base import DeclaredCount, ParsedDeck, ParsedLine
from decks.lists.jsonlist import read_json
from decks.lists.l5d import read_l5d
from decks.lists.text import read_text
from decks.lists.writers import write_json, write_l5d, write_oracle, write_text

__all__ = [
    "LIST_FORMATS",
    "MAX_TEXT_BYTES",
    "DeckFileError",
    "DeckListError",
    "DeclaredCount",
    "ParsedDeck",
    "ParsedLine",
    "decode_deck_bytes",
    "detect_format",
    "parse_deck_text",
    "read_deck_file",
    "write_deck",
]

LIST_FORMATS: tuple[str, ...] = ("text", "l5d", "oracle", "json")
MAX_TEXT_BYTES = 200 * 1024

# Linear in the text's length: no repeat here can run past the end of its line.
_L5D_HEADER = re.compile(
    r"^#[ \t]*(pre-?game|dynasty|fate)\b[^()\n]*\([ \t]*\d+[ \t]*\)[ \t\r]*$", re.I | re.M
)
_TEXT_SECTION = re.compile(
    r"^[ \t]*(stronghold|sensei|wind|dynasty|fate|pre-?game)\b[^:\n]*:", re.I | re.M
)
_LEGALITY = re.compile(r"^[ \t]*legality[ \t]*:", re.I | re.M)

_READERS: dict[str, Callable[[str], ParsedDeck]] = {
    "text": read_text,
    "oracle": lambda text: read_text(text, "oracle"),
    "l5d": read_l5d,
    "json": read_json,
}
_WRITERS: dict[str, Callable[[DeckList, str | None], str]] = {
    "text": write_text,
    "l5d": write_l5d,
    "oracle": write_oracle,
    "json": write_json,
}


class DeckFileError(DeckListError):
    """A file that cannot be read as a deck list (missing, binary, too large, undecodable)."""


def detect_format(text: str) -> str:
    """Which list format `text` is written in (see LIST_FORMATS)."""
    stripped = text.lstrip()
    if stripped.startswith(("{", "[")):
        return "json"
    if _L5D_HEADER.search(text):
        return "l5d"
    if _TEXT_SECTION.search(text):
        return "text"
    if _LEGALITY.search(text):
        return "oracle"
    return "text"


def check_size(text: str) -> None:
    size = len(text.encode("utf-8"))
    if size > MAX_TEXT_BYTES:
        raise DeckListError(
            f"the deck list is {size // 1024} KB; the limit is {MAX_TEXT_BYTES // 1024} KB"
        )


def parse_deck_text(text: str, source_format: str | None = None) -> ParsedDeck:
    """Read a deck list in any of LIST_FORMATS (detected when not given). Raises
    DeckListError for input that is no deck list at all; problems with single lines come
    back in `ParsedDeck.notes` and as unknown names, never lost."""
    check_size(text)
    source_format = source_format or detect_format(text)
    if source_format not in _READERS:
        raise DeckListError(
            f"unknown list format {source_format!r}: use one of {', '.join(LIST_FORMATS)}"
        )
    return _READERS[source_format](text)


def write_deck(deck_list: DeckList, as_format: str = "text", play_format: str | None = None) -> str:
    """The deck as a list in `as_format` (one of LIST_FORMATS); `play_format` (a format slug)
    goes in the list's header where the format has one."""
    if as_format not in _WRITERS:
        raise DeckListError(
            f"unknown list format {as_format!r}: use one of {', '.join(LIST_FORMATS)}"
        )
    return _WRITERS[as_format](deck_list, play_format)


def decode_deck_bytes(data: bytes, where: str = "the file") -> str:
    """Bytes to text: UTF-8 (with or without BOM), UTF-16 with a BOM, or Windows-1252, which
    the old Windows deck tools wrote. Binary data and anything else is a DeckFileError."""
    if len(data) > MAX_TEXT_BYTES:
        raise DeckFileError(
            f"{where} is {len(data) // 1024} KB; a deck list is at most {MAX_TEXT_BYTES // 1024} KB"
        )
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        try:
            return _checked_text(data.decode("utf-16"), where)
        except UnicodeDecodeError as error:
            raise DeckFileError(f"{where} is not valid UTF-16 text: {error.reason}") from error
    if b"\x00" in data:
        raise DeckFileError(f"{where} is binary data, not a deck list")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        try:
            text = data.decode("cp1252")
        except UnicodeDecodeError as error:
            raise DeckFileError(
                f"{where} is neither UTF-8 nor Windows-1252 text (byte"
                f" {error.object[error.start]:#04x} at offset {error.start})"
            ) from error
    return _checked_text(text, where)


def _checked_text(text: str, where: str) -> str:
    if any(ord(char) < 32 and char not in "\t\r\n\f" for char in text):
        raise DeckFileError(f"{where} holds control characters: binary data, not a deck list")
    return text


def read_deck_file(path: str | Path) -> str:
    """A deck file's text, or a DeckFileError saying why it cannot be read."""
    path = Path(path)
    try:
        if not path.is_file():
            what = "is a directory, not a deck file" if path.is_dir() else "does not exist"
            raise DeckFileError(f"{path} {what}")
        size = path.stat().st_size
        if size > MAX_TEXT_BYTES:
            raise DeckFileError(
                f"{path} is {size // 1024} KB; a deck list is at most {MAX_TEXT_BYTES // 1024} KB"
            )
        data = path.read_bytes()
    except OSError as error:
        raise DeckFileError(f"{path} cannot be read: {error.strerror}") from error
    return decode_deck_bytes(data, str(path))
