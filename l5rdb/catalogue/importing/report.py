"""What an import did: per file, whether it went in, what changed, and what could not be read."""

from collections import Counter
from dataclasses import dataclass, field

# Kinds of rows an import counts.
KINDS: tuple[str, ...] = ("sets", "cards", "printings")
OUTCOMES: tuple[str, ...] = ("created", "updated", "unchanged")


@dataclass
class Problem:
    """Something an import could not take: which file, which card, which field, and why.

    `level` is "error" (the value or card could not be read), "skipped" (a card database
    entry naming no set the import knows, left out) or
    "warning" (read, but worth a look)."""

    file: str
    why: str
    card: str = ""
    field: str = ""
    level: str = "error"

    def __str__(self) -> str:
        where = " / ".join(part for part in (self.file, self.card, self.field) if part)
        return f"[{self.level}] {where}: {self.why}"


IMPORTED, FAILED, IGNORED = "imported", "failed", "ignored"


@dataclass
class FileReport:
    """One file: imported, failed (nothing of it was written) or ignored (found in a folder,
    but not card data, e.g. counters.yaml)."""

    path: str
    kind: str = ""
    status: str = FAILED
    error: str = ""
    counts: Counter = field(default_factory=Counter)
    problems: list[Problem] = field(default_factory=list)
    # Cards this file added that no file before it had (an Oracle or Kamisasori card the set
    # files lack): the report says which source each card came from.
    added: list[str] = field(default_factory=list)

    def problem(self, why: str, card: str = "", field: str = "", level: str = "error") -> None:
        self.problems.append(Problem(self.path, why, card, field, level))

    @property
    def ok(self) -> bool:
        return self.status == IMPORTED

    def count(self, kind: str, outcome: str, amount: int = 1) -> None:
        if amount:
            self.counts[(kind, outcome)] += amount


@dataclass
class ImportReport:
    files: list[FileReport] = field(default_factory=list)
    # "Soul of" links between cards: cards whose links changed, rows added (net).
    soul_links_changed: int = 0
    soul_links_added: int = 0

    @property
    def ok_files(self) -> list[FileReport]:
        return [report for report in self.files if report.status == IMPORTED]

    @property
    def failed_files(self) -> list[FileReport]:
        return [report for report in self.files if report.status == FAILED]

    @property
    def ignored_files(self) -> list[FileReport]:
        return [report for report in self.files if report.status == IGNORED]

    @property
    def ok(self) -> bool:
        """Every card file went in (problems inside files aside)."""
        return bool(self.ok_files) and not self.failed_files

    @property
    def problems(self) -> list[Problem]:
        return [problem for report in self.files for problem in report.problems]

    def added_by_source(self) -> dict[str, list[str]]:
        """{source kind: titles of the cards that came from it alone}, for the files after
        the set files (whose cards are the pool's base)."""
        found: dict[str, list[str]] = {}
        for report in self.files:
            if report.added:
                found.setdefault(report.kind, []).extend(report.added)
        return found

    def total(self, kind: str, outcome: str) -> int:
        return sum(report.counts[(kind, outcome)] for report in self.files)

    def totals(self) -> dict[str, dict[str, int]]:
        return {
            kind: {outcome: self.total(kind, outcome) for outcome in OUTCOMES} for kind in KINDS
        }

    def summary(self, max_problems: int = 20) -> str:
        lines = [
            f"{len(self.files)} files: {len(self.ok_files)} imported, "
            f"{len(self.failed_files)} failed, {len(self.ignored_files)} ignored"
        ]
        for kind, outcomes in self.totals().items():
            lines.append(
                f"  {kind}: "
                + ", ".join(f"{amount} {outcome}" for outcome, amount in outcomes.items())
            )
        if self.soul_links_changed:
            lines.append(f"  Soul-of links: {self.soul_links_changed} cards relinked")
        for source, titles in self.added_by_source().items():
            lines.append(f"cards only {source} has ({len(titles)}): " + ", ".join(titles))
        for report in self.failed_files:
            lines.append(f"FAILED {report.path}: {report.error}")
        for report in self.ignored_files:
            lines.append(f"ignored {report.path}: {report.error}")
        by_level = Counter(problem.level for problem in self.problems)
        if by_level:
            lines.append(
                "problems: " + ", ".join(f"{n} {level}" for level, n in sorted(by_level.items()))
            )
        shown = sorted(self.problems, key=lambda problem: problem.level != "error")
        lines.extend(f"  {problem}" for problem in shown[:max_problems])
        if len(shown) > max_problems:
            lines.append(f"  ... and {len(shown) - max_problems} more")
        return "\n".join(lines)
