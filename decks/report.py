"""The shape of a validation report: problems naming cards, and the deck's counts."""

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class CardRef:
    """A card a problem names; `id` is None for a line that names no card in the pool."""

    id: int | None
    title: str

    def as_dict(self) -> dict[str, Any]:
        return {"id": self.id, "title": self.title}


@dataclass(slots=True)
class Problem:
    code: str
    message: str
    cards: list[CardRef] = field(default_factory=list)
    line: int | None = None
    suggestions: list[CardRef] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {
            "code": self.code,
            "message": self.message,
            "cards": [card.as_dict() for card in self.cards],
            "line": self.line,
            "suggestions": [card.as_dict() for card in self.suggestions],
        }


@dataclass(slots=True)
class ValidationReport:
    format: str
    errors: list[Problem]
    warnings: list[Problem]
    counts: dict[str, Any]

    @property
    def valid(self) -> bool:
        return not self.errors

    def codes(self) -> list[str]:
        return [problem.code for problem in self.errors]

    def as_dict(self) -> dict[str, Any]:
        return {
            "valid": self.valid,
            "format": self.format,
            "errors": [problem.as_dict() for problem in self.errors],
            "warnings": [problem.as_dict() for problem in self.warnings],
            "counts": self.counts,
        }
