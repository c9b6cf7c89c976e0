"""The starter decks that ship with the game, offered on the site to copy, build from and
playtest: loaded from a folder of deck lists (`load_starter_decks`), owned by no player.
Loading again updates the decks of the same name; nothing is duplicated."""

import difflib
from dataclasses import dataclass, field
from pathlib import Path

from django.db import transaction

from decks.decklist import DeckList, DeckListError
from decks.format_choice import choose_format
from decks.lists import parse_deck_text, read_deck_file
from decks.models import Deck
from decks.names import loose
from decks.resolve import resolve_deck
from decks.upload import NAME_LENGTH, deck_name_from_file
from decks.validation import normalize_play_format

DECK_FILE_SUFFIXES = frozenset({".l5d", ".txt", ".json", ".dek"})
# A misspelt line is read as its closest card only when the two differ by about one letter
# ("School of Wizardy"): a starter deck is offered ready to play, and the loader says so.
TYPO_LIKENESS = 0.95


@dataclass
class StarterResult:
    path: Path
    name: str = ""
    created: bool = False
    format: str = ""
    unknown: list[str] | None = None
    corrected: list[str] = field(default_factory=list)
    error: str = ""

    def __str__(self) -> str:
        if self.error:
            return f"{self.path.name}: not loaded: {self.error}"
        action = "added" if self.created else "updated"
        text = f"{self.path.name}: {action} “{self.name}” ({self.format})"
        if self.corrected:
            text += "; " + "; ".join(self.corrected)
        if self.unknown:
            text += f"; lines naming no card: {', '.join(self.unknown)}"
        return text


def correct_typos(deck_list: DeckList) -> list[str]:
    """Read each unknown line that misses its closest card by about a letter as that card."""
    corrected = []
    for line in list(deck_list.unknown):
        if not line.suggestions or len(line.name) < 10:
            continue
        card = line.suggestions[0]
        likeness = difflib.SequenceMatcher(None, loose(line.name), loose(card.display_title))
        if likeness.ratio() < TYPO_LIKENESS:
            continue
        deck_list.unknown.remove(line)
        deck_list.add(card, line.count, line.section or card.home_section or "pregame", line.line)
        corrected.append(f"“{line.name}” read as {card.display_title}")
    return corrected


def deck_files(folder: Path) -> list[Path]:
    return sorted(
        path
        for path in folder.iterdir()
        if path.is_file() and path.suffix.lower() in DECK_FILE_SUFFIXES
    )


@transaction.atomic
def load_starter_deck(path: Path) -> StarterResult:
    """One deck list file as a starter deck (created, or updated by its name)."""
    result = StarterResult(path)
    try:
        deck_list = resolve_deck(parse_deck_text(read_deck_file(path)))
    except (DeckListError, OSError) as error:
        result.error = str(error)
        return result
    if not deck_list.entries:
        result.error = "no line names a card in the pool"
        return result
    result.corrected = correct_typos(deck_list)
    result.name = (deck_list.name.strip() or deck_name_from_file(path.name))[:NAME_LENGTH]
    if deck_list.declared_format:
        result.format = normalize_play_format(deck_list.declared_format)
    else:
        result.format = choose_format(deck_list).slug
    deck = Deck.objects.filter(is_starter=True, name=result.name).first()
    result.created = deck is None
    if deck is None:
        deck = Deck(is_starter=True, name=result.name)
    deck.description = deck_list.description
    deck.format = result.format
    deck.owner = None
    deck.save()
    deck.replace_contents(deck_list)
    result.unknown = [line.name for line in deck_list.unknown]
    return result


def load_starter_decks(folder: Path) -> list[StarterResult]:
    """Every deck list file of `folder`, each in its own transaction."""
    return [load_starter_deck(path) for path in deck_files(folder)]
