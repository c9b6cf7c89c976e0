"""Deck files uploaded through the pages: read by the deck list readers, saved as a deck.

    read_uploaded_deck(upload) -> str          (size and bytes checked, as read_deck_file does)
    import_deck_text(text, owner, ...) -> ImportedDeck

Both raise DeckListError (DeckFileError for the file itself) with a message fit to show.
"""

import re
import unicodedata
from dataclasses import dataclass
from pathlib import PurePath
from typing import TYPE_CHECKING

from django.core.files.uploadedfile import UploadedFile
from django.db import transaction
from django.template.defaultfilters import pluralize

from decks.decklist import DeckList, DeckListError
from decks.format_choice import FormatChoice, choose_format
from decks.lists import MAX_TEXT_BYTES, DeckFileError, decode_deck_bytes, parse_deck_text
from decks.models import Deck
from decks.resolve import resolve_deck
from decks.validation import normalize_play_format
from decks.versions import record_version

if TYPE_CHECKING:
    from django.contrib.auth.base_user import AbstractBaseUser

SHOWN_NAME_LENGTH = 80
NAME_LENGTH = Deck._meta.get_field("name").max_length
FALLBACK_NAME = "Imported deck"
_SPACES = re.compile(r"\s+")


@dataclass
class ImportedDeck:
    deck: Deck
    deck_list: DeckList
    # Set when the list named no format and one was chosen for it.
    format_choice: FormatChoice | None = None

    def summary(self) -> str:
        cards = sum(entry.count for entry in self.deck_list.entries)
        unknown = len(self.deck_list.unknown)
        text = f"Imported “{self.deck.name}”: {cards} card{pluralize(cards)}"
        if unknown:
            text += (
                f"; {unknown} line{pluralize(unknown)} naming no card in the pool"
                f" {pluralize(unknown, 'is,are')} kept with it until corrected"
            )
        return f"{text}."


def quotable(text: str, limit: int = SHOWN_NAME_LENGTH) -> str:
    """Text from outside fit to quote in a message: no control, format or
    bidirectional-override characters, spaces collapsed, at most `limit` characters."""
    visible = "".join(
        " " if unicodedata.category(char) in {"Cc", "Cf", "Zl", "Zp"} else char for char in text
    )
    visible = _SPACES.sub(" ", visible).strip()
    if len(visible) > limit:
        visible = visible[: limit - 1].rstrip() + "…"
    return visible


def clean_file_name(name: str | None, limit: int = SHOWN_NAME_LENGTH) -> str:
    """A browser-sent file name without any folders, `quotable`."""
    return quotable(PurePath((name or "").replace("\\", "/")).name, limit)


def deck_name_from_file(name: str | None) -> str:
    """What to call a deck whose list names none: the file's name without its extension."""
    stem = clean_file_name(name, NAME_LENGTH)
    if "." in stem.strip("."):
        stem = stem.rsplit(".", 1)[0].strip()
    return stem or FALLBACK_NAME


def read_uploaded_deck(upload: UploadedFile) -> str:
    """An uploaded file's text, or a DeckFileError naming the file and what is wrong with it."""
    where = f"“{clean_file_name(upload.name) or 'the file'}”"
    if upload.size is not None and upload.size > MAX_TEXT_BYTES:
        raise DeckFileError(
            f"{where} is {upload.size // 1024} KB; a deck list is at most"
            f" {MAX_TEXT_BYTES // 1024} KB"
        )
    upload.seek(0)
    return decode_deck_bytes(upload.read(MAX_TEXT_BYTES + 1), where)


@transaction.atomic
def import_deck_text(
    text: str,
    owner: "AbstractBaseUser",
    file_name: str | None = None,
    list_format: str | None = None,
    play_format: str | None = None,
) -> ImportedDeck:
    """Save a deck list as a new deck of `owner`'s. Lines naming no card are kept as the
    deck's unresolved lines; a list in which no line names a card is refused. The format is
    `play_format`, else the one the list declares, else the one its cards are legal in
    (`format_choice` says which and why)."""
    deck_list = resolve_deck(parse_deck_text(text, list_format or None))
    if not deck_list.entries:
        unknown = deck_list.unknown
        if not unknown:
            raise DeckListError("the list holds no card lines; nothing was saved")
        lines = f"{len(unknown)} card line{'s' if len(unknown) != 1 else ''}"
        raise DeckListError(
            f"none of its {lines} names a card in the pool (the first reads"
            f" “{quotable(unknown[0].name)}”); nothing was saved"
        )
    name = deck_list.name.strip() or deck_name_from_file(file_name)
    if len(name) > NAME_LENGTH:
        name = name[: NAME_LENGTH - 1].rstrip() + "…"
    choice = None
    if not (play_format or deck_list.declared_format):
        choice = choose_format(deck_list)
    deck = Deck.objects.create(
        name=name,
        description=deck_list.description,
        format=choice.slug
        if choice
        else normalize_play_format(play_format or deck_list.declared_format),
        owner=owner,
    )
    deck.replace_contents(deck_list)
    record_version(deck)
    return ImportedDeck(deck, deck_list, choice)
