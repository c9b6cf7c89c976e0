"""What every deck list reader returns: the lines as written, before any card lookup."""

from dataclasses import dataclass, field

from decks.report import Problem


@dataclass(slots=True)
class ParsedLine:
    count: int
    name: str
    section: str | None = None
    # The card type the list's own headers give the line ("# Holdings (18)" -> Holding).
    type_hint: str | None = None
    line: int | None = None
    # A card id, when the list carries one (l5rdb JSON).
    card_id: int | None = None


@dataclass(slots=True)
class DeclaredCount:
    """A header stating how many cards follow it, e.g. `# Dynasty (40)`."""

    label: str
    stated: int
    actual: int
    line: int
    section: str | None = None
    type_hint: str | None = None


@dataclass
class ParsedDeck:
    source_format: str
    lines: list[ParsedLine] = field(default_factory=list)
    name: str = ""
    description: str = ""
    # The format the list declares, as a slug, and as written.
    declared_format: str | None = None
    declared_format_text: str = ""
    declared_counts: list[DeclaredCount] = field(default_factory=list)
    notes: list[Problem] = field(default_factory=list)

    def section_counts(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for line in self.lines:
            if line.section:
                counts[line.section] = counts.get(line.section, 0) + line.count
        return counts
