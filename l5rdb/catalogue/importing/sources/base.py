"""What a source reader hands to the store."""

from dataclasses import dataclass, field

from l5rdb.catalogue.importing.records import CardRecord


class SourceError(Exception):
    """The file as a whole cannot be read (not valid YAML/JSON/XML, or the wrong shape)."""


@dataclass
class ParsedFile:
    kind: str
    sets: list[str] = field(default_factory=list)
    cards: list[CardRecord] = field(default_factory=list)
